// Breadcrumb trail: home, then the category path.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath, type Locale } from "~/utils/locale";

export function Breadcrumbs({ items, locale }: { items: { title: string; href: string | null }[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs", { ns: "catalog" })}>
      <ol>
        <li>
          <Link to={localizePath("/", locale)}>{t("home.homepage")}</Link>
        </li>
        {items.map((item, index) => (
          <li key={`${item.title}-${index}`}>
            {item.href ? <Link to={item.href}>{item.title}</Link> : <span aria-current="page">{item.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
