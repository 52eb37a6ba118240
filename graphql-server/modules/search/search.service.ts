// Product search: PostgreSQL full-text search in the language's configuration (turkish, english, simple for
// Arabic) over title, brand, category, barcode and site-search words, plus pg_trgm word similarity for typos and
// partial words; ranked. The documents live in `search_document` (GIN indexes) and are refreshed by
// `refreshSearchDocuments` after catalogue writes. Most-searched terms are counted in `search_term`.
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type { SearchCondition } from "../catalog/index.js";
import { intList, num, sql, str, textSearchConfig } from "../../core/db.js";

/** Rebuilds the search documents of the given products (all when omitted), in every language they have. */
export async function refreshSearchDocuments(em: EntityManager, productIds?: number[]): Promise<void> {
  const only = productIds ? `and p.id = any(?::int[])` : "";
  const params = productIds ? [intList(productIds)] : [];
  await sql(em, `delete from search_document d using product p where p.id = d.product_id and not p.is_active ${only}`, params);
  await sql(
    em,
    `insert into search_document (product_id, language, document, words)
     select p.id, t.language,
            setweight(to_tsvector(cfg.c, t.title), 'A')
         || setweight(to_tsvector('simple', p.barcode), 'A')
         || setweight(to_tsvector(cfg.c, coalesce(b.name, '')), 'B')
         || setweight(to_tsvector(cfg.c, coalesce(ct.title, '')), 'B')
         || setweight(to_tsvector(cfg.c, p.search_words), 'C'),
            lower(concat_ws(' ', t.title, b.name, ct.title, p.barcode, p.search_words))
       from product p
       join product_translation t on t.product_id = p.id
       left join brand b on b.id = p.brand_id
       left join category_translation ct on ct.category_id = p.category_id and ct.language = t.language
       cross join lateral (select (case t.language when 'tr' then 'turkish' when 'en' then 'english' else 'simple' end)::regconfig as c) cfg
      where p.is_active ${only}
     on conflict (product_id, language) do update set document = excluded.document, words = excluded.words`,
    params,
  );
}

/** Search words of a text: letters and digits only (any script), lower-cased the Turkish way, at most 6. */
export function searchTokens(text: string): string[] {
  return text
    .toLocaleLowerCase("tr")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 6);
}

/** At most this many hits are ranked and listed; nobody pages past them. */
export const MAX_SEARCH_HITS = 1000;

/**
 * Finds the products matching `text` in `language`, best first, in one statement: every word matches as a
 * (stemmed) prefix in the full-text document, or — for typos — every word is similar to a word of the document
 * (pg_trgm `%>`, GIN-indexed). The listing and its facets then filter on the ids, so the text matching runs once.
 */
export async function searchCondition(scope: RequestScope, text: string): Promise<SearchCondition | null> {
  const { em, language } = scope;
  const tokens = searchTokens(text);
  if (tokens.length === 0) return null;
  const cfg = textSearchConfig(language);
  // Each token is letters/digits only, so `token:*` is a valid to_tsquery operand.
  const tsquery = tokens.map((t) => `${t}:*`).join(" & ");
  const fuzzy = tokens.map(() => `d.words %> ?`).join(" and ");
  const rows = await sql(
    em,
    `select d.product_id, d.document @@ to_tsquery('${cfg}', ?) as exact
       from search_document d join product p on p.id = d.product_id and p.is_active
      where d.language = ? and (d.document @@ to_tsquery('${cfg}', ?) or (${fuzzy}))
      order by ts_rank_cd(d.document, to_tsquery('${cfg}', ?)) + word_similarity(?, d.words) desc, p.sort, p.id
      limit ${MAX_SEARCH_HITS}`,
    [tsquery, language, tsquery, ...tokens, tsquery, tokens.join(" ")],
  );
  const ids = rows.map((r) => num(r.product_id));
  const exactHits = rows.filter((r) => r.exact === true).length;
  return { where: `p.id = any(?::int[])`, params: [intList(ids)], rank: `-array_position(?::int[], p.id)`, rankParams: [intList(ids)], ids, exactHits };
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
export const NO_MATCH: SearchCondition = { where: "false", params: [], rank: "null::real", rankParams: [], ids: [], exactHits: 0 };

export async function mostSearchedTerms(em: EntityManager, limit: number): Promise<{ term: string; count: number }[]> {
  const rows = await sql(em, `select term, count from search_term order by count desc, term limit ?`, [Math.min(Math.max(limit, 1), 50)]);
  return rows.map((r) => ({ term: str(r.term), count: num(r.count) }));
}
