// The product listing: filters (category subtree, brands, property values, price range, stock, campaign, search
// text), facet counts, sorting and paging. A fixed number of statements whatever the page size: the page, and the
// facets with the total (listing-facets.ts) — plus the per-request campaign and category memos. Their cost follows
// the matching products, not the catalogue: the page is chosen on the product table before its cards are joined,
// and every count reads the product table's narrow columns.
import type { ProductFilter, ProductListing, ProductSort } from "../../generated/resolvers-types.js";
import { BoundArray } from "../../core/bound-parameters.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { CARD_COLUMNS, CARD_JOINS, cardFromRow } from "./cards.js";
import type { CatalogScope, CategoryNode } from "./catalog.scope.js";
import { intList, num, sql, translationJoins } from "../../core/db.js";
import { combine, loadFacets, type Condition, type Where } from "./listing-facets.js";

/** Products matching a search text, as the search module finds them: the listing filters and ranks by it. */
export interface SearchCondition {
  /** SQL condition on `p` (product) — products matching the text. */
  where: string;
  /** SQL expression ranking `p` (higher is better). */
  rank: string;
  params: unknown[];
  /** Parameters of `rank` (it appears in ORDER BY after the WHERE parameters). */
  rankParams: unknown[];
  /** Matching product ids, best first. */
  ids: number[];
  /** How many of them matched the words themselves (not only through typo tolerance). */
  exactHits: number;
}

export const MAX_PAGE_SIZE = 100;

async function buildConditions(
  scope: CatalogScope,
  filter: ProductFilter,
  search: SearchCondition | null,
): Promise<{ conditions: Condition[]; category: CategoryNode | undefined }> {
  const conditions: Condition[] = [];
  let node: CategoryNode | undefined;
  if (filter.category) {
    const categories = await scope.categories();
    node = categories.bySeoLink(filter.category) ?? (await findCategoryInAnyLanguage(scope, filter.category, categories));
    conditions.push({
      dimension: "category",
      sql: node ? `p.category_id = any(?::int[])` : "false",
      params: node ? [intList(categories.subtree(node.id))] : [],
    });
  }
  if (filter.brands?.length) {
    conditions.push({ dimension: "brands", sql: `p.brand_id in (select b.id from brand b where b.is_active and b.seo_link = any(?::text[]))`, params: [new BoundArray(filter.brands)] });
  }
  if (filter.properties?.length) {
    const rows = await sql(scope.em, `select id, property_category_id from property where id = any(?::int[])`, [intList(filter.properties)]);
    const groups = new Map<number, number[]>();
    for (const r of rows) {
      const group = groups.get(num(r.property_category_id)) ?? [];
      group.push(num(r.id));
      groups.set(num(r.property_category_id), group);
    }
    // One of the group's values on an active variant: the product's derived property values overlap the group.
    const parts = [...groups.values()].map(() => `p.property_ids && ?::int[]`);
    const params = [...groups.values()].map((ids) => intList(ids));
    conditions.push({ dimension: "properties", sql: parts.length ? parts.join(" and ") : "false", params });
  }
  const priceParts: string[] = [];
  const priceParams: unknown[] = [];
  if (typeof filter.minPriceMinor === "number") {
    priceParts.push("p.list_price_minor >= ?");
    priceParams.push(filter.minPriceMinor);
  }
  if (typeof filter.maxPriceMinor === "number") {
    priceParts.push("p.list_price_minor <= ?");
    priceParams.push(filter.maxPriceMinor);
  }
  if (priceParts.length) conditions.push({ dimension: "price", sql: priceParts.join(" and "), params: priceParams });
  if (filter.inStock) conditions.push({ dimension: "stock", sql: "p.stock_total > 0", params: [] });
  if (typeof filter.campaignId === "number") {
    const campaign = (await scope.campaigns()).find((c) => c.id === filter.campaignId);
    conditions.push({
      dimension: "campaign",
      sql: campaign
        ? `p.id = any(?::int[]) or p.category_id = any(?::int[])`
        : "false",
      params: campaign ? [intList([...campaign.coveredProductIds]), intList([...campaign.coveredCategoryIds])] : [],
    });
  }
  if (search) conditions.push({ dimension: "search", sql: search.where, params: search.params });
  return { conditions, category: node };
}

/** A category link of another language (a Turkish menu link opened in /en) still filters by that category. */
async function findCategoryInAnyLanguage(scope: CatalogScope, seoLink: string, categories: Awaited<ReturnType<CatalogScope["categories"]>>) {
  const rows = await sql(scope.em, `select category_id from category_translation where seo_link = ? order by language = ? desc limit 1`, [seoLink, DEFAULT_LANGUAGE]);
  return rows.length ? categories.byId.get(num(rows[0].category_id)) : undefined;
}

interface Order extends Where {
  /** Joins the sort needs besides `product p` (the titles, for a sort by name) and their parameters. */
  joins: string;
  joinParams: unknown[];
}

/** The titles a sort by name reads: the card joins use the same aliases, so the page is ordered the same way twice. */
const titleJoins = translationJoins("product_translation", "t", "product_id", "p.id");

function orderBy(sort: ProductSort, search: SearchCondition | null, language: string): Order {
  const plain = (where: Where): Order => ({ ...where, joins: "", joinParams: [] });
  const byTitle = (where: Where): Order => ({ ...where, joins: titleJoins, joinParams: [language] });
  switch (sort) {
    case "PRICE_ASC":
      return plain({ sql: "p.list_price_minor asc, p.id asc", params: [] });
    case "PRICE_DESC":
      return plain({ sql: "p.list_price_minor desc, p.id asc", params: [] });
    case "NEWEST":
      return plain({ sql: "p.created_at desc, p.id desc", params: [] });
    case "BEST_SELLING":
      return plain({ sql: "p.sold_count desc, p.id asc", params: [] });
    case "NAME_ASC":
      return byTitle({ sql: "lower(coalesce(t.title, t0.title, p.name)) asc, p.id asc", params: [] });
    case "NAME_DESC":
      return byTitle({ sql: "lower(coalesce(t.title, t0.title, p.name)) desc, p.id asc", params: [] });
    case "RELEVANCE":
      if (search) return plain({ sql: `${search.rank} desc nulls last, p.sort asc, p.id asc`, params: search.rankParams });
      return plain({ sql: "p.sort asc, p.id desc", params: [] });
    default:
      return plain({ sql: "p.sort asc, p.id desc", params: [] });
  }
}

export interface ListingInput {
  filter?: ProductFilter | null;
  sort?: ProductSort | null;
  page?: number | null;
  pageSize?: number | null;
}

export async function listProducts(scope: CatalogScope, input: ListingInput, search: SearchCondition | null = null): Promise<ProductListing> {
  const filter = input.filter ?? {};
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(input.pageSize ?? 24)));
  const { conditions, category } = await buildConditions(scope, filter, search);
  const all = combine(conditions);
  const order = orderBy(input.sort ?? (search ? "RELEVANCE" : "RECOMMENDED"), search, scope.language);
  const [rows, campaigns, { facets, total }, target] = await Promise.all([
    // The page first, on the product table alone (the filter, the sort, the limit), then the card joins for the rows
    // of that page only: the translations, brand and first image are read for 20 products, not for every match.
    sql(
      scope.em,
      `select ${CARD_COLUMNS}
         from product p ${CARD_JOINS}
        where p.id in (select p.id from product p ${order.joins}
                        where ${all.sql}
                        order by ${order.sql}
                        limit ? offset ?)
        order by ${order.sql}`,
      [scope.language, ...order.joinParams, ...all.params, ...order.params, pageSize, (page - 1) * pageSize, ...order.params],
    ),
    scope.campaigns(),
    loadFacets(scope, category, conditions),
    scope.displayCurrency(),
  ]);
  return {
    items: rows.map((r) => cardFromRow(r, campaigns, target)),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    facets,
  };
}
