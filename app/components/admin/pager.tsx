// Previous / next links with "page n of m" between them: plain links, so paging works without JavaScript.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function Pager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation("admin");
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t("list.pager")}>
      {page > 1 ? (
        <Link className="admin-button" to={hrefFor(page - 1)} rel="prev">
          {t("list.previous")}
        </Link>
      ) : (
        <span className="admin-button" aria-disabled="true">
          {t("list.previous")}
        </span>
      )}
      <span className="admin-pager__status" aria-current="page">
        {t("list.pageOf", { page, pages })}
      </span>
      {page < pages ? (
        <Link className="admin-button" to={hrefFor(page + 1)} rel="next">
          {t("list.next")}
        </Link>
      ) : (
        <span className="admin-button" aria-disabled="true">
          {t("list.next")}
        </span>
      )}
    </nav>
  );
}
