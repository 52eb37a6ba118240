// Page titles are "<page> | <shop name>": every title carries the shop's name. Leaf routes build their own meta in
// Remix v2, so the shop name is read from the root match.
import type { MetaDescriptor } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { localeOrDefault, type Locale } from "~/utils/locale";

interface MatchLike {
  id: string;
  data?: unknown;
}

export function shopNameFrom(matches: MatchLike[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { shop?: { name?: string } } | undefined;
  return root?.shop?.name ?? "";
}

/** The page's locale in a meta function (the root loader validated the URL prefix). */
export function localeFromMatches(matches: MatchLike[]): Locale {
  const root = matches.find((match) => match.id === "root")?.data as { locale?: string } | undefined;
  return localeOrDefault(root?.locale);
}

export function pageMeta(matches: MatchLike[], title: string | null, description?: string): MetaDescriptor[] {
  const shopName = shopNameFrom(matches);
  const full = title ? (shopName ? `${title} | ${shopName}` : title) : shopName;
  return [{ title: full }, ...(description ? [{ name: "description", content: description }] : [])];
}

/**
 * The meta of an error page (the root's and every route ErrorBoundary's): "<not found | error> | <shop name>",
 * not indexed. The titles travel with the root loader's data (meta functions have no i18next).
 */
export function errorMeta(matches: MatchLike[], error: unknown): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as { errorTitles?: { notFound: string; error: string } } | undefined;
  const title = isRouteErrorResponse(error) && error.status === 404 ? root?.errorTitles?.notFound : root?.errorTitles?.error;
  return [{ title: [title, shopNameFrom(matches)].filter(Boolean).join(" | ") }, { name: "robots", content: "noindex" }];
}
