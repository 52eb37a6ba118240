// The search answered from memory (search/hit-index.ts) follows the documents: an admin's rename is found, and the
// old title no longer is, by the next search. A plain search's facets counted in memory (catalog/listing/facet-columns.ts)
// are the database's count, for generated searches over the catalogue's own words — whole, cut to a prefix, in
// capitals, one to three of them, and made-up ones — in every language, also after an admin moves a product to
// another brand, its last piece is sold or it is taken off the shop.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestScope } from "../../graphql-server/core/context.js";
import { createPublicDataMemo } from "../../graphql-server/core/public-data-memo.js";
import { readVersion } from "../../graphql-server/core/read-version.js";
import { wordsOf } from "../../graphql-server/modules/search/fold.js";
import { currentFacetColumns } from "../../graphql-server/modules/catalog/listing/facet-columns.js";
import { loadCategoryIndex, type CatalogScope } from "../../graphql-server/modules/catalog/catalog.scope.js";
import { loadFacets } from "../../graphql-server/modules/catalog/listing/listing-facets.js";
import { exactHits, queryWords, searchCondition } from "../../graphql-server/modules/search/search.service.js";
import { bearer } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const LANGUAGES = ["tr", "en", "ar"] as const;
const RUNS = Number(process.env.SEARCH_MEMORY_RUNS ?? 60);

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
}, 60_000);
afterAll(() => t?.close());

function scopeOf(language: string): RequestScope {
  const em = t.orm.em.fork();
  return { em, language, publicData: createPublicDataMemo(() => readVersion(em)) };
}

/** A catalogue scope as the listing gets it; without its memo the facets are counted by the database. */
function catalogScopeOf(language: string, memory: boolean): CatalogScope {
  const { em, publicData } = scopeOf(language);
  return {
    em,
    language,
    publicData: memory ? publicData : null,
    campaigns: async () => [],
    categories: () => loadCategoryIndex(em, language),
    displayCurrency: async () => null,
  };
}

/** A search's facets counted in memory (waiting for the columns) and by the database. */
async function facetsBothWays(language: string, text: string) {
  const memory = catalogScopeOf(language, true);
  const condition = await searchCondition(scopeOf(language), text);
  if (!condition) return null;
  const conditions = [{ dimension: "search" as const, sql: condition.where, params: condition.params, ids: condition.ids }];
  expect(await currentFacetColumns(memory, true)).toBeDefined();
  t.queries.length = 0;
  const remembered = await loadFacets(memory, undefined, null, conditions);
  const countedInMemory = !t.queries.some((q) => /from product p where/.test(q));
  return { remembered, database: await loadFacets(catalogScopeOf(language, false), undefined, null, conditions), countedInMemory };
}

/** The texts the documents are made of, per language: titles with brands and site-search words, categories. */
async function catalogueTexts(): Promise<Map<string, string[][]>> {
  const rows = await t.orm.em.fork().getConnection().execute<{ language: string; text: string }[]>(
    `select t.language, t.title || ' ' || coalesce(b.name, '') || ' ' || coalesce(p.search_words, '') as text
       from product_translation t join product p on p.id = t.product_id left join brand b on b.id = p.brand_id
     union all select language, title from category_translation`,
  );
  const texts = new Map<string, string[][]>();
  for (const row of rows) {
    const words = wordsOf(row.text);
    if (words.length) texts.set(row.language, [...(texts.get(row.language) ?? []), words]);
  }
  return texts;
}

/**
 * A search text made of the language's words: one to three of them, each whole, cut to a prefix, in capitals, or
 * letters of no word; or a run of a text's own words, the last one maybe cut (so that several words match).
 */
function searchText(texts: string[][]): fc.Arbitrary<string> {
  const words = [...new Set(texts.flat())].sort();
  const word = fc.constantFrom(...words);
  const cut = (w: string) => fc.integer({ min: 1, max: Math.max(1, w.length) }).map((n) => w.slice(0, n));
  const part = fc.oneof(word, word.chain(cut), word.map((w) => w.toLocaleUpperCase("tr")), fc.string({ unit: fc.constantFrom(...new Set(words.join(""))), minLength: 1, maxLength: 6 }));
  const run = fc.constantFrom(...texts.filter((text) => text.length >= 2)).chain((text) =>
    fc.integer({ min: 0, max: text.length - 2 }).chain((start) =>
      fc.integer({ min: 2, max: Math.min(3, text.length - start) }).chain((length) => {
        const taken = text.slice(start, start + length);
        return cut(taken[taken.length - 1]).map((last) => [...taken.slice(0, -1), last].join(" "));
      }),
    ),
  );
  return fc.oneof(fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(" ")), run);
}

describe("the search answered from memory", () => {
  it("after a write to the documents, answers from them once it has loaded them again", async () => {
    const owner = await t.token("admin", 7);
    const scope = scopeOf("tr");
    const ids = async (text: string) => exactHits(scope, await queryWords(scope.em, "tr", text));
    const [product] = await t.orm.em.fork().getConnection().execute<{ id: number; title: string }[]>(
      `select p.id, t.title from product p join product_translation t on t.product_id = p.id and t.language = 'tr' where p.is_active order by p.id limit 1`,
    );
    const word = "zebrakoltuk";
    expect(await ids(word)).toEqual([]);
    const renamed = await t.gql<Record<string, { __typename: string }>, Record<string, unknown>>(
      `mutation($id: Int!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { __typename } }`,
      { variables: { id: product.id, input: { translations: [{ language: "tr", title: `${word} ${product.title}` }] } }, headers: bearer(owner) },
    );
    expect(renamed.body.data?.updateProduct.__typename).toBe("AdminProduct");
    expect(await ids(word)).toEqual([product.id]);
    // The same through the API, and without the hit statement: memory answered.
    t.queries.length = 0;
    const found = await t.exec(`query($text: String!) { search(text: $text) { listing { items { id } } } }`, { variables: { text: word } });
    expect(found.data).toEqual({ search: { listing: { items: [{ id: product.id }] } } });
    expect(t.queries.filter((q) => q.includes("from search_document d"))).toEqual([]);

    const deactivated = await t.gql<Record<string, { __typename: string }>, Record<string, unknown>>(
      `mutation($id: Int!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { __typename } }`,
      { variables: { id: product.id, input: { isActive: false } }, headers: bearer(owner) },
    );
    expect(deactivated.body.data?.updateProduct.__typename).toBe("AdminProduct");
    expect(await ids(word)).toEqual([]);
  });

  it("counts a search's facets as the database does, in every language", async () => {
    const texts = await catalogueTexts();
    for (const language of LANGUAGES) {
      await fc.assert(
        fc.asyncProperty(searchText(texts.get(language)!), async (text) => {
          const both = await facetsBothWays(language, text);
          if (!both) return;
          expect(both.countedInMemory, text).toBe(true);
          expect(both.remembered, text).toEqual(both.database);
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    }
  });

  it("counts the facets anew after a write that moves a product between them", async () => {
    const owner = await t.token("admin", 7);
    const update = async (id: number, input: Record<string, unknown>) => {
      const { body } = await t.gql<Record<string, { __typename: string }>, Record<string, unknown>>(
        `mutation($id: Int!, $input: AdminProductInput!) { updateProduct(id: $id, input: $input) { __typename } }`,
        { variables: { id, input }, headers: bearer(owner) },
      );
      expect(body.data?.updateProduct.__typename).toBe("AdminProduct");
    };
    const before = (await facetsBothWays("tr", "koltuk"))!;
    expect(before.remembered).toEqual(before.database);
    const [moved] = await t.orm.em.fork().getConnection().execute<{ id: number; brand_id: number | null }[]>(
      `select p.id, p.brand_id from product p where p.is_active and p.stock_total > 0
          and p.id in (select product_id from search_document where language = 'tr' and document @@ to_tsquery('turkish', 'koltuk:*'))
        order by p.id limit 1`,
    );
    const [otherBrand] = await t.orm.em.fork().getConnection().execute<{ id: number }[]>(
      `select id from brand where is_active and id is distinct from ? order by id limit 1`,
      [moved.brand_id],
    );
    await update(moved.id, { brandId: otherBrand.id });
    const rebranded = (await facetsBothWays("tr", "koltuk"))!;
    expect(rebranded.remembered).toEqual(rebranded.database);
    expect(rebranded.remembered.facets.brands).not.toEqual(before.remembered.facets.brands);
    // A sale of its last piece, as an order leaves it (the stock alone: no admin write, no search document).
    await t.orm.em.fork().getConnection().execute(`update product set stock_total = 0 where id = ?`, [moved.id]);
    const soldOut = (await facetsBothWays("tr", "koltuk"))!;
    expect(soldOut.remembered).toEqual(soldOut.database);
    expect(soldOut.remembered.facets.inStockCount).toBe(rebranded.remembered.facets.inStockCount - 1);
    // Its search document goes with it, so its hits and facets are those of the other products.
    await update(moved.id, { isActive: false });
    const gone = (await facetsBothWays("tr", "koltuk"))!;
    expect(gone.remembered).toEqual(gone.database);
    expect(gone.remembered.total).toBe(rebranded.remembered.total - 1);
  });
});
