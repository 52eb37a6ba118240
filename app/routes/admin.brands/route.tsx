// /admin/brands — the catalogue's brands: search, paging, and the editor (name, seo link, description, order,
// active) beside the list. A brand products use cannot be deleted.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { listHref, pageCount, readListState, type ListSpec } from "~/domain/admin-list";
import { CHECKED, editTarget, textOrNull, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminBrandsPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { fieldProblem, LIST_PAGE_SIZE, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.brands" };
export const ErrorBoundary = AdminErrorBoundary;

const SPEC: ListSpec<"name"> = { sorts: ["name"], defaultSort: "name", filters: [] };
type Brand = AdminBrandsPageQuery["adminBrands"]["items"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const url = new URL(args.request.url);
    const state = readListState(url, SPEC);
    const target = editTarget(url);
    const result = await adminQuery(args, token, AdminBrandsPageDocument, {
      search: state.search || null,
      page: state.page,
      pageSize: LIST_PAGE_SIZE,
      id: typeof target === "number" ? target : 0,
      editing: typeof target === "number",
    });
    return { title: t("taxonomy.tab.brands"), area: t("area"), state, target, ...result };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const sort = wholeNumberOf(values.sort);
      if (Number.isNaN(sort)) return fieldProblem(language, "sort", "field_invalid_number");
      const input = { id, name: values.name ?? "", seoLink: textOrNull(values.seoLink), description: values.description ?? "", sort, isActive: values.isActive === CHECKED };
      return (await adminMutation(args, token, SaveBrandDocument, { input })).saveAdminBrand;
    },
    remove: async (id, token) => (await adminMutation(args, token, DeleteBrandDocument, { id })).deleteAdminBrand,
  });
});

export default function AdminBrandsPage() {
  const { title, state, target, adminBrands: list, adminBrand: record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const { pathname } = useLocation();
  const fields: RecordField[] = [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "seoLink", label: t("taxonomy.field.seoLink"), hint: t("taxonomy.hint.seoLink"), ltr: true },
    { name: "description", label: t("taxonomy.field.description"), kind: "textarea" },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ];
  const stored: RecordValues = record ? { name: record.name, seoLink: record.seoLink, description: record.description, sort: String(record.sort), isActive: record.isActive ? CHECKED : "" } : { sort: "0", isActive: CHECKED };
  return (
    <RecordPage<Brand>
      title={title}
      intro={t("taxonomy.brands.intro")}
      columns={[
        { key: "name", header: t("taxonomy.field.name"), cell: (b) => b.name },
        { key: "seoLink", header: t("taxonomy.field.seoLink"), cell: (b) => <code dir="ltr">{b.seoLink}</code> },
        { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (b) => b.productCount },
        { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (b) => (b.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
      ]}
      rows={list.items}
      rowKey={(b) => b.id}
      rowName={(b) => b.name}
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

const AdminBrandsPageDocument = graphql(`
  query AdminBrandsPage($search: String, $page: Int, $pageSize: Int, $id: Int!, $editing: Boolean!) {
    adminBrands(filter: { search: $search }, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        seoLink
        productCount
        isActive
      }
    }
    adminBrand(id: $id) @include(if: $editing) {
      id
      name
      seoLink
      description
      sort
      isActive
    }
  }
`);

const SaveBrandDocument = graphql(`
  mutation AdminSaveBrand($input: AdminBrandInput!) {
    saveAdminBrand(input: $input) {
      __typename
      ... on AdminBrand {
        id
      }
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeleteBrandDocument = graphql(`
  mutation AdminDeleteBrand($id: Int!) {
    deleteAdminBrand(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);
