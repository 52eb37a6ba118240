// The addresses of the storefront's resource routes (app/routes/resource.*.tsx: JSON or a redirect, no page), all
// under /resource/ (docs/decisions/023). Every form action, fetcher and link to one is built here, so moving one
// changes one line. robots.txt and sitemap.xml keep their well-known addresses and are not listed.
import type { Locale } from "~/utils/locale";

const RESOURCE = "/resource";

const withQuery = (name: string, query: Record<string, string>) => `${RESOURCE}/${name}?${new URLSearchParams(query)}`;

export const resourceRoutes = {
  /** POST: signs the member out and returns home (a plain form without JavaScript). */
  logout: `${RESOURCE}/logout`,
  /** POST (intent start or end): a signed-in member's browsing session; the page's script calls it, a beacon ends it. */
  browsingSession: `${RESOURCE}/browsing-session`,
  /** POST: adds or removes a favourite (the heart; a fetcher with JavaScript, a plain form without). */
  favorite: `${RESOURCE}/favorite`,
  /** POST: "tell me when it is back" for a sold-out product or variant. */
  stockAlert: `${RESOURCE}/stock-alert`,
  /** GET: the signed-in member's data as a JSON file to save (the personal-data law's right of access). */
  myData: `${RESOURCE}/my-data`,
  /** POST: the cookie banner's Accept (a plain form without JavaScript). */
  cookieConsent: `${RESOURCE}/cookie-consent`,
  /** GET: stores the language choice and redirects to `to` (a plain link without JavaScript). */
  setLanguage: (lang: Locale, to: string) => withQuery("set-language", { lang, to }),
  /** GET: stores the language choice and goes back to `to` unchanged (the admin pages have no language prefix). */
  adminLanguage: (lang: Locale, to: string) => withQuery("admin-language", { lang, to }),
  /** GET: stores the currency choice and redirects to `to` (the header's plain form posts here). */
  setCurrency: `${RESOURCE}/set-currency`,
  quickView: (link: string, lang: Locale) => withQuery("quick-view", { link, lang }),
  searchSuggestions: (q: string, lang: Locale) => withQuery("search-suggestions", { q, lang }),
  /** The states of a country or the cities of a state. */
  checkoutLocations: (parent: { country: string } | { state: string }, lang: Locale) => withQuery("checkout-locations", { ...parent, lang }),
  /** One translation catalogue (language and namespace as the browser's i18next asks). */
  i18n: (lng: string, ns: string) => `${RESOURCE}/i18n/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}`,
  /** GET: starts signing in with a provider (google, apple, facebook), coming back to `r` in `lang` (a plain link). */
  socialLogin: (provider: string, lang: Locale, r: string | null) => withQuery(`social-login/${provider}`, r ? { lang, r } : { lang }),
  /** Where the provider sends the browser back (GET, or Apple's cross-site form post). */
  socialLoginCallback: (provider: string) => `${RESOURCE}/social-login/${provider}/callback`,
  /** POST {bin, amount, payment, lang}: the card step's bank, family and installment plans for a card's first digits. */
  cardBin: `${RESOURCE}/card-bin`,
  /** The paths of a social login (its cookie is sent only there). */
  socialLoginScope: `${RESOURCE}/social-login`,
  /** Every resource route's path starts with this (robots.txt keeps crawlers out). */
  prefix: `${RESOURCE}/`,
} as const;
