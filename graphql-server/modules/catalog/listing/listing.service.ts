// The product listing: filters (category subtree, brands, property values, price range, stock, campaign, search
// text), facet counts, sorting and paging. A fixed number of statements whatever the page size: the page, and the
// facets with the total (listing-facets.ts) — plus the per-request campaign and category memos. Their cost follows
// the matching products, not the catalogue: the page is chosen on the product table before its cards are joined,
// and every count reads the product table's narrow columns.
import type { ProductFilter, ProductListing, ProductSort } from "../../../generated/resolvers-types.js";
import { BoundArray } from "../../../core/bound-parameters.js";
import { CARD_COLUMNS, CARD_JOINS, cardFromRow, type CardRow } from "../product/index.js";
import { categoryLinkedInAnyLanguage, type CatalogScope, type CategoryNode } from "../catalog.scope.js";
import { intList, sql, translationJoins } from "../../../core/db.js";
import { rows, sql as typedSql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import { combine, loadFacets, type Condition, type Where } from "./listing-facets.js";

/** Products matching a search text, as the search module finds them: the listing filters and ranks by it. */
export interface SearchCondition {
  /** SQL condition on `p` (product) — products matching the text. */
  where: string;
  params: unknown[];
  /** Matching product ids, best first. */
  ids: readonly number[];
  /** How many of them matched the words themselves (not only through typo tolerance). */
  exactHits: number;
}

export const MAX_PAGE_SIZE = 100;

async function buildConditions(
  scope: CatalogScope,
  filter: ProductFilter,
  search: SearchCondition | null,
): Promise<{ conditions: Condition[]; category: CategoryNode | undefined; categoryIds: number[] | null }> {
  const conditions: Condition[] = [];
  let node: CategoryNode | undefined;
  let categoryIds: number[] | null = null;
  if (filter.category) {
    const categories = await scope.categories();
    node = categories.bySeoLink(filter.category) ?? (await categoryLinkedInAnyLanguage(scope.em, filter.category, categories));
    if (node) categoryIds = categories.subtree(node.id);
    conditions.push({
      dimension: "category",
      sql: categoryIds ? `p.category_id = any(?::int[])` : "false",
      params: categoryIds ? [intList(categoryIds)] : [],
    });
  }
  if (filter.brands?.length) {
    conditions.push({ dimension: "brands", sql: `p.brand_id in (select b.id from brand b where b.is_active and b.seo_link = any(?::text[]))`, params: [new BoundArray(filter.brands)] });
  }
  if (filter.properties?.length) {
    const values = await rows(scope.em, db.selectFrom("property").select(["id", "property_category_id"]).where("id", "=", typedSql<number>`any(${intList(filter.properties)}::int[])`));
    const groups = new Map<number, number[]>();
    for (const { id, property_category_id: group } of values) groups.set(group, [...(groups.get(group) ?? []), id]);
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
  if (search) conditions.push({ dimension: "search", sql: search.where, params: search.params, ids: search.ids });
  return { conditions, category: node, categoryIds };
}

interface Order extends Where {
  /** Joins the sort needs besides `product p` (the titles, for a sort by name) and their parameters. */
  joins: string;
  joinParams: unknown[];
  /** The product columns the order reads, when it reads nothing else (no join, no parameter). */
  columns: string[] | null;
  /** A search's hits, best first, when the order is theirs. */
  ranked?: readonly number[];
}

/** The titles a sort by name reads: the card joins use the same aliases, so the page is ordered the same way twice. */
const titleJoins = translationJoins("product_translation", "t", "product_id", "p.id");

function orderBy(sort: ProductSort, search: SearchCondition | null, language: string): Order {
  const by = (column: string, sql: string): Order => ({ sql, params: [], joins: "", joinParams: [], columns: ["p.id", `p.${column}`] });
  const byTitle = (sql: string): Order => ({ sql, params: [], joins: titleJoins, joinParams: [language], columns: null });
  switch (sort) {
    case "PRICE_ASC":
      return by("list_price_minor", "p.list_price_minor asc, p.id asc");
    case "PRICE_DESC":
      return by("list_price_minor", "p.list_price_minor desc, p.id asc");
    case "NEWEST":
      return by("created_at", "p.created_at desc, p.id desc");
    case "BEST_SELLING":
      return by("sold_count", "p.sold_count desc, p.id asc");
    case "NAME_ASC":
      return byTitle("lower(coalesce(t.title, t0.title, p.name)) asc, p.id asc");
    case "NAME_DESC":
      return byTitle("lower(coalesce(t.title, t0.title, p.name)) desc, p.id asc");
    case "RELEVANCE":
      if (search) {
        return { sql: "page.place", params: [], joins: "", joinParams: [], columns: null, ranked: search.ids };
      }
      return by("sort", "p.sort asc, p.id desc");
    default:
      return by("sort", "p.sort asc, p.id desc");
  }
}

/** Past this many rows per category (the page's end), merging the categories' heads stops paying. */
const MAX_CATEGORY_HEAD = 480;

/**
 * The ids of the page, as a subquery. A search's page walks its hits in their order, product by product, until the
 * page is full: ranking them in SQL instead would look each one's place up in the list of all the hits, for
 * every match. A category listing's page is among the first `end` rows of each category of its subtree: those are
 * read per category (an index gives each category in the order) and merged, so the page costs the subtree's
 * categories times the page's end, not a walk of the order over the whole catalogue. The plain form serves the
 * rest: no category, a sort by name, a page deep in the listing.
 */
function pageIds(conditions: Condition[], categoryIds: number[] | null, order: Order, pageSize: number, offset: number): Where {
  const end = offset + pageSize;
  if (order.ranked) {
    const others = combine(conditions, "search");
    return {
      sql: `select p.id, hit.place from unnest(?::int[]) with ordinality as hit(id, place) join product p on p.id = hit.id
             where ${others.sql} order by hit.place limit ? offset ?`,
      params: [intList(order.ranked), ...others.params, pageSize, offset],
    };
  }
  if (categoryIds && categoryIds.length > 0 && order.columns && end <= MAX_CATEGORY_HEAD) {
    const rest = combine(conditions, "category");
    // The limits are sub-selects so that the planner sees them as unknown in every plan, as it sees them in the
    // generic plan of the prepared statement. It then keeps that plan, which runs as fast as one made for the values
    // (the same index walk per category): with the limits visible, a custom plan looked cheaper, and every execution
    // was planned again.
    return {
      sql: `select p.id from unnest(?::int[]) as c(id)
              cross join lateral (select ${order.columns.join(", ")} from product p
                                   where p.category_id = c.id and ${rest.sql}
                                   order by ${order.sql} limit (select ?::bigint)) p
             order by ${order.sql} limit (select ?::bigint) offset (select ?::bigint)`,
      params: [intList(categoryIds), ...rest.params, end, pageSize, offset],
    };
  }
  const all = combine(conditions);
  return {
    sql: `select p.id from product p ${order.joins} where ${all.sql} order by ${order.sql} limit ? offset ?`,
    params: [...order.joinParams, ...all.params, ...order.params, pageSize, offset],
  };
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
  const { conditions, category, categoryIds } = await buildConditions(scope, filter, search);
  const order = orderBy(input.sort ?? (search ? "RELEVANCE" : "RECOMMENDED"), search, scope.language);
  const ids = pageIds(conditions, categoryIds, order, pageSize, (page - 1) * pageSize);
  const [cards, campaigns, { facets, total }, target] = await Promise.all([
    // The page first, on the product table alone (the filter, the sort, the limit), then the card joins for the rows
    // of that page only: the translations, brand and first image are read for 20 products, not for every match.
    sql<CardRow>(
      scope.em,
      // A search's page comes with each hit's place, which orders its cards: no second look through the hits.
      order.ranked
        ? `select ${CARD_COLUMNS} from (${ids.sql}) page join product p on p.id = page.id ${CARD_JOINS} order by ${order.sql}`
        : `select ${CARD_COLUMNS} from product p ${CARD_JOINS} where p.id in (${ids.sql}) order by ${order.sql}`,
      order.ranked ? [...ids.params, scope.language] : [scope.language, ...ids.params, ...order.params],
    ),
    scope.campaigns(),
    loadFacets(scope, category, categoryIds, conditions),
    scope.displayCurrency(),
  ]);
  return {
    items: cards.map((r) => cardFromRow(r, campaigns, target)),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
    facets,
  };
}
