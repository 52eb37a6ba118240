// A record page drawn from a declaration (decision 132): the taxonomy-like admin pages (categories, brands, models,
// suppliers, properties, currencies, languages, the header menu, the blog's categories) differ only in their columns,
// their fields and how a record fills them, so each route declares those and this draws the page; the route's loader and action come
// from the same kind of declaration (recordLoader, recordSaveAction in app/utils/record-page.server.ts).
import { useActionData, useLocation } from "@remix-run/react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { listHref, type ListSpec, type ListState } from "~/domain/admin-list";
import type { RecordField, RecordValues } from "~/domain/record-form";
import type { RecordActionData } from "~/utils/record-page.server";
import type { Column } from "./data-table";
import { RecordPage } from "./record-page";

/** What a declared page's loader hands its view (recordLoader). */
export interface RecordPageData<Row, Rec, Choices> {
  title: string;
  state: ListState<string>;
  target: "new" | number | null;
  rows: Row[];
  total: number;
  /** Null when the list is read whole. */
  paging: { page: number; pages: number } | null;
  record: Rec | null;
  choices: Choices;
}

/** What the view of a declared page is given to draw its columns and fields from. */
export type RecordPageView<Row, Rec, Choices> = Pick<RecordPageData<Row, Rec, Choices>, "rows" | "record" | "choices" | "state">;

export interface RecordDeclaration<Row, Rec, Choices> {
  /** The key of the page's introduction (admin namespace), or the introduction as the page's data words it. */
  intro: string | ((t: TFunction, page: RecordPageView<Row, Rec, Choices>) => string);
  /** A title of the page's data (a property category's values), where the loader's title does not say it all. */
  title?(t: TFunction, page: RecordPageView<Row, Rec, Choices>): string | null;
  /** Above the list (a link back, a choice of the page's own). */
  above?(t: TFunction, page: RecordPageView<Row, Rec, Choices>): ReactNode;
  /** Under a stored record's fields, a form of its own (a category's move); given what a refused post sent. */
  extra?(t: TFunction, record: Rec, page: RecordPageView<Row, Rec, Choices>, failed: RecordActionData | undefined): ReactNode;
  /** The list's state in the URL, when it is searched and read in pages; `search` is the search box's label key. */
  list?: { spec: ListSpec<string>; search: string };
  columns(t: TFunction, page: RecordPageView<Row, Rec, Choices>): Column<Row>[];
  /** A row's name, for its edit link; and a record's, for the editor's heading. */
  rowName(row: Row): string;
  recordName(record: Rec): string;
  fields(t: TFunction, page: RecordPageView<Row, Rec, Choices>): RecordField[];
  /** The form's values for a stored record, and for a new one. */
  values(record: Rec): RecordValues;
  blank: RecordValues;
  /** The list's own filters, inside its search form. */
  filters?(t: TFunction, page: RecordPageView<Row, Rec, Choices>): ReactNode;
  /** The tab strip over the page (the catalogue's unless given). */
  tabs?: ReactNode;
  /** False where records are not created here (languages). */
  creatable?: boolean;
  /** False where records are never deleted (languages, currencies). */
  deletable?: boolean;
}

/** Declares a record page; the identity, for its types. */
export const declareRecordPage = <Row extends { id: number }, Rec extends { id: number } = Row, Choices = null>(declaration: RecordDeclaration<Row, Rec, Choices>) => declaration;

export function DeclaredRecordPage<Row extends { id: number }, Rec extends { id: number }, Choices>({ declared, page }: { declared: RecordDeclaration<Row, Rec, Choices>; page: RecordPageData<Row, Rec, Choices> }) {
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const { record, target, list } = { ...page, list: declared.list };
  // A stored record opens its editor. Where records are created, "new" opens an empty one, and so does a refused
  // post about an id that names no record (deleted meanwhile), to show why; a link to such an id alone opens none,
  // so that a stale link cannot lead to creating a record by mistake.
  const creatable = declared.creatable !== false;
  const open = record !== null || (creatable && (target === "new" || (target !== null && failed !== undefined)));
  return (
    <RecordPage<Row>
      tabs={declared.tabs}
      title={declared.title?.(t, page) ?? page.title}
      intro={typeof declared.intro === "string" ? t(declared.intro) : declared.intro(t, page)}
      creatable={declared.creatable}
      columns={declared.columns(t, page)}
      rows={page.rows}
      rowKey={(row) => row.id}
      rowName={declared.rowName}
      total={page.total}
      search={list ? { value: page.state.search, label: t(list.search) } : undefined}
      filters={declared.filters?.(t, page)}
      paging={list && page.paging ? { ...page.paging, hrefFor: (next) => listHref(pathname, page.state, list.spec, { page: next }) } : undefined}
      editor={
        open
          ? {
              heading: record ? declared.recordName(record) : t("taxonomy.newRecord"),
              fields: declared.fields(t, page),
              values: failed?.values ?? (record ? declared.values(record) : declared.blank),
              errors: failed?.errors,
              message: failed?.message,
              id: record?.id ?? null,
              deletable: declared.deletable,
              extra: record ? declared.extra?.(t, record, page, failed) : null,
            }
          : null
      }
    >
      {declared.above?.(t, page)}
    </RecordPage>
  );
}
