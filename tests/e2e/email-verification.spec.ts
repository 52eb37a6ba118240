// Email verification in the browser, in Turkish with JavaScript and in English without: a guest orders, later
// registers with the same address, sees the address unverified on /hesabim and asks for the link again; the first
// link is then refused, the new one verifies the address and the guest order is in /siparislerim; a second click
// says the link was used.
import { account, errors, fill, JS_MODES, memberMail, prefix, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import { guestOrderWithEmail } from "./api-shopper";
import { newestMail } from "./members";
import { findPlainProduct } from "./shop-data";

const linkIn = (mail: { text: string }) => {
  const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
  return link.pathname + link.search;
};

const CASES: { lang: Lang; js: boolean; title: string }[] = [
  { lang: "tr", ...JS_MODES[0] },
  { lang: "en", ...JS_MODES[1] },
];

for (const { lang, js, title } of CASES) {
  test.describe(`email verification (${lang}, ${title})`, () => {
    test.use({ lang, javaScriptEnabled: js });
    // A guest order, a registration and two mails: longer than one page's worth of work on a shared 2-core machine.
    test.setTimeout(90_000);

    test("register with the address of an earlier guest order, verify it by the mailed link, find the order", async ({ page, context, request, baseURL }) => {
      const texts = account[lang];
      const subject = memberMail[lang].emailVerification.subject;
      const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
      const email = `verify${unique}@example.shop`;
      const product = await findPlainProduct(request, baseURL!, 2);
      const orderCode = await guestOrderWithEmail(request, baseURL!, product, email);

      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      await page.goto(`${prefix(lang)}/uye-ol`);
      await page.locator("#register-firstName").fill("Zeynep");
      await page.locator("#register-lastName").fill("Demir");
      await page.locator("#register-email").fill(email);
      await page.locator("#register-phone").fill(`0535${unique.slice(-7)}`);
      await page.locator("#register-password").fill("uzun-bir-sifre");
      await page.locator("#register-kvkk").check();
      await page.locator("#register-membership").check();
      await page.getByRole("button", { name: texts.register.submit }).click();
      await expect(page).toHaveURL(`${baseURL}${prefix(lang) || "/"}`);

      await expect.poll(() => newestMail(email, subject), { timeout: 15_000 }).not.toBeNull();
      const firstLink = linkIn(newestMail(email, subject)!);
      expect(firstLink.startsWith(`${prefix(lang)}/eposta-dogrula?token=`)).toBe(true);

      // Not verified yet: the account page says so and offers a new link.
      await page.goto(`${prefix(lang)}/hesabim`);
      const status = page.getByRole("region", { name: texts.emailVerification.label });
      await expect(status.getByText(texts.emailVerification.notVerified)).toBeVisible();
      await status.getByRole("button", { name: texts.emailVerification.sendAgain }).click();
      await expect(page.getByText(fill(texts.emailVerification.sent, { email, hours: 48 }))).toBeVisible();
      await expect.poll(() => linkIn(newestMail(email, subject) ?? { text: "http://x/" }), { timeout: 15_000 }).not.toBe(firstLink);
      const secondLink = linkIn(newestMail(email, subject)!);

      // The replaced link is refused; the new one verifies and leads to the order placed as a guest.
      await page.goto(firstLink);
      await expect(page.getByRole("alert")).toHaveText(errors[lang].email_verification_invalid);
      await page.goto(secondLink);
      await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();
      await page.locator("#main").getByRole("link", { name: texts.emailVerification.toOrders }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/siparislerim$`));
      await expect(page.getByText(orderCode).first()).toBeVisible();

      // Once only.
      await page.goto(secondLink);
      await expect(page.getByRole("alert")).toHaveText(errors[lang].email_verification_used);
      await page.goto(`${prefix(lang)}/hesabim`);
      await expect(status.getByText(texts.emailVerification.verified, { exact: true })).toBeVisible();
      await expect(status.getByRole("button")).toHaveCount(0);
    });
  });
}
