// Listing filters as one GET form: the filters live in the URL, so they work without JavaScript (Apply button)
// and, with it, apply as soon as a box is ticked (app/enhance/page-controls.ts; where React runs, through Remix in
// place of the history entry). On phones the panel folds away behind a toggle.
import { Form, Link, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ListingQuery } from "~/domain/listing-query";
import { enhanceSubmitAtOnce } from "~/enhance/page-controls";
import { useEnhancer } from "~/utils/use-enhancer";

export interface Facets {
  brands: { id: number; name: string; seoLink: string; count: number }[];
  properties: { propertyCategoryId: number; name: string; values: { id: number; name: string; colour?: string | null; count: number }[] }[];
  categories: { id: number; title: string; seoLink: string; count: number }[];
  priceMinMinor?: number | null;
  priceMaxMinor?: number | null;
  inStockCount: number;
}

interface FilterPanelProps {
  facets: Facets;
  query: ListingQuery;
  /** Parameters the form must carry along (the search text, the sort). */
  keep: Record<string, string>;
  /** The brand of a brand page is fixed, not a filter. */
  hideBrands?: boolean;
  categoryHref?: (seoLink: string) => string;
}

export function FilterPanel({ facets, query, keep, hideBrands = false, categoryHref }: FilterPanelProps) {
  const { t } = useTranslation("catalog");
  const submit = useSubmit();
  // Inputs are uncontrolled: a new filter state from the URL (a chip removed, back button) re-mounts the form, and
  // its choices that apply at once are wired on the new one.
  const formKey = [query.brands.join(","), query.properties.join(","), query.min, query.max, query.inStock].join("|");
  const form = useEnhancer<HTMLFormElement>(
    (element) => enhanceSubmitAtOnce(element, (filters) => submit(filters, { preventScrollReset: true, replace: true })),
    [formKey],
  );
  const active = query.brands.length + query.properties.length + (query.min ? 1 : 0) + (query.max ? 1 : 0) + (query.inStock ? 1 : 0);
  const clearParams = new URLSearchParams(keep).toString();

  return (
    <div className="filter-panel">
      {/* Phones fold the panel behind this checkbox (pure CSS, so it works without JavaScript); desktops ignore it. */}
      <input type="checkbox" id="filter-toggle" className="filter-panel__switch visually-hidden" />
      <label htmlFor="filter-toggle" className="filter-panel__toggle button button--ghost">
        {t("filters.title")}
        {active ? <span className="filter-panel__count">{active}</span> : null}
      </label>
      <Form key={formKey} ref={form} method="get" className="filter-panel__form" aria-label={t("filters.title")} preventScrollReset data-submit-at-once>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {categoryHref && facets.categories.length ? (
          <div className="filter-group">
            <h3 className="filter-group__title">{t("filters.categories")}</h3>
            <ul className="filter-group__links">
              {facets.categories.map((category) => (
                <li key={category.id}>
                  <Link to={categoryHref(category.seoLink)}>
                    {category.title} <span className="filter-group__n">({category.count})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {!hideBrands && facets.brands.length ? (
          <fieldset className="filter-group">
            <legend className="filter-group__title">{t("filters.brands")}</legend>
            {facets.brands.map((brand) => (
              <label key={brand.id} className="check">
                <input type="checkbox" name="brand" value={brand.seoLink} defaultChecked={query.brands.includes(brand.seoLink)} />
                <span>{brand.name}</span>
                <span className="filter-group__n">({brand.count})</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {facets.properties.map((group) => (
          <fieldset key={group.propertyCategoryId} className="filter-group">
            <legend className="filter-group__title">{group.name}</legend>
            {group.values.map((value) => (
              <label key={value.id} className="check">
                <input type="checkbox" name="p" value={value.id} defaultChecked={query.properties.includes(value.id)} />
                {value.colour ? <span className="swatch" style={{ background: value.colour }} aria-hidden="true" /> : null}
                <span>{value.name}</span>
                <span className="filter-group__n">({value.count})</span>
              </label>
            ))}
          </fieldset>
        ))}
        <fieldset className="filter-group">
          <legend className="filter-group__title">{t("filters.price")}</legend>
          <div className="filter-price">
            <PriceBound name="min" label={t("filters.min")} value={query.min} hint={facets.priceMinMinor != null ? Math.floor(facets.priceMinMinor / 100) : null} />
            <span aria-hidden="true">–</span>
            <PriceBound name="max" label={t("filters.max")} value={query.max} hint={facets.priceMaxMinor != null ? Math.ceil(facets.priceMaxMinor / 100) : null} />
          </div>
        </fieldset>
        <fieldset className="filter-group">
          <legend className="visually-hidden">{t("filters.stock")}</legend>
          <label className="check">
            <input type="checkbox" name="stock" value="1" defaultChecked={query.inStock} />
            <span>{t("filters.inStock")}</span>
            <span className="filter-group__n">({facets.inStockCount})</span>
          </label>
        </fieldset>
        <div className="filter-panel__buttons">
          <button type="submit" className="button button--primary button--small">
            {t("filters.apply")}
          </button>
          {active ? (
            <Link to={clearParams ? `?${clearParams}` : "?"} className="button button--ghost button--small" preventScrollReset>
              {t("filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** One end of the price range, in whole TL; the placeholder shows the bound the current results have. */
function PriceBound({ name, label, value, hint }: { name: "min" | "max"; label: string; value: number | null | undefined; hint: number | null }) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        type="number"
        name={name}
        min="0"
        inputMode="numeric"
        placeholder={hint != null ? String(hint) : label}
        defaultValue={value ?? undefined}
      />
    </label>
  );
}
