// Language links that keep the current page. They go through the set-language resource route (it stores the
// cookie and redirects), so they are plain document links and work without JavaScript.
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GlobeIcon } from "~/components/icons";
import { LOCALE_NAMES, localizePath, type Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { pathFor } from "~/utils/seo";
import { usePageAlternates } from "~/utils/use-page-alternates";

export function languageSwitchHref(target: Locale, pathname: string, search: string): string {
  return resourceRoutes.setLanguage(target, localizePath(pathname + search, target));
}

export function LanguageSwitcher({ locale, locales }: { locale: Locale; locales: readonly Locale[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const alternates = usePageAlternates();
  if (locales.length < 2) return null;

  return (
    <nav className="language-switcher" aria-label={t("language.label")}>
      <GlobeIcon />
      <ul>
        {locales.map((code) => (
          <li key={code}>
            {code === locale ? (
              <span className="language-switcher__current" aria-current="true" lang={code}>
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden">{LOCALE_NAMES[code]}</span>
              </span>
            ) : (
              <a
                href={languageSwitchHref(code, alternates[code] ? pathFor(alternates[code], code) : pathname, search)} hrefLang={code} lang={code}>
                <span aria-hidden="true">{code.toUpperCase()}</span>
                <span className="visually-hidden">{LOCALE_NAMES[code]}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
