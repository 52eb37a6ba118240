// /admin/models — product models, each optionally of a brand: search, a brand filter, paging, and the editor
// (name, brand, active) beside the list. A model products use cannot be deleted. A declared record page (decision 132).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { FilterSelect } from "~/components/admin/list-filters";
import type { ListSpec } from "~/domain/admin-list";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminModelsPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.models" };
export const ErrorBoundary = AdminErrorBoundary;

const SPEC: ListSpec<"name"> = { sorts: ["name"], defaultSort: "name", filters: ["brand"] };
type Model = AdminModelsPageQuery["adminModels"]["items"][number];
type ModelRecord = NonNullable<AdminModelsPageQuery["adminModel"]>;
/** The brands a model may belong to, as choices. */
type Brands = { value: string; label: string }[];

export const loader = recordLoader({
  title: "taxonomy.tab.models",
  list: SPEC,
  read: async (run, { state, variables }) => {
    const result = await run(AdminModelsPageDocument, { ...variables, brandId: positiveId(state.filters.brand) });
    const choices: Brands = result.adminBrands.items.map((b) => ({ value: String(b.id), label: b.name }));
    return { list: result.adminModels, record: result.adminModel ?? null, choices };
  },
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    save: async (values, { id, run }) => {
      const input = { id, name: values.name ?? "", brandId: positiveId(values.brandId), isActive: values.isActive === CHECKED };
      return (await run(SaveModelDocument, { input })).saveAdminModel;
    },
    remove: async (id, { run }) => (await run(DeleteModelDocument, { id })).deleteAdminModel,
  }),
);

const MODELS = declareRecordPage<Model, ModelRecord, Brands>({
  intro: "taxonomy.models.intro",
  list: { spec: SPEC, search: "taxonomy.searchName" },
  filters: (t, { state, choices }) => <FilterSelect name="brand" label={t("taxonomy.field.brand")} value={state.filters.brand ?? ""} options={choices} />,
  columns: (t) => [
    { key: "name", header: t("taxonomy.field.name"), cell: (m) => m.name },
    { key: "brand", header: t("taxonomy.field.brand"), cell: (m) => m.brandName ?? "—" },
    { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (m) => m.productCount },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (m) => (m.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (m) => m.name,
  recordName: (m) => m.name,
  fields: (t, { choices }) => [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "brandId", label: t("taxonomy.field.brand"), kind: "select", options: [{ value: "", label: t("taxonomy.models.noBrand") }, ...choices] },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ],
  values: (m) => ({ name: m.name, brandId: m.brandId ? String(m.brandId) : "", isActive: m.isActive ? CHECKED : "" }),
  blank: { isActive: CHECKED },
});

export default function AdminModelsPage() {
  return <DeclaredRecordPage declared={MODELS} page={useLoaderData<typeof loader>()} />;
}

const AdminModelsPageDocument = graphql(`
  query AdminModelsPage($search: String, $brandId: Int, $page: Int, $pageSize: Int, $id: Int!, $editing: Boolean!) {
    adminModels(filter: { search: $search, brandId: $brandId }, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        brandName
        productCount
        isActive
      }
    }
    adminModel(id: $id) @include(if: $editing) {
      id
      name
      brandId
      isActive
    }
    adminBrands(pageSize: 100) {
      items {
        id
        name
      }
    }
  }
`);

const SaveModelDocument = graphql(`
  mutation AdminSaveModel($input: AdminModelInput!) {
    saveAdminModel(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeleteModelDocument = graphql(`
  mutation AdminDeleteModel($id: Int!) {
    deleteAdminModel(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);
