// Breadcrumbs from the matched routes: each admin route names its crumb (`handle.breadcrumb`, a key of the admin
// texts); the last crumb is the page itself.
import { Link, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface AdminHandle {
  i18n?: string[];
  breadcrumb?: string;
}

export function Breadcrumbs() {
  const { t } = useTranslation("admin");
  const crumbs = useMatches()
    .map((match) => ({ key: (match.handle as AdminHandle | undefined)?.breadcrumb, path: match.pathname }))
    .filter((crumb): crumb is { key: string; path: string } => Boolean(crumb.key));
  if (crumbs.length < 2) return null;
  return (
    <nav className="admin-breadcrumbs" aria-label={t("shell.breadcrumbs")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index < crumbs.length - 1 ? <Link to={crumb.path}>{t(crumb.key)}</Link> : <span aria-current="page">{t(crumb.key)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
