// /admin/blog/categories — the blog's categories (content admins): the list with each one's post count, and the
// editor (names and seo links per language, order, shown) beside it. A category with posts cannot be deleted.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { BlogTabs } from "~/components/admin/blog/blog-tabs";
import { RecordPage } from "~/components/admin/record-page";
import { CHECKED, editTarget, RECORD_LANGUAGES, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminBlogCategoriesPageQuery } from "~/graphql/generated/graphql";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { fieldProblem, recordAction, recordPageLoader, type RecordActionData, type RecordResult } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "blog.categories.title" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

type Category = AdminBlogCategoriesPageQuery["adminBlogCategories"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const target = editTarget(new URL(args.request.url));
    const result = await adminQuery(args, token, AdminBlogCategoriesPageDocument, {});
    return { title: t("blog.categories.title"), area: t("area"), target, categories: result.adminBlogCategories };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

/** The server names a refused field by language (`en.seoLink`), as the form does; other refusals are the form's. */
const asRecordResult = (result: { __typename: string; message?: string; field?: string | null }): RecordResult =>
  result.__typename === "OperationError" && result.field && result.field !== "id"
    ? { __typename: "FormError", message: result.message ?? "", fields: [{ field: result.field, message: result.message ?? "" }] }
    : (result as RecordResult);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const sort = wholeNumberOf(values.sort);
      if (Number.isNaN(sort)) return fieldProblem(language, "sort", "field_invalid_number");
      const texts = RECORD_LANGUAGES.filter((l) => l === "tr" || (values[`${l}.name`] ?? "").trim() || (values[`${l}.seoLink`] ?? "").trim()).map((l) => ({
        language: l,
        name: values[`${l}.name`] ?? "",
        seoLink: values[`${l}.seoLink`] ?? "",
      }));
      const input = { id, sort: sort ?? 0, isActive: values.isActive === CHECKED, texts };
      return asRecordResult((await adminMutation(args, token, SaveBlogCategoryDocument, { input })).saveBlogCategory);
    },
    remove: async (id, token) => asRecordResult((await adminMutation(args, token, DeleteBlogCategoryDocument, { id })).deleteBlogCategory),
  });
});

export default function AdminBlogCategoriesPage() {
  const { title, target, categories } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const record = typeof target === "number" ? (categories.find((c) => c.id === target) ?? null) : null;
  const fields: RecordField[] = [
    ...RECORD_LANGUAGES.flatMap((lang): RecordField[] => [
      { name: `${lang}.name`, label: t("blog.field.name"), required: lang === "tr", lang, group: t(`blog.language.${lang}`) },
      { name: `${lang}.seoLink`, label: t("blog.field.seoLink"), hint: t("blog.hint.seoLink"), required: lang === "tr", ltr: true, group: t(`blog.language.${lang}`) },
    ]),
    { name: "sort", label: t("blog.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("blog.field.isActive"), kind: "checkbox" },
  ];
  const stored: RecordValues = record
    ? { sort: String(record.sort), isActive: record.isActive ? CHECKED : "", ...Object.fromEntries(record.texts.flatMap((x) => [[`${x.language}.name`, x.name], [`${x.language}.seoLink`, x.seoLink]])) }
    : { sort: "0", isActive: CHECKED };
  return (
    <RecordPage<Category>
      tabs={<BlogTabs />}
      title={title}
      intro={t("blog.categories.intro")}
      columns={[
        { key: "name", header: t("blog.field.name"), cell: (c) => c.name },
        { key: "seoLink", header: t("blog.field.seoLink"), cell: (c) => <code dir="ltr">{c.seoLink}</code> },
        { key: "posts", header: t("blog.field.posts"), nowrap: true, cell: (c) => c.postCount },
        { key: "active", header: t("blog.field.isActive"), nowrap: true, cell: (c) => (c.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
      ]}
      rows={categories}
      rowKey={(c) => c.id}
      rowName={(c) => c.name}
      total={categories.length}
      editor={
        target === null || (typeof target === "number" && !record)
          ? null
          : { heading: record ? record.name : t("taxonomy.newRecord"), fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record?.id ?? null }
      }
    />
  );
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
