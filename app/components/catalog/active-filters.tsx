// The filters in force as removable chips: each one is a link to the same listing without it (no JavaScript needed).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Facets } from "~/components/catalog/filter-panel";
import { toggleValue, type ListingQuery } from "~/domain/listing-query";

function without(search: string, key: string): string {
  const params = new URLSearchParams(search);
  params.delete(key);
  params.delete("page");
  const text = params.toString();
  return text ? `?${text}` : "?";
}

export function ActiveFilters({ facets, query, search }: { facets: Facets; query: ListingQuery; search: string }) {
  const { t } = useTranslation("catalog");
  const chips: { label: string; href: string }[] = [];
  for (const link of query.brands) {
    const brand = facets.brands.find((item) => item.seoLink === link);
    if (brand) chips.push({ label: brand.name, href: toggleValue(search, "brand", link) });
  }
  for (const id of query.properties) {
    const value = facets.properties.flatMap((group) => group.values).find((item) => item.id === id);
    if (value) chips.push({ label: value.name, href: toggleValue(search, "p", String(id)) });
  }
  if (query.min !== null) chips.push({ label: `${t("filters.min")} ${query.min} TL`, href: without(search, "min") });
  if (query.max !== null) chips.push({ label: `${t("filters.max")} ${query.max} TL`, href: without(search, "max") });
  if (query.inStock) chips.push({ label: t("filters.inStock"), href: without(search, "stock") });
  if (!chips.length) return null;
  return (
    <ul className="chip-list active-filters" aria-label={t("filters.active")}>
      {chips.map((chip) => (
        <li key={chip.href}>
          <Link to={chip.href} className="chip chip--active" preventScrollReset aria-label={t("filters.remove", { name: chip.label })}>
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
