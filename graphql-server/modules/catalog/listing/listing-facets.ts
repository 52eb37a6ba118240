// The listing's facets and total in two statements, or one when both read the same products. Each facet counts
// with every filter but its own, so the facets look at different sets of products; but the sets differ only in the
// filters the shopper set, and each contains the listing's own matches. So the brand and category counts, the total,
// the price bounds and the in-stock count come from one read of the products any of them takes (the filters all
// share narrow it, through the listing index), grouped three ways at once, each count filtered to its own set. The
// property values are counted beside it, from each product's derived values. In a category of 5,000 products four
// index scans of it became two. A category listing filtered by nothing but brands and stock counts from the facet
// tally (facet-tally.ts) instead: its rows carry the columns those filters read, so the same statements run over a
// few dozen rows, not the products.
import type { BrandFacet, CategoryFacet, ProductFacets, PropertyFacet } from "../../../generated/resolvers-types.js";
import type { CatalogScope, CategoryIndex, CategoryNode } from "../catalog.scope.js";
import { intList, sql, translationJoins } from "../../../core/db.js";
import { currentFacetColumns } from "./facet-columns.js";
import { PRODUCT_ROW } from "./facet-tally.js";

export type Dimension = "category" | "brands" | "properties" | "price" | "stock" | "campaign" | "search";
export interface Condition {
  dimension: Dimension;
  sql: string;
  params: unknown[];
  /** The products a search condition matches (its `sql` is `p.id = any(…)` over them). */
  ids?: readonly number[];
}

export interface Where {
  sql: string;
  params: unknown[];
}

/** The parts' SQL joined with `operator`, each in parentheses, their values in the same order. */
function joined(parts: Where[], operator: "and" | "or"): Where {
  return { sql: parts.map((part) => `(${part.sql})`).join(` ${operator} `), params: parts.flatMap((part) => part.params) };
}

const ACTIVE: Where = { sql: "p.is_active", params: [] };

/** Active products matching every condition but those of `except`. */
export function combine(conditions: Condition[], except?: Dimension): Where {
  return joined([ACTIVE, ...conditions.filter((c) => c.dimension !== except)], "and");
}

/** The sets counted in the shared read, each named by the filter it leaves out (`null`: the listing's own matches). */
type FacetSet = "total" | "brand" | "price" | "stock" | "category";
const LEAVES_OUT: Record<FacetSet, Dimension | null> = { total: null, brand: "brands", price: "price", stock: "stock", category: "category" };

/**
 * The read of every set at once: the conditions all of them keep (the `where`), and per set what it adds to them
 * (`null` for a set that adds nothing). A set that leaves out a filter the shopper did not set is the listing's own.
 */
function sharedRead(conditions: Condition[], keepsCategory: boolean): { where: Where; flags: Record<FacetSet, Where | null> } {
  const leftOut = (set: FacetSet) => (set === "category" && keepsCategory ? null : LEAVES_OUT[set]);
  const sets = Object.keys(LEAVES_OUT) as FacetSet[];
  const present = new Set(conditions.map((c) => c.dimension));
  const excluded = new Set(sets.map(leftOut).filter((d): d is Dimension => d !== null && present.has(d)));
  const shared = conditions.filter((c) => !excluded.has(c.dimension));
  const flags = Object.fromEntries(
    sets.map((set) => {
      const adds = conditions.filter((c) => excluded.has(c.dimension) && c.dimension !== leftOut(set));
      return [set, adds.length ? joined(adds, "and") : null];
    }),
  ) as Record<FacetSet, Where | null>;
  // A row belongs to the read when some set takes it; when one set adds nothing, every shared row does.
  const adding = Object.values(flags);
  const base = combine(shared);
  if (adding.some((flag) => flag === null)) return { where: base, flags };
  return { where: joined([base, joined(adding as Where[], "or")], "and"), flags };
}

/** The filters the facet tally's rows can answer: those on the columns it carries. */
const TALLIED: ReadonlySet<Dimension> = new Set(["category", "brands", "stock"]);

/**
 * The tally's rows under the names of the product columns the conditions read (`p.stock_total > 0` is its in-stock
 * flag), so the same conditions filter them: one row per product of the group (`n`) instead of the products.
 */
const tallyRows = (rows: "products" | "values") =>
  `(select t.category_id, t.brand_id, t.in_stock::int as stock_total, true as is_active, t.property_id, t.n
      from product_facet_tally t where t.property_id ${rows === "products" ? "=" : "<>"} ${PRODUCT_ROW}) p`;

/**
 * The price bounds of a category listing, from each category's cheapest and dearest matching product (the
 * category price index): the tally has no prices, and a minimum cannot be kept by adding and taking away.
 */
function categoryPriceBounds(categoryIds: number[], rest: Where): Where {
  const end = (direction: "asc" | "desc", alias: string) =>
    `left join lateral (select p.list_price_minor from product p where p.category_id = k.id and ${rest.sql}
                         order by p.list_price_minor ${direction} limit 1) ${alias} on true`;
  return {
    sql: `select min(lo.list_price_minor) as min_price, max(hi.list_price_minor) as max_price
            from unnest(?::int[]) as k(id) ${end("asc", "lo")} ${end("desc", "hi")}`,
    params: [intList(categoryIds), ...rest.params, ...rest.params],
  };
}

/**
 * The counts (`counted`: grouping 1 per brand, 2 per category, 3 the whole read) with each brand's name and link,
 * active brands only; the price bounds from `bounds` when a statement computes them apart.
 */
const countsWithBrands = (separateBounds: boolean, extra = "") => `select c.grouped, c.category_id, c.category_count, b.id as brand_id, b.name, b.seo_link, c.brand_count,
              c.total, ${separateBounds ? "bd.min_price, bd.max_price" : "c.min_price, c.max_price"}, c.in_stock${extra}
         from counted c left join brand b on c.grouped = 1 and b.id = c.brand_id and b.is_active ${separateBounds ? "cross join bounds bd" : ""}
        where c.grouped <> 1 or (b.id is not null and c.brand_count > 0)
        order by c.grouped, b.name`;

/** The property values counted (`property_counts`), with their names and groups in the language (two values). */
const VALUES_SELECT = `select pr.id, pr.property_category_id, pr.colour, pr.sort, pc.sort as category_sort,
              coalesce(pt.name, pt0.name, '') as name, coalesce(pct.name, pct0.name, '') as category_name, counted.count
         from property_counts counted
         join property pr on pr.id = counted.property_id
         join property_category pc on pc.id = pr.property_category_id
         ${translationJoins("property_translation", "pt", "property_id", "pr.id")}
         ${translationJoins("property_category_translation", "pct", "property_category_id", "pc.id")}`;
const VALUES_ORDER = ["category_sort", "sort", "id"];
/** The property rows as one JSON array column, in their order. */
const VALUES_AS_JSON = `, (select coalesce(json_agg(x order by ${VALUES_ORDER.map((column) => `x.${column}`).join(", ")}), '[]') from property_rows x) as property_rows`;

/** A row of the counts (countsWithBrands): `grouped` says which of the three kinds it is. */
type CountRow = {
  grouped: 1 | 2 | 3;
  category_id: number | null;
  category_count: number | null;
  brand_id: number | null;
  name: string | null;
  seo_link: string | null;
  brand_count: number | null;
  total: number | null;
  min_price: number | null;
  max_price: number | null;
  in_stock: number | null;
  /** With VALUES_AS_JSON only. */
  property_rows?: PropertyRow[] | string | null;
};

/** A counted property value (VALUES_SELECT). */
type PropertyRow = {
  id: number;
  property_category_id: number;
  colour: string | null;
  sort: number;
  category_sort: number;
  name: string;
  category_name: string;
  count: number;
};

/** Rows that came as a JSON array (a driver may hand it over parsed or as text). */
const jsonRows = (value: PropertyRow[] | string | null | undefined): PropertyRow[] => (typeof value === "string" ? (JSON.parse(value) as PropertyRow[]) : (value ?? []));

/**
 * The facets and the listing's total. The category facet lists the children of the filtered category, so its
 * counts lie inside that category: the category condition stays (only a link that matched no category counts the
 * whole shop under its roots). `categoryIds` is the filtered category's subtree.
 */
export async function loadFacets(
  scope: CatalogScope,
  current: CategoryNode | undefined,
  categoryIds: number[] | null,
  conditions: Condition[],
): Promise<{ facets: ProductFacets; total: number }> {
  const remembered = await facetsFromMemory(scope, current, conditions);
  if (remembered) return remembered;
  const { em, language } = scope;
  const { where, flags } = sharedRead(conditions, current !== undefined);
  const tallied = categoryIds !== null && conditions.every((c) => TALLIED.has(c.dimension));
  const count = tallied ? "sum(p.n)" : "count(*)";
  // An aggregate over its set's rows of the read: no filter for a set that adds nothing to the read's conditions.
  const over = (aggregate: string, set: FacetSet, name: string, more?: string): Where => {
    const flag = flags[set];
    const condition = [flag?.sql, more].filter(Boolean).join(" and ");
    return { sql: `${aggregate}${condition ? ` filter (where ${condition})` : ""} as ${name}`, params: flag?.params ?? [] };
  };
  const aggregates = [
    over(count, "brand", "brand_count"),
    over(count, "category", "category_count"),
    over(count, "total", "total"),
    ...(tallied ? [] : [over("min(p.list_price_minor)", "price", "min_price"), over("max(p.list_price_minor)", "price", "max_price")]),
    over(count, "stock", "in_stock", "p.stock_total > 0"),
  ];
  // With the tally, no price filter is set: the price set is every filter, the category taken per category.
  const priceBounds = tallied ? categoryPriceBounds(categoryIds, combine(conditions, "category")) : null;
  const noProperty = combine(conditions, "properties");
  // grouping(): 1 for the brand rows, 2 for the category rows, 3 for the one row of the whole read.
  const countedFrom = (source: string) => `counted as (
         select grouping(p.brand_id, p.category_id) as grouped, p.brand_id, p.category_id, ${aggregates.map((a) => a.sql).join(", ")}
           from ${source}
          group by grouping sets ((p.brand_id), (p.category_id), ())
       )${priceBounds ? `, bounds as (${priceBounds.sql})` : ""}`;
  const countSelect = (extra = "") => countsWithBrands(priceBounds !== null, extra);
  // Counted from each matching product's derived property values (catalog.derived.ts), which the listing index
  // carries: no variant row is read. Products without values are passed over before their arrays are unpacked.
  const valuesFrom = (source: string, condition?: string) => `property_counts as (${
    tallied
      ? `select p.property_id, sum(p.n) as count from ${tallyRows("values")} where ${noProperty.sql} group by p.property_id having sum(p.n) > 0`
      : `select v.property_id, count(*) as count
           from (select unnest(p.property_ids) as property_id from ${source} where ${condition ? `${condition} and ` : ""}p.property_ids <> '{}') v
          group by v.property_id`
  })`;
  const valuesSelect = VALUES_SELECT;
  const valuesOrder = VALUES_ORDER;
  // When both reads take the same products (no filter a facet leaves out, no property filter), the products are read
  // once, into `matched`, and both counts come from it: a search's matches are looked up one by one, so reading them
  // twice cost twice. The property counts then travel as one JSON array beside the other counts.
  const once = !tallied && !conditions.some((c) => c.dimension === "properties") && Object.values(flags).every((flag) => flag === null);
  const [countRows, separateValues, categories] = await Promise.all([
    once
      ? sql<CountRow>(
          em,
          `with matched as materialized (
             select p.brand_id, p.category_id, p.list_price_minor, p.stock_total, p.property_ids from product p where ${where.sql}
           ), ${countedFrom("matched p")}, ${valuesFrom("matched p")}, property_rows as (${valuesSelect})
           ${countSelect(VALUES_AS_JSON)}`,
          [...where.params, ...aggregates.flatMap((a) => a.params), language, language],
        )
      : sql<CountRow>(
          em,
          `with ${countedFrom(`${tallied ? tallyRows("products") : "product p"} where ${where.sql}`)} ${countSelect()}`,
          [...aggregates.flatMap((a) => a.params), ...where.params, ...(priceBounds?.params ?? [])],
        ),
    once
      ? Promise.resolve(null)
      : sql<PropertyRow>(em, `with ${valuesFrom("product p", noProperty.sql)} ${valuesSelect} order by ${valuesOrder.join(", ")}`, [
          ...noProperty.params,
          language,
          language,
        ]),
    scope.categories(),
  ]);
  return facetsFromRows(current, categories, countRows, separateValues ?? jsonRows(countRows[0]?.property_rows));
}

/**
 * A plain search's facets (no filter but the words) counted over its hits in the facet columns kept in memory
 * (facet-columns.ts); one statement adds the brands' and values' names and orders them as the database's own count
 * does. Null when memory cannot answer: another filter, a transaction, no scope memo, or the columns being loaded.
 */
async function facetsFromMemory(
  scope: CatalogScope,
  current: CategoryNode | undefined,
  conditions: Condition[],
): Promise<{ facets: ProductFacets; total: number } | null> {
  const [search] = conditions;
  if (conditions.length !== 1 || search.dimension !== "search" || !search.ids || current) return null;
  const { em, language } = scope;
  const columns = await currentFacetColumns(scope);
  if (!columns) return null;
  const counts = columns.count(search.ids);
  const pairs = (map: Map<number, number>) => [intList([...map.keys()]), intList([...map.values()])];
  const [countRows, categories] = await Promise.all([
    sql<CountRow>(
      em,
      `with counted as (
         select 1 as grouped, k.id as brand_id, null::int as category_id, k.n as brand_count, null::bigint as category_count,
                null::bigint as total, null::bigint as min_price, null::bigint as max_price, null::bigint as in_stock
           from unnest(?::int[], ?::int[]) as k(id, n)
         union all select 2, null, k.id, null, k.n, null, null, null, null from unnest(?::int[], ?::int[]) as k(id, n)
         union all select 3, null, null, null, null, ?::bigint, ?::bigint, ?::bigint, ?::bigint
       ), property_counts as (select k.id as property_id, k.n as count from unnest(?::int[], ?::int[]) as k(id, n)),
       property_rows as (${VALUES_SELECT})
       ${countsWithBrands(false, VALUES_AS_JSON)}`,
      [...pairs(counts.brands), ...pairs(counts.categories), counts.total, counts.minPrice, counts.maxPrice, counts.inStock, ...pairs(counts.properties), language, language],
    ),
    scope.categories(),
  ]);
  return facetsFromRows(current, categories, countRows, jsonRows(countRows[0]?.property_rows));
}

/** The facets and the total from the count rows (countsWithBrands) and the property rows (VALUES_SELECT). */
function facetsFromRows(
  current: CategoryNode | undefined,
  categories: CategoryIndex,
  countRows: CountRow[],
  propertyRows: PropertyRow[],
): { facets: ProductFacets; total: number } {
  const brands: BrandFacet[] = [];
  const perCategory = new Map<number, number>();
  let bounds: CountRow | undefined;
  for (const r of countRows) {
    if (r.grouped === 1) brands.push({ id: r.brand_id ?? 0, name: r.name ?? "", seoLink: r.seo_link ?? "", count: r.brand_count ?? 0 });
    else if (r.grouped === 2 && r.category_id !== null) perCategory.set(r.category_id, r.category_count ?? 0);
    else if (r.grouped === 3) bounds = r;
  }
  const propertyGroups = new Map<number, PropertyFacet>();
  for (const r of propertyRows) {
    const groupId = r.property_category_id;
    let group = propertyGroups.get(groupId);
    if (!group) {
      group = { propertyCategoryId: groupId, name: r.category_name, values: [] };
      propertyGroups.set(groupId, group);
    }
    group.values.push({ id: r.id, name: r.name, colour: r.colour, count: r.count });
  }
  // Category facet: the filtered category's children (or the roots), each counting its whole subtree.
  const childIds = current ? current.children : categories.roots;
  const categoryFacets: CategoryFacet[] = childIds
    .map((id) => {
      const node = categories.byId.get(id)!;
      const count = categories.subtree(id).reduce((sum, cid) => sum + (perCategory.get(cid) ?? 0), 0);
      return { id, title: node.title, seoLink: node.seoLink, count };
    })
    .filter((c) => c.count > 0);
  const facets = {
    brands,
    properties: [...propertyGroups.values()],
    categories: categoryFacets,
    priceMinMinor: bounds?.min_price ?? null,
    priceMaxMinor: bounds?.max_price ?? null,
    inStockCount: bounds?.in_stock ?? 0,
  };
  return { facets, total: bounds?.total ?? 0 };
}
