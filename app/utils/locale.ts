// Locale routing rules: tr has no URL prefix, en and ar do. Pure functions, used by server and browser.

export const LOCALES = ["tr", "en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "tr";

/** Native names, so a shopper finds their language whatever the page language is. */
export const LOCALE_NAMES: Record<Locale, string> = { tr: "Türkçe", en: "English", ar: "العربية" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A language given as a value (a `?lang=` parameter, the root data): the locale, or Turkish for anything else. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Prefixed locales only: "/tr/..." is not a valid URL, tr lives at the root. */
export function isPrefixLocale(value: unknown): value is Exclude<Locale, "tr"> {
  return isLocale(value) && value !== DEFAULT_LOCALE;
}

/**
 * The locale of a `($lang)` route param, or null when the param is not a locale prefix (the route must 404).
 * Undefined means no prefix: Turkish.
 */
export function localeFromParam(lang: string | undefined): Locale | null {
  if (lang === undefined) return DEFAULT_LOCALE;
  return isPrefixLocale(lang) ? lang : null;
}

/**
 * The locale a path is in: its first segment when that is a prefix (/en, /ar), else Turkish. Never fails: an
 * invalid prefix (/de, /tr/…) is the matched route's 404, not this function's.
 */
export function localeOfPath(path: string): Locale {
  const prefix = /^\/([^/?#]+)/.exec(path)?.[1];
  return isPrefixLocale(prefix) ? prefix : DEFAULT_LOCALE;
}

export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/** Removes a leading /en or /ar, returning the locale-neutral path ("/" at least). */
export function stripLocalePrefix(pathname: string): string {
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return rest === "" ? "/" : rest;
}

/**
 * The same page in another locale. Idempotent: an already prefixed path is re-prefixed, not double-prefixed.
 * External and protocol-relative URLs are returned untouched.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const [pathname, ...rest] = path.split(/(?=[?#])/);
  const neutral = stripLocalePrefix(pathname);
  const localized = locale === DEFAULT_LOCALE ? neutral : neutral === "/" ? `/${locale}` : `/${locale}${neutral}`;
  return localized + rest.join("");
}

/**
 * Picks a supported locale from an Accept-Language header honouring q-values; null when none matches.
 * Small enough not to need a parser package.
 */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { base: tag.trim().toLowerCase().split("-")[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.base && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLocale) ?? null;
}
