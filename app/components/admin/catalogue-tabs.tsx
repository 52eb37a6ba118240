// The catalogue's pages as a tab strip over each of them: products first, then the taxonomy (categories, menus,
// brands, models, suppliers, properties, synonyms) and the owner's languages and currencies. Tabs the signed-in
// admin's roles do not open are left out. Plain links: works without JavaScript.
import { NavLink, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_PATH, adminPaths } from "~/domain/admin-paths";

interface Tab {
  key: string;
  href: string;
  /** The role the page needs besides the catalogue's (an owner has every role). */
  role: "CATALOGUE" | "OWNER";
}

const TABS: readonly Tab[] = [
  // The products pages are another part of the admin area; their address is fixed.
  { key: "products", href: `${ADMIN_PATH}/products`, role: "CATALOGUE" },
  { key: "categories", href: adminPaths.categories, role: "CATALOGUE" },
  { key: "headerMenus", href: adminPaths.headerMenus, role: "CATALOGUE" },
  { key: "brands", href: adminPaths.brands, role: "CATALOGUE" },
  { key: "models", href: adminPaths.models, role: "CATALOGUE" },
  { key: "suppliers", href: adminPaths.suppliers, role: "CATALOGUE" },
  { key: "properties", href: adminPaths.properties, role: "CATALOGUE" },
  { key: "synonyms", href: adminPaths.synonyms, role: "CATALOGUE" },
  { key: "currencies", href: adminPaths.currencies, role: "OWNER" },
  { key: "languages", href: adminPaths.languages, role: "OWNER" },
];

export function CatalogueTabs() {
  const { t } = useTranslation("admin");
  const frame = useRouteLoaderData<{ admin: { roles: readonly string[] } | null }>("routes/admin");
  const roles = frame?.admin?.roles ?? [];
  const tabs = TABS.filter((tab) => roles.includes("OWNER") || roles.includes(tab.role));
  return (
    <nav className="admin-tabs" aria-label={t("taxonomy.tabs")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.href} className="admin-tabs__tab" prefetch="none">
              {t(`taxonomy.tab.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
