// /admin/brands — the catalogue's brands: search, paging, and the editor (name, seo link, description, order,
// active) beside the list. A brand products use cannot be deleted. A declared record page (decision 132).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import type { ListSpec } from "~/domain/admin-list";
import { CHECKED, textOrNull } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminBrandsPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.brands" };
export const ErrorBoundary = AdminErrorBoundary;

const SPEC: ListSpec<"name"> = { sorts: ["name"], defaultSort: "name", filters: [] };
type Brand = AdminBrandsPageQuery["adminBrands"]["items"][number];
type BrandRecord = NonNullable<AdminBrandsPageQuery["adminBrand"]>;

export const loader = recordLoader({
  title: "taxonomy.tab.brands",
  list: SPEC,
  read: async (run, { variables }) => {
    const { adminBrands: list, adminBrand: record } = await run(AdminBrandsPageDocument, variables);
    return { list, record: record ?? null };
  },
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    numbers: { sort: { of: "whole" } },
    save: async (values, { id, numbers, run }) => {
      const input = {
        id,
        name: values.name ?? "",
        seoLink: textOrNull(values.seoLink),
        description: values.description ?? "",
        sort: numbers.sort,
        isActive: values.isActive === CHECKED,
      };
      return (await run(SaveBrandDocument, { input })).saveAdminBrand;
    },
    remove: async (id, { run }) => (await run(DeleteBrandDocument, { id })).deleteAdminBrand,
  }),
);

const BRANDS = declareRecordPage<Brand, BrandRecord>({
  intro: "taxonomy.brands.intro",
  list: { spec: SPEC, search: "taxonomy.searchName" },
  columns: (t) => [
    { key: "name", header: t("taxonomy.field.name"), cell: (b) => b.name },
    { key: "seoLink", header: t("taxonomy.field.seoLink"), cell: (b) => <code dir="ltr">{b.seoLink}</code> },
    { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (b) => b.productCount },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (b) => (b.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (b) => b.name,
  recordName: (b) => b.name,
  fields: (t) => [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "seoLink", label: t("taxonomy.field.seoLink"), hint: t("taxonomy.hint.seoLink"), ltr: true },
    { name: "description", label: t("taxonomy.field.description"), kind: "textarea" },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ],
  values: (b) => ({ name: b.name, seoLink: b.seoLink, description: b.description, sort: String(b.sort), isActive: b.isActive ? CHECKED : "" }),
  blank: { sort: "0", isActive: CHECKED },
});

export default function AdminBrandsPage() {
  return <DeclaredRecordPage declared={BRANDS} page={useLoaderData<typeof loader>()} />;
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
