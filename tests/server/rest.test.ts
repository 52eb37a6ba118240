// The /api/v1 REST shim: each route served now with its exact legacy reply shape and status, access control from
// the route table, JSON 404 for unknown paths and 400 for malformed input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const block = { code: expect.any(String), type: expect.any(String), title: expect.any(String), content: expect.any(String), sort: expect.any(Number) };

describe("GET /api/v1/siteSettings/getSettings/{x}", () => {
  it("replies {success, data:{response:<settings>}} in the requested language", async () => {
    const { status, body } = await t.rest("/api/v1/siteSettings/getSettings/home?language=en&customer=12", {
      headers: { "X-Client-Type": "web", "X-Referrer": "https://example.test/" },
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "data"]);
    expect(body.success).toBe(true);
    const response = (body.data as { response: Record<string, unknown> }).response;
    expect(Object.keys(response).sort()).toEqual(
      ["center", "config", "footer", "header", "language", "left", "page", "pageLinks", "right", "setting", "settings"].sort(),
    );
    expect(response.language).toBe("en");
    expect(response.page).toBeNull();
    expect(response.header).toEqual([block]);
    expect(response.center).toEqual([expect.objectContaining({ code: "home_benefits", title: "Why us?" })]);
    expect(response.pageLinks).toContainEqual({ code: "cookie_policy", url: "/cerez-politikasi", title: "Cookie policy" });
    expect(response.setting).toEqual({
      bodyHtml: "",
      bodyScript: "",
      headScript: "",
      headScripts: [],
      bodyScripts: [],
      css: "",
      noImageProduct: "/developer/no-photos.png",
      favicon: "/developer/favicon.ico",
    });
    expect(response.settings).toContainEqual({ code: "google_gtm_id", value: "" });
    expect(response.config).toEqual({
      logo: "/images/logo.svg",
      company: "Demo Mağaza Ev ve Yaşam Ürünleri A.Ş.",
      shop_name: "Demo Mağaza",
      phone: "+90 212 555 01 23",
      whatsapp: "+90 532 555 01 23",
      email: "destek@demomagaza.com.tr",
    });
  });

  it("sets page for an unknown page key (the storefront's 404), Turkish by default", async () => {
    const { status, body } = await t.rest("/api/v1/siteSettings/getSettings/olmayan-sayfa");
    expect(status).toBe(200);
    const response = (body.data as { response: { page: string; language: string } }).response;
    expect(response).toMatchObject({ page: "olmayan-sayfa", language: "tr" });
  });

  it("answers 400 for an unknown language or a malformed page key", async () => {
    const unknown = await t.rest("/api/v1/siteSettings/getSettings/home?language=xx");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, code: "bad_user_input", message: "Bilinmeyen dil." });
    const bad = await t.rest(`/api/v1/siteSettings/getSettings/${"x".repeat(65)}?language=en`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, code: "bad_user_input", message: "The information sent is not valid." });
    const array = await t.rest("/api/v1/siteSettings/getSettings/home?customer[]=1&customer[]=2");
    expect(array.status).toBe(400);
  });
});

describe("GET /api/v1/settings", () => {
  it("replies {success, response:[{code,value}]}", async () => {
    const { status, body } = await t.rest("/api/v1/settings");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const list = body.response as { code: string; value: string }[];
    expect(list).toContainEqual({ code: "google_site_verification", value: "" });
    expect(list).toContainEqual({ code: "whatsapp", value: "+90 532 555 01 23" });
    for (const item of list) expect(Object.keys(item)).toEqual(["code", "value"]);
  });
});

describe("GET /api/v1/language and /api/v1/currency", () => {
  it("/language replies the active languages in snake_case", async () => {
    const { status, body } = await t.rest("/api/v1/language");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      response: [
        { id: 1, code: "tr", name: "Türkçe", direction: "ltr", is_default: true, is_active: true, sort: 1 },
        { id: 2, code: "en", name: "English", direction: "ltr", is_default: false, is_active: true, sort: 2 },
        { id: 3, code: "ar", name: "العربية", direction: "rtl", is_default: false, is_active: true, sort: 3 },
      ],
    });
  });

  it("/currency replies the active currencies in snake_case", async () => {
    const { status, body } = await t.rest("/api/v1/currency");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect((body.response as unknown[])[0]).toEqual({
      id: 1,
      code: "tl",
      iso_code: "TRY",
      name: "Türk Lirası",
      symbol: "₺",
      exchange_rate: 1,
      decimals: 2,
      is_default: true,
      is_active: true,
    });
    expect((body.response as { code: string }[]).map((c) => c.code)).toEqual(["tl", "usd", "euro"]);
  });

  it.each(["/api/v1/language/all", "/api/v1/currency/all"])("%s is admin-only", async (path) => {
    const none = await t.rest(path);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ success: false, code: "unauthorized", message: "Bu işlem için giriş yapmanız gerekiyor." });
    const unknown = await t.rest(`${path}?language=en`, { headers: { authorization: "Bearer not-a-real-token-0123456789" } });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, code: "unauthorized", message: "You need to sign in to do this." });
    const customer = await t.rest(`${path}?language=ar`, { headers: { authorization: `Bearer ${await t.token("customer")}` } });
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ success: false, code: "forbidden", message: "ليس لديك صلاحية للقيام بذلك." });
    const admin = await t.rest(path, { headers: { authorization: `Bearer ${await t.token("admin")}` } });
    expect(admin.status).toBe(200);
    expect(admin.body.success).toBe(true);
    expect(admin.body.response).toHaveLength(3);
  });
});

describe("GET /api/v1/header_menu/getHeaderMenu", () => {
  it("replies the translated tree", async () => {
    const { status, body } = await t.rest("/api/v1/header_menu/getHeaderMenu?language=en");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const tree = body.response as { id: number; title: string; url: string; sort: number; children: unknown[] }[];
    expect(tree.map((i) => i.title)).toEqual(["Furniture", "Home textiles", "Lighting", "Kitchen", "Campaigns"]);
    expect(tree[0]).toEqual({
      id: expect.any(Number),
      title: "Furniture",
      url: "/mobilya",
      sort: 1,
      children: [
        { id: expect.any(Number), title: "Sofa sets", url: "/koltuk-takimlari", sort: 1, children: [] },
        { id: expect.any(Number), title: "Dining room", url: "/yemek-odasi", sort: 2, children: [] },
        { id: expect.any(Number), title: "Bedroom", url: "/yatak-odasi", sort: 3, children: [] },
      ],
    });
    expect(tree[4].children).toEqual([]);
  });
});

describe("errors", () => {
  it("answers unknown /api/v1 paths with a JSON 404 in the requested language", async () => {
    const res = await t.rest("/api/v1/no/such/route?language=en");
    expect(res.status).toBe(404);
    expect(res.contentType).toMatch(/application\/json/);
    expect(res.body).toEqual({ success: false, code: "not_found", message: "The requested address was not found." });
    const post = await t.rest("/api/v1/language", { method: "POST" });
    expect(post.status).toBe(404);
    expect(post.body.code).toBe("not_found");
  });

  it("answers a malformed JSON body with 400 JSON", async () => {
    const res = await t.rest("/api/v1/cart/add", { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: "bad_user_input", message: "Gönderilen bilgiler geçersiz." });
  });

  it("answers a repeated language parameter with 400", async () => {
    const res = await t.rest("/api/v1/language?language=tr&language=en");
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "bad_user_input" });
  });
});
