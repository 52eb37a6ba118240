// A list's search and filter form: a GET form to the list itself (the state goes into the URL), with a search box,
// the page's own fields (children), the sort choice and "clear". A new search starts again at page one.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface SortChoice {
  value: string;
  label: string;
}

export function ListFilters({
  action,
  search,
  searchLabel,
  sort,
  sorts,
  children,
}: {
  /** The list's path (without query). */
  action: string;
  search: string;
  searchLabel: string;
  sort: string;
  sorts: readonly SortChoice[];
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="get" action={action} className="admin-filters" role="search" aria-label={t("list.filters")}>
      <label className="admin-field admin-field--grow">
        <span className="admin-field__label">{searchLabel}</span>
        <input type="search" name="q" defaultValue={search} maxLength={100} className="admin-input" />
      </label>
      {children}
      <label className="admin-field">
        <span className="admin-field__label">{t("list.sort")}</span>
        <select name="sort" defaultValue={sort} className="admin-input">
          {sorts.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-filters__actions">
        <button type="submit" className="admin-button admin-button--primary">
          {t("list.apply")}
        </button>
        <Link to={action} className="admin-button">
          {t("list.clear")}
        </Link>
      </div>
    </Form>
  );
}

/** A select among the list's filter values ("all" first). */
export function FilterSelect({ name, label, value, options }: { name: string; label: string; value: string; options: readonly { value: string; label: string }[] }) {
  const { t } = useTranslation("admin");
  return (
    <label className="admin-field">
      <span className="admin-field__label">{label}</span>
      <select name={name} defaultValue={value} className="admin-input">
        <option value="">{t("list.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
