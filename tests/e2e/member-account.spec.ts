// Becoming a member in the browser: register (the form names every missing field, keeps what was typed), land signed
// in with the header greeting, see the profile, sign out, sign in again (a wrong password says so), in Turkish and
// Arabic, with and without JavaScript.
import { account, common, errors, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";

const prefix = (lang: Lang) => (lang === "tr" ? "" : `/${lang}`);

for (const lang of ["tr", "ar"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ lang, javaScriptEnabled });

      test("register, see the profile, sign out and sign in again", async ({ page, context, baseURL }) => {
        // A long walk through many pages: a slow machine needs more than the default half minute.
        test.slow();
        const texts = account[lang];
        // The root path detects the browser's language; the test stays in its own.
        await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
        await page.goto(`${prefix(lang)}/uye-ol`);
        await expect(page.getByRole("heading", { level: 1, name: texts.register.title })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");

        await page.locator("#register-firstName").fill("Zeynep");
        await page.getByRole("button", { name: texts.register.submit }).click();
        await expect(page.locator("#register-lastName-error")).toHaveText(errors[lang].field_required_last_name);
        await expect(page.locator("#register-kvkk-error")).toHaveText(errors[lang].field_required_kvkk);
        await expect(page.locator("#register-firstName")).toHaveValue("Zeynep");

        const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
        const email = `zeynep${unique}@example.shop`;
        await page.locator("#register-lastName").fill("Demir");
        await page.locator("#register-email").fill(email);
        await page.locator("#register-phone").fill(`0535${unique.slice(-7)}`);
        await page.locator("#register-password").fill("uzun-bir-sifre");
        await page.locator("#register-kvkk").check();
        await page.locator("#register-membership").check();
        await page.getByRole("button", { name: texts.register.submit }).click();

        await expect(page).toHaveURL(`${baseURL}${prefix(lang) || "/"}`);
        const header = page.locator(".site-header");
        const accountLink = header.getByRole("link", { name: common[lang].header.account });
        await expect(accountLink).toBeVisible();
        await accountLink.click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/hesabim$`));
        await expect(page.locator("input[name=email]")).toHaveValue(email);

        await page.getByRole("button", { name: texts.area.logout }).click();
        await expect(header.getByRole("link", { name: common[lang].header.login })).toBeVisible();
        expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("g_u_t");

        await header.getByRole("link", { name: common[lang].header.login }).click();
        // An unknown email and a wrong password get one answer: the page does not tell who is a member.
        await page.locator("#login-email").fill(`nobody-${email}`);
        await page.locator("#login-password").fill("uzun-bir-sifre");
        await page.getByRole("button", { name: texts.login.submit }).click();
        await expect(page.locator("#login-password-error")).toHaveText(errors[lang].login_failed);
        await expect(page.locator("#login-email-error")).toHaveCount(0);
        await page.locator("#login-email").fill(email);
        await page.locator("#login-password").fill("yanlis-sifre");
        await page.getByRole("button", { name: texts.login.submit }).click();
        await expect(page.locator("#login-password-error")).toHaveText(errors[lang].login_failed);
        await expect(page.locator("#login-email")).toHaveValue(email);
        await page.locator("#login-password").fill("uzun-bir-sifre");
        await page.getByRole("button", { name: texts.login.submit }).click();
        // Back where the header link was followed from (the home page), signed in.
        await expect(page).toHaveURL(`${baseURL}${prefix(lang) || "/"}`);
        await expect(header.getByRole("link", { name: common[lang].header.account })).toBeVisible();
      });
    });
  }
}

test("the account area sends a visitor to the login page and back", async ({ page }) => {
  await page.goto("/hesabim");
  await expect(page).toHaveURL(/\/uye-giris\?r=%2Fhesabim$/);
});
