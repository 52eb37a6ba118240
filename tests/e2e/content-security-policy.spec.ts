// The Content-Security-Policy in a real browser: a shopper's pages — home, a listing, a product, the cart, the
// checkout steps, the order lookup and the 404 page — in every language run with JavaScript (hydration, Remix's
// scripts, the enhancement script of the pages React does not hydrate, the admin's site scripts) and the browser
// reports no violation, neither as a console message nor as a `securitypolicyviolation` event.
import type { Page } from "@playwright/test";
import { prefix, type Lang } from "./catalogues";
import { expect, test, uniqueBuyer } from "./fixtures";

const LANGS: Lang[] = ["tr", "en", "ar"];

/** Every report the page gives of a violated policy. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (/content[- ]security[- ]policy/i.test(error.message)) violations.push(`error: ${error.message}`);
  });
  // Reported through the console as well, but an event also catches what a page's own code might silence.
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** Opens a page and waits until it hydrated and loaded what it loads. */
async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await page.waitForLoadState("networkidle");
}

/** A listing's address in `lang`: the sitemap pairs the translations of the `mobilya` category. */
async function listingPath(page: Page, lang: Lang): Promise<string> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  const entry = sitemap.split("<url>").find((url) => /<loc>[^<]*\/mobilya<\/loc>/.test(url));
  const href = entry?.match(new RegExp(`hreflang="${lang}" href="([^"]+)"`))?.[1];
  if (!href) throw new Error(`no ${lang} address of the furniture category in the sitemap`);
  return new URL(href).pathname;
}

/**
 * Serves the home page as if the admin had set a head and a body script (a `<script>` snippet that counts its runs).
 * The home page is not hydrated (app/utils/static-page.ts): the settings travel as JSON for its enhancement script,
 * where the empty setting values are replaced.
 */
async function withAdminScripts(page: Page) {
  const snippet = String.raw`\u003cscript\u003ewindow.cspProbe=(window.cspProbe||0)+1\u003c/script\u003e`;
  await page.route(
    (url) => /^\/(en|ar)?$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const original = await response.text();
      const fields = ['"headScript":""', '"bodyScript":""'];
      if (!fields.every((field) => original.includes(field))) throw new Error("the home page's site scripts have no empty head and body script to replace");
      const html = fields.reduce((body, field) => body.replace(field, field.replace('""', `"${snippet}"`)), original);
      await route.fulfill({ response, body: html });
    },
  );
}

for (const lang of LANGS) {
  test.describe(lang, () => {
    test.use({ lang });

    test(`${lang}: no page of a purchase violates the Content-Security-Policy`, async ({ page, cartPage, checkoutPage, variantProduct, seedGuestCart }) => {
      test.slow();
      const violations = watchViolations(page);
      const home = prefix(lang) || "/";

      await withAdminScripts(page);
      await visit(page, home);
      // The admin's snippet ran (with the page's nonce), in the head and in the body.
      await expect.poll(() => page.evaluate(() => (window as unknown as { cspProbe?: number }).cspProbe ?? 0)).toBe(2);
      await page.unrouteAll();

      await visit(page, await listingPath(page, lang));
      await visit(page, `${prefix(lang)}/${variantProduct.seoLink[lang]}`);
      // From a page without React to one with it: the cart loads as a document and hydrates.
      await cartPage.headerLink(null).click();
      await cartPage.expectOpen();

      await seedGuestCart();
      await visit(page, `${prefix(lang)}/cart`);
      await visit(page, `${prefix(lang)}/odeme/adres`);
      await checkoutPage.fillAddressStep(uniqueBuyer(`csp-${lang}`));
      await page.waitForLoadState("networkidle");
      await checkoutPage.continueFromPayment();
      await expect(page).toHaveURL(/\/odeme\/onay/);
      await page.waitForLoadState("networkidle");

      await visit(page, `${prefix(lang)}/siparis-sorgula`);
      await visit(page, `${prefix(lang)}/boyle-bir-sayfa-yok`, 404);

      expect(violations).toEqual([]);
    });
  });
}
