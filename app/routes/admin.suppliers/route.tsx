// /admin/suppliers — the suppliers products come from: search, paging, and the editor (name, active) beside the
// list. A supplier products use cannot be deleted. A declared record page (decision 132).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import type { ListSpec } from "~/domain/admin-list";
import { CHECKED } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminSuppliersPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.suppliers" };
export const ErrorBoundary = AdminErrorBoundary;

const SPEC: ListSpec<"name"> = { sorts: ["name"], defaultSort: "name", filters: [] };
type Supplier = AdminSuppliersPageQuery["adminSuppliers"]["items"][number];
type SupplierRecord = NonNullable<AdminSuppliersPageQuery["adminSupplier"]>;

export const loader = recordLoader({
  title: "taxonomy.tab.suppliers",
  list: SPEC,
  read: async (run, { variables }) => {
    const { adminSuppliers: list, adminSupplier: record } = await run(AdminSuppliersPageDocument, variables);
    return { list, record: record ?? null };
  },
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    save: async (values, { id, run }) =>
      (await run(SaveSupplierDocument, { input: { id, name: values.name ?? "", isActive: values.isActive === CHECKED } })).saveAdminSupplier,
    remove: async (id, { run }) => (await run(DeleteSupplierDocument, { id })).deleteAdminSupplier,
  }),
);

const SUPPLIERS = declareRecordPage<Supplier, SupplierRecord>({
  intro: "taxonomy.suppliers.intro",
  list: { spec: SPEC, search: "taxonomy.searchName" },
  columns: (t) => [
    { key: "name", header: t("taxonomy.field.name"), cell: (s) => s.name },
    { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (s) => s.productCount },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (s) => (s.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (s) => s.name,
  recordName: (s) => s.name,
  fields: (t) => [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ],
  values: (s) => ({ name: s.name, isActive: s.isActive ? CHECKED : "" }),
  blank: { isActive: CHECKED },
});

export default function AdminSuppliersPage() {
  return <DeclaredRecordPage declared={SUPPLIERS} page={useLoaderData<typeof loader>()} />;
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
