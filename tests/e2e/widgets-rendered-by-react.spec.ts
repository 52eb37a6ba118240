// The catalogue's widgets where React renders them: the search page hydrates, and a product page reached from it by
// a client-side navigation is drawn by React in the browser, not by the server. Each widget's behaviour is the one
// the pages served without React run (app/enhance/), attached by its component; these check it works there too.
import { expect, test, type Page } from "@playwright/test";
import { cart, catalog, common, plural } from "./catalogues";

const tr = catalog.tr;
const IN_STOCK = `query { products(filter: { inStock: true }, sort: RECOMMENDED, page: 1, pageSize: 48) { items { title seoLink hasProperty } } }`;
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

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("on a product page React draws the added-to-cart popup is modal, and each close lets the next add open it", async ({ page, request, baseURL }) => {
      // Five adds, each a post and a reload of the page's data before the button takes the next.
      test.slow();
      const listing = await (await request.post(`${baseURL}/graphql`, { data: { query: IN_STOCK } })).json();
      const product = (listing.data.products.items as { title: string; seoLink: string; hasProperty: boolean }[]).find((p) => !p.hasProperty)!;
      await page.goto(`/arama?q=${encodeURIComponent(product.title)}`);
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.locator(`.product-card__title a[href="/${product.seoLink}"]`).first().click();
      await expect(page).toHaveURL(`/${product.seoLink}`);

      const add = page.getByRole("button", { name: tr.product.addToCart });
      const popup = page.getByRole("dialog", { name: cart.tr.added.title });
      const goToCart = popup.getByRole("link", { name: cart.tr.added.goToCart });
      // The first add also makes the visitor a guest, and its popup does not always show (so with the components' own
      // code before the enhancer too): the popup is checked from the second add on. Escape closes it if it is there.
      await add.click();
      await expect(page.getByRole("banner").getByRole("link", { name: plural(common.tr.header, "cartCount", "tr", 1), exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(popup).toHaveCount(0);

      await add.click();
      await expect(popup).toBeVisible();
      expect(await popup.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
      await expect(goToCart).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(popup).toHaveCount(0);

      await add.click();
      await expect(goToCart).toBeFocused();
      // The backdrop: a click beside the panel lands on the dialog itself.
      await page.mouse.click(2, 2);
      await expect(popup).toHaveCount(0);

      await add.click();
      await popup.getByRole("button", { name: cart.tr.added.continue }).click();
      await expect(popup).toHaveCount(0);

      await add.click();
      await goToCart.click();
      await expect(page).toHaveURL(/\/cart$/);
      expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(true);
    });
  });
}

test("on the hydrated search page a ticked box and a sort apply in place of the history entry; a currency reloads the page", async ({ page }) => {
  await page.goto("/arama?q=kanepe");
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  const entries = await page.evaluate(() => history.length);

  const filters = page.getByRole("form", { name: tr.filters.title });
  await filters.getByRole("group", { name: tr.filters.brands }).getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(page.getByRole("group", { name: tr.filters.brands }).getByRole("checkbox").first()).toBeChecked();
  // The form was drawn anew for the new filters: its boxes still apply at once.
  await page.getByRole("checkbox", { name: new RegExp(tr.filters.inStock) }).check();
  await expect(page).toHaveURL(/[?&]stock=1/);
  await page.getByRole("combobox", { name: tr.sort.label }).selectOption("price_asc");
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/brand=/);
  expect(await page.evaluate(() => ["stayedOnPage" in window, history.length])).toEqual([true, entries]);

  await page.getByRole("combobox", { name: common.tr.currency.label }).selectOption("USD");
  await expect(page.getByRole("combobox", { name: common.tr.currency.label })).toHaveValue("USD");
  await expect(page).toHaveURL(/sort=price_asc/);
  expect(await page.evaluate(() => "stayedOnPage" in window)).toBe(false);
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
