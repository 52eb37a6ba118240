import { expect, test } from "@playwright/test";
import { common, JS_MODES } from "./catalogues";

const tr = common.tr;

for (const { js, title } of JS_MODES) {
  test.describe(`mobile layout at 375 px ${title}`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 375, height: 812 } });

    test("the side menu opens from the header and closes again", async ({ page }) => {
      await page.goto("/");
      const mobileNav = page.getByRole("navigation", { name: tr.header.mobileNavigation });
      await expect(mobileNav).toBeHidden();
      // The desktop menu row is not shown on phones.
      await expect(page.getByRole("navigation", { name: tr.header.mainNavigation })).toBeHidden();

      const toggle = page.locator("summary").filter({ has: page.locator("svg") }).first();
      await expect(toggle).toHaveAccessibleName(tr.header.openMenu);
      await toggle.click();
      await expect(mobileNav).toBeVisible();
      await expect(mobileNav.getByRole("link").first()).toBeVisible();

      if (js) {
        await page.getByRole("button", { name: tr.header.closeMenu }).click();
      } else {
        // Without JavaScript the backdrop (part of the summary) closes it.
        await page.mouse.click(360, 400);
      }
      await expect(mobileNav).toBeHidden();
    });
  });
}

test.describe("desktop layout", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("header shows the menu row, the footer the guarantees and benefits", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: tr.header.mainNavigation })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(tr.footer.returnTitle);
    await expect(footer).toContainText(tr.footer.secureTitle);
    const benefits = footer.getByRole("region", { name: tr.footer.benefits });
    for (const key of ["installation", "discount", "warranty", "service"] as const) {
      await expect(benefits).toContainText(tr.footer[key]);
    }
    await expect(page).toHaveTitle(/\S/);
  });
});

test("the offline notice follows the browser's connection state", async ({ page, context }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Wait until React has hydrated (the cookie Settings control becomes a button).
  await expect(page.getByRole("button", { name: tr.cookieConsent.settings })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole("alert").filter({ hasText: tr.offline.message })).toBeVisible();
  expect(tr.offline.message).toBe("İnternet bağlantınızı kontrol ediniz.");
  await context.setOffline(false);
  await expect(page.getByText(tr.offline.message)).toBeHidden();
});
