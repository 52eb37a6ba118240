// /admin/blog/categories — the blog's categories (content admins): the list with each one's post count, and the
// editor (names and seo links per language, order, shown) beside it. A category with posts cannot be deleted. A
// declared record page (decision 132).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { BlogTabs } from "~/components/admin/blog/blog-tabs";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { CHECKED, RECORD_LANGUAGES, type RecordField } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminBlogCategoriesPageQuery } from "~/graphql/generated/graphql";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction, type RecordResult } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "blog.categories.title" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

type Category = AdminBlogCategoriesPageQuery["adminBlogCategories"][number];

export const loader = recordLoader({
  title: "blog.categories.title",
  read: async (run) => ({ rows: (await run(AdminBlogCategoriesPageDocument, {})).adminBlogCategories }),
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

/** The server names a refused field by language (`en.seoLink`), as the form does; other refusals are the form's. */
const asRecordResult = (result: { __typename: string; message?: string; field?: string | null }): RecordResult =>
  result.__typename === "OperationError" && result.field && result.field !== "id"
    ? { __typename: "FormError", message: result.message ?? "", fields: [{ field: result.field, message: result.message ?? "" }] }
    : (result as RecordResult);

export const action = withInputNet(
  recordSaveAction({
    numbers: { sort: { of: "whole" } },
    save: async (values, { id, numbers, run }) => {
      const texts = RECORD_LANGUAGES.filter((l) => l === "tr" || (values[`${l}.name`] ?? "").trim() || (values[`${l}.seoLink`] ?? "").trim()).map((l) => ({
        language: l,
        name: values[`${l}.name`] ?? "",
        seoLink: values[`${l}.seoLink`] ?? "",
      }));
      const input = { id, sort: numbers.sort ?? 0, isActive: values.isActive === CHECKED, texts };
      return asRecordResult((await run(SaveBlogCategoryDocument, { input })).saveBlogCategory);
    },
    remove: async (id, { run }) => asRecordResult((await run(DeleteBlogCategoryDocument, { id })).deleteBlogCategory),
  }),
);

const BLOG_CATEGORIES = declareRecordPage<Category>({
  tabs: <BlogTabs />,
  intro: "blog.categories.intro",
  columns: (t) => [
    { key: "name", header: t("blog.field.name"), cell: (c) => c.name },
    { key: "seoLink", header: t("blog.field.seoLink"), cell: (c) => <code dir="ltr">{c.seoLink}</code> },
    { key: "posts", header: t("blog.field.posts"), nowrap: true, cell: (c) => c.postCount },
    { key: "active", header: t("blog.field.isActive"), nowrap: true, cell: (c) => (c.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (c) => c.name,
  recordName: (c) => c.name,
  fields: (t) => [
    ...RECORD_LANGUAGES.flatMap((lang): RecordField[] => [
      { name: `${lang}.name`, label: t("blog.field.name"), required: lang === "tr", lang, group: t(`blog.language.${lang}`) },
      {
        name: `${lang}.seoLink`,
        label: t("blog.field.seoLink"),
        hint: t("blog.hint.seoLink"),
        required: lang === "tr",
        ltr: true,
        group: t(`blog.language.${lang}`),
      },
    ]),
    { name: "sort", label: t("blog.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("blog.field.isActive"), kind: "checkbox" },
  ],
  values: (c) => ({
    sort: String(c.sort),
    isActive: c.isActive ? CHECKED : "",
    ...Object.fromEntries(
      c.texts.flatMap((x) => [
        [`${x.language}.name`, x.name],
        [`${x.language}.seoLink`, x.seoLink],
      ]),
    ),
  }),
  blank: { sort: "0", isActive: CHECKED },
});

export default function AdminBlogCategoriesPage() {
  return <DeclaredRecordPage declared={BLOG_CATEGORIES} page={useLoaderData<typeof loader>()} />;
}

const AdminBlogCategoriesPageDocument = graphql(`
  query AdminBlogCategoriesPage {
    adminBlogCategories {
      id
      name
      seoLink
      sort
      isActive
      postCount
      texts {
        language
        name
        seoLink
      }
    }
  }
`);

const SaveBlogCategoryDocument = graphql(`
  mutation AdminSaveBlogCategory($input: BlogCategoryInput!) {
    saveBlogCategory(input: $input) {
      __typename
      ... on OperationError {
        code
        message
        field
      }
    }
  }
`);

const DeleteBlogCategoryDocument = graphql(`
  mutation AdminDeleteBlogCategory($id: Int!) {
    deleteBlogCategory(id: $id) {
      __typename
      ... on OperationError {
        code
        message
        field
      }
    }
  }
`);
