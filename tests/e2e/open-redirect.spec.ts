// No entry point that takes a return path from the request sends the browser to another site: the language
// switcher's `to`, the login page's `r`, the cookie banner's `redirectTo` and the cart forms' `returnTo`. Each is
// tried with the spellings a browser's URL parser rewrites into another host (tabs and newlines dropped, backslashes
// read as slashes, dot segments resolved), and the Location header is read the way the browser reads it.
import { expect, test, type APIResponse } from "@playwright/test";

const HOSTILE = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "//evil.example",
  "///evil.example",
  "/.//evil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  " //evil.example",
];

/**
 * Same-site paths that turn into another host once a locale prefix is taken off (`/en//evil.example` →
 * `//evil.example`): they may be kept as paths of the shop, so only the origin of the answer is checked.
 */
const PREFIX_TRICKS = ["/en//evil.example", "/ar/\\evil.example", "/en/.//evil.example"];

/** A path kept as it is, so the checks above are not passing only because everything falls back. */
const KEPT = "/en/cerez-politikasi?x=1#y";

function expectOnShop(response: APIResponse, baseURL: string, target: string): string {
  expect(response.status(), target).toBeGreaterThanOrEqual(300);
  expect(response.status(), target).toBeLessThan(400);
  const location = response.headers()["location"] ?? "";
  expect(location, target).toMatch(/^\/(?![/\\])/);
  // eslint-disable-next-line no-control-regex
  expect(location, target).not.toMatch(/[\u0000-\u001f\u007f]/);
  expect(new URL(location, baseURL).origin, target).toBe(new URL(baseURL).origin);
  return location;
}

test.describe("return paths never leave the shop", () => {
  test("language switcher: GET /resource/set-language?to=", async ({ request, baseURL }) => {
    for (const target of HOSTILE) {
      const response = await request.get(`/resource/set-language?lang=en&to=${encodeURIComponent(target)}`, { maxRedirects: 0 });
      expect(expectOnShop(response, baseURL!, target), target).toBe("/en");
    }
    for (const target of PREFIX_TRICKS) {
      for (const lang of ["tr", "en", "ar"]) {
        expectOnShop(await request.get(`/resource/set-language?lang=${lang}&to=${encodeURIComponent(target)}`, { maxRedirects: 0 }), baseURL!, target);
      }
    }
    // The reported request, exactly as sent: the tab arrives percent-encoded.
    const reported = await request.get("/resource/set-language?to=/%09/evil.example", { maxRedirects: 0 });
    expectOnShop(reported, baseURL!, "/%09/evil.example");
    const kept = await request.get(`/resource/set-language?lang=ar&to=${encodeURIComponent(KEPT)}`, { maxRedirects: 0 });
    expect(expectOnShop(kept, baseURL!, KEPT)).toBe("/ar/cerez-politikasi?x=1#y");
  });

  test("login page: POST /uye-giris?r=", async ({ request, baseURL }) => {
    // A shopper who already has a session is sent straight to r (a made-up token is enough to take that branch).
    const session = { Cookie: "g_u_t=e2e-open-redirect" };
    for (const target of HOSTILE) {
      const response = await request.post(`/uye-giris?r=${encodeURIComponent(target)}`, { form: {}, headers: session, maxRedirects: 0 });
      expect(expectOnShop(response, baseURL!, target), target).toBe("/cart");
    }
    for (const target of PREFIX_TRICKS) {
      expectOnShop(await request.post(`/uye-giris?r=${encodeURIComponent(target)}`, { form: {}, headers: session, maxRedirects: 0 }), baseURL!, target);
    }
    const kept = await request.post(`/uye-giris?r=${encodeURIComponent(KEPT)}`, { form: {}, headers: session, maxRedirects: 0 });
    expect(expectOnShop(kept, baseURL!, KEPT)).toBe(KEPT);
    // Without a session a guest is created first, then the same check applies.
    const guest = await request.post(`/en/uye-giris?r=${encodeURIComponent("/\t/evil.example")}`, { form: {}, maxRedirects: 0 });
    expect(expectOnShop(guest, baseURL!, "guest")).toBe("/en/cart");
  });

  test("cookie banner: POST /resource/cookie-consent with redirectTo", async ({ request, baseURL }) => {
    for (const target of HOSTILE) {
      const response = await request.post("/resource/cookie-consent", { form: { redirectTo: target }, maxRedirects: 0 });
      expect(expectOnShop(response, baseURL!, target), target).toBe("/");
    }
    for (const target of PREFIX_TRICKS) {
      expectOnShop(await request.post("/resource/cookie-consent", { form: { redirectTo: target }, maxRedirects: 0 }), baseURL!, target);
    }
    const kept = await request.post("/resource/cookie-consent", { form: { redirectTo: KEPT }, maxRedirects: 0 });
    expect(expectOnShop(kept, baseURL!, KEPT)).toBe(KEPT);
  });

  test("cart forms: POST /cart with returnTo", async ({ request, baseURL }) => {
    // A refused add (no such product id) without JavaScript redirects back to returnTo with a toast.
    const post = (returnTo: string) => request.post("/cart", { form: { intent: "add", productId: "not-a-number", quantity: "1", returnTo }, maxRedirects: 0 });
    for (const target of HOSTILE) {
      expect(expectOnShop(await post(target), baseURL!, target), target).toBe("/cart");
    }
    for (const target of PREFIX_TRICKS) expectOnShop(await post(target), baseURL!, target);
    expect(expectOnShop(await post(KEPT), baseURL!, KEPT)).toBe(KEPT);
  });
});
