// The cart in the browser: add a product with variants and a personalization, the added-to-cart popup, the cart
// page (quantity, coupon, remove) and the header count — once without JavaScript in Turkish (plain posts and
// redirects with flash toasts), once with it in Arabic (fetchers: everything in place, no document reload).
// Names come from the locale files; the product is demo-shop content.
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type cartCatalogue from "../../locales/tr/cart.json";
import { catalog, common } from "./catalogues";

type Lang = "tr" | "ar";
const cart: Record<Lang, typeof cartCatalogue> = {
  tr: JSON.parse(readFileSync(path.resolve("locales/tr/cart.json"), "utf8")),
  ar: JSON.parse(readFileSync(path.resolve("locales/ar/cart.json"), "utf8")),
};

/** A demo towel: colour × size variants, an optional embroidery personalization, member min 2 / max 6. */
const TOWEL = "/luma-vera-pamuk-havlu-lacivert-81";
const COUPON = "HOSGELDIN10";

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), text);

// The cookie banner is another spec's subject: accepted up front so it never covers the cart's buttons.
test.beforeEach(async ({ context, baseURL }) => {
  // A whole purchase path in one test: longer than the default budget, above all on a cold dev server.
  test.setTimeout(90_000);
  await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
});

async function openProduct(page: Page, lang: Lang) {
  await page.goto(lang === "tr" ? TOWEL : `/${lang}${TOWEL}`);
}

/** Chooses the first colour and the first size through the variant links (they work without JavaScript too). */
async function chooseVariants(page: Page) {
  const groups = page.locator(".variants").getByRole("group");
  await groups.nth(0).getByRole("link").first().click();
  await expect(page).toHaveURL(/[?&]p1=\d+/);
  await groups.nth(1).getByRole("link").first().click();
  await expect(page).toHaveURL(/[?&]p2=\d+/);
  await page.waitForLoadState("load");
}

function personalization(page: Page) {
  return page.locator(".personalization").getByRole("textbox").first();
}

function cartLink(page: Page, lang: Lang, count: number | null) {
  const t = common[lang].header;
  return page.getByRole("banner").getByRole("link", { name: count ? fill(t.cartCount, { count }) : t.cart, exact: true });
}

async function lineTitle(page: Page): Promise<string> {
  return (await page.locator(".cart-line__title").first().textContent())!.trim();
}

test.describe("cart without JavaScript (tr)", () => {
  test.use({ javaScriptEnabled: false });

  test("add with variants and a personalization, popup, quantity, coupon, remove", async ({ page }) => {
    const t = cart.tr;
    await openProduct(page, "tr");
    await expect(cartLink(page, "tr", null)).toBeVisible();

    // Without a variant the server refuses the add — and the page keeps what the shopper typed.
    await personalization(page).fill("Ayşe");
    await page.getByRole("button", { name: catalog.tr.product.addToCart }).click();
    await expect(page.getByRole("alert").filter({ hasText: fill(catalog.tr.addToCart.choose, { name: "Renk" }) })).toBeVisible();
    await expect(personalization(page)).toHaveValue("Ayşe");

    await chooseVariants(page);
    await personalization(page).fill("Ayşe");
    await page.getByRole("button", { name: catalog.tr.product.addToCart }).click();

    // Post/redirect/get: the popup comes from the flash value, the header count from the root loader.
    const dialog = page.getByRole("dialog", { name: t.added.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Ayşe");
    await expect(cartLink(page, "tr", 2)).toBeVisible();
    await dialog.getByRole("link", { name: t.added.goToCart }).click();

    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(t.title) })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const title = await lineTitle(page);
    await expect(page.locator(".cart-line")).toContainText("Ayşe");

    // Quantity: the plus button posts the clamped quantity.
    await page.getByRole("button", { name: fill(t.lines.increase, { title }) }).click();
    await expect(page.getByRole("status").filter({ hasText: t.done.update })).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: fill(t.lines.quantityFor, { title }) })).toHaveValue("3");
    await expect(cartLink(page, "tr", 3)).toBeVisible();

    // A typed quantity (within the field's min/max, which the browser enforces) and the Update button.
    await page.getByRole("spinbutton", { name: fill(t.lines.quantityFor, { title }) }).fill("5");
    await page.getByRole("button", { name: t.lines.update }).click();
    await expect(page.getByRole("spinbutton", { name: fill(t.lines.quantityFor, { title }) })).toHaveValue("5");

    // A wrong coupon, then the welcome coupon.
    await page.getByRole("textbox", { name: t.coupon.label }).fill("NOPE-NOPE");
    await page.getByRole("button", { name: t.coupon.apply }).click();
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
    await page.getByRole("textbox", { name: t.coupon.label }).fill(COUPON);
    await page.getByRole("button", { name: t.coupon.apply }).click();
    await expect(page.getByText(fill(t.coupon.applied, { code: COUPON }))).toBeVisible();
    await expect(page.getByRole("region", { name: t.totals.heading })).toContainText(t.totals.couponDiscount);

    // Remove asks first (a link to ?sil=…), then removes.
    await page.getByRole("link", { name: fill(t.lines.removeNamed, { title }) }).click();
    await page.getByRole("button", { name: t.lines.confirmYes }).click();
    await expect(page.getByRole("heading", { name: t.empty.title })).toBeVisible();
    await expect(cartLink(page, "tr", null)).toBeVisible();
  });
});

test.describe("cart options without JavaScript (tr)", () => {
  test.use({ javaScriptEnabled: false });

  test("gift wrapping, gift note, order note and cargo are saved by plain forms", async ({ page }) => {
    const t = cart.tr;
    await openProduct(page, "tr");
    await chooseVariants(page);
    await page.getByRole("button", { name: catalog.tr.product.addToCart }).click();
    await page.getByRole("dialog", { name: t.added.title }).getByRole("button", { name: t.added.continue }).click();
    await cartLink(page, "tr", 2).click();

    const gift = page.getByRole("region", { name: t.gift.heading });
    await gift.getByRole("checkbox", { name: t.gift.isGift }).check();
    await gift.getByRole("textbox", { name: t.gift.note }).fill("Mutlu yıllar!");
    await gift.getByRole("button", { name: t.gift.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.done.gift })).toBeVisible();
    await expect(page.getByRole("region", { name: t.gift.heading }).getByRole("checkbox", { name: t.gift.isGift })).toBeChecked();
    await expect(page.getByRole("region", { name: t.totals.heading })).toContainText(t.totals.giftPackage);

    await page.getByRole("textbox", { name: t.note.label }).fill("Kapıya bırakın");
    await page.getByRole("button", { name: t.note.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.done.note })).toBeVisible();
    await expect(page.getByRole("textbox", { name: t.note.label })).toHaveValue("Kapıya bırakın");

    const cargo = page.getByRole("region", { name: t.cargo.heading });
    const second = cargo.getByRole("radio").nth(1);
    await second.check();
    await cargo.getByRole("button", { name: t.cargo.choose }).click();
    await expect(page.getByRole("status").filter({ hasText: t.done.cargo })).toBeVisible();
    await expect(page.getByRole("region", { name: t.cargo.heading }).getByRole("radio").nth(1)).toBeChecked();
  });
});

test.describe("cart with JavaScript (ar)", () => {
  test("the same in place with fetchers, without reloading the document", async ({ page }) => {
    const t = cart.ar;
    const addLabel = catalog.ar.product.addToCart;
    await openProduct(page, "ar");
    // Hydrated: the add form carries the fetcher flag.
    await expect(page.locator("form.product-buy input[name=js]")).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    // The spec's checks run in the browser first: a warning toast names the first variant group.
    await page.getByRole("button", { name: addLabel }).click();
    await expect(page.getByRole("alert").filter({ hasText: fill(catalog.ar.addToCart.choose, { name: "" }).trim() })).toBeVisible();

    await chooseVariants(page);
    await personalization(page).fill("Ayşe");
    await page.getByRole("button", { name: addLabel }).click();
    const dialog = page.getByRole("dialog", { name: t.added.title });
    await expect(dialog).toBeVisible();
    await expect(cartLink(page, "ar", 2)).toBeVisible();

    // Continue shopping closes the popup; adding again opens it again and the count follows.
    await dialog.getByRole("button", { name: t.added.continue }).click();
    await expect(page.getByRole("dialog", { name: t.added.title })).toHaveCount(0);
    await page.getByRole("button", { name: addLabel }).click();
    await expect(page.getByRole("dialog", { name: t.added.title })).toBeVisible();
    await expect(cartLink(page, "ar", 4)).toBeVisible();
    await page.getByRole("dialog", { name: t.added.title }).getByRole("link", { name: t.added.goToCart }).click();

    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(t.title) })).toBeVisible();
    const title = await lineTitle(page);
    const quantity = page.getByRole("spinbutton", { name: fill(t.lines.quantityFor, { title }) });
    await expect(quantity).toHaveValue("4");

    await page.getByRole("button", { name: fill(t.lines.decrease, { title }) }).click();
    await expect(quantity).toHaveValue("3");
    await expect(page.getByRole("status").filter({ hasText: t.done.update })).toBeVisible();
    await expect(cartLink(page, "ar", 3)).toBeVisible();

    await page.getByRole("textbox", { name: t.coupon.label }).fill(COUPON);
    await page.getByRole("button", { name: t.coupon.apply }).click();
    await expect(page.getByText(fill(t.coupon.applied, { code: COUPON }))).toBeVisible();
    await expect(page.getByRole("region", { name: t.totals.heading })).toContainText(t.totals.couponDiscount);

    await page.getByRole("link", { name: fill(t.lines.removeNamed, { title }) }).click();
    await page.getByRole("button", { name: t.lines.confirmYes }).click();
    await expect(page.getByRole("heading", { name: t.empty.title })).toBeVisible();
    await expect(cartLink(page, "ar", null)).toBeVisible();

    // Every step ran through fetchers and client navigation: still the same document.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });
});
