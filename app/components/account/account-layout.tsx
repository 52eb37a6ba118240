// The account area's frame: the page title, the menu of member pages (the current one marked) and sign-out, then
// the page. The menu is a plain list of links and a form, so it works without JavaScript.
import { Form, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_ADDRESSES_PATH, ACCOUNT_PASSWORD_PATH, ACCOUNT_PATH, FAVOURITES_PATH, ORDERS_PATH } from "~/domain/account-paths";
import { localizePath } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { usePageLocale } from "~/utils/use-locale";

const ITEMS = [
  { path: ACCOUNT_PATH, key: "profile" },
  { path: ORDERS_PATH, key: "orders" },
  { path: FAVOURITES_PATH, key: "favourites" },
  { path: ACCOUNT_ADDRESSES_PATH, key: "addresses" },
  { path: ACCOUNT_PASSWORD_PATH, key: "password" },
] as const;

export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  return (
    <div className="container account">
      <nav className="account__nav" aria-label={t("area.navLabel")}>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.key}>
              <NavLink to={localizePath(item.path, locale)} end className="account__nav-link">
                {t(`area.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={resourceRoutes.logout}>
          <input type="hidden" name="from" value={pathname} />
          <button type="submit" className="account__logout">
            {t("area.logout")}
          </button>
        </Form>
      </nav>
      <div className="account__page">
        <h1 className="checkout__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
