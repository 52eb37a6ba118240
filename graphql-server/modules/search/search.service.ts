// Product search: PostgreSQL full-text search in the language's configuration (turkish, english, simple for
// Arabic) and over folded words (fold.ts) in `simple`, over title, barcode, brand, category path and site-search
// words, with synonyms (synonyms.service), plus pg_trgm word similarity for typos and partial words; ranked. The documents live in `search_document` (GIN indexes) and are refreshed by
// `refreshSearchDocuments` after catalogue writes. Most-searched terms are counted in `search_term`.
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type { SearchCondition } from "../catalog/index.js";
import { BoundArray } from "../../core/bound-parameters.js";
import { intList, num, sql, str, textSearchConfig } from "../../core/db.js";
import { foldText, foldWord, wordsOf } from "./fold.js";
import { hitIndexesOf, prefixOperand, type SearchWord } from "./hit-indexes.js";
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
  const only = productIds ? `and p.id = any(?::int[])` : "";
  const params = productIds ? [intList(productIds)] : [];
  await sql(em, `delete from search_document d using product p where p.id = d.product_id and not p.is_active ${only}`, params);
  const [rows, categories] = await Promise.all([
    sql(
      em,
      `select p.id, p.sort, t.language, t.title, p.barcode, coalesce(b.name, '') as brand, p.search_words, p.category_id
         from product p
         join product_translation t on t.product_id = p.id
         left join brand b on b.id = p.brand_id
        where p.is_active ${only}`,
      params,
    ),
    categoryPaths(em),
  ]);
  const documents = rows.map((r) => {
    const language = str(r.language);
    return documentTexts(language, {
      A: `${str(r.title)} ${str(r.barcode)}`,
      B: [str(r.brand), ...categories(r.category_id === null ? null : num(r.category_id), language)].join(" "),
      C: str(r.search_words),
    }, num(r.id), num(r.sort));
  });
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

async function writeDocuments(em: EntityManager, documents: DocumentTexts[]): Promise<void> {
  const column = (pick: (d: DocumentTexts) => string) => new BoundArray(documents.map(pick));
  const weighted = WEIGHTS.map(
    (w) => `setweight(to_tsvector(x.cfg, x.stemmed_${w}), '${w}') || setweight(to_tsvector('simple', x.folded_${w}), '${w}')`,
  ).join(" || ");
  await sql(
    em,
    `insert into search_document (product_id, product_sort, language, document, words)
     select x.id, x.sort, x.language, ${weighted}, concat_ws(' ', x.folded_A, x.folded_B, x.folded_C)
       from (select u.*, (case u.language when 'tr' then 'turkish' when 'en' then 'english' else 'simple' end)::regconfig as cfg
               from unnest(?::int[], ?::int[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
                    as u(id, sort, language, stemmed_A, stemmed_B, stemmed_C, folded_A, folded_B, folded_C)) x
     on conflict (product_id, language) do update set product_sort = excluded.product_sort, document = excluded.document, words = excluded.words`,
    [
      intList(documents.map((d) => d.id)),
      intList(documents.map((d) => d.sort)),
      column((d) => d.language),
      ...WEIGHTS.map((w) => column((d) => d.stemmed[w])),
      ...WEIGHTS.map((w) => column((d) => d.folded[w])),
    ],
  );
}

/** Category id + language → the titles from the root down to it, so a department's name finds its products. */
async function categoryPaths(em: EntityManager): Promise<(categoryId: number | null, language: string) => string[]> {
  const rows = await sql(
    em,
    `select c.id, c.parent_id, t.language, t.title from category c left join category_translation t on t.category_id = c.id`,
  );
  const parents = new Map<number, number | null>();
  const titles = new Map<string, string>();
  for (const r of rows) {
    parents.set(num(r.id), r.parent_id === null ? null : num(r.parent_id));
    if (r.language !== null) titles.set(`${num(r.id)}:${str(r.language)}`, str(r.title));
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
  const rows = await sql(
    em,
    `select distinct p.id from product p join product_translation t on t.product_id = p.id
      where p.is_active and not exists (select 1 from search_document d where d.product_id = p.id and d.language = t.language)`,
  );
  if (rows.length > 0) await refreshSearchDocuments(em, rows.map((r) => num(r.id)));
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
 * The tsquery of the words: every word must match, each as its stem in the language's configuration, or folded,
 * or as one of its synonyms (folded) in `simple`. Operands are letters and digits only, so they are valid
 * to_tsquery syntax. Returns the SQL expression and its values.
 */
function tsqueryOf(words: SearchWord[], cfg: string): { expression: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  for (const w of words) {
    const folded = [w.folded, ...w.synonyms].map(prefixOperand).join(" | ");
    if (cfg === "simple") {
      parts.push(`to_tsquery('simple', ?)`);
      params.push(folded);
    } else {
      parts.push(`(to_tsquery('${cfg}', ?) || to_tsquery('simple', ?))`);
      params.push(prefixOperand(w.stem), folded);
    }
  }
  return { expression: parts.join(" && "), params };
}

/**
 * Finds the products matching `text` in `language`, best first. The exact hits come from the documents held in
 * memory (hit-index.ts) once they are loaded and current, else from the database in one statement; both give the
 * answer described here, in the same order. Every word matches as a
 * (stemmed or folded) prefix or a synonym in the full-text document (GIN-indexed). Only when no document matches
 * that way — a typo — every folded word must be similar to a word of the document (pg_trgm `%>`): checking
 * similarity costs a pass over the language's documents, which a search with real hits no longer pays. The listing
 * and its facets then filter on the ids, so the text matching runs once. Every match is returned, however many:
 * the total, the facets and the filters count all of them (with the best thousand only, a brand filter on a common
 * word lost most of that brand's products, and the brand facet most of the brands). Ties break on the product's
 * sort order, which the documents carry: a search word common to thousands of products would otherwise look every
 * one of them up in the product table, the larger part of the statement. Only active products have documents, and the
 * listing keeps only active ones anyway. The text query is built once (`q`): written out in the score, its words
 * would be stemmed again for every hit.
 *
 * A hit's score is what it matched, weighted by where (title over brand and category over search words), plus a
 * bonus for each typed word it holds whole (`pamuk` ranks "Pamuk Havlu" above "Pamuklu Nevresim"). Both are
 * `ts_rank`, which reads the document's positions once; cover density and word similarity cost ten times as much
 * per hit and reordered few searches.
 */
export async function searchCondition(scope: RequestScope, text: string): Promise<SearchCondition | null> {
  const words = await queryWords(scope.em, scope.language, text);
  if (words.length === 0) return null;
  const remembered = await hitsFromMemory(scope, words);
  if (remembered && remembered.length > 0) return { where: `p.id = any(?::int[])`, params: [intList(remembered)], ids: remembered, exactHits: remembered.length };
  return hitsFromDatabase(scope, words);
}

/**
 * The exact hits from the documents held in memory (hit-indexes.ts), in the order hitsFromDatabase gives them; or
 * undefined when memory cannot answer (no index yet, a transaction, a word the database reads as several lexemes).
 */
export async function hitsFromMemory(scope: RequestScope, words: SearchWord[], wait = false): Promise<readonly number[] | undefined> {
  const { em, language } = scope;
  const indexes = hitIndexesOf(em);
  const index = await indexes.current(scope, wait);
  const query = index ? await indexes.query(em, language, words) : undefined;
  return query && index?.hits(query);
}

/** The hits as the database finds them: exact matches first, or when there are none, words similar to the typed ones. */
export async function hitsFromDatabase(scope: RequestScope, words: SearchWord[]): Promise<SearchCondition> {
  const { em, language } = scope;
  const query = tsqueryOf(words, textSearchConfig(language));
  const fuzzy = words.map(() => `d.words %> ?`).join(" and ");
  const folded = words.map((w) => w.folded);
  const rows = await sql(
    em,
    `with q as materialized (select ${query.expression} as query, to_tsquery('simple', ?) as whole),
     hits as materialized (
       select d.product_id, d.product_sort, ts_rank(d.document, (select query from q)) + ts_rank(d.document, (select whole from q)) as score, true as exact
         from search_document d
        where d.language = ? and d.document @@ (select query from q)
     ), found as (
       select * from hits
       union all
       select d.product_id, d.product_sort, word_similarity(?, d.words), false
         from search_document d
        where not exists (select 1 from hits) and d.language = ? and ${fuzzy}
     )
     select f.product_id, f.exact from found f order by f.score desc, f.product_sort, f.product_id`,
    [...query.params, folded.join(" | "), language, folded.join(" "), language, ...folded],
  );
  const ids = rows.map((r) => num(r.product_id));
  const exactHits = rows.filter((r) => r.exact === true).length;
  return { where: `p.id = any(?::int[])`, params: [intList(ids)], ids, exactHits };
}

/**
 * "Did you mean": when the words themselves matched nothing (only typo tolerance, or nothing at all), the most
 * similar term shoppers searched before (trigram similarity, GIN-indexed), if it is similar enough.
 */
export async function suggestSpelling(em: EntityManager, text: string): Promise<string | null> {
  const term = text.trim().toLocaleLowerCase("tr");
  const rows = await sql(
    em,
    `select term from search_term where term % ? and term <> ? order by similarity(term, ?) desc, count desc limit 1`,
    [term, term, term],
  );
  return rows.length ? str(rows[0].term) : null;
}

/** A condition that matches nothing (empty search text). */
export const NO_MATCH: SearchCondition = { where: "false", params: [], ids: [], exactHits: 0 };

export async function mostSearchedTerms(em: EntityManager, limit: number): Promise<{ term: string; count: number }[]> {
  const rows = await sql(em, `select term, count from search_term order by count desc, term limit ?`, [Math.min(Math.max(limit, 1), 50)]);
  return rows.map((r) => ({ term: str(r.term), count: num(r.count) }));
}
