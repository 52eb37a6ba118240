// The admin area's frame: a top bar (menu toggle, the area's name, language, the admin and sign-out), the left
// menu (open or folded, as the cookie remembers), breadcrumbs and the page. Every control is a plain form or link.
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";
import { resourceRoutes } from "~/utils/resource-routes";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/utils/locale";
import { AdminIcon } from "./admin-icons";
import { AdminMenu } from "./admin-menu";
import { Breadcrumbs } from "./breadcrumbs";

export function AdminShell({ admin, folded, locale, children }: { admin: { name: string; roles: readonly string[] }; folded: boolean; locale: Locale; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <div className={`admin-shell${folded ? " admin-shell--folded" : ""}`}>
      <a className="skip-link" href="#admin-main">
        {t("shell.skip")}
      </a>
      <header className="admin-bar">
        <Form method="post" action={adminPaths.menu} className="admin-bar__toggle">
          <input type="hidden" name="folded" value={folded ? "0" : "1"} />
          <input type="hidden" name="to" value={here} />
          <button type="submit" className="admin-icon-button" aria-expanded={!folded} aria-controls="admin-sidebar" title={folded ? t("shell.unfold") : t("shell.fold")}>
            <AdminIcon name="fold" />
            <span className="visually-hidden">{folded ? t("shell.unfold") : t("shell.fold")}</span>
          </button>
        </Form>
        <Link to={adminPaths.home} className="admin-bar__title">
          {t("area")}
        </Link>
        <nav className="admin-bar__languages" aria-label={t("shell.language")}>
          {LOCALES.map((code) => (
            <a key={code} href={resourceRoutes.adminLanguage(code, here)} lang={code} hrefLang={code} aria-current={code === locale ? "true" : undefined}>
              {LOCALE_NAMES[code]}
            </a>
          ))}
        </nav>
        <span className="admin-bar__who">{t("shell.signedInAs", { name: admin.name })}</span>
        <Link to="/" className="admin-bar__link" reloadDocument>
          {t("shell.storefront")}
        </Link>
        <Form method="post" action={adminPaths.logout}>
          <button type="submit" className="admin-button">
            {t("shell.logout")}
          </button>
        </Form>
      </header>
      <aside id="admin-sidebar" className="admin-sidebar">
        <AdminMenu roles={admin.roles} folded={folded} />
      </aside>
      <main id="admin-main" className="admin-main">
        <Breadcrumbs />
        {children}
      </main>
    </div>
  );
}
