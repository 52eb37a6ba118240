// /admin/header-menus — the storefront's header menu: items indented under their parent in their order, and the
// editor (a title per language, the link, the parent, the order, active) beside the list. Deleting an item takes
// the items below it along.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, editTarget, parentChoices, RECORD_LANGUAGES, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminHeaderMenuPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { LOCALE_NAMES } from "~/utils/locale";
import { fieldProblem, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.headerMenus" };
export const ErrorBoundary = AdminErrorBoundary;

type Item = AdminHeaderMenuPageQuery["adminHeaderMenu"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const target = editTarget(new URL(args.request.url));
    const { adminHeaderMenu: items } = await adminQuery(args, token, AdminHeaderMenuPageDocument, {});
    const record = typeof target === "number" ? (items.find((i) => i.id === target) ?? null) : null;
    return { title: t("taxonomy.tab.headerMenus"), area: t("area"), target, items, record };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const sort = wholeNumberOf(values.sort);
      if (Number.isNaN(sort)) return fieldProblem(language, "sort", "field_invalid_number");
      const input = {
        id,
        parentId: positiveId(values.parentId),
        url: values.url ?? "",
        sort,
        isActive: values.isActive === CHECKED,
        titles: RECORD_LANGUAGES.map((lang) => ({ language: lang, title: values[`title_${lang}`] ?? "" })),
      };
      return (await adminMutation(args, token, SaveMenuItemDocument, { input })).saveAdminHeaderMenuItem;
    },
    remove: async (id, token) => (await adminMutation(args, token, DeleteMenuItemDocument, { id })).deleteAdminHeaderMenuItem,
  });
});

export default function AdminHeaderMenusPage() {
  const { title, target, items, record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const fields: RecordField[] = [
    ...RECORD_LANGUAGES.map((lang) => ({ name: `title_${lang}`, label: `${t("taxonomy.field.title")} (${LOCALE_NAMES[lang]})`, lang, required: lang === "tr" })),
    { name: "url", label: t("taxonomy.field.url"), hint: t("taxonomy.hint.url"), ltr: true, required: true },
    { name: "parentId", label: t("taxonomy.field.parentItem"), kind: "select", options: parentChoices(items, record?.id ?? null, t("taxonomy.categories.top")) },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ];
  const stored: RecordValues = record
    ? {
        url: record.url,
        parentId: record.parentId ? String(record.parentId) : "",
        sort: String(record.sort),
        isActive: record.isActive ? CHECKED : "",
        ...Object.fromEntries(record.titles.map((x) => [`title_${x.language}`, x.title])),
      }
    : { sort: "0", isActive: CHECKED };
  return (
    <RecordPage<Item>
      title={title}
      intro={t("taxonomy.headerMenus.intro")}
      columns={[
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
      ]}
      rows={items}
      rowKey={(i) => i.id}
      rowName={(i) => i.title}
      total={items.length}
      editor={
        target === null
          ? null
          : { heading: record ? record.title : t("taxonomy.newRecord"), fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record?.id ?? null }
      }
    />
  );
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
