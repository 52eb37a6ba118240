// Category and brand listing: title, sub-categories, filters, sort, result count, cards, paging, empty state.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/catalog/breadcrumbs";
import { ListingResults } from "~/components/catalog/listing-results";
import { SORTS } from "~/domain/listing-query";
import type { Locale } from "~/utils/locale";
import type { ListingPageData } from "~/utils/listing-page.server";
import { pathFor } from "~/utils/seo";

export function ListingView({ data, locale }: { data: ListingPageData; locale: Locale }) {
  const { t } = useTranslation("catalog");
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
        <div className="listing__title">
          {data.image ? <img className="listing__image" src={data.image} alt="" width="72" height="72" /> : null}
          <h1>{data.title}</h1>
        </div>
        {data.description ? <p className="listing__description">{data.description}</p> : null}
        {data.children.length ? (
          <ul className="chip-list" aria-label={t("listing.subcategories")}>
            {data.children.map((child) => (
              <li key={child.id}>
                <Link className="chip" to={pathFor(linkPrefix + child.seoLink, locale)}>
                  {child.image ? <img className="chip__image" src={child.image} alt="" width="28" height="28" loading="lazy" /> : null}
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ListingResults
        listing={listing}
        query={data.query}
        search={data.search}
        sorts={SORTS}
        keepForFilters={keepForFilters}
        hideBrands={!!data.brandLink}
        locale={locale}
        empty={
          <>
            <h2>{t("listing.emptyTitle")}</h2>
            <p>{t("listing.emptyText")}</p>
            <Link to="?" className="button button--primary">
              {t("filters.clear")}
            </Link>
          </>
        }
      />
    </div>
  );
}
