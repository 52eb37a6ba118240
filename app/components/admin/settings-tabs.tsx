// The tab strip over every settings page: site, page links, cargo, payments, mail and texts (each tab a plain link,
// so it works without JavaScript; the current one is marked for screen readers).
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { adminPaths } from "~/domain/admin-paths";

const TABS = [
  { key: "site", href: adminPaths.settings },
  { key: "pageLinks", href: adminPaths.settingsPageLinks },
  { key: "cargo", href: adminPaths.settingsCargo },
  { key: "payments", href: adminPaths.settingsPayments },
  { key: "mail", href: adminPaths.settingsMail },
  { key: "bankAccounts", href: adminPaths.settingsBankAccounts },
  { key: "texts", href: adminPaths.settingsTexts },
] as const;

export function SettingsTabs() {
  const { t } = useTranslation("admin");
  return (
    <nav className="admin-tabs" aria-label={t("settings.tabs")}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink to={tab.href} end className="admin-tabs__tab">
              {t(`settings.tab.${tab.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
