// Listing URLs ↔ listing filters. Filters live in the URL (`?brand=ikon&p=12&p=15&min=1000&sort=price_asc&page=2`)
// so a GET form without JavaScript, a shared link and the back button all give the same page. Repeated keys and
// comma-separated values are both accepted (a GET form repeats keys; the API docs use commas). Out-of-range
// numbers and unstorable text are clamped or dropped (url-params.ts): a hand-edited URL still shows a listing.
import { isStorableText } from "../../shared/storable-text";
import { MAX_INT, urlId, urlPage } from "./url-params";

/** The largest price filter in whole TL whose minor units still fit GraphQL's Int. */
const MAX_PRICE = Math.floor(MAX_INT / 100);

export const SORTS = ["recommended", "price_asc", "price_desc", "newest", "best_selling", "name_asc", "name_desc"] as const;
export type SortKey = (typeof SORTS)[number];
export const SEARCH_SORTS = ["relevance", ...SORTS.slice(1)] as const;
export type SearchSortKey = (typeof SEARCH_SORTS)[number];

export interface ListingQuery {
  brands: string[];
  properties: number[];
  /** Whole TL, as typed in the URL. */
  min: number | null;
  max: number | null;
  inStock: boolean;
  sort: string;
  page: number;
}

function values(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "" && isStorableText(value));
}

function wholeNumber(text: string | null): number | null {
  if (!text) return null;
  const value = Number.parseInt(text.replace(/\./g, ""), 10);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, MAX_PRICE) : null;
}

export function parseListingQuery(params: URLSearchParams, sorts: readonly string[] = SORTS): ListingQuery {
  const sort = params.get("sort") ?? "";
  return {
    brands: [...new Set(values(params, "brand"))],
    properties: [
      ...new Set(
        values(params, "p")
          .map((id) => urlId(id))
          .filter((id) => id !== null),
      ),
    ],
    min: wholeNumber(params.get("min")),
    max: wholeNumber(params.get("max")),
    inStock: params.get("stock") === "1",
    sort: sorts.includes(sort) ? sort : sorts[0],
    page: urlPage(params.get("page")),
  };
}

/** The API's ProductFilter for a query (price bounds to minor units). */
export function toProductFilter(query: ListingQuery, base: { category?: string; brands?: string[] } = {}) {
  return {
    ...(base.category ? { category: base.category } : {}),
    ...(base.brands?.length || query.brands.length ? { brands: [...(base.brands ?? []), ...query.brands] } : {}),
    ...(query.properties.length ? { properties: query.properties } : {}),
    ...(query.min !== null ? { minPriceMinor: query.min * 100 } : {}),
    ...(query.max !== null ? { maxPriceMinor: query.max * 100 } : {}),
    ...(query.inStock ? { inStock: true } : {}),
  };
}

/** `price_asc` → `PRICE_ASC` (the GraphQL enum). */
export function toSortEnum<T extends string>(sort: string): T {
  return sort.toUpperCase() as T;
}

/** The same URL with one value of a multi-value key switched on or off; the page goes back to 1. */
export function toggleValue(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  const current = values(params, key);
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value];
  params.delete(key);
  for (const item of next) params.append(key, item);
  params.delete("page");
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** The same URL on another page (page 1 has no parameter, so it has one canonical URL). */
export function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/**
 * A page number past the last page of a listing that has products (an old link, a hand-edited `?page=`): the listing
 * says so and links to the last page instead of a product count over an empty grid.
 */
export function isBeyondLastPage(listing: { total: number; page: number; pageCount: number }): boolean {
  return listing.total > 0 && listing.page > listing.pageCount;
}

/** Page numbers to show: first, last, and two around the current one; null marks a gap. */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page += 1) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
