// Page links that keep the filters (plain links, so paging works without JavaScript).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageWindow, withPage } from "~/domain/listing-query";

export function Pagination({ page, pageCount, search }: { page: number; pageCount: number; search: string }) {
  const { t } = useTranslation("catalog");
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("paging.label")}>
      {page > 1 ? (
        // From past the end, "previous" is the last page.
        <Link to={withPage(search, Math.min(page - 1, pageCount))} rel="prev" className="pagination__link">
          {t("paging.previous")}
        </Link>
      ) : null}
      <ul className="pagination__pages">
        {pageWindow(page, pageCount).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={withPage(search, item)}
                className="pagination__link"
                aria-current={item === page ? "page" : undefined}
                aria-label={t("paging.page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={withPage(search, page + 1)} rel="next" className="pagination__link">
          {t("paging.next")}
        </Link>
      ) : null}
    </nav>
  );
}
