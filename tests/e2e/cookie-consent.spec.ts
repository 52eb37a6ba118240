import { expect, test, type Page } from "@playwright/test";
import { common, cookiePolicy, JS_MODES } from "./catalogues";

const tr = common.tr;

function banner(page: Page) {
  return page.getByRole("region", { name: tr.cookieConsent.label });
}

for (const { js, title } of JS_MODES) {
  test.describe(`cookie consent ${title}`, () => {
    test.use({ javaScriptEnabled: js });

    test("Accept saves the choice, shows a success toast and the banner stays gone", async ({ page, context }) => {
      await page.goto("/cerez-politikasi");
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText(tr.cookieConsent.text);
      if (js) {
        // Hydrated (Settings turned into a dialog button): Accept now goes through the fetcher, not a page post.
        await expect(banner(page).getByRole("button", { name: tr.cookieConsent.settings })).toBeVisible();
      }

      const post = page.waitForRequest((request) => request.method() === "POST");
      await banner(page).getByRole("button", { name: tr.cookieConsent.accept }).click();
      // With JavaScript a fetcher posts to the action's data URL; without it the browser posts the form itself.
      expect(new URL((await post).url()).pathname).toBe(js ? "/resource/cookie-consent.data" : "/resource/cookie-consent");

      const toast = page.getByRole("region", { name: tr.toast.region }).getByRole("status");
      await expect(toast).toContainText(tr.toast.success);
      await expect(toast).toContainText(tr.cookieConsent.saved);
      await expect(banner(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/cerez-politikasi$/);

      const consent = (await context.cookies()).find((cookie) => cookie.name === "cookiePolitical");
      expect(consent?.value).toBe("1");
      expect(consent?.sameSite).toBe("Lax");
      expect(consent?.path).toBe("/");

      // Next page: no banner, and the flash toast was shown once only.
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole("region", { name: tr.toast.region }).getByRole("status")).toHaveCount(0);
    });
  });
}

test("Settings opens the policy in a modal dialog with JavaScript", async ({ page }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: tr.cookieConsent.settings }).click();
  const dialog = page.getByRole("dialog", { name: tr.cookieConsent.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(tr.cookieConsent.necessaryText);
  await dialog.getByRole("button", { name: tr.cookieConsent.close }).first().click();
  await expect(dialog).toBeHidden();

  // Accepting from inside the dialog works as well.
  await banner(page).getByRole("button", { name: tr.cookieConsent.settings }).click();
  await dialog.getByRole("button", { name: tr.cookieConsent.accept }).click();
  const toast = page.getByRole("status").filter({ hasText: tr.cookieConsent.saved });
  await expect(toast).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // With JavaScript the toast can be dismissed at once.
  await toast.getByRole("button", { name: tr.toast.dismiss }).click();
  await expect(toast).toHaveCount(0);
});

test("Settings is a link to the cookie policy page without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en");
  const en = common.en;
  await page
    .getByRole("region", { name: en.cookieConsent.label })
    .getByRole("link", { name: en.cookieConsent.settings })
    .click();
  await expect(page).toHaveURL(/\/en\/cerez-politikasi$/);
  await expect(page.getByRole("heading", { level: 1, name: cookiePolicy.en.title })).toBeVisible();
  await context.close();
});

test("the success toast is translated on English pages", async ({ page }) => {
  await page.goto("/en");
  await page
    .getByRole("region", { name: common.en.cookieConsent.label })
    .getByRole("button", { name: common.en.cookieConsent.accept })
    .click();
  const toast = page.getByRole("region", { name: common.en.toast.region }).getByRole("status");
  await expect(toast).toContainText(common.en.toast.success);
  await expect(toast).toContainText(common.en.cookieConsent.saved);
  await expect(page).toHaveURL(/\/en$/);
});
