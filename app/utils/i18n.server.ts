// Server-side translations. Catalogues are bundled into the server build (locales/*/*.json); each request gets
// an i18next instance holding only its language and the namespaces its matched routes declare in `handle.i18n`.
import type { Resource, ResourceLanguage } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n";
import { isAdminPath } from "~/domain/admin-paths";
import { getLanguageCookie } from "~/utils/cookies.server";
import { DEFAULT_LOCALE, isLocale, LOCALES, localeOfPath, type Locale } from "~/utils/locale";

const files = import.meta.glob<Record<string, unknown>>("../../locales/*/*.json", { eager: true, import: "default" });

const catalogues: Record<string, ResourceLanguage> = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match || !isLocale(match[1])) continue;
  (catalogues[match[1]] ??= {})[match[2]] = content;
}

/** One language's namespaces, the only catalogues a page ships to the browser. */
export function pickResources(locale: Locale, namespaces: readonly string[]): Resource {
  const language = catalogues[locale] ?? {};
  return { [locale]: Object.fromEntries(namespaces.filter((ns) => ns in language).map((ns) => [ns, language[ns]])) };
}

/** One namespace file of locales/ (undefined for anything else: the set of files is the allow-list). */
export function getCatalogue(locale: string, namespace: string): unknown {
  if (!isLocale(locale) || !Object.hasOwn(catalogues[locale] ?? {}, namespace)) return undefined;
  return catalogues[locale][namespace];
}

/**
 * The locale is the URL's: no prefix = tr, /en, /ar. Detection from the browser happens only on "/". The admin
 * area has no prefixes: its language is the one remembered in the language cookie.
 */
export function localeFromRequest(request: Request): Locale {
  const { pathname } = new URL(request.url);
  if (isAdminPath(pathname)) return getLanguageCookie(request) ?? DEFAULT_LOCALE;
  return localeOfPath(pathname);
}

export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async (request) => localeFromRequest(request),
  },
  i18next: { ...i18nConfig, resources: catalogues },
});
