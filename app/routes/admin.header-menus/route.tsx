// /admin/header-menus — the storefront's header menu: items indented under their parent in their order, and the
// editor (a title per language, the link, the parent, the order, active) beside the list. Deleting an item takes
// the items below it along. A declared record page (decision 132).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, parentChoices, RECORD_LANGUAGES } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminHeaderMenuPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { LOCALE_NAMES } from "~/utils/locale";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.headerMenus" };
export const ErrorBoundary = AdminErrorBoundary;

type Item = AdminHeaderMenuPageQuery["adminHeaderMenu"][number];

export const loader = recordLoader({
  title: "taxonomy.tab.headerMenus",
  read: async (run) => ({ rows: (await run(AdminHeaderMenuPageDocument, {})).adminHeaderMenu }),
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    numbers: { sort: { of: "whole" } },
    save: async (values, { id, numbers, run }) => {
      const input = {
        id,
        parentId: positiveId(values.parentId),
        url: values.url ?? "",
        sort: numbers.sort,
        isActive: values.isActive === CHECKED,
        titles: RECORD_LANGUAGES.map((lang) => ({ language: lang, title: values[`title_${lang}`] ?? "" })),
      };
      return (await run(SaveMenuItemDocument, { input })).saveAdminHeaderMenuItem;
    },
    remove: async (id, { run }) => (await run(DeleteMenuItemDocument, { id })).deleteAdminHeaderMenuItem,
  }),
);

const HEADER_MENU = declareRecordPage<Item>({
  intro: "taxonomy.headerMenus.intro",
  columns: (t) => [
    {
      key: "title",
      header: t("taxonomy.field.title"),
      cell: (i) => (
        <span className="admin-tree__title" style={{ "--depth": i.depth } as CSSProperties}>
          {i.title}
        </span>
      ),
    },
    { key: "url", header: t("taxonomy.field.url"), cell: (i) => <code dir="ltr">{i.url}</code> },
    { key: "sort", header: t("taxonomy.field.sort"), nowrap: true, cell: (i) => i.sort },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (i) => (i.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (i) => i.title,
  recordName: (i) => i.title,
  fields: (t, { rows, record }) => [
    ...RECORD_LANGUAGES.map((lang) => ({
      name: `title_${lang}`,
      label: `${t("taxonomy.field.title")} (${LOCALE_NAMES[lang]})`,
      lang,
      required: lang === "tr",
    })),
    { name: "url", label: t("taxonomy.field.url"), hint: t("taxonomy.hint.url"), ltr: true, required: true },
    { name: "parentId", label: t("taxonomy.field.parentItem"), kind: "select", options: parentChoices(rows, record?.id ?? null, t("taxonomy.categories.top")) },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ],
  values: (i) => ({
    url: i.url,
    parentId: i.parentId ? String(i.parentId) : "",
    sort: String(i.sort),
    isActive: i.isActive ? CHECKED : "",
    ...Object.fromEntries(i.titles.map((x) => [`title_${x.language}`, x.title])),
  }),
  blank: { sort: "0", isActive: CHECKED },
});

export default function AdminHeaderMenusPage() {
  return <DeclaredRecordPage declared={HEADER_MENU} page={useLoaderData<typeof loader>()} />;
}

const AdminHeaderMenuPageDocument = graphql(`
  query AdminHeaderMenuPage {
    adminHeaderMenu {
      id
      parentId
      url
      sort
      isActive
      depth
      title
      titles {
        language
        title
      }
    }
  }
`);

const SaveMenuItemDocument = graphql(`
  mutation AdminSaveMenuItem($input: AdminHeaderMenuInput!) {
    saveAdminHeaderMenuItem(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeleteMenuItemDocument = graphql(`
  mutation AdminDeleteMenuItem($id: Int!) {
    deleteAdminHeaderMenuItem(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);
