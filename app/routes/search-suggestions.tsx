// GET /search-suggestions?q=…&lang=… — the header search box's suggestions as JSON for a fetcher (the box itself
// is a plain GET form to the search page, so it works without JavaScript).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { SuggestDocument } from "~/utils/catalog.server";
import { runQuery } from "~/utils/graphql.server";
import { DEFAULT_LOCALE, isLocale } from "~/utils/locale";

const EMPTY = { products: [], categories: [], brands: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const text = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const lang = url.searchParams.get("lang");
  if (text.length < 2) return { text, suggestions: EMPTY };
  const { searchSuggestions } = await runQuery(request, context, SuggestDocument, {
    text,
    language: isLocale(lang) ? lang : DEFAULT_LOCALE,
  });
  return { text, suggestions: searchSuggestions };
}
