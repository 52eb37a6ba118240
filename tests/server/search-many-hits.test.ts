// A search word shared by more products than a page list would hold: the total, the facets and every filter count
// all of its matches, not only the best-ranked part of them. The catalogue is grown with the bench's copies of the
// demo products, whose titles all end in the series word ("… Seri 7"), so that word matches every copy — besides
// the demo products it matched before the growth (counted then, while they were few).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { growCatalogue } from "../../bench/catalogue.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
/** Per brand seo link, the products "seri" must find: the demo products it found before, and the copies. */
const expectedByBrand = new Map<string, number>();
let expected = 0;
beforeAll(async () => {
  t = await startTestShop();
  const before = await search({ text: "seri" });
  for (const b of before.facets.brands) expectedByBrand.set(b.seoLink, b.count);
  await growCatalogue(t.orm.em.fork(), 1400);
  const rows = await t.orm.em.fork().getConnection().execute<{ seo_link: string; n: string }[]>(
    `select b.seo_link, count(*) as n from product p join brand b on b.id = p.brand_id
      where p.is_active and p.supplier_product_code like 'bench:%' group by b.seo_link`,
  );
  for (const r of rows) expectedByBrand.set(r.seo_link, (expectedByBrand.get(r.seo_link) ?? 0) + Number(r.n));
  expected = [...expectedByBrand.values()].reduce((sum, n) => sum + n, 0);
}, 180_000);
afterAll(() => t?.close());

interface Listing {
  total: number;
  pageCount: number;
  items: { id: number; title: string }[];
  facets: { brands: { seoLink: string; count: number }[] };
}

async function search(variables: Record<string, unknown>): Promise<Listing> {
  const result = await t.exec(
    `query($text: String!, $filter: ProductFilter, $page: Int) {
      search(text: $text, language: "tr", filter: $filter, page: $page, pageSize: 24) {
        listing { total pageCount items { id title } facets { brands { seoLink count } } } } }`,
    { variables },
  );
  expect(result.errors).toBeUndefined();
  return (result.data as { search: { listing: Listing } }).search.listing;
}

describe("a search with more hits than a thousand", () => {
  it("counts, facets and filters all of them", async () => {
    expect(expected).toBeGreaterThan(1000);
    const all = await search({ text: "seri" });
    expect(all.total).toBe(expected);
    expect(Object.fromEntries(all.facets.brands.map((b) => [b.seoLink, b.count]))).toEqual(Object.fromEntries(expectedByBrand));
    for (const [brand, count] of expectedByBrand) {
      const filtered = await search({ text: "seri", filter: { brands: [brand] } });
      expect(filtered.total, brand).toBe(count);
    }
  });

  it("pages through to the last of them, each once", async () => {
    const first = await search({ text: "seri" });
    const last = await search({ text: "seri", page: first.pageCount });
    expect(last.items.length).toBe(expected - (first.pageCount - 1) * 24);
    const before = await search({ text: "seri", page: first.pageCount - 1 });
    const ids = new Set([...before.items, ...last.items].map((item) => item.id));
    expect(ids.size).toBe(before.items.length + last.items.length);
  });
});
