// The listing's facets and total against a plain count in the test of every product row, for generated filters: any
// category (or none), any brands, property values, price range and stock filter together. Each facet must count the
// products matching every filter but its own; the total, every filter. Pages, in every sort that reads product
// columns alone, against the same rows sorted in the test (a category's page is merged from each category's head).
// Some products and a brand are switched off first, so the active checks are exercised too, and sales and the
// storefront order are given ties, so the id decides between equal rows.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
interface Row {
  id: number;
  active: boolean;
  brandId: number | null;
  categoryId: number | null;
  price: number;
  stock: number;
  properties: number[];
  sort: number;
  sold: number;
  /** Microseconds since the epoch: a JavaScript date would drop the last three digits and invent ties. */
  created: bigint;
}
let products: Row[] = [];
let brands: { id: number; seoLink: string; active: boolean }[] = [];
let propertyGroup = new Map<number, number>();
let categories: { id: number; parentId: number | null; seoLink: string }[] = [];

beforeAll(async () => {
  t = await startTestShop();
  const em = t.orm.em.fork();
  const run = async <T,>(query: string): Promise<T[]> => (await em.getConnection().execute(query)) as T[];
  await run(`update product set is_active = false where id % 11 = 0`);
  await run(`update brand set is_active = false where id = (select min(id) from brand)`);
  await run(`update product set sold_count = id % 4, sort = id % 7`);
  await t.forgetPublicReads();
  const rows = await run<Record<string, unknown>>(
    `select id, is_active, brand_id, category_id, list_price_minor, stock_total, property_ids, sort, sold_count,
            (extract(epoch from created_at) * 1000000)::bigint::text as created from product`,
  );
  products = rows.map((r) => ({
    id: Number(r.id),
    active: r.is_active === true,
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    categoryId: r.category_id === null ? null : Number(r.category_id),
    price: Number(r.list_price_minor),
    stock: Number(r.stock_total),
    properties: (r.property_ids as number[]).map(Number),
    sort: Number(r.sort),
    sold: Number(r.sold_count),
    created: BigInt(String(r.created)),
  }));
  brands = (await run<Record<string, unknown>>(`select id, seo_link, is_active from brand`)).map((r) => ({ id: Number(r.id), seoLink: String(r.seo_link), active: r.is_active === true }));
  propertyGroup = new Map((await run<Record<string, unknown>>(`select id, property_category_id from property`)).map((r) => [Number(r.id), Number(r.property_category_id)]));
  categories = (
    await run<Record<string, unknown>>(`select c.id, c.parent_id, t.seo_link from category c join category_translation t on t.category_id = c.id and t.language = 'tr'`)
  ).map((r) => ({ id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id), seoLink: String(r.seo_link) }));
}, 120_000);
afterAll(() => t?.close());

interface Filter {
  category?: string;
  brands?: string[];
  properties?: number[];
  minPriceMinor?: number;
  maxPriceMinor?: number;
  inStock?: boolean;
}
type Left = "category" | "brands" | "properties" | "price" | "stock" | null;

const subtree = (id: number): number[] => [id, ...categories.filter((c) => c.parentId === id).flatMap((c) => subtree(c.id))];

/** Does the product match every filter but `left`? The same rules the listing states, counted row by row. */
function matches(p: Row, filter: Filter, left: Left): boolean {
  if (!p.active) return false;
  if (filter.category !== undefined && left !== "category") {
    const node = categories.find((c) => c.seoLink === filter.category);
    if (!node || p.categoryId === null || !subtree(node.id).includes(p.categoryId)) return false;
  }
  if (filter.brands?.length && left !== "brands") {
    const wanted = brands.filter((b) => b.active && filter.brands!.includes(b.seoLink)).map((b) => b.id);
    if (p.brandId === null || !wanted.includes(p.brandId)) return false;
  }
  if (filter.properties?.length && left !== "properties") {
    const groups = new Map<number, number[]>();
    for (const id of filter.properties) if (propertyGroup.has(id)) groups.set(propertyGroup.get(id)!, [...(groups.get(propertyGroup.get(id)!) ?? []), id]);
    if (groups.size === 0) return false;
    for (const ids of groups.values()) if (!ids.some((id) => p.properties.includes(id))) return false;
  }
  if (left !== "price") {
    if (filter.minPriceMinor !== undefined && p.price < filter.minPriceMinor) return false;
    if (filter.maxPriceMinor !== undefined && p.price > filter.maxPriceMinor) return false;
  }
  if (filter.inStock && left !== "stock" && p.stock <= 0) return false;
  return true;
}

function expected(filter: Filter) {
  const among = (left: Left) => products.filter((p) => matches(p, filter, left));
  const brandCounts = new Map<number, number>();
  for (const p of among("brands")) if (p.brandId !== null && brands.find((b) => b.id === p.brandId)?.active) brandCounts.set(p.brandId, (brandCounts.get(p.brandId) ?? 0) + 1);
  const valueCounts = new Map<number, number>();
  for (const p of among("properties")) for (const id of p.properties) if (propertyGroup.has(id)) valueCounts.set(id, (valueCounts.get(id) ?? 0) + 1);
  const priced = among("price").map((p) => p.price);
  const current = filter.category === undefined ? undefined : categories.find((c) => c.seoLink === filter.category);
  const counted = among(current ? null : "category");
  const children = categories.filter((c) => c.parentId === (current?.id ?? null));
  return {
    total: among(null).length,
    brands: [...brandCounts].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id),
    values: [...valueCounts].map(([id, count]) => ({ id, count })).sort((a, b) => a.id - b.id),
    priceMinMinor: priced.length ? Math.min(...priced) : null,
    priceMaxMinor: priced.length ? Math.max(...priced) : null,
    inStockCount: among("stock").filter((p) => p.stock > 0).length,
    categories: children
      .map((c) => ({ seoLink: c.seoLink, count: counted.filter((p) => p.categoryId !== null && subtree(c.id).includes(p.categoryId)).length }))
      .filter((c) => c.count > 0)
      .sort((a, b) => a.seoLink.localeCompare(b.seoLink)),
  };
}

const LISTING = `query($filter: ProductFilter) {
  products(filter: $filter, pageSize: 1) {
    total
    facets { brands { id count } properties { values { id count } } categories { seoLink count } priceMinMinor priceMaxMinor inStockCount }
  }
}`;

interface Answer {
  total: number;
  facets: {
    brands: { id: number; count: number }[];
    properties: { values: { id: number; count: number }[] }[];
    categories: { seoLink: string; count: number }[];
    priceMinMinor: number | null;
    priceMaxMinor: number | null;
    inStockCount: number;
  };
}

const filters = () =>
  fc.record(
    {
      category: fc.oneof(fc.constantFrom(...categories.map((c) => c.seoLink)), fc.constant("no-such-category")),
      brands: fc.subarray([...brands.map((b) => b.seoLink), "no-such-brand"], { minLength: 1, maxLength: 3 }),
      properties: fc.subarray([...propertyGroup.keys(), 999_999], { minLength: 1, maxLength: 4 }),
      minPriceMinor: fc.integer({ min: 0, max: 3_000_000 }),
      maxPriceMinor: fc.integer({ min: 0, max: 6_000_000 }),
      inStock: fc.boolean(),
    },
    { requiredKeys: [] },
  );

/** What the facet tally answers: a category (mostly a department), with or without brands and the stock filter. */
const talliedFilters = () =>
  fc.record(
    {
      category: fc.constantFrom(...categories.map((c) => c.seoLink)),
      brands: fc.subarray([...brands.map((b) => b.seoLink), "no-such-brand"], { minLength: 1, maxLength: 3 }),
      inStock: fc.boolean(),
    },
    { requiredKeys: ["category"] },
  );

describe("listing facets", () => {
  it.each([
    ["any filters together", filters],
    ["a category with brands and stock only (the facet tally's filters)", talliedFilters],
  ])("count, for %s, the products matching every filter but the facet's own", async (_, generated: () => fc.Arbitrary<Filter>) => {
    await fc.assert(
      fc.asyncProperty(generated(), async (filter) => {
        const result = await t.exec(LISTING, { variables: { filter } });
        expect(result.errors).toBeUndefined();
        const { total, facets } = (result.data as { products: Answer }).products;
        const want = expected(filter);
        expect(total).toBe(want.total);
        expect([...facets.brands].sort((a, b) => a.id - b.id)).toEqual(want.brands);
        expect(facets.properties.flatMap((g) => g.values).sort((a, b) => a.id - b.id)).toEqual(want.values);
        expect(facets.priceMinMinor).toBe(want.priceMinMinor);
        expect(facets.priceMaxMinor).toBe(want.priceMaxMinor);
        expect(facets.inStockCount).toBe(want.inStockCount);
        expect([...facets.categories].sort((a, b) => a.seoLink.localeCompare(b.seoLink))).toEqual(want.categories);
      }),
      { numRuns: 120 },
    );
  }, 240_000);
});

/** The listing's sorts that read product columns alone, as comparators: the key, then the id. */
const ORDERS: Record<string, (a: Row, b: Row) => number> = {
  RECOMMENDED: (a, b) => a.sort - b.sort || b.id - a.id,
  PRICE_ASC: (a, b) => a.price - b.price || a.id - b.id,
  PRICE_DESC: (a, b) => b.price - a.price || a.id - b.id,
  NEWEST: (a, b) => (a.created === b.created ? b.id - a.id : a.created > b.created ? -1 : 1),
  BEST_SELLING: (a, b) => b.sold - a.sold || a.id - b.id,
};

const PAGE = `query($filter: ProductFilter, $sort: ProductSort, $page: Int, $pageSize: Int) {
  products(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { items { id } }
}`;

describe("listing pages", () => {
  it("hold, in any sort by product columns, the matching rows of that page in that order", async () => {
    const parents = categories.filter((c) => categories.some((child) => child.parentId === c.id)).map((c) => c.seoLink);
    const pages = fc.record({
      filter: fc.record(
        {
          // Mostly a department (a subtree of several categories), whose page is merged from each one's head.
          category: fc.oneof({ arbitrary: fc.constantFrom(...parents), weight: 3 }, { arbitrary: fc.constantFrom(...categories.map((c) => c.seoLink)), weight: 1 }),
          brands: fc.subarray(brands.map((b) => b.seoLink), { minLength: 1, maxLength: 2 }),
          maxPriceMinor: fc.integer({ min: 0, max: 6_000_000 }),
          inStock: fc.boolean(),
        },
        { requiredKeys: ["category"] },
      ),
      sort: fc.constantFrom(...Object.keys(ORDERS)),
      page: fc.integer({ min: 1, max: 8 }),
      pageSize: fc.constantFrom(1, 3, 7, 24, 100),
    });
    await fc.assert(
      fc.asyncProperty(pages, async ({ filter, sort, page, pageSize }) => {
        const result = await t.exec(PAGE, { variables: { filter, sort, page, pageSize } });
        expect(result.errors).toBeUndefined();
        const ids = (result.data as { products: { items: { id: number }[] } }).products.items.map((i) => i.id);
        const want = products
          .filter((p) => matches(p, filter, null))
          .sort(ORDERS[sort])
          .slice((page - 1) * pageSize, page * pageSize)
          .map((p) => p.id);
        expect(ids).toEqual(want);
      }),
      { numRuns: 150 },
    );
  }, 240_000);
});
