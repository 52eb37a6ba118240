// Signing in with "Google" in a real browser, in Turkish and in Arabic: the login page's button, the provider (a
// local oidc-provider that signs the test's account in and consents), and back on the page the shopper started from,
// signed in and greeted. The provider listens on the port the shop was configured with (playwright.config.ts).
import { E2E_GOOGLE } from "../../playwright.config";
import { startLocalOidcProvider, type LocalOidcProvider } from "../support/social/local-oidc-provider";
import { lineOf } from "./api-shopper";
import { account, checkout, errors, fill, prefix, type Lang } from "./catalogues";
import { expect, seedGuestCartIn, test } from "./fixtures";
import { findPlainProduct } from "./shop-data";

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

// A member made by a social sign-in has no phone, and ordering needs a confirmed one: the checkout asks for a mobile
// number, then for the code texted to it, and the order goes through. Here (not in a file of its own) because the
// provider's port is this file's.
const PHONE_CASES: { lang: Lang; js: boolean }[] = [
  { lang: "tr", js: true },
  { lang: "en", js: false },
];
for (const { lang, js } of PHONE_CASES) {
  test.describe(`a social member's first order (${lang}, JavaScript ${js ? "on" : "off"})`, () => {
    test.use({ lang, javaScriptEnabled: js });
    test.setTimeout(90_000);

    test("the checkout asks for a mobile number, confirms it with a code and places the order", async ({ page, context, request, baseURL, checkoutPage }) => {
      const t = checkout[lang];
      const sub = `e2e-phone-${lang}-${Date.now()}`;
      google.next = { sub, email: `${sub}@example.shop`, email_verified: true, given_name: "Deniz", family_name: "Kaya" };
      const product = await findPlainProduct(request, baseURL!, 2);
      await seedGuestCartIn(context, baseURL!, lineOf(product));
      const back = `${prefix(lang)}/odeme/adres`;
      await page.goto(`${prefix(lang)}/uye-giris?r=${encodeURIComponent(back)}`);
      await page.getByRole("link", { name: account[lang].login.social.google }).click();
      await page.waitForURL((url) => url.pathname === back);

      const phoneForm = page.getByRole("form", { name: t.memberPhone.title });
      await phoneForm.getByLabel(t.memberPhone.phone).fill("0212 111 22 33");
      await phoneForm.getByRole("button", { name: t.memberPhone.save }).click();
      await expect(phoneForm.getByText(errors[lang].field_invalid_phone)).toBeVisible();
      const phone = `0535${String(Date.now()).slice(-7)}`;
      await phoneForm.getByLabel(t.memberPhone.phone).fill(phone);
      await phoneForm.getByRole("button", { name: t.memberPhone.save }).click();
      await expect(phoneForm).toHaveCount(0);

      await checkoutPage.confirmPhone(phone);
      await checkoutPage.addAddress();
      await page.getByRole("button", { name: t.addresses.continue }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/odeme/odeme-yontemi`));
      await checkoutPage.continueFromPayment();
      expect(await checkoutPage.approve()).not.toBe("");
    });
  });
}
