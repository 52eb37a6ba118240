// Search per language: Turkish stemming ("koltukları" → koltuk), typo tolerance ("kanepr" → kanepe), partial words,
// English and Arabic hits, barcode, ranking, facets, most-searched terms and header suggestions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

interface SearchResult {
  text: string;
  listing: { total: number; items: { id: number; title: string }[]; facets: { brands: { count: number }[]; inStockCount: number } };
}

async function search(text: string, language?: string, extra: Record<string, unknown> = {}): Promise<SearchResult> {
  const result = await t.exec(
    `query($text: String!, $language: String, $filter: ProductFilter, $sort: ProductSort, $pageSize: Int) {
      search(text: $text, language: $language, filter: $filter, sort: $sort, pageSize: $pageSize) {
        text listing { total items { id title } facets { brands { count } inStockCount } } } }`,
    { variables: { text, language, pageSize: 50, ...extra } },
  );
  expect(result.errors).toBeUndefined();
  return (result.data as { search: SearchResult }).search;
}

describe("search", () => {
  it("Turkish: a suffixed form finds the stem (koltukları → koltuk)", async () => {
    const r = await search("koltukları");
    expect(r.listing.total).toBeGreaterThan(0);
    expect(r.listing.items.every((i) => /koltuk/i.test(i.title) || /kanepe/i.test(i.title))).toBe(true);
    expect(r.listing.items.some((i) => i.title.includes("Koltuk"))).toBe(true);
  });

  it("Turkish: a typo still finds the product (kanepr → kanepe), ranked first", async () => {
    const r = await search("kanepr");
    expect(r.listing.total).toBeGreaterThan(0);
    expect(r.listing.items[0].title).toContain("Kanepe");
  });

  it("suggests a spelling from earlier searches when only typo tolerance matched", async () => {
    const result = await t.exec(`{ typo: search(text: "kanepr") { didYouMean } exact: search(text: "kanepe") { didYouMean } }`);
    expect(result.data).toEqual({ typo: { didYouMean: "kanepe" }, exact: { didYouMean: null } });
  });

  it("Turkish: a partial word finds by prefix (nevres → nevresim)", async () => {
    const r = await search("nevres");
    expect(r.listing.total).toBe(16);
    expect(r.listing.items.every((i) => i.title.includes("Nevresim"))).toBe(true);
  });

  it("English: stemming (sofas → sofa) and brand + noun", async () => {
    // The sofas first (title); then the armchairs, whose category "Sofa sets" also names sofas.
    const sofas = await search("sofas", "en");
    expect(sofas.listing.total).toBe(16);
    expect(sofas.listing.items.slice(0, 8).every((i) => i.title.includes("Sofa"))).toBe(true);
    expect(sofas.listing.items.slice(8).every((i) => i.title.includes("Armchair"))).toBe(true);
    const brand = await search("nordik chair", "en");
    expect(brand.listing.items.length).toBeGreaterThan(0);
    expect(brand.listing.items.every((i) => i.title.includes("Nordik") && /chair/i.test(i.title))).toBe(true);
  });

  it("Arabic: whole words and typos (simple configuration + trigram)", async () => {
    // The sofas first; the armchairs of "أطقم الكنب" follow through typo tolerance (كنبة ~ كنب).
    const r = await search("كنبة", "ar");
    expect(r.listing.items.slice(0, 8).every((i) => i.title.includes("كنبة"))).toBe(true);
    expect(r.listing.items.slice(8).every((i) => !i.title.includes("كنبة"))).toBe(true);
    const typo = await search("سجاده", "ar");
    expect(typo.listing.items.some((i) => i.title.includes("سجادة"))).toBe(true);
  });

  it("finds by barcode and by site-search words", async () => {
    const [{ barcode, id }] = await t.orm.em.fork().getConnection().execute<{ barcode: string; id: number }[]>(`select barcode, id from product order by id limit 1 offset 10`);
    const r = await search(barcode);
    expect(r.listing.items[0].id).toBe(Number(id));
    const words = await search("abajur");
    expect(words.listing.total).toBe(8);
  });

  it("nothing for nonsense; facets and filters apply to the hits", async () => {
    expect((await search("qqqxxyyzz")).listing.total).toBe(0);
    expect((await search("   ")).listing.total).toBe(0);
    const all = await search("halı");
    expect(all.listing.facets.brands.reduce((s, b) => s + b.count, 0)).toBe(all.listing.total);
    const inStock = await search("halı", undefined, { filter: { inStock: true } });
    expect(inStock.listing.total).toBe(all.listing.facets.inStockCount);
  });

  it("records searched terms (with hits) for the most-searched list", async () => {
    const before = await t.exec(`{ mostSearched(limit: 50) { term count } }`);
    const count = (data: unknown, term: string) =>
      (data as { mostSearched: { term: string; count: number }[] }).mostSearched.find((m) => m.term === term)?.count ?? 0;
    const start = count(before.data, "lambader");
    await search("Lambader");
    await search("lambader ");
    await search("qqqxxyyzz");
    const after = await t.exec(`{ mostSearched(limit: 50) { term count } }`);
    expect(count(after.data, "lambader")).toBe(start + 2);
    expect(count(after.data, "qqqxxyyzz")).toBe(0);
    const top = (after.data as { mostSearched: { term: string }[] }).mostSearched;
    expect(top[0].term).toBe("koltuk");
  });

  it("a search page's term, counted before its search ran, counts only when its language's search finds products", async () => {
    const counts = async () => {
      const { data } = await t.exec(`{ mostSearched(limit: 50) { term count } }`);
      return new Map((data as { mostSearched: { term: string; count: number }[] }).mostSearched.map((m) => [m.term, m.count]));
    };
    const before = await counts();
    t.shop.pageVisits.search("Abajur", "tr");
    t.shop.pageVisits.search("abajur ", "tr");
    t.shop.pageVisits.search("كنبة", "ar");
    t.shop.pageVisits.search("كنبة", "tr");
    t.shop.pageVisits.search("qqqxxyyzz", "tr");
    const after = await counts();
    expect(after.get("abajur")).toBe((before.get("abajur") ?? 0) + 2);
    expect(after.get("كنبة")).toBe((before.get("كنبة") ?? 0) + 1);
    expect(after.has("qqqxxyyzz")).toBe(false);
  });

  it("header suggestions: a few products, categories and brands", async () => {
    const result = await t.exec(`{ searchSuggestions(text: "nor", limit: 4) {
      products { id title seoLink image displayPriceMinor currencyCode } categories { title } brands { name seoLink } } }`);
    expect(result.errors).toBeUndefined();
    const s = (result.data as { searchSuggestions: { products: { title: string; image: string }[]; brands: { name: string }[] } }).searchSuggestions;
    expect(s.products.length).toBe(4);
    expect(s.products.every((p) => p.title.includes("Nordik"))).toBe(true);
    expect(s.products[0].image).toMatch(/^\/media\/.+-150\.jpg$/);
    expect(s.brands.map((b) => b.name)).toEqual(["Nordik"]);
    const short = await t.exec(`{ searchSuggestions(text: "n") { products { id } } }`);
    expect((short.data as { searchSuggestions: { products: unknown[] } }).searchSuggestions.products).toEqual([]);
  });
});
