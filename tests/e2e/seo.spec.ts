// SEO output of the catalogue: canonical and hreflang links, JSON-LD, sitemap.xml and robots.txt.
import { expect, test } from "@playwright/test";

const PRODUCT = "/nordik-oslo-uclu-kanepe-antrasit-1";

test("a product page has canonical, hreflang alternates and Product/BreadcrumbList JSON-LD", async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${PRODUCT}$`));
  for (const lang of ["tr", "en", "ar", "x-default"]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  }
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", /\/en\/[a-z0-9-]+$/);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = blocks.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));
  const product = blocks.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Product");
  expect(product.offers.availability).toMatch(/schema.org\/(InStock|OutOfStock)/);
  expect(product.offers.priceCurrency).toBe("TRY");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/);
});

test("sitemap.xml lists catalogue pages in every language; robots.txt points at it", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  expect(xml).toContain(`${PRODUCT}</loc>`);
  expect(xml).toMatch(/\/en\/[a-z0-9-]+<\/loc>/);
  expect(xml).toMatch(/\/ar\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain('hreflang="ar"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
});

// Absolute addresses come from the configured public origin (PUBLIC_URL; unset, http://localhost:<PORT>, which is
// where the tests reach the shop): a forged Host or X-Forwarded-Host never reaches a page, the sitemap or robots.txt.
test.describe("absolute addresses with a forged host", () => {
  const FORGED: Record<string, string>[] = [{ host: "evil.example" }, { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" }];

  for (const headers of FORGED) {
    test(`${Object.keys(headers).join(" + ")}: sitemap, robots.txt and pages name the configured origin`, async ({ request, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      for (const path of ["/sitemap.xml", "/robots.txt", PRODUCT, "/en", "/ar/arama?q=kanepe"]) {
        // Share links carry the page's address URL-encoded: the host would show there too (dots stay as they are).
        expect(await (await request.get(path, { headers })).text(), path).not.toContain("evil.example");
      }
      expect(await (await request.get("/sitemap.xml", { headers })).text()).toContain(`<loc>${origin}${PRODUCT}</loc>`);
      expect(await (await request.get("/robots.txt", { headers })).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const page = await (await request.get(PRODUCT, { headers })).text();
      expect(page).toContain(`rel="canonical" href="${origin}${PRODUCT}"`);
      expect(page).toMatch(new RegExp(`hrefLang="en" href="${origin}/en/`, "i"));
    });
  }
});
