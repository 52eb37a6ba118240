// The admin's left menu: every section of the admin area as a link, the ones the admin's roles do not cover left
// out. Folded, it shows only the icons; the names stay for screen readers and as tooltips.
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";
import { AdminIcon } from "./admin-icons";

interface Section {
  key: string;
  href: string;
  /** A role the section needs (an owner has every role); none = any admin. */
  role?: string;
}

const SECTIONS: readonly Section[] = [
  { key: "dashboard", href: adminPaths.home },
  { key: "catalogue", href: adminPaths.products, role: "CATALOGUE" },
  { key: "orders", href: adminPaths.orders, role: "ORDERS" },
  { key: "customers", href: adminPaths.customers, role: "ORDERS" },
  { key: "comments", href: adminPaths.comments, role: "CONTENT" },
  { key: "campaigns", href: adminPaths.campaigns, role: "CATALOGUE" },
  { key: "xml", href: adminPaths.xml, role: "CATALOGUE" },
  { key: "content", href: adminPaths.content, role: "CONTENT" },
  { key: "blog", href: adminPaths.blog, role: "CONTENT" },
  { key: "settings", href: adminPaths.settings, role: "OWNER" },
  { key: "audit", href: adminPaths.audit, role: "OWNER" },
  { key: "security", href: adminPaths.security },
];

const mayOpen = (roles: readonly string[], role: string | undefined) => !role || roles.includes("OWNER") || roles.includes(role);

export function AdminMenu({ roles, folded }: { roles: readonly string[]; folded: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <nav className="admin-menu" aria-label={t("shell.menu")}>
      <ul>
        {SECTIONS.filter((section) => mayOpen(roles, section.role)).map((section) => {
          const label = t(`menu.${section.key}`);
          return (
            <li key={section.key}>
              <NavLink to={section.href} end={section.href === adminPaths.home} className="admin-menu__item" title={folded ? label : undefined}>
                <AdminIcon name={section.key} />
                <span className="admin-menu__label">{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
