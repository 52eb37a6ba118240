// The catalogue's widgets where React renders them: the search page hydrates, and a product page reached from it by
// a client-side navigation is drawn by React in the browser, not by the server. Each widget's behaviour is the one
// the pages served without React run (app/enhance/), attached by its component; these check it works there too.
import { expect, test, type Page } from "@playwright/test";
import { catalog, common } from "./catalogues";

const tr = catalog.tr;
/** A demo product with member_min_order 2, member_max_order 6 and two pictures. */
const MIN_MAX = "/serra-milano-uclu-kanepe-yesil-4";
const SEARCH = "/arama?q=serra%20milano%20yesil";

async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: common.tr.cookieConsent.settings })).toBeVisible();
  await expect(page.locator("html")).not.toHaveClass(/\bjs\b/);
}

test("on the hydrated search page the header suggests and a card opens its quick view", async ({ page }) => {
  await page.goto(SEARCH);
  await hydrated(page);
  await page.getByRole("searchbox", { name: common.tr.search.label }).fill("kanepe");
  const suggestions = page.getByRole("region", { name: common.tr.search.suggestions });
  // The suggestions come from a debounced fetch that a loaded machine answers slowly.
  await expect(suggestions.getByRole("link").first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole("searchbox", { name: common.tr.search.label }).fill("k");
  await expect(suggestions).toHaveCount(0);

  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("button", { name: tr.card.quickViewNamed.replace("{{title}}", name) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name })).toBeVisible();
  await dialog.getByRole("button", { name: tr.quickView.close }).click();
  await expect(dialog).toHaveCount(0);
});

test("a product page React draws after a client-side navigation has the quantity steps and the gallery", async ({ page }) => {
  await page.goto(SEARCH);
  await hydrated(page);
  // A document load would forget this: its survival proves the product page came by client-side navigation.
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  await page.locator(`.product-card__title a[href="${MIN_MAX}"]`).click();
  await expect(page).toHaveURL(MIN_MAX);
  const quantity = page.getByRole("spinbutton", { name: tr.quantity.label });
  await expect(quantity).toHaveValue("2");
  expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);

  await page.getByRole("button", { name: tr.quantity.decrease }).click();
  await expect(quantity).toHaveValue("2");
  await quantity.fill("10");
  await quantity.blur();
  await expect(quantity).toHaveValue("6");
  await quantity.fill("");
  await page.getByRole("button", { name: tr.quantity.increase }).click();
  await expect(quantity).toHaveValue("3");

  const thumbs = page.locator(".gallery__thumb");
  await expect(thumbs).toHaveCount(2);
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(thumbs.nth(0)).not.toHaveAttribute("aria-current", "true");
  // The click scrolled the gallery's track, not to the slide's anchor.
  expect(new URL(page.url()).hash).toBe("");
  await page.locator(".gallery__zoom").first().click();
  await expect(page.getByRole("dialog", { name: tr.gallery.fullscreen })).toBeVisible();
  await page.getByRole("button", { name: tr.gallery.close }).click();
  await expect(page.getByRole("dialog", { name: tr.gallery.fullscreen })).toHaveCount(0);
  expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
});

test.describe("the site-wide controls on a hydrated page", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("cookie Settings, the phone menu's close button and Escape, the offline notice, a toast's dismiss button", async ({ page, context }) => {
    await page.goto(SEARCH);
    await hydrated(page);
    await page.getByRole("button", { name: common.tr.cookieConsent.settings }).click();
    const cookies = page.getByRole("dialog", { name: common.tr.cookieConsent.dialogTitle });
    await expect(cookies).toBeVisible();
    await cookies.getByRole("button", { name: common.tr.cookieConsent.close }).first().click();
    await expect(cookies).toBeHidden();

    const menu = page.getByRole("navigation", { name: common.tr.header.mobileNavigation });
    const toggle = page.locator("summary.mobile-menu__toggle");
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: common.tr.header.closeMenu }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await context.setOffline(true);
    await expect(page.getByRole("alert").filter({ hasText: common.tr.offline.message })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(common.tr.offline.message)).toBeHidden();

    // Accepting cookies (through a fetcher here) shows a toast, which its dismiss button ends.
    await page.getByRole("region", { name: common.tr.cookieConsent.label }).getByRole("button", { name: common.tr.cookieConsent.accept }).click();
    const toast = page.getByRole("status").filter({ hasText: common.tr.cookieConsent.saved });
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: common.tr.toast.dismiss }).click();
    await expect(toast).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelectorAll(".toast-region").length)).toBe(0);
  });
});
