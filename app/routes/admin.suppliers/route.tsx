// /admin/suppliers — the suppliers products come from: search, paging, and the editor (name, active) beside the
// list. A supplier products use cannot be deleted.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { CHECKED, editTarget, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminSuppliersPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { LIST_PAGE_SIZE, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.suppliers" };
export const ErrorBoundary = AdminErrorBoundary;

const SPEC: ListSpec<"name"> = { sorts: ["name"], defaultSort: "name", filters: [] };
type Supplier = AdminSuppliersPageQuery["adminSuppliers"]["items"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const url = new URL(args.request.url);
    const state = readListState(url, SPEC);
    const target = editTarget(url);
    const result = await adminQuery(args, token, AdminSuppliersPageDocument, {
      search: state.search || null,
      page: state.page,
      pageSize: LIST_PAGE_SIZE,
      id: typeof target === "number" ? target : 0,
      editing: typeof target === "number",
    });
    return { title: t("taxonomy.tab.suppliers"), area: t("area"), state, target, ...result };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token) =>
      (await adminMutation(args, token, SaveSupplierDocument, { input: { id, name: values.name ?? "", isActive: values.isActive === CHECKED } })).saveAdminSupplier,
    remove: async (id, token) => (await adminMutation(args, token, DeleteSupplierDocument, { id })).deleteAdminSupplier,
  });
});

export default function AdminSuppliersPage() {
  const { title, state, target, adminSuppliers: list, adminSupplier: record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const fields: RecordField[] = [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ];
  const stored: RecordValues = record ? { name: record.name, isActive: record.isActive ? CHECKED : "" } : { isActive: CHECKED };
  return (
    <RecordPage<Supplier>
      title={title}
      intro={t("taxonomy.suppliers.intro")}
      columns={[
        { key: "name", header: t("taxonomy.field.name"), cell: (s) => s.name },
        { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (s) => s.productCount },
        { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (s) => (s.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
      ]}
      rows={list.items}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      total={list.total}
      search={{ value: state.search, label: t("taxonomy.searchName") }}
      paging={{ page: list.page, pages: pageCount(list.total, list.pageSize), hrefFor: (page) => listHref(pathname, state, SPEC, { page }) }}
      editor={
        target === null
          ? null
          : { heading: record ? record.name : t("taxonomy.newRecord"), fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record?.id ?? null }
      }
    />
  );
}

const AdminSuppliersPageDocument = graphql(`
  query AdminSuppliersPage($search: String, $page: Int, $pageSize: Int, $id: Int!, $editing: Boolean!) {
    adminSuppliers(filter: { search: $search }, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        productCount
        isActive
      }
    }
    adminSupplier(id: $id) @include(if: $editing) {
      id
      name
      isActive
    }
  }
`);

const SaveSupplierDocument = graphql(`
  mutation AdminSaveSupplier($input: AdminSupplierInput!) {
    saveAdminSupplier(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeleteSupplierDocument = graphql(`
  mutation AdminDeleteSupplier($id: Int!) {
    deleteAdminSupplier(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);
