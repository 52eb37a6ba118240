// The catalogue admin end to end: an admin creates a product with its content in three languages, uploads a picture
// and fills a colour × size grid of variants; the storefront shows it at once in each language, with its picture and
// its variants, and search finds it. The new-product form also works without JavaScript, its refusals shown beside
// the fields. The product pages leave screenshots in tr, en and ar at 1440 and 768 px and must not scroll sideways.
import sharp from "sharp";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { admin as texts, errors, type Lang } from "./catalogues";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

const ADMIN_EMAIL = "admin@example.com";

/** A made-up word nothing in the demo catalogue is near, so search finds only this product. */
const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

async function signIn(page: Page, lang: Lang, path: string) {
  const t = texts[lang];
  await page.goto(path);
  await page.getByLabel(t.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, "\\$&")}$`));
}

async function fillNewProduct(page: Page, lang: Lang, name: string) {
  const p = texts[lang].products;
  await page.getByLabel(p.name, { exact: true }).fill(name);
  await page.getByLabel(p.category).selectOption({ index: 1 });
  await page.getByLabel(p.sellingPrice).fill("149,90");
  await page.getByLabel(p.stockAmount).fill("7");
  const titles = page.getByLabel(p.productTitle, { exact: true });
  await titles.nth(0).fill(`${name} kupa`);
  await titles.nth(1).fill(`${name} mug`);
  await titles.nth(2).fill(`${name} كوب`);
}

test.describe("catalogue admin", () => {
  test.use({ lang: "tr" });
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "lang", value: "tr", url: baseURL! }]);
  });

  test("a product with three languages, a picture and colour × size variants shows in the shop and in search", async ({ page }) => {
    test.setTimeout(90_000);
    const p = texts.tr.products;
    const name = word();
    await signIn(page, "tr", "/admin/products/new");
    await fillNewProduct(page, "tr", name);
    await page.getByRole("button", { name: p.create }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
    await expect(page.getByText(p.created)).toBeVisible();

    // The picture: stored in three sizes, shown in the list of images.
    const picture = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#2a7" } }).jpeg().toBuffer();
    await page.getByLabel(p.imageFile).setInputFiles({ name: "kupa.jpg", mimeType: "image/jpeg", buffer: picture });
    await page.getByRole("button", { name: p.upload }).click();
    await expect(page.getByText(p.imageUploaded)).toBeVisible();
    await expect(page.getByRole("img", { name: `${p.image} 1` })).toBeVisible();

    // The grid: the first two colours × the first two sizes, each with a price and stock.
    const prices = page.locator('input[name^="cell."][name$=".price"]');
    const stocks = page.locator('input[name^="cell."][name$=".stock"]');
    expect(await prices.count()).toBeGreaterThanOrEqual(4);
    for (const index of [0, 1, 2, 3]) {
      await prices.nth(index).fill("159,90");
      await stocks.nth(index).fill(String(index + 1));
    }
    await page.getByRole("button", { name: p.saveVariants, exact: true }).click();
    await expect(page.getByText(p.variantsSaved)).toBeVisible();
    await expect(page.locator('input[name^="cell."][name$=".remove"]')).toHaveCount(4);

    // A priced gift wrapping with two options.
    await page.locator('select[name="pers.0.typeCode"]').selectOption("select");
    await page.locator('input[name="pers.0.tr"]').fill("Paket");
    await page.locator('input[name="pers.0.en"]').fill("Wrapping");
    await page.locator('textarea[name="pers.0.options"]').fill("Kutu | Box | علبة | 5\nKese | Pouch | كيس");
    await page.getByRole("button", { name: p.savePersonalizations }).click();
    await expect(page.getByText(p.personalizationsSaved)).toBeVisible();
    await expect(page.locator('textarea[name="pers.0.options"]')).toHaveValue("Kutu | Box | علبة | 5,00\nKese | Pouch | كيس");

    const links = Object.fromEntries(
      await Promise.all((["tr", "en", "ar"] as const).map(async (lang) => [lang, await page.locator(`input[name="${lang}.seoLink"]`).inputValue()] as const)),
    );
    expect(links.tr).toBe(`${name}-kupa`);

    // The storefront, in each language: the title, the picture and the two levels of variants.
    for (const [lang, prefix, title] of [
      ["tr", "", `${name} kupa`],
      ["en", "/en", `${name} mug`],
      ["ar", "/ar", `${name} كوب`],
    ] as const) {
      await page.goto(`${prefix}/${encodeURIComponent(links[lang])}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator('img[src*="/media/products/"]').first()).toBeVisible();
    }
    await page.goto(`/${links.tr}`);
    await expect(page.locator(".variant-group")).toHaveCount(2);
    await expect(page.getByText("Paket")).toBeVisible();

    await page.goto(`/arama?q=${name}`);
    await expect(page.getByRole("article").filter({ hasText: `${name} kupa` })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the new-product form names each refused field and creates the product once corrected", async ({ page }) => {
      const p = texts.tr.products;
      const name = word();
      await signIn(page, "tr", "/admin/products/new");
      await page.getByLabel(p.name, { exact: true }).fill(name);
      await page.getByLabel(p.sellingPrice).fill("12,50");
      await page.getByLabel(p.discountedPrice).fill("20");
      await page.getByRole("button", { name: p.create }).click();
      await expect(page.getByText(errors.tr.field_required_category)).toBeVisible();
      await expect(page.getByText(errors.tr.field_required_product_title)).toBeVisible();
      await expect(page.getByText(errors.tr.field_discount_not_below_price)).toBeVisible();
      // What was typed stays.
      await expect(page.getByLabel(p.name, { exact: true })).toHaveValue(name);

      await fillNewProduct(page, "tr", name);
      await page.getByLabel(p.discountedPrice).fill("99,90");
      await page.getByRole("button", { name: p.create }).click();
      await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      // Amounts are written as the admin typed them, in Turkish, like every amount beside them.
      await expect(page.getByLabel(p.sellingPrice)).toHaveValue("149,90");
      await expect(page.getByLabel(p.discountedPrice, { exact: true })).toHaveValue("99,90");

      // The list finds it, and a bulk deactivation goes through as a plain post.
      await page.goto(`/admin/products?q=${name}`);
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row.getByRole("textbox", { name: `${p.price} ${name}` })).toHaveValue("149,90");
      await expect(row).toContainText("99,90\u00a0TL");
      await page.getByRole("checkbox", { name: texts.tr.products.selectRow.replace("{{name}}", name) }).check();
      await page.getByRole("button", { name: p.deactivate }).click();
      await expect(page.getByRole("table").getByText(p.inactive)).toBeVisible();
    });
  });

  for (const lang of ["tr", "en", "ar"] as const) {
    test(`the product pages in ${lang} fit 1440 and 768 px`, async ({ page, context, baseURL }) => {
      // Three pages, two widths, full-page pictures: slow on a busy machine.
      test.setTimeout(90_000);
      await context.addCookies([{ name: "lang", value: lang, url: baseURL! }]);
      await signIn(page, lang, "/admin/products");
      const first = page.getByRole("table").getByRole("link").first();
      const editPath = await first.getAttribute("href");
      for (const [path, label] of [
        ["/admin/products", "list"],
        [editPath!, "edit"],
        ["/admin/products/new", "new"],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        for (const width of [1440, 768]) {
          await page.setViewportSize({ width, height: 1000 });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${label} at ${width}px scrolls sideways`).toBeLessThanOrEqual(1);
          await page.screenshot({ path: test.info().outputPath(`admin-products-${label}-${lang}-${width}.png`), fullPage: label !== "edit" });
        }
      }
    });
  }
});
