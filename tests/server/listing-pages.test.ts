// The listing's pages against its total, for generated filters and sorts: the page is chosen on the product table
// and its cards joined afterwards, the total counted by another statement, so nothing but these checks ties them.
// Walking every page of a generated listing must give exactly `total` products, each once, in one stable order
// (the same as one large page), with the same facets on every page.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
// A fresh shop migrates and seeds: beside other test files on a busy machine that can pass the default minute.
beforeAll(async () => {
  t = await startTestShop();
}, 180_000);
afterAll(() => t?.close());

interface Listing {
  total: number;
  pageCount: number;
  items: { id: number }[];
  facets: unknown;
}

const LISTING = `query($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int, $language: String) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize, language: $language) {
    total pageCount items { id }
    facets { brands { id count } properties { propertyCategoryId values { id count } } categories { seoLink count }
             priceMinMinor priceMaxMinor inStockCount }
  }
}`;

async function listing(variables: Record<string, unknown>): Promise<Listing> {
  const result = await t.exec(LISTING, { variables });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return (result.data as { products: Listing }).products;
}

const SORTS = ["RECOMMENDED", "PRICE_ASC", "PRICE_DESC", "NEWEST", "BEST_SELLING", "NAME_ASC", "NAME_DESC"] as const;

describe("listing pages", () => {
  it("all pages together hold `total` products, each once, in the order of one large page", async () => {
    const all = await listing({ pageSize: 100 });
    const tree = await t.exec(`{ categoryTree(language: "tr") { seoLink children { seoLink } } }`);
    const categories = (tree.data as { categoryTree: { seoLink: string; children: { seoLink: string }[] }[] }).categoryTree.flatMap((c) => [
      c.seoLink,
      ...c.children.map((child) => child.seoLink),
    ]);
    const facets = all.facets as { brands: { id: number }[]; properties: { values: { id: number }[] }[]; priceMaxMinor: number };
    const brandLinks = (await t.exec(`{ brands { seoLink } }`)).data as { brands: { seoLink: string }[] };
    const propertyIds = facets.properties.flatMap((group) => group.values.map((value) => value.id));

    const filters = fc.record(
      {
        category: fc.constantFrom(...categories),
        brands: fc.subarray(brandLinks.brands.map((b) => b.seoLink), { minLength: 1, maxLength: 3 }),
        properties: fc.subarray(propertyIds, { minLength: 1, maxLength: 3 }),
        minPriceMinor: fc.integer({ min: 0, max: facets.priceMaxMinor }),
        maxPriceMinor: fc.integer({ min: 0, max: facets.priceMaxMinor * 2 }),
        inStock: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(filters, fc.constantFrom(...SORTS), fc.integer({ min: 7, max: 40 }), fc.constantFrom("tr", "en", "ar"), async (filter, sort, pageSize, language) => {
        const pages: Listing[] = [];
        const first = await listing({ filter, sort, pageSize, page: 1, language });
        pages.push(first);
        for (let page = 2; page <= first.pageCount + 1; page++) pages.push(await listing({ filter, sort, pageSize, page, language }));
        const ids = pages.flatMap((p) => p.items.map((item) => item.id));
        expect(ids.length).toBe(first.total);
        expect(new Set(ids).size).toBe(ids.length);
        expect(first.pageCount).toBe(Math.ceil(first.total / pageSize));
        // The page after the last is empty and still knows the total.
        expect(pages.at(-1)!.items).toEqual([]);
        for (const page of pages) {
          expect(page.total).toBe(first.total);
          expect(page.facets).toEqual(first.facets);
        }
        if (first.total <= 100) {
          const whole = await listing({ filter, sort, pageSize: 100, page: 1, language });
          expect(ids).toEqual(whole.items.map((item) => item.id));
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
