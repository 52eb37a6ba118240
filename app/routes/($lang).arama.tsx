// Search results (/arama?q=…, /en/arama, /ar/arama) with facets, sort and paging — all GET parameters, so the
// page works without JavaScript and can be shared.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListingResults } from "~/components/catalog/listing-results";
import { parseListingQuery, SEARCH_SORTS, toProductFilter, toSortEnum } from "~/domain/listing-query";
import type { ProductSort } from "~/graphql/generated/graphql";
import { graphql } from "~/graphql/generated";
import { runQuery } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { localeFromMatches, pageMeta } from "~/utils/meta";
import { samePathAlternates } from "~/utils/seo";
import { usePageLocale } from "~/utils/use-locale";
import { urlText } from "~/domain/url-params";
import { publicPage } from "~/utils/public-page.server";
import { publicPageDocumentHeaders } from "~/utils/public-page";

export const headers = publicPageDocumentHeaders;

export const handle = { i18n: ["common", "catalog"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const url = new URL(request.url);
  const text = urlText(url.searchParams.get("q"), 100);
  const query = parseListingQuery(url.searchParams, SEARCH_SORTS);
  const t = await remixI18n.getFixedT(locale, "catalog");
  const base = { origin: context.publicOrigin, text, query, search: url.search, title: text ? t("search.titleFor", { text }) : t("search.title") };
  if (!text) {
    const { mostSearched } = await runQuery(request, context, MostSearchedDocument, {});
    return publicPage({ ...base, result: null, popular: mostSearched.map((item) => item.term) });
  }
  const { search } = await runQuery(request, context, SearchDocument, {
    text,
    filter: toProductFilter(query),
    sort: toSortEnum<ProductSort>(query.sort),
    page: query.page,
  });
  // The search's term was counted as the request arrived (server/page-visits.ts).
  return publicPage({ ...base, result: search, popular: [] as string[] });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  return [
    ...pageMeta(matches, data?.title ?? null),
    // Result pages are endless combinations: not for the index.
    { name: "robots", content: "noindex, follow" },
    ...(data ? samePathAlternates(data.origin, "/arama", localeFromMatches(matches)) : []),
  ];
};

export default function SearchPage() {
  const { t } = useTranslation("catalog");
  const data = useLoaderData<typeof loader>();
  const locale = usePageLocale();
  const keepForFilters: Record<string, string> = { q: data.text, ...(data.query.sort !== SEARCH_SORTS[0] ? { sort: data.query.sort } : {}) };
  const listing = data.result?.listing;

  return (
    <div className="container listing">
      <header className="listing__header">
        <h1>{data.title}</h1>
        {data.result?.didYouMean ? (
          <p>
            {t("search.didYouMean")}{" "}
            <a href={`${localizePath("/arama", locale)}?q=${encodeURIComponent(data.result.didYouMean)}`}>{data.result.didYouMean}</a>
          </p>
        ) : null}
      </header>
      {!listing ? (
        <Form method="get" className="search-page__form" role="search">
          <label htmlFor="search-page-input">{t("search.prompt")}</label>
          <div className="search-page__row">
            <input id="search-page-input" name="q" type="search" required minLength={1} />
            <button type="submit" className="button button--primary">
              {t("search.submit")}
            </button>
          </div>
          {data.popular.length ? (
            <>
              <h2 className="search-page__popular">{t("search.popular")}</h2>
              <ul className="chip-list">
                {data.popular.map((term) => (
                  <li key={term}>
                    <Link className="chip" to={`?q=${encodeURIComponent(term)}`}>
                      {term}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Form>
      ) : (
        <ListingResults
          listing={listing}
          query={data.query}
          search={data.search}
          sorts={SEARCH_SORTS}
          keepForFilters={keepForFilters}
          locale={locale}
          empty={
            <>
              <h2>{t("search.emptyTitle")}</h2>
              <p>{t("search.emptyText")}</p>
            </>
          }
        />
      )}
    </div>
  );
}

const SearchDocument = graphql(`
  query Search($text: String!, $filter: ProductFilter, $sort: ProductSort, $page: Int) {
    search(text: $text, filter: $filter, sort: $sort, page: $page) {
      text
      didYouMean
      listing {
        total
        page
        pageSize
        pageCount
        items {
          ...CardFields
        }
        facets {
          ...FacetFields
        }
      }
    }
  }
`);

const MostSearchedDocument = graphql(`
  query MostSearched {
    mostSearched(limit: 10) {
      term
      count
    }
  }
`);
