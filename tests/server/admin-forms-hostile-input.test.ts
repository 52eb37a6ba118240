// A signed-in admin's posts to every admin action, with generated hostile values in the fields of the admin's own
// forms: never a 5xx, never a stack trace or SQL. The forms are read from the admin pages as they render for rows
// that exist (a product, an order, a member), so a new admin form or field is covered without new test code. The
// shopper's side of the same check is storefront-hostile-input.test.ts.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder, createProduct, registerMember } from "../support/factories.js";
import { collectForms, hostilePost, sendHostilePost, type FormsByAction } from "../support/hostile-posts.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { storefrontRoutes, type StorefrontRoute } from "../support/storefront-routes.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

/** Posts per admin action, bounded for CI; ADMIN_FUZZ_RUNS=100 for a longer hunt by hand. */
const RUNS = Number(process.env.ADMIN_FUZZ_RUNS ?? 4);
/** Signing out would leave the rest of the run without an admin. */
const SIGNS_OUT = /logout/;

let t: TestShop;
let storefront: StorefrontBuild;
let cookie: string;
let adminRoutes: StorefrontRoute[];
let forms: FormsByAction;

/** A form post as the signed-in admin, in Turkish, its redirect not followed. */
const postAsAdmin = (path: string, fields: Record<string, string>) =>
  fetch(`${t.baseUrl}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", "accept-language": "tr" },
    redirect: "manual",
  });

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  const product = await createProduct(t);
  await createProduct(t, { variants: { colours: 2, sizes: 1 } });
  await createOrder(t, { productId: product.id });
  await registerMember(t);
  cookie = `admin_token=${await t.token("admin")}`;
  // Ids 1 are the rows made above (the first of each table); `new` is the form for a new one.
  adminRoutes = storefrontRoutes(storefront.build, [], ["1", "new"]).filter((route) => /^admin(\/|$)/.test(route.pattern) && !SIGNS_OUT.test(route.pattern));
  forms = await collectForms(
    t.baseUrl,
    adminRoutes.filter((route) => route.loader).flatMap((route) => route.urls),
    cookie,
  );
}, 180_000);

afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const actionUrls = () => adminRoutes.filter((route) => route.action).flatMap((route) => route.urls);

describe("admin actions", () => {
  it("finds the admin's forms by itself, on pages the admin is let in to", () => {
    expect(actionUrls().length).toBeGreaterThan(20);
    // The product form has its fields from the page: the signed-in admin sees it, not the sign-in page.
    expect([...(forms.get("/admin/products/1")?.keys() ?? [])]).toEqual(expect.arrayContaining(["intent"]));
    expect(forms.size).toBeGreaterThan(20);
  });

  it("a field the server refuses comes back at its field on the form's own page, not as an error page", async () => {
    // The net for input no field carries (below) must not catch a refusal the form answers at its field.
    const response = await postAsAdmin("/admin/settings?index", { intent: "instagram-save", userId: "@shop", keep: "6", accessToken: "" });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('name="userId"');
    expect(page).toContain('value="@shop"');
  });

  it("deleting a record that is already gone answers the 404 page", async () => {
    const remove = () =>
      fetch(`${t.baseUrl}/admin/content/1`, {
        method: "POST",
        body: new URLSearchParams({ intent: "delete" }),
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        redirect: "manual",
      });
    expect((await remove()).status).toBe(302);
    expect((await remove()).status).toBe(404);
  });

  it("a feed export in a language the shop does not have goes back to the feeds with a message", async () => {
    // Found by a longer run of the check below: the server's refusal of the language was a 500.
    for (const language of ["xx", "\u{F296A}", "tr\u0001"]) {
      const response = await postAsAdmin("/admin/xml", { intent: "export", language });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/xml");
      // The flash cookie carries the message as base64 JSON (before its signature).
      const flash = decodeURIComponent(response.headers.get("set-cookie")?.match(/^__flash=([^;.]+)/)?.[1] ?? "");
      expect(Buffer.from(flash, "base64").toString("utf8")).toContain("Dosya oluşturulamadı");
    }
  });

  it("a product number beyond what the API's integers hold is refused at its field", async () => {
    // Found by a longer run of the check below: ten digits passed the form and made the server refuse the whole call.
    for (const [field, value] of [["supplierId", "-2147483649"], ["stockAmount", "2147483648"], ["sort", "9999999999"]]) {
      const response = await postAsAdmin("/admin/products/new", { intent: "save", [field]: value });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(`name="${field}"`);
    }
  });

  it("a return request id no form offers is refused by the order form before any call", async () => {
    // Eleven digits are beyond what the API's integers hold; the order form only ever sends its own rows' ids.
    const response = await postAsAdmin("/admin/orders/1", { intent: "decide", requestId: "99999999999", decision: "APPROVED" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('name="intent"');
  });

  it("a refused post is an error page in the admin's words, with its status", async () => {
    // A body past the forms' limit: the admin frame's error page said "413" and nothing else.
    const response = await postAsAdmin("/admin/orders/1", { intent: "status", note: "x".repeat(3_000_000) });
    expect(response.status).toBe(413);
    const page = await response.text();
    expect(page).toContain("Gönderilen bilgi çok uzun");
    expect(page).toContain("Hata kodu: 413");
  });

  it("answers every admin post with 4xx or a page, never a 5xx or internals", async () => {
    for (const url of actionUrls()) {
      await fc.assert(
        fc.asyncProperty(hostilePost(forms, [url]), (post) => sendHostilePost(t.baseUrl, post, cookie)),
        { numRuns: RUNS },
      );
    }
  }, 600_000);
});
