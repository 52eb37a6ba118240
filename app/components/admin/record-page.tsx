// An admin record page (categories, menus, brands, …): the catalogue tabs, the title, an optional search, the
// list with edit links and paging, a "new" link, and the editor beside the list when one is open (`?edit=`).
// Every state is in the URL, so it works without JavaScript.
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { editHref } from "~/domain/record-form";
import { CatalogueTabs } from "./catalogue-tabs";
import { DataTable, type Column } from "./data-table";
import { Pager } from "./pager";
import { RecordEditor, type RecordEditorProps } from "./record-editor";

export interface RecordPageProps<Row> {
  title: string;
  intro?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number;
  /** The text of a row's edit link (its name), read by screen readers as "Edit <name>". */
  rowName: (row: Row) => string;
  total: number;
  /** Present when the list can be searched. */
  search?: { value: string; label: string };
  paging?: { page: number; pages: number; hrefFor: (page: number) => string };
  /** Null while no editor is open. */
  editor: Omit<RecordEditorProps, "closeHref"> | null;
  /** False where records are not created here (languages). */
  creatable?: boolean;
  /** False where rows are not edited one by one (synonym groups are edited all at once). */
  editable?: boolean;
  /** The page's own filters, inside the search form (selects named as the URL's parameters). */
  filters?: ReactNode;
  /** Above the list (a choice of the page's own, such as a language). */
  children?: ReactNode;
  /** The tab strip over the page: the catalogue's unless the page belongs to another part (the blog). */
  tabs?: ReactNode;
}

export function RecordPage<Row>({
  title,
  intro,
  columns,
  rows,
  rowKey,
  rowName,
  total,
  search,
  paging,
  editor,
  creatable = true,
  editable = true,
  filters,
  children,
  tabs = <CatalogueTabs />,
}: RecordPageProps<Row>) {
  const { t } = useTranslation("admin");
  const { pathname, search: query } = useLocation();
  const withEdit: readonly Column<Row>[] = !editable
    ? columns
    : [
        ...columns,
        {
          key: "edit",
          header: t("taxonomy.actions"),
          nowrap: true,
          cell: (row) => (
            <Link to={editHref(pathname, query, rowKey(row))} className="admin-link" aria-label={t("taxonomy.editNamed", { name: rowName(row) })}>
              {t("taxonomy.edit")}
            </Link>
          ),
        },
      ];
  return (
    <>
      {tabs}
      <div className="admin-heading">
        <h1 className="admin-title">{title}</h1>
        {creatable ? (
          <Link to={editHref(pathname, query, "new")} className="admin-button admin-button--primary">
            {t("taxonomy.new")}
          </Link>
        ) : null}
      </div>
      {intro ? <p className="admin-muted">{intro}</p> : null}
      <div className={`admin-records${editor ? " admin-records--editing" : ""}`}>
        <div className="admin-records__list">
          {search ? (
            <Form method="get" action={pathname} className="admin-filters" role="search" aria-label={t("list.filters")}>
              <label className="admin-field admin-field--grow">
                <span className="admin-field__label">{search.label}</span>
                <input type="search" name="q" defaultValue={search.value} maxLength={100} className="admin-input" />
              </label>
              {filters}
              <div className="admin-filters__actions">
                <button type="submit" className="admin-button admin-button--primary">
                  {t("list.search")}
                </button>
              </div>
            </Form>
          ) : null}
          {children}
          <DataTable caption={title} columns={withEdit} rows={rows} rowKey={rowKey} total={total} filtered={Boolean(search?.value)} />
          {paging ? <Pager page={paging.page} pages={paging.pages} hrefFor={paging.hrefFor} /> : null}
        </div>
        {editor ? <RecordEditor key={editor.id ?? "new"} {...editor} closeHref={editHref(pathname, query, null)} /> : null}
      </div>
    </>
  );
}
