// Which pages the browser hydrates (app/utils/static-page.ts): the catalogue pages a shopper lands on — home, listing,
// product, content — come as HTML with only the small enhancement script (and a one-line inline mark), carrying the
// reply's Content-Security-Policy nonce, and no Remix runtime or hydration data; every other storefront page, and the catalogue's own 404, still
// hydrates. Served in-process on the test shop, in every language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProduct } from "../support/factories.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let storefront: StorefrontBuild;
let withoutReact: string[];
let hydrated: string[];

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  const product = await createProduct(t, { priceMinor: 12_345 });
  const found = await t.exec<{ categoryTree: { seoLink: string }[]; contentPages: { seoLink: string }[] }>(
    `{ categoryTree(language: "tr") { seoLink } contentPages(language: "tr") { seoLink } }`,
  );
  const { categoryTree, contentPages } = found.data!;
  withoutReact = [
    "/",
    "/en",
    "/ar",
    `/${product.seoLink.tr}`,
    `/en/${product.seoLink.en}`,
    `/ar/${product.seoLink.ar}`,
    `/${categoryTree[0].seoLink}`,
    `/${categoryTree[0].seoLink}?sirala=fiyat-artan`,
    ...contentPages.slice(0, 1).map((page) => `/${page.seoLink}`),
  ];
  hydrated = ["/cart", "/en/cart", "/arama?q=kanepe", "/kampanyalar", "/ar/cerez-politikasi", "/uye-giris", "/olmayan-bir-sayfa"];
}, 120_000);
afterAll(async () => {
  await t?.close();
  await storefront?.close();
});

async function page(path: string) {
  const response = await fetch(t.baseUrl + path, { headers: { "accept-language": "tr" }, redirect: "manual" });
  const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  return { status: response.status, html: await response.text(), nonce };
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
/** Scripts the browser runs: not data blocks (JSON, JSON-LD). */
const runnable = (html: string) => scriptTags(html).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));

describe("pages served without React", () => {
  it("carry only the enhancement script, with the reply's nonce, and no hydration data", async () => {
    for (const path of withoutReact) {
      const { status, html, nonce } = await page(path);
      expect(status, path).toBe(200);
      // The inline mark of a scripted document, then the enhancement script.
      const scripts = runnable(html);
      expect(scripts, path).toHaveLength(2);
      expect(scripts[1], path).toMatch(/src="[^"]*catalogue-page[^"]*"/);
      expect(nonce, path).toBeTruthy();
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      expect(html, path).not.toContain("__remixContext");
      expect(html, path).not.toContain('id="i18n-resources"');
    }
  });

  it("other storefront pages and the catalogue's 404 hydrate as before", async () => {
    for (const path of hydrated) {
      const { html, nonce } = await page(path);
      expect(html, path).toContain("__remixContext");
      expect(html, path).toContain('id="i18n-resources"');
      expect(html, path).not.toMatch(/catalogue-page/);
      for (const tag of runnable(html)) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });
});
