// A walk over every storefront page in one language, for the checks that must hold on all of them (no sideways
// scroll, no serious accessibility violation). One browser page goes from page to page and the check runs once each
// page has settled, so a test covers many pages without paying for a new browser context per page.
// Browsing pages need no cart; buying pages need a seeded cart and end with one placed order, whose success page is
// then seen in every language (the cart and the order belong to the browser's guest, whatever the language).
import { expect, type Page } from "@playwright/test";
import { prefix, type Lang } from "./catalogues";
import { CheckoutPage, uniqueBuyer } from "./pages/checkout-page";
import type { VariantProduct } from "./shop-data";

export const LANGS: readonly Lang[] = ["tr", "en", "ar"];

/** What a check is told about the page it looks at. */
export interface Stop {
  name: string;
  lang: Lang;
}
export type Check = (stop: Stop) => Promise<void>;

interface ShopLinks {
  product: VariantProduct;
  /** A category listing path per language. */
  listing: Record<Lang, string>;
}

/** Waits until the page is loaded and, with JavaScript, hydrated and its route chunks fetched. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function visit(page: Page, path: string, stop: Stop, check: Check) {
  await page.goto(path);
  await settle(page);
  await check(stop);
}

/** Home, listing, search, product, campaigns, empty cart, order lookup, cookie policy, 404 and login, in one language. */
export async function browsingPages(page: Page, lang: Lang, links: ShopLinks, check: Check) {
  const at = prefix(lang);
  const pages: [string, string][] = [
    ["home", at || "/"],
    ["listing", `${at}/${links.listing[lang]}`],
    ["search", `${at}/arama?q=masa`],
    ["product", `${at}/${links.product.seoLink[lang]}`],
    ["campaigns", `${at}/kampanyalar`],
    ["empty cart", `${at}/cart`],
    ["order lookup", `${at}/siparis-sorgula`],
    ["cookie policy", `${at}/cerez-politikasi`],
    ["not found", `${at}/boyle-bir-sayfa-yok`],
    ["login", `${at}/uye-giris?r=${encodeURIComponent(`${at}/odeme/adres`)}`],
  ];
  for (const [name, path] of pages) await visit(page, path, { name, lang }, check);
}

/**
 * The cart with a line, the three checkout steps and the success page, each in every language. Needs a seeded
 * guest cart; places one order (in Turkish).
 */
export async function buyingPages(
  page: Page,
  { product, seedGuestCart }: { product: VariantProduct; seedGuestCart: (subProductId: number) => Promise<string> },
  check: Check,
) {
  await seedGuestCart(product.walkSubProductId);
  const tr = new CheckoutPage(page, "tr", true);
  await tr.open("adres");
  await tr.saveContact(uniqueBuyer("tour"));
  await tr.addAddress();

  const inEveryLanguage = async (name: string, path: (lang: Lang) => string) => {
    for (const lang of LANGS) await visit(page, `${prefix(lang)}${path(lang)}`, { name, lang }, check);
  };
  await inEveryLanguage("full cart", () => "/cart");
  await inEveryLanguage("checkout address", () => "/odeme/adres");
  await inEveryLanguage("checkout payment", () => "/odeme/odeme-yontemi");

  // The approve page's address comes from the payment step's choice, carried in its query string.
  await page.goto("/odeme/odeme-yontemi");
  await tr.continueFromPayment();
  await expect(page).toHaveURL(/\/odeme\/onay/);
  const approve = new URL(page.url());
  await inEveryLanguage("checkout approve", () => `${approve.pathname}${approve.search}`);

  await page.goto(`${approve.pathname}${approve.search}`);
  const code = await tr.approve();
  await inEveryLanguage("order done", () => `/siparis-tamamlandi/${code}`);
}
