// Header search: a GET form to the search page (works without JavaScript). With JavaScript, suggestions load from
// the search-suggestions resource route as the shopper types (from two characters, debounced), listed by
// app/enhance/search-suggestions.ts, the same code the pages React does not hydrate run.
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { enhanceSearchBox } from "~/enhance/search-suggestions";
import { localizePath, type Locale } from "~/utils/locale";
import { useEnhancer } from "~/utils/use-enhancer";

export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  // Another language asks its own suggestions under its own labels.
  const form = useEnhancer<HTMLFormElement>(enhanceSearchBox, [locale]);

  return (
    <Form
      ref={form}
      method="get"
      action={localizePath("/arama", locale)}
      role="search"
      className="search-box"
      // The labels the enhancer writes.
      data-suggestions-label={t("search.suggestions")}
      data-category-label={t("search.category")}
      data-brand-label={t("search.brand")}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t("search.label")}
      </label>
      <input id="site-search" name="q" type="search" autoComplete="off" placeholder={t("search.placeholder")} />
      <button type="submit" className="search-box__submit" aria-label={t("search.submit")}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </Form>
  );
}
