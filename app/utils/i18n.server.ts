// Server-side translations. Catalogues are bundled into the server build (locales/*/*.json). i18next instances are
// made once and shared read-only between requests, never per request (setting one up cost a home page a sixth of
// its CPU): loaders' translations come from one instance holding every catalogue, each asking for its own language
// through a fixed t; a page renders with the instance for its language and the namespaces its matched routes declare
// in `handle.i18n` (that set is what the page ships to the browser), one instance per such pair. An instance is
// bound to one language for good, so requests in different languages cannot see each other's.
import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n";
import { isAdminPath } from "~/domain/admin-paths";
import { getLanguageCookie } from "~/utils/cookies.server";
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from "~/utils/locale";

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

/** Made on first use, then reused by every request (an instance is never changed after its init). */
const instances = new Map<string, Promise<I18n>>();
function sharedInstance(key: string, make: () => Promise<I18n>): Promise<I18n> {
  let instance = instances.get(key);
  if (!instance) {
    instance = make();
    instances.set(key, instance);
    // A failed init is not kept: the next request tries again.
    instance.catch(() => instances.delete(key));
  }
  return instance;
}

const everyCatalogue = () =>
  sharedInstance("*", async () => {
    const instance = createInstance();
    await instance.init({ ...i18nConfig, lng: DEFAULT_LOCALE, ns: [...new Set(Object.values(catalogues).flatMap(Object.keys))], resources: catalogues });
    return instance;
  });

/** Translations for loaders and actions: `(await remixI18n.getFixedT(locale, "checkout"))("key")`. */
export const remixI18n = {
  async getFixedT(locale: string, namespaces: string | readonly string[]): Promise<TFunction> {
    const language = isLocale(locale) ? locale : DEFAULT_LOCALE;
    return (await everyCatalogue()).getFixedT(language, namespaces as string | string[]);
  },
};

/** The render's instance for this language and these namespaces (shared, read-only; see the top of this file). */
export function renderI18n(locale: Locale, namespaces: readonly string[]): Promise<I18n> {
  const sorted = [...namespaces].sort();
  return sharedInstance(`${locale}:${sorted.join(",")}`, async () => {
    const instance = createInstance();
    await instance.use(initReactI18next).init({
      ...i18nConfig,
      lng: locale,
      ns: sorted,
      resources: pickResources(locale, sorted),
      react: { useSuspense: false },
    });
    return instance;
  });
}
