// The shared body of every product listing (category, brand, campaign, search): filter panel beside the results
// toolbar (count and sort), active filter chips, the product grid or an empty state, and paging. All GET forms and
// links, so it works without JavaScript.
import { Link } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ActiveFilters } from "~/components/catalog/active-filters";
import { FilterPanel, type Facets } from "~/components/catalog/filter-panel";
import { Pagination } from "~/components/catalog/pagination";
import { ProductGrid } from "~/components/catalog/product-grid";
import { SortForm } from "~/components/catalog/sort-form";
import { isBeyondLastPage, withPage, type ListingQuery } from "~/domain/listing-query";
import type { Locale } from "~/utils/locale";

interface ListingResultsProps {
  listing: {
    total: number;
    page: number;
    pageCount: number;
    facets: Facets;
    items: ComponentProps<typeof ProductGrid>["products"];
  };
  query: ListingQuery;
  /** The current URL's query string (`?…`). */
  search: string;
  sorts: readonly string[];
  /** Parameters the filter form must carry along (e.g. `q` on search, a non-default sort). */
  keepForFilters: Record<string, string>;
  hideBrands?: boolean;
  locale: Locale;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
}

export function ListingResults({ listing, query, search, sorts, keepForFilters, hideBrands, locale, empty }: ListingResultsProps) {
  const { t } = useTranslation("catalog");
  const keepForSort = [...new URLSearchParams(search).entries()].filter(([name]) => name !== "sort" && name !== "page");
  const beyond = isBeyondLastPage(listing);
  return (
    <div className="listing__layout">
      <aside className="listing__filters">
        <FilterPanel facets={listing.facets} query={query} keep={keepForFilters} hideBrands={hideBrands} />
      </aside>
      <section className="listing__results" aria-labelledby="listing-count">
        <div className="listing__toolbar">
          {/* The results' heading (the cards' titles are h3 under it); the count inside it is announced as it changes. */}
          <h2 id="listing-count" className="listing__count">
            <span role="status">
              {beyond
                ? t("listing.beyondCount", { n: listing.total, pages: listing.pageCount, page: listing.page })
                : t("listing.count", { n: listing.total })}
            </span>
          </h2>
          <SortForm sorts={sorts} current={query.sort} keep={keepForSort} />
        </div>
        <ActiveFilters facets={listing.facets} query={query} search={search} />
        {listing.items.length ? (
          <ProductGrid products={listing.items} locale={locale} eagerCount={4} />
        ) : beyond ? (
          <div className="empty-state">
            <h2>{t("listing.beyondTitle")}</h2>
            <p>{t("listing.beyondText")}</p>
            <Link to={withPage(search, listing.pageCount)} className="button button--primary">
              {t("listing.lastPage", { page: listing.pageCount })}
            </Link>
          </div>
        ) : (
          <div className="empty-state">{empty}</div>
        )}
        <Pagination page={listing.page} pageCount={listing.pageCount} search={search} />
      </section>
    </div>
  );
}
