// GET /resource/search-suggestions?q=…&lang=… — the header search box's suggestions as JSON for a fetcher (the box
// itself is a plain GET form to the search page, so it works without JavaScript).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import { localeOrDefault } from "~/utils/locale";
import { urlText } from "~/domain/url-params";

const EMPTY = { products: [], categories: [], brands: [] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const text = urlText(url.searchParams.get("q"), 100);
  // json(): a resource route answers a Response (plain objects from resource routes are going away in Remix).
  if (text.length < 2) return json({ text, suggestions: EMPTY });
  const { searchSuggestions } = await runQuery(request, context, SuggestDocument, { text }, localeOrDefault(url.searchParams.get("lang")));
  return json({ text, suggestions: searchSuggestions });
}

const SuggestDocument = graphql(`
  query Suggest($text: String!) {
    searchSuggestions(text: $text, limit: 6) {
      products {
        id
        title
        seoLink
        image
        displayPriceMinor
        currencyCode
      }
      categories {
        id
        title
        seoLink
      }
      brands {
        id
        name
        seoLink
      }
    }
  }
`);
