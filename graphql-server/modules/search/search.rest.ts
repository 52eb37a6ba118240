// /api/v1 routes of search: normal search (header box), ranked full-text search with facets, most-searched terms.
import type { Query } from "../../generated/resolvers-types.js";
import { defineRoute, queryString, RestInputError, type RestInput, type RestRoute } from "../../core/rest.js";
import { CARD_FIELDS, FACET_FIELDS, legacyCard, legacyFacets, sortParam } from "../catalog/index.js";
import { optionalInt, textParam } from "../../core/rest-input.js";
import { toMajor } from "../../core/money.js";

const searchText = (input: RestInput) => {
  const text = textParam(input, "text").trim();
  if (!text) throw new RestInputError("text");
  return text.slice(0, 100);
};

export const searchRoutes: RestRoute[] = [
  /**
   * GET /api/v1/search/normal-search/{text}?language — header box suggestions.
   * 200 {success, response:{products:[{id,title,seo_link,image,price,currency_code}], categories:[{id,title,seo_link}], brands:[{id,name,seo_link}]}}
   */
  defineRoute<Pick<Query, "searchSuggestions">>({
    method: "GET",
    path: "/api/v1/search/normal-search/{text}",
    access: "public",
    document: `query RestNormalSearch($text: String!, $language: String) { searchSuggestions(text: $text, language: $language, limit: 8) {
      products { id title seoLink image displayPriceMinor currencyCode } categories { id title seoLink } brands { id name seoLink } } }`,
    variables: (input) => ({ text: searchText(input), language: input.language }),
    reply: (data) => ({
      body: {
        success: true,
        response: {
          products: data.searchSuggestions.products.map((p) => ({
            id: p.id,
            title: p.title,
            seo_link: p.seoLink,
            image: p.image ?? null,
            price: toMajor(p.displayPriceMinor),
            currency_code: p.currencyCode,
          })),
          categories: data.searchSuggestions.categories.map((c) => ({ id: c.id, title: c.title, seo_link: c.seoLink })),
          brands: data.searchSuggestions.brands.map((b) => ({ id: b.id, name: b.name, seo_link: b.seoLink })),
        },
      },
    }),
  }),
  /** GET /api/v1/search/getMostSearch?limit — most searched terms. 200 {success, response:[{term,count}]} */
  defineRoute<Pick<Query, "mostSearched">>({
    method: "GET",
    path: "/api/v1/search/getMostSearch",
    access: "public",
    document: `query RestMostSearched($limit: Int) { mostSearched(limit: $limit) { term count } }`,
    variables: (input) => ({ limit: optionalInt(queryString(input, "limit"), "limit", 1, 50) ?? 10 }),
    reply: (data) => ({ body: { success: true, response: data.mostSearched } }),
  }),
  /**
   * GET /api/v1/search/elastic-search/{text}?language&page&length&sort — ranked full-text search.
   * 200 {success, response:{text, total, page, length, page_count, products:[card], filters:<getFilters shape>}}
   */
  defineRoute<Pick<Query, "search">>({
    method: "GET",
    path: "/api/v1/search/elastic-search/{text}",
    access: "public",
    document: `query RestSearch($text: String!, $language: String, $page: Int, $pageSize: Int, $sort: ProductSort) {
      search(text: $text, language: $language, page: $page, pageSize: $pageSize, sort: $sort) {
        text listing { total page pageSize pageCount items { ${CARD_FIELDS} } facets { ${FACET_FIELDS} } } } }`,
    variables: (input) => ({
      text: searchText(input),
      language: input.language,
      page: optionalInt(queryString(input, "page"), "page", 1, 100_000) ?? 1,
      pageSize: optionalInt(queryString(input, "length"), "length", 1, 100) ?? 20,
      sort: sortParam(queryString(input, "sort")),
    }),
    reply: (data) => {
      const l = data.search.listing;
      return {
        body: {
          success: true,
          response: {
            text: data.search.text,
            total: l.total,
            page: l.page,
            length: l.pageSize,
            page_count: l.pageCount,
            products: l.items.map(legacyCard),
            filters: legacyFacets(l.facets),
          },
        },
      };
    },
  }),
];
