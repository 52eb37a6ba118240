// /admin/models — product models, each optionally of a brand: search, a brand filter, paging, and the editor
// (name, brand, active) beside the list. A model products use cannot be deleted.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { FilterSelect } from "~/components/admin/list-filters";
import { RecordPage } from "~/components/admin/record-page";
import { listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, editTarget, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminModelsPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { LIST_PAGE_SIZE, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.models" };
export const ErrorBoundary = AdminErrorBoundary;

const SPEC: ListSpec<"name"> = { sorts: ["name"], defaultSort: "name", filters: ["brand"] };
type Model = AdminModelsPageQuery["adminModels"]["items"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const url = new URL(args.request.url);
    const state = readListState(url, SPEC);
    const target = editTarget(url);
    const result = await adminQuery(args, token, AdminModelsPageDocument, {
      search: state.search || null,
      brandId: positiveId(state.filters.brand),
      page: state.page,
      pageSize: LIST_PAGE_SIZE,
      id: typeof target === "number" ? target : 0,
      editing: typeof target === "number",
    });
    return { title: t("taxonomy.tab.models"), area: t("area"), state, target, ...result };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token) => {
      const input = { id, name: values.name ?? "", brandId: positiveId(values.brandId), isActive: values.isActive === CHECKED };
      return (await adminMutation(args, token, SaveModelDocument, { input })).saveAdminModel;
    },
    remove: async (id, token) => (await adminMutation(args, token, DeleteModelDocument, { id })).deleteAdminModel,
  });
});

export default function AdminModelsPage() {
  const { title, state, target, adminModels: list, adminModel: record, adminBrands: brands } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const brandOptions = brands.items.map((b) => ({ value: String(b.id), label: b.name }));
  const fields: RecordField[] = [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "brandId", label: t("taxonomy.field.brand"), kind: "select", options: [{ value: "", label: t("taxonomy.models.noBrand") }, ...brandOptions] },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ];
  const stored: RecordValues = record ? { name: record.name, brandId: record.brandId ? String(record.brandId) : "", isActive: record.isActive ? CHECKED : "" } : { isActive: CHECKED };
  return (
    <RecordPage<Model>
      title={title}
      intro={t("taxonomy.models.intro")}
      columns={[
        { key: "name", header: t("taxonomy.field.name"), cell: (m) => m.name },
        { key: "brand", header: t("taxonomy.field.brand"), cell: (m) => m.brandName ?? "—" },
        { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (m) => m.productCount },
        { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (m) => (m.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
      ]}
      rows={list.items}
      rowKey={(m) => m.id}
      rowName={(m) => m.name}
      total={list.total}
      search={{ value: state.search, label: t("taxonomy.searchName") }}
      filters={<FilterSelect name="brand" label={t("taxonomy.field.brand")} value={state.filters.brand ?? ""} options={brandOptions} />}
      paging={{ page: list.page, pages: pageCount(list.total, list.pageSize), hrefFor: (page) => listHref(pathname, state, SPEC, { page }) }}
      editor={
        target === null
          ? null
          : { heading: record ? record.name : t("taxonomy.newRecord"), fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record?.id ?? null }
      }
    />
  );
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
