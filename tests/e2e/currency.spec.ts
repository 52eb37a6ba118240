// The header's currency switcher, with JavaScript and without: after choosing USD, the product page, the product's
// card and the cart line show one figure (the price the cart charges), converted from the product's own currency.
import { catalog, common } from "./catalogues";
import { expect, test } from "./fixtures";

const tr = { common: common.tr, catalog: catalog.tr };
const DOLLARS = /[\d.,]+\u00a0\$/;

const LISTING = `query { products(filter: { inStock: true }, sort: RECOMMENDED, page: 1, pageSize: 48) { items { title seoLink hasProperty } } }`;

for (const js of [false, true]) {
  test.describe(`currency switcher ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("USD on the product page, its card and the cart line: one figure", async ({ page, request, baseURL }) => {
      const listing = await (await request.post(`${baseURL}/graphql`, { data: { query: LISTING } })).json();
      const product = (listing.data.products.items as { title: string; seoLink: string; hasProperty: boolean }[]).find((p) => !p.hasProperty)!;
      await page.goto(`/${product.seoLink}`);

      const switcher = page.getByRole("combobox", { name: tr.common.currency.label });
      await switcher.selectOption("USD");
      if (!js) await page.getByRole("button", { name: tr.common.currency.apply }).click();
      await expect(page).toHaveURL(new RegExp(`/${product.seoLink}$`));
      await expect(page.getByRole("combobox", { name: tr.common.currency.label })).toHaveValue("USD");

      // The price the cart charges: the extra-discount price when there is one, else the price.
      const block = page.locator(".price-block--page");
      const charged = (await block.locator(".price-block__extra").count()) ? block.locator(".price-block__extra") : block.locator(".price-block__now");
      const figure = DOLLARS.exec(await charged.innerText())![0];

      await page.goto(`/arama?q=${encodeURIComponent(product.title)}`);
      await expect(page.locator(".product-card", { hasText: product.title }).first()).toContainText(figure);

      await page.goto(`/${product.seoLink}`);
      await page.getByRole("button", { name: tr.catalog.product.addToCart }).click();
      // With JavaScript the add is a fetcher: its dialog says the line is in the cart; without, the click waits for the
      // post's own page load.
      if (js) await expect(page.getByRole("dialog")).toBeVisible();
      else await page.waitForLoadState();
      await page.goto("/cart");
      await expect(page.locator(".cart-line").first()).toContainText(figure);
    });
  });
}

test("the switcher names each currency in the page's language, not in the admin's Turkish", async ({ page }) => {
  for (const [path, lira] of [["/en", "Turkish Lira"], ["/ar", "ليرة تركية"], ["/", "Türk lirası"]]) {
    await page.goto(path);
    // The header and the phone menu each carry the switcher.
    await expect(page.locator('.currency-switcher option[value="TRY"]').first()).toHaveAttribute("title", lira);
  }
});
