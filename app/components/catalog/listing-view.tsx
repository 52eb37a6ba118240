// Category and brand listing: title, sub-categories, filters, sort, result count, cards, paging, empty state.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { ActiveFilters } from "~/components/catalog/active-filters";
import { FilterPanel } from "~/components/catalog/filter-panel";
import { Pagination } from "~/components/catalog/pagination";
import { ProductGrid } from "~/components/catalog/product-grid";
import { SortForm } from "~/components/catalog/sort-form";
import { SORTS } from "~/domain/listing-query";
import type { Locale } from "~/utils/locale";
import type { ListingPageData } from "~/utils/listing-page.server";
import { pathFor } from "~/utils/seo";

export function ListingView({ data, locale }: { data: ListingPageData; locale: Locale }) {
  const { t } = useTranslation("catalog");
  const params = new URLSearchParams(data.search);
  const keepForSort = [...params.entries()].filter(([name]) => name !== "sort" && name !== "page");
  const keepForFilters: Record<string, string> = data.query.sort !== SORTS[0] ? { sort: data.query.sort } : {};
  const { listing } = data;
  const linkPrefix = data.brandLink ? `${data.brandLink}/` : "";

  return (
    <div className="container listing">
      <Breadcrumbs
        locale={locale}
        items={data.breadcrumbs.map((crumb, index) => ({
          title: crumb.title,
          href: index === data.breadcrumbs.length - 1 ? null : pathFor(crumb.seoLink, locale),
        }))}
      />
      <header className="listing__header">
        <h1>{data.title}</h1>
        {data.description ? <p className="listing__description">{data.description}</p> : null}
        {data.children.length ? (
          <ul className="chip-list" aria-label={t("listing.subcategories")}>
            {data.children.map((child) => (
              <li key={child.id}>
                <Link className="chip" to={pathFor(linkPrefix + child.seoLink, locale)}>
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <div className="listing__layout">
        <aside className="listing__filters">
          <FilterPanel
            facets={listing.facets}
            query={data.query}
            keep={keepForFilters}
            hideBrands={!!data.brandLink}
          />
        </aside>
        <section className="listing__results" aria-labelledby="listing-count">
          <div className="listing__toolbar">
            <p id="listing-count" className="listing__count" role="status">
              {t("listing.count", { n: listing.total })}
            </p>
            <SortForm sorts={SORTS} current={data.query.sort} keep={keepForSort} />
          </div>
          <ActiveFilters facets={listing.facets} query={data.query} search={data.search} />
          {listing.items.length ? (
            <ProductGrid products={listing.items} locale={locale} eagerCount={4} />
          ) : (
            <div className="empty-state">
              <h2>{t("listing.emptyTitle")}</h2>
              <p>{t("listing.emptyText")}</p>
              <Link to="?" className="button button--primary">
                {t("filters.clear")}
              </Link>
            </div>
          )}
          <Pagination page={listing.page} pageCount={listing.pageCount} search={data.search} />
        </section>
      </div>
    </div>
  );
}
