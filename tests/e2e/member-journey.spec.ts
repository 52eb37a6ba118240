// A member's whole journey through the storefront in one browser, once in Turkish without JavaScript and once in
// Arabic with it: register on /uye-ol, confirm the phone with the code from the text, sign out, sign in on
// /uye-giris, edit the profile (the company fields only for a company account), add an address, keep a favourite,
// write a comment, ask to hear when a sold-out product is back, order through the shop's own pages (cash on
// delivery), ask to cancel on the order's page and sign out. Each part has its own detailed test; this one proves
// the parts work one after another for the same member, as a person would use them.
import type { Page } from "@playwright/test";
import { account, catalog, checkout, common, fill, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import { ADDRESS_LINE, CheckoutPage } from "./pages/checkout-page";
import { CartPage } from "./pages/cart-page";
import { PASSWORD_STEP_TIMEOUT } from "./members";
import { findPlainProduct, findProduct, productIn } from "./shop-data";
import { nextCodeTo, textsSentTo } from "./text-outbox";

const PASSWORD = "uzun-bir-sifre-42";
/** Registration and sign-in hash the password; signing out ends the sessions: as slow as a password step. */
const SLOW = PASSWORD_STEP_TIMEOUT;

/** The toast of a result: the flash toast after a plain post, the client toast with JavaScript. */
const toast = (page: Page, text: string) => page.locator(".toast").filter({ hasText: text });

/** A member nobody else registers: the email and the phone are unique per member. */
function newMember() {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { firstName: "Zeynep", lastName: "Demir", email: `journey.${n}@example.shop`, phone: `0539${n}` };
}

for (const { lang, js } of [
  { lang: "tr", js: false },
  { lang: "ar", js: true },
] as { lang: Lang; js: boolean }[]) {
  test.describe(`member journey, ${lang}, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ lang, javaScriptEnabled: js });

    test("register → confirm the phone → sign out → sign in → profile → address → favourite → comment → stock alert → order → cancel request → sign out", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const a = account[lang];
      const c = catalog[lang];
      const header = page.locator(".site-header");
      // With JavaScript, a form is the app's once the page has hydrated.
      const hydrated = () => (js ? page.waitForLoadState("networkidle") : Promise.resolve());
      const member = newMember();
      // The root path detects the browser's language; the journey stays in its own.
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      const plain = await findPlainProduct(request, baseURL!, 4);
      const product = await productIn(request, baseURL!, plain.id, lang);
      const soldOut = await findProduct(request, baseURL!, lang, false);

      await test.step("register on /uye-ol", async () => {
        await page.goto(`${prefix(lang)}/uye-ol`);
        await hydrated();
        await page.locator("#register-firstName").fill(member.firstName);
        await page.locator("#register-lastName").fill(member.lastName);
        await page.locator("#register-email").fill(member.email);
        await page.locator("#register-phone").fill(member.phone);
        await page.locator("#register-password").fill(PASSWORD);
        await page.locator("#register-kvkk").check();
        await page.locator("#register-membership").check();
        await page.getByRole("button", { name: a.register.submit }).click();
        // Hashing the password takes a moment on a busy machine.
        await expect(header.getByRole("link", { name: common[lang].header.account })).toBeVisible({ timeout: SLOW });
      });

      await test.step("confirm the phone with the code from the text", async () => {
        await header.getByRole("link", { name: common[lang].header.account }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/hesabim$`));
        await hydrated();
        const card = page.getByRole("region", { name: checkout[lang].phoneConfirm.title });
        const before = textsSentTo(member.phone);
        await card.getByRole("button", { name: checkout[lang].phoneConfirm.sendSms }).click();
        const code = await nextCodeTo(member.phone, before);
        await card.getByLabel(common[lang].phoneCode.code).fill(code);
        await card.getByRole("button", { name: checkout[lang].phoneConfirm.submit }).click();
        await expect(toast(page, checkout[lang].phoneConfirm.confirmed)).toBeVisible();
        await expect(card).toHaveCount(0);
        // The summary line under the title says the phone is verified now (the email's own badge may still say not).
        const summary = page.locator("p", { hasText: a.area.memberSince.split("{{")[0].trim() });
        await expect(summary).not.toContainText(a.area.phoneNotVerified);
        await expect(summary).toContainText(a.area.phoneVerified);
      });

      await test.step("sign out, then sign in on /uye-giris", async () => {
        await page.getByRole("button", { name: a.area.logout }).click();
        await expect(header.getByRole("link", { name: common[lang].header.login })).toBeVisible({ timeout: SLOW });
        await page.goto(`${prefix(lang)}/uye-giris?r=${encodeURIComponent(`${prefix(lang)}/hesabim`)}`);
        await hydrated();
        await page.getByLabel(a.login.email).fill(member.email);
        await page.getByLabel(a.login.password, { exact: true }).fill(PASSWORD);
        await page.getByRole("button", { name: a.login.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/hesabim$`), { timeout: SLOW });
        await expect(page.locator("input[name=email]")).toHaveValue(member.email);
      });

      await test.step("edit the profile: company fields only for a company account", async () => {
        await hydrated();
        const profile = page.getByRole("form", { name: a.profile.details });
        const company = profile.getByLabel(a.register.companyName, { exact: true });
        const identity = profile.getByLabel(a.register.identityNumber, { exact: true });
        await expect(identity).toBeVisible();
        await expect(company).toBeHidden();
        await profile.getByLabel(a.profile.homePhone, { exact: true }).fill("02125550011");
        // Without JavaScript the account-type choice is applied by posting the form back.
        const chooseKind = async (kind: "corporate" | "individual") => {
          await profile.getByRole("radio", { name: a.register[kind] }).check();
          if (!js) await profile.getByRole("button", { name: a.profile.applyKind }).click();
        };
        await chooseKind("corporate");
        await expect(company).toBeVisible();
        await expect(identity).toBeHidden();
        await expect(profile.getByLabel(a.profile.homePhone, { exact: true })).toHaveValue("02125550011");
        await chooseKind("individual");
        await expect(company).toBeHidden();
        await expect(identity).toBeVisible();
        await profile.getByLabel(a.register.lastName, { exact: true }).fill("Demir-Kaya");
        await profile.getByRole("button", { name: a.profile.save }).click();
        await expect(toast(page, a.profile.saved)).toBeVisible();
        await expect(profile.getByLabel(a.register.lastName, { exact: true })).toHaveValue("Demir-Kaya");
        await expect(profile.getByLabel(a.profile.homePhone, { exact: true })).toHaveValue("02125550011");
      });

      await test.step("add an address", async () => {
        await page.goto(`${prefix(lang)}/hesabim/adreslerim`);
        await new CheckoutPage(page, lang, js).fillNewAddress("Ev");
        await expect(page.getByText(ADDRESS_LINE)).toBeVisible();
      });

      await test.step("favourite a product and find it on /favorilerim", async () => {
        await page.goto(`${prefix(lang)}/${product.seoLink}`);
        await hydrated();
        await page.getByRole("button", { name: `${c.product.favourite}: ${product.title}` }).click();
        await expect(page.getByRole("button", { name: `${c.product.unfavourite}: ${product.title}` }).first()).toHaveAttribute("aria-pressed", "true");
        // The heart turns at once with JavaScript; the toast says the server has kept it.
        await expect(toast(page, c.favourite.added)).toBeVisible();
        await page.goto(`${prefix(lang)}/favorilerim`);
        await expect(page.getByRole("heading", { level: 1, name: a.favourites.title })).toBeVisible();
        await expect(page.getByRole("link", { name: product.title }).first()).toBeVisible();
      });

      await test.step("write a comment: it awaits review", async () => {
        await page.goto(`${prefix(lang)}/${product.seoLink}`);
        await hydrated();
        // The product page is served without React (app/utils/static-page.ts): Write a review is the link to the
        // page's own form with JavaScript too.
        await page.getByRole("link", { name: c.commentForm.write }).click();
        const form = page.locator("#comment-form");
        await form.getByLabel(c.commentForm.text).fill("Rengi ve dikişleri çok güzel.");
        await form.getByRole("button", { name: c.commentForm.submit }).click();
        await expect(page.getByText(c.commentForm.awaiting)).toBeVisible();
      });

      await test.step("ask to hear when a sold-out product is back", async () => {
        await page.goto(`${prefix(lang)}/${soldOut.seoLink}`);
        await hydrated();
        await page.getByRole("button", { name: c.product.stockAlert }).click();
        await expect(toast(page, c.stockAlertDone.added)).toBeVisible();
      });

      let code = "";
      await test.step("order through the product page, the cart and the checkout, cash on delivery", async () => {
        const cartPage = new CartPage(page, lang);
        const checkoutPage = new CheckoutPage(page, lang, js);
        await page.goto(`${prefix(lang)}/${product.seoLink}`);
        await hydrated();
        await cartPage.addToCart();
        await expect(cartPage.headerLink(plain.minOrder)).toBeVisible();
        await cartPage.open();
        await cartPage.goToCheckout();
        // The member's address from the address book is offered (to be chosen); the phone is already confirmed.
        await expect(page.getByText(ADDRESS_LINE).first()).toBeVisible();
        await expect(page.getByRole("region", { name: checkout[lang].phoneConfirm.title })).toHaveCount(0);
        await page.getByRole("radio", { name: checkoutPage.texts.addresses.deliverHere }).first().check();
        await page.getByRole("button", { name: checkoutPage.texts.addresses.continue }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/odeme/odeme-yontemi`));
        await checkoutPage.continueFromPayment();
        await expect(page).toHaveURL(/\/odeme\/onay\?payment=door/);
        code = await checkoutPage.approve();
      });

      await test.step("ask to cancel on the order's page", async () => {
        await page.goto(`${prefix(lang)}/siparislerim`);
        await page.getByRole("link", { name: code, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: fill(a.orders.detailTitle, { code }) })).toBeVisible();
        await hydrated();
        const form = page.locator("#request-cancel");
        await form.getByRole("combobox").first().selectOption("1");
        await form.getByLabel(a.orders.reason).selectOption({ index: 1 });
        await form.getByRole("button", { name: a.orders.submitCancel }).click();
        await expect(page.getByRole("status")).toContainText(a.orders.cancelSent);
        await expect(page.getByTestId("order-request")).toContainText(a.orders.cancelTitle);
      });

      await test.step("sign out", async () => {
        await page.getByRole("button", { name: a.area.logout }).click();
        await expect(header.getByRole("link", { name: common[lang].header.login })).toBeVisible({ timeout: SLOW });
        expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("g_u_t");
        await page.goto(`${prefix(lang)}/hesabim`);
        await expect(page).toHaveURL(/uye-giris/);
      });
    });
  });
}
