// Forgot password in the browser, with and without JavaScript, in Turkish and Arabic: ask for a link, open it from
// the mail in the dev outbox, set a new password, land signed in on the account page; the used link then says it
// has expired and offers a new one.
import { expect, test } from "./fixtures";
import { account, errors, fill, JS_MODES, memberMail, passwordReset, prefix, type Lang } from "./catalogues";
import { newestMail, registerMemberByApi } from "./members";

const mailSubject = (lang: Lang) => memberMail[lang].passwordReset.subject;

for (const lang of ["tr", "ar"] as const) {
  for (const { js, title } of JS_MODES) {
    test.describe(`forgot password in ${lang} ${title}`, () => {
      test.use({ javaScriptEnabled: js, lang });

      test("a link by mail sets a new password and signs the member in, once", async ({ page, request, baseURL, context }) => {
        const t = passwordReset[lang];
        const member = await registerMemberByApi(request, baseURL!, lang);
        await page.goto(`${prefix(lang)}/uye-giris`);
        await page.getByRole("link", { name: account[lang].login.forgot }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/sifremi-unuttum$`));
        // With JavaScript the sign-in page stays on screen until the new page's code and texts arrive.
        await expect(page.getByRole("heading", { name: t.forgot.title })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
        await page.getByLabel(t.forgot.email).fill(member.email.toUpperCase());
        await page.getByRole("button", { name: t.forgot.submit }).click();
        await expect(page.getByRole("heading", { name: t.forgot.sentTitle })).toBeVisible();
        await expect(page.getByRole("status")).toContainText(member.email.toUpperCase());

        await expect.poll(() => newestMail(member.email, mailSubject(lang)), { timeout: 15_000 }).not.toBeNull();
        const link = new URL(newestMail(member.email, mailSubject(lang))!.text.match(/https?:\/\/\S+/)![0]);
        expect(link.pathname).toBe(`${prefix(lang)}/sifre-yenile`);
        await page.goto(link.pathname + link.search);

        await page.getByLabel(t.reset.password, { exact: true }).fill("second password 2");
        await page.getByLabel(t.reset.passwordRepeat).fill("not the same one");
        await page.getByRole("button", { name: t.reset.submit }).click();
        await expect(page.getByText(errors[lang].field_password_repeat_mismatch)).toBeVisible();

        await page.getByLabel(t.reset.password, { exact: true }).fill("second password 2");
        await page.getByLabel(t.reset.passwordRepeat).fill("second password 2");
        await page.getByRole("button", { name: t.reset.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/hesabim$`));
        await expect(page.getByText(fill(t.reset.done, { name: member.firstName }))).toBeVisible();
        expect((await context.cookies()).find((c) => c.name === "g_u_i")).toBeDefined();

        // The link worked once.
        await page.goto(link.pathname + link.search);
        await expect(page.getByRole("alert")).toHaveText(errors[lang].refresh_token_expired);
        await page.getByRole("link", { name: t.reset.askAgain }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/sifremi-unuttum$`));
      });
    });
  }
}

test.describe("forgot password for an address nobody has", () => {
  test.use({ javaScriptEnabled: false });

  test("answers as for a member", async ({ page }) => {
    const t = passwordReset.tr;
    await page.goto("/sifremi-unuttum");
    await page.getByLabel(t.forgot.email).fill(`nobody-${Date.now()}@example.shop`);
    await page.getByRole("button", { name: t.forgot.submit }).click();
    await expect(page.getByRole("heading", { name: t.forgot.sentTitle })).toBeVisible();
  });
});
