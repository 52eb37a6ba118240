// The one locale check of a `($lang)` route: every loader and action starts with `requireLocale(params.lang)`.
import { notFound } from "~/utils/http.server";
import { localeFromParam, type Locale } from "~/utils/locale";

/** The locale of a `($lang)` route param; a prefix that is not a locale (/de/…, /tr/…) throws the 404 page. */
export function requireLocale(lang: string | undefined): Locale {
  const locale = localeFromParam(lang);
  if (!locale) throw notFound();
  return locale;
}
