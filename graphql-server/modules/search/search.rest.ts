// /api/v1 routes of search: normal search (header box), ranked full-text search with facets, most-searched terms.
import type { Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { CARD_FIELDS, FACET_FIELDS, legacyCard, legacyFacets, sortParam } from "../catalog/index.js";
import { legacyInt, pathText } from "../../core/rest-input.js";
import { toMajor } from "../../core/money.js";

/** The searched text: not blank; what is past 100 characters is cut, not refused (a pasted paragraph still searches). */
const searchText = z.object({
  text: pathText
    .transform((text) => text.trim())
    .refine((text) => text.length > 0)
    .transform((text) => text.slice(0, 100)),
});

export const searchRoutes: RestRoute[] = [
  /**
   * GET /api/v1/search/normal-search/{text}?language — header box suggestions.
   * 200 {success, response:{products:[{id,title,seo_link,image,price,currency_code}], categories:[{id,title,seo_link}], brands:[{id,name,seo_link}]}}
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/search/normal-search/{text}",
    access: "public",
    params: searchText,
    document: `query RestNormalSearch($text: String!, $language: String) { searchSuggestions(text: $text, language: $language, limit: 8) {
      products { id title seoLink image displayPriceMinor currencyCode } categories { id title seoLink } brands { id name seoLink } } }`,
    variables: ({ params }, { language }) => ({ text: params.text, language }),
    reply: (data: Pick<Query, "searchSuggestions">) => ({
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
  defineRoute({
    method: "GET",
    path: "/api/v1/search/getMostSearch",
    access: "public",
    query: z.object({ limit: legacyInt(1, 50) }),
    document: `query RestMostSearched($limit: Int) { mostSearched(limit: $limit) { term count } }`,
    variables: ({ query }) => ({ limit: query.limit ?? 10 }),
    reply: (data: Pick<Query, "mostSearched">) => ({ body: { success: true, response: data.mostSearched } }),
  }),
  /**
   * GET /api/v1/search/elastic-search/{text}?language&page&length&sort — ranked full-text search.
   * 200 {success, response:{text, total, page, length, page_count, products:[card], filters:<getFilters shape>}}
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/search/elastic-search/{text}",
    access: "public",
    params: searchText,
    query: z.object({ page: legacyInt(1, 100_000), length: legacyInt(1, 100), sort: sortParam }),
    document: `query RestSearch($text: String!, $language: String, $page: Int, $pageSize: Int, $sort: ProductSort) {
      search(text: $text, language: $language, page: $page, pageSize: $pageSize, sort: $sort) {
        text listing { total page pageSize pageCount items { ${CARD_FIELDS} } facets { ${FACET_FIELDS} } } } }`,
    variables: ({ params, query }, { language }) => ({
      text: params.text,
      language,
      page: query.page ?? 1,
      pageSize: query.length ?? 20,
      sort: query.sort,
    }),
    reply: (data: Pick<Query, "search">) => {
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
