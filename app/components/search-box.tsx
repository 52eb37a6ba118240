// Header search: a GET form to the search page (works without JavaScript). With JavaScript, suggestions load from
// the search-suggestions resource route through a fetcher as the shopper types (from two characters, debounced).
import { Form, Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { loader as suggestionsLoader } from "~/routes/resource.search-suggestions";
import { localizePath, type Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { pathFor } from "~/utils/seo";

const DEBOUNCE_MS = 250;

export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof suggestionsLoader>();
  const { load } = fetcher;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const query = text.trim();
    if (query.length < 2) return;
    const timer = setTimeout(() => load(resourceRoutes.searchSuggestions(query, locale)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, locale, load]);

  const suggestions = text.trim().length >= 2 ? fetcher.data?.suggestions : undefined;
  const hasAny = !!suggestions && suggestions.products.length + suggestions.categories.length + suggestions.brands.length > 0;

  return (
    <Form
      method="get"
      action={localizePath("/arama", locale)}
      role="search"
      className="search-box"
      // The labels the enhancement script (app/enhance/search-suggestions.ts) writes when React does not run.
      data-suggestions-label={t("search.suggestions")}
      data-category-label={t("search.category")}
      data-brand-label={t("search.brand")}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onSubmit={() => setOpen(false)}
    >
      <label htmlFor="site-search" className="visually-hidden">
        {t("search.label")}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        autoComplete="off"
        placeholder={t("search.placeholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Only while the list is shown: an id that points at nothing is an invalid reference.
        aria-controls={open && hasAny ? "search-suggestions" : undefined}
      />
      <button type="submit" className="search-box__submit" aria-label={t("search.submit")}>
        <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      {open && hasAny ? (
        <div id="search-suggestions" className="search-box__panel" aria-label={t("search.suggestions")} role="region">
          <ul className="search-box__list">
            {suggestions.products.map((product) => (
              <li key={`p${product.id}`}>
                <Link to={pathFor(product.seoLink, locale)} onClick={() => setOpen(false)} className="search-box__product">
                  {product.image ? <img src={product.image} alt="" width="40" height="40" /> : null}
                  <span>{product.title}</span>
                </Link>
              </li>
            ))}
            {suggestions.categories.map((category) => (
              <li key={`c${category.id}`}>
                <Link to={pathFor(category.seoLink, locale)} onClick={() => setOpen(false)}>
                  {category.title} <span className="muted">· {t("search.category")}</span>
                </Link>
              </li>
            ))}
            {suggestions.brands.map((brand) => (
              <li key={`b${brand.id}`}>
                <Link to={pathFor(brand.seoLink, locale)} onClick={() => setOpen(false)}>
                  {brand.name} <span className="muted">· {t("search.brand")}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Form>
  );
}
