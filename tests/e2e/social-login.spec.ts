// Signing in with "Google" in a real browser, in Turkish and in Arabic: the login page's button, the provider (a
// local oidc-provider that signs the test's account in and consents), and back on the page the shopper started from,
// signed in and greeted. The provider listens on the port the shop was configured with (playwright.config.ts).
import { E2E_GOOGLE } from "../../playwright.config";
import { startLocalOidcProvider, type LocalOidcProvider } from "../support/social/local-oidc-provider";
import { account, fill, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

let google: LocalOidcProvider;

// One provider on one port: the tests of this file run one after the other in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ baseURL }) => {
  const port = Number(new URL(E2E_GOOGLE.issuer).port);
  google = await startLocalOidcProvider(`${baseURL}/resource/social-login/google/callback`, E2E_GOOGLE.clientId, E2E_GOOGLE.clientSecret, port);
});

test.afterAll(async () => {
  await google?.close();
});

for (const lang of ["tr", "ar"] as Lang[]) {
  test(`a new shopper signs in with Google and lands back where they started (${lang})`, async ({ page, context }) => {
    // The trip to the provider and back breaks no rule of the page's Content-Security-Policy (form-action included).
    const violations: string[] = [];
    page.on("console", (message) => void (/content[- ]security[- ]policy/i.test(message.text()) && violations.push(message.text())));
    const sub = `e2e-${lang}-${Date.now()}`;
    google.next = { sub, email: `${sub}@example.shop`, email_verified: true, given_name: "Deniz", family_name: "Kaya" };
    const back = `${prefix(lang)}/cart`;
    await page.goto(`${prefix(lang)}/uye-giris?r=${encodeURIComponent(back)}`);
    await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
    await page.getByRole("link", { name: account[lang].login.social.google }).click();
    await page.waitForURL((url) => url.pathname === back);
    await expect(page.getByText(fill(account[lang].login.welcome, { name: "Deniz" }))).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "g_u_t")?.httpOnly).toBe(true);
    expect(decodeURIComponent(cookies.find((c) => c.name === "g_u_i")?.value ?? "")).toContain('"name":"Deniz"');
    expect(cookies.find((c) => c.name === "social_login")).toBeUndefined();
    expect(violations).toEqual([]);
  });
}
