// Signing in by the `token` query parameter: a member's token in any page's URL starts a member session and the
// browser comes back to the same page without it; anything else in that parameter changes nothing, and the pages
// whose own `token` is a reset or verification link keep it.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "../support/factories/member.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let storefront: StorefrontBuild;

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

const visit = (path: string) => fetch(`${t.baseUrl}${path}`, { redirect: "manual" });
const memberCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("g_u_t="));

describe("sign-in by ?token=", () => {
  it("starts the member's session and comes back to the page without the token", async () => {
    const member = await registerMember(t);
    for (const page of ["/kampanyalar", "/en/kampanyalar"]) {
      const response = await visit(`${page}?x=1&token=${encodeURIComponent(member.token)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`${page}?x=1`);
      expect(memberCookie(response)).toContain(member.token);
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("g_u_i="))).toBe(true);
    }
  });

  it("ignores anything that is not a member's token, whatever it is", async () => {
    const guest = await t.token("guest");
    const admin = await t.token("admin");
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom(guest, admin, "\u0000", "a\tb", "x".repeat(40) + "\u0000"), fc.string({ minLength: 600, maxLength: 700 })), async (token) => {
        const response = await visit(`/kampanyalar?token=${encodeURIComponent(token)}`);
        expect(response.status).toBeLessThan(500);
        expect(memberCookie(response)).toBeUndefined();
      }),
      { numRuns: 25 },
    );
  });

  it("leaves the password-reset and email-verification pages their own token", async () => {
    const member = await registerMember(t);
    for (const page of ["/sifre-yenile", "/eposta-dogrula"]) {
      const response = await visit(`${page}?token=${encodeURIComponent(member.token)}`);
      expect(response.status, page).not.toBe(302);
      expect(memberCookie(response)).toBeUndefined();
    }
  });
});
