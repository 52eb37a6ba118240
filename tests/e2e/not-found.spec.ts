import { expect, test } from "@playwright/test";
import { common, JS_MODES } from "./catalogues";

for (const { js, title } of JS_MODES) {
  test.describe(`not-found page ${title}`, () => {
    test.use({ javaScriptEnabled: js });

    test("an unknown page answers 404 with the not-found page and a link home", async ({ page }) => {
      const response = await page.goto("/boyle-bir-sayfa-yok");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: common.tr.notFound.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sayfa Bulunamadı");
      await expect(page).toHaveTitle(/^Sayfa Bulunamadı \| /);

      await page.getByRole("main").getByRole("link", { name: common.tr.home.homepage }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { level: 1, name: common.tr.home.heroTitle })).toBeVisible();
    });

    test("an unknown locale prefix is not found", async ({ page }) => {
      for (const path of ["/de", "/tr/cerez-politikasi", "/en/yok/boyle"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
      }
      await expect(page.getByRole("heading", { level: 1, name: common.en.notFound.title })).toBeVisible();
    });
  });
}

test("the go-back button steps one history entry back", async ({ page }) => {
  await page.goto("/cerez-politikasi");
  await page.goto("/olmayan-sayfa");
  await page.getByRole("button", { name: common.tr.notFound.back }).click();
  await expect(page).toHaveURL(/\/cerez-politikasi$/);
});

test("no go-back button without JavaScript (it could not work)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/olmayan-sayfa");
  await expect(page.getByRole("heading", { level: 1, name: common.tr.notFound.title })).toBeVisible();
  await expect(page.getByRole("button", { name: common.tr.notFound.back })).toHaveCount(0);
  await context.close();
});
