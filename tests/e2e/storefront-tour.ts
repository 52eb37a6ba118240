// A walk over every storefront page in one language, for the checks that must hold on all of them (no sideways
// scroll, no serious accessibility violation). One browser page goes from page to page and the check runs once each
// page has settled, so a test covers many pages without paying for a new browser context per page.
// The buying group seeds a cart and ends with one placed order, whose success page is the last stop.
import { expect, type Page } from "@playwright/test";
import { prefix, type Lang } from "./catalogues";
import { test } from "./fixtures";
import { CheckoutPage, uniqueBuyer } from "./pages/checkout-page";
import { findListing, type VariantProduct } from "./shop-data";

const LANGS: readonly Lang[] = ["tr", "en", "ar"];

/** What a check is told about the page it looks at. */
export interface Stop {
  name: string;
  lang: Lang;
}
export type Check = (stop: Stop) => Promise<void>;

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

type Fixtures = {
  product: VariantProduct;
  /** A category listing path per language. */
  listing: Record<Lang, string>;
  seedGuestCart: (subProductId: number) => Promise<string>;
};

/** Home, listing, search, product and campaigns. */
async function shoppingPages(page: Page, lang: Lang, { product, listing }: Fixtures, check: Check) {
  const at = prefix(lang);
  const pages: [string, string][] = [
    ["home", at || "/"],
    ["listing", `${at}/${listing[lang]}`],
    ["search", `${at}/arama?q=masa`],
    ["product", `${at}/${product.seoLink[lang]}`],
    ["campaigns", `${at}/kampanyalar`],
  ];
  for (const [name, path] of pages) await visit(page, path, { name, lang }, check);
}

/** The empty cart, order lookup, cookie policy, a missing page, the login page and the forgot-password pages. */
async function servicePages(page: Page, lang: Lang, _fixtures: Fixtures, check: Check) {
  const at = prefix(lang);
  const pages: [string, string][] = [
    ["empty cart", `${at}/cart`],
    ["order lookup", `${at}/siparis-sorgula`],
    ["cookie policy", `${at}/cerez-politikasi`],
    ["not found", `${at}/boyle-bir-sayfa-yok`],
    ["login", `${at}/uye-giris?r=${encodeURIComponent(`${at}/odeme/adres`)}`],
    ["forgot password", `${at}/sifremi-unuttum`],
    ["expired reset link", `${at}/sifre-yenile?token=expired`],
  ];
  for (const [name, path] of pages) await visit(page, path, { name, lang }, check);
}

/** The cart with a line, the three checkout steps and the success page: seeds a cart and places one order. */
async function buyingPages(page: Page, lang: Lang, { product, seedGuestCart }: Fixtures, check: Check) {
  await seedGuestCart(product.walkSubProductId);
  const checkout = new CheckoutPage(page, lang, true);
  const at = prefix(lang);
  await visit(page, `${at}/cart`, { name: "full cart", lang }, check);
  await checkout.open("adres");
  await checkout.saveContact(uniqueBuyer("walk"));
  await checkout.addAddress();
  await settle(page);
  await check({ name: "checkout address", lang });
  await page.getByRole("button", { name: checkout.texts.addresses.continue }).click();
  await expect(page).toHaveURL(/\/odeme\/odeme-yontemi/);
  await settle(page);
  await check({ name: "checkout payment", lang });
  await checkout.continueFromPayment();
  await expect(page).toHaveURL(/\/odeme\/onay/);
  await settle(page);
  await check({ name: "checkout approve", lang });
  await checkout.approve();
  await settle(page);
  await check({ name: "order done", lang });
}

/** The storefront's pages in groups small enough for one test each. */
const PAGE_GROUPS = { shopping: shoppingPages, service: servicePages, buying: buyingPages } as const;

/** One test per page group and language, each walking its pages with one browser page and checking every stop. */
export function testEveryPage(check: (page: Page, stop: Stop) => Promise<void>) {
  for (const lang of LANGS) {
    for (const [group, walk] of Object.entries(PAGE_GROUPS)) {
      test(`${group} pages in ${lang}`, async ({ page, request, baseURL, variantProduct, seedGuestCart }) => {
        // Five to seven pages, each loaded, hydrated and checked (axe takes seconds on a long page of a slow machine; the
        // buying group also fills the checkout): a bound well above a normal run, not the default 30 s.
        test.setTimeout(180_000);
        const listing = await findListing(request, baseURL!);
        await walk(page, lang, { product: variantProduct, listing, seedGuestCart }, (stop) => check(page, stop));
      });
    }
  }
}
