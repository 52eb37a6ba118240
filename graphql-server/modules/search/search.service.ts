// Product search: the words stemmed by PostgreSQL's full-text configuration of the language (turkish, english,
// simple for Arabic) and folded (fold.ts), over title, barcode, brand, category path and site-search words, with
// synonyms (synonyms.service), matched and ranked in memory (hit-index.ts); when no product holds the words, pg_trgm
// word similarity for typos. The documents live in `search_document` and are refreshed by `refreshSearchDocuments`
// after catalogue writes. Most-searched terms are counted in `search_term`.
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type { SearchCondition } from "../catalog/index.js";
import { BoundArray } from "../../core/bound-parameters.js";
import { first, rows, sql } from "../../core/database.js";
import { intList, sql as rawSql, textSearchConfig } from "../../core/db.js";
import { searchDatabase as db } from "./search.database.js";
import { foldText, foldWord, wordsOf } from "./fold.js";
import { hitIndexesOf, type SearchWord } from "./hit-indexes.js";
import { synonymsOf } from "./synonyms.service.js";

const BATCH = 500;

/**
 * Rebuilds the search documents of the given products (all when omitted), in every language they have. Each text
 * is indexed twice: as written, stemmed in the language's configuration (koltukları → koltuk), and folded
 * (fold.ts) in `simple`, which is what makes IKON, ıkon and İkon, "odasi" for "odası" and الطاولة for طاولة meet.
 * The folding runs here, in one place with the query's, rather than in SQL, whose lower() depends on the
 * database's locale.
 */
export async function refreshSearchDocuments(em: EntityManager, productIds?: number[]): Promise<void> {
  const only = productIds ? sql<number>`any(${intList(productIds)}::int[])` : null;
  await rows(
    em,
    db
      .deleteFrom("search_document as d")
      .using("product as p")
      .whereRef("p.id", "=", "d.product_id")
      .where((eb) => eb.not(eb.ref("p.is_active")))
      .$if(only !== null, (q) => q.where("p.id", "=", only!)),
  );
  const [products, categories] = await Promise.all([
    rows(
      em,
      db
        .selectFrom("product as p")
        .innerJoin("product_translation as t", "t.product_id", "p.id")
        .leftJoin("brand as b", "b.id", "p.brand_id")
        .select(["p.id", "p.sort", "t.language", "t.title", "p.barcode", sql<string>`coalesce(b.name, '')`.as("brand"), "p.search_words", "p.category_id"])
        .where("p.is_active", "=", true)
        .$if(only !== null, (q) => q.where("p.id", "=", only!)),
    ),
    categoryPaths(em),
  ]);
  const documents = products.map((r) =>
    documentTexts(r.language, {
      A: `${r.title} ${r.barcode}`,
      B: [r.brand, ...categories(r.category_id, r.language)].join(" "),
      C: r.search_words,
    }, r.id, r.sort),
  );
  for (let i = 0; i < documents.length; i += BATCH) await writeDocuments(em, documents.slice(i, i + BATCH));
}

interface DocumentTexts {
  id: number;
  /** The product's sort order, which breaks ranking ties. */
  sort: number;
  language: string;
  /** Per weight: the text lower-cased for the language's stemmer ("" for Arabic: `simple` has none), and folded. */
  stemmed: Record<Weight, string>;
  folded: Record<Weight, string>;
}
type Weight = "A" | "B" | "C";
const WEIGHTS: Weight[] = ["A", "B", "C"];

function documentTexts(language: string, texts: Record<Weight, string>, id: number, sort: number): DocumentTexts {
  const stems = textSearchConfig(language) !== "simple";
  const stemmed = { A: "", B: "", C: "" };
  const folded = { A: "", B: "", C: "" };
  for (const weight of WEIGHTS) {
    if (stems) stemmed[weight] = stemForm(language, texts[weight]);
    folded[weight] = foldText(texts[weight]);
  }
  return { id, sort, language, stemmed, folded };
}

/** The document of a row of texts: each weight's stemmed text in the language's configuration, then its folded text. */
const WEIGHTED = sql.raw(
  WEIGHTS.map((w) => `setweight(to_tsvector(x.cfg, x.stemmed_${w}), '${w}') || setweight(to_tsvector('simple', x.folded_${w}), '${w}')`).join(" || "),
);

/** One statement per batch: the texts go as one array per column, unnested into rows. */
async function writeDocuments(em: EntityManager, documents: DocumentTexts[]): Promise<void> {
  const column = (pick: (d: DocumentTexts) => string) => new BoundArray(documents.map(pick));
  const [stemmedA, stemmedB, stemmedC] = WEIGHTS.map((w) => column((d) => d.stemmed[w]));
  const [foldedA, foldedB, foldedC] = WEIGHTS.map((w) => column((d) => d.folded[w]));
  await rows(
    em,
    db
      .insertInto("search_document")
      .columns(["product_id", "product_sort", "language", "document", "words"])
      .expression(
        sql`select x.id, x.sort, x.language, ${WEIGHTED}, concat_ws(' ', x.folded_A, x.folded_B, x.folded_C)
              from (select u.*, (case u.language when 'tr' then 'turkish' when 'en' then 'english' else 'simple' end)::regconfig as cfg
                      from unnest(${intList(documents.map((d) => d.id))}::int[], ${intList(documents.map((d) => d.sort))}::int[],
                                  ${column((d) => d.language)}::text[], ${stemmedA}::text[], ${stemmedB}::text[], ${stemmedC}::text[],
                                  ${foldedA}::text[], ${foldedB}::text[], ${foldedC}::text[])
                           as u(id, sort, language, stemmed_A, stemmed_B, stemmed_C, folded_A, folded_B, folded_C)) x`,
      )
      .onConflict((oc) =>
        oc.columns(["product_id", "language"]).doUpdateSet((eb) => ({
          product_sort: eb.ref("excluded.product_sort"),
          document: eb.ref("excluded.document"),
          words: eb.ref("excluded.words"),
        })),
      ),
  );
}

/** Category id + language → the titles from the root down to it, so a department's name finds its products. */
async function categoryPaths(em: EntityManager): Promise<(categoryId: number | null, language: string) => string[]> {
  const tree = await rows(
    em,
    db.selectFrom("category as c").leftJoin("category_translation as t", "t.category_id", "c.id").select(["c.id", "c.parent_id", "t.language", "t.title"]),
  );
  const parents = new Map<number, number | null>();
  const titles = new Map<string, string>();
  for (const r of tree) {
    parents.set(r.id, r.parent_id);
    if (r.language !== null) titles.set(`${r.id}:${r.language}`, r.title ?? "");
  }
  return (categoryId, language) => {
    const path: string[] = [];
    // Bounded: a damaged tree with a cycle must not hang the refresh.
    for (let id = categoryId, depth = 0; id !== null && id !== undefined && depth < 20; id = parents.get(id) ?? null, depth++) {
      path.push(titles.get(`${id}:${language}`) ?? "");
    }
    return path;
  };
}

/**
 * Builds the documents of active products that have none (after an upgrade dropped them, or a write that forgot
 * to refresh): run once when the shop starts.
 */
export async function rebuildMissingSearchDocuments(em: EntityManager): Promise<void> {
  const missing = await rows(
    em,
    db
      .selectFrom("product as p")
      .innerJoin("product_translation as t", "t.product_id", "p.id")
      .select("p.id")
      .distinct()
      .where("p.is_active", "=", true)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("search_document as d").select(sql`1`.as("one")).whereRef("d.product_id", "=", "p.id").whereRef("d.language", "=", "t.language"))),
      ),
  );
  if (missing.length > 0) await refreshSearchDocuments(em, missing.map((r) => r.id));
}

/** The form the language's stemmer gets: lower-cased by the language's own rules. */
const stemForm = (language: string, text: string) => text.normalize("NFC").toLocaleLowerCase(language);

/** The words of a search text (at most 6), each with its folded form and synonyms. */
export async function queryWords(em: EntityManager, language: string, text: string): Promise<SearchWord[]> {
  const words = wordsOf(text)
    .map((w) => ({ stem: stemForm(language, w), folded: foldWord(w) }))
    .filter((w) => w.folded.length > 0)
    .slice(0, 6);
  return Promise.all(words.map(async (w) => ({ ...w, synonyms: await synonymsOf(em, language, w.folded) })));
}

/**
 * Finds the products matching `text` in `language`, best first. Every word matches as a (stemmed or folded) prefix
 * or a synonym in a product's document, ranked by the memory index's rule (hit-index.ts). Only when no document
 * matches that way — a typo — every folded word must be similar to a word of the document (pg_trgm `%>`): checking
 * similarity costs a pass over the language's documents, which a search with real hits does not pay. The listing
 * and its facets then filter on the ids, so the text matching runs once. Every match is returned, however many: the
 * total, the facets and the filters count all of them (with the best thousand only, a brand filter on a common word
 * lost most of that brand's products, and the brand facet most of the brands).
 */
export async function searchCondition(scope: RequestScope, text: string): Promise<SearchCondition | null> {
  const words = await queryWords(scope.em, scope.language, text);
  if (words.length === 0) return null;
  const exact = await exactHits(scope, words);
  if (exact.length > 0) return { where: `p.id = any(?::int[])`, params: [intList(exact)], ids: exact, exactHits: exact.length };
  return typoHits(scope, words);
}

/** Whether a search for `text` in `language` finds products (a term counts only then: search-terms.ts). */
export async function searchFinds(em: EntityManager, language: string, text: string): Promise<boolean> {
  const condition = await searchCondition({ em, language }, text);
  return condition !== null && condition.ids.length > 0;
}

/** The products holding every word, best first, from the language's documents in memory (hit-indexes.ts). */
export async function exactHits(scope: RequestScope, words: SearchWord[]): Promise<readonly number[]> {
  const { em, language } = scope;
  // The documents are loaded with the shop's own connection: inside a transaction on the embedded database, whose
  // one connection the transaction holds, that load would wait forever. No search runs inside one.
  if (em.isInTransaction()) throw new Error("a search runs outside a transaction");
  const indexes = hitIndexesOf(em);
  const index = await indexes.current(scope);
  return index.hits(await indexes.query(em, language, words));
}

/** The products whose words are similar to every typed word, the most similar first. */
async function typoHits(scope: RequestScope, words: SearchWord[]): Promise<SearchCondition> {
  const folded = words.map((w) => w.folded);
  // Raw, typed at its edge: a similarity scan with one pg_trgm condition per word.
  const similar = await rawSql<{ product_id: number }>(
    scope.em,
    `select d.product_id from search_document d
      where d.language = ? and ${folded.map(() => `d.words %> ?`).join(" and ")}
      order by word_similarity(?, d.words) desc, d.product_sort, d.product_id`,
    [scope.language, ...folded, folded.join(" ")],
  );
  const ids = similar.map((r) => r.product_id);
  return { where: `p.id = any(?::int[])`, params: [intList(ids)], ids, exactHits: 0 };
}

/**
 * "Did you mean": when the words themselves matched nothing (only typo tolerance, or nothing at all), the most
 * similar term shoppers searched before (trigram similarity, GIN-indexed), if it is similar enough.
 */
export async function suggestSpelling(em: EntityManager, text: string): Promise<string | null> {
  const term = text.trim().toLocaleLowerCase("tr");
  const similar = await first(
    em,
    db
      .selectFrom("search_term")
      .select("term")
      .where(sql<boolean>`term % ${term}`)
      .where("term", "<>", term)
      .orderBy(sql`similarity(term, ${term})`, "desc")
      .orderBy("count", "desc")
      .limit(1),
  );
  return similar?.term ?? null;
}

/** A condition that matches nothing (empty search text). */
export const NO_MATCH: SearchCondition = { where: "false", params: [], ids: [], exactHits: 0 };

export async function mostSearchedTerms(em: EntityManager, limit: number): Promise<{ term: string; count: number }[]> {
  return rows(em, db.selectFrom("search_term").select(["term", "count"]).orderBy("count", "desc").orderBy("term").limit(Math.min(Math.max(limit, 1), 50)));
}
