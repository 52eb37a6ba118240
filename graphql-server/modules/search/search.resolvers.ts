// Search queries: ranked full-text search with facets, header suggestions, most-searched terms.
import type { HitContext } from "../../core/read-cache.js";
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { scopeFor } from "../catalog/index.js";
import { listProducts } from "../catalog/index.js";
import { mostSearchedTerms, NO_MATCH, searchCondition, suggestSpelling } from "./search.service.js";
import { searchSuggestions } from "./suggestions.service.js";

/** Longer texts are cut: nobody types 100 characters into a shop's search box on purpose. */
const MAX_SEARCH_TEXT = 100;

export const searchQueries: QueryResolvers = {
  search: async (_p, args, ctx) => {
    const scope = await scopeFor(ctx);
    const text = args.text.trim().slice(0, MAX_SEARCH_TEXT);
    const condition = await searchCondition(scope, text);
    const listing = await listProducts(scope, { ...args, filter: args.filter }, condition ?? NO_MATCH);
    if (condition && listing.total > 0 && listing.page === 1) ctx.searchTerms.record(text);
    const didYouMean = condition && condition.exactHits === 0 ? await suggestSpelling(ctx.em, text) : null;
    return { text, listing, didYouMean };
  },
  searchSuggestions: async (_p, args, ctx) =>
    searchSuggestions(await scopeFor(ctx), args.text.trim().slice(0, MAX_SEARCH_TEXT), args.limit ?? 6),
  mostSearched: async (_p, args, ctx) => {
    // This node's latest counts first, so a search shows up in the list right away.
    await ctx.searchTerms.flush();
    return mostSearchedTerms(ctx.em, args.limit ?? 10);
  },
};

/**
 * A search answered from memory (core/read-cache.ts) counts its term as the resolver does: the first page of a
 * search with hits. Whether it had hits is read from what the query selected (the total or the items); a query that
 * selected neither is not counted.
 */
export function countSearchedTerm(args: Record<string, unknown>, value: unknown, ctx: HitContext): void {
  const listing = (value as { listing?: { total?: number; items?: unknown[] } } | null)?.listing;
  const hits = listing?.total ?? listing?.items?.length ?? 0;
  const page = typeof args.page === "number" ? args.page : 1;
  const text = typeof args.text === "string" ? args.text.trim().slice(0, MAX_SEARCH_TEXT) : "";
  if (hits > 0 && page <= 1 && text) ctx.searchTerms.record(text);
}
