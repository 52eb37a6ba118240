// /admin/categories — the category tree: every category indented under its parent in its order, with its texts in
// Turkish, English and Arabic in the editor, and a move form that hangs it (with everything below it) under another
// category. A category with products or subcategories cannot be deleted; the server says why. A declared record
// page (decision 132) with a move of its own.
import type { MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, parentChoices, RECORD_LANGUAGES, textOrNull, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminCategoriesPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { LOCALE_NAMES } from "~/utils/locale";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.categories" };
export const ErrorBoundary = AdminErrorBoundary;

type Category = AdminCategoriesPageQuery["adminCategories"][number];
const TEXT_FIELDS = ["title", "seoLink", "seoTitle", "seoDescription", "description"] as const;

export const loader = recordLoader({
  title: "taxonomy.tab.categories",
  read: async (run) => ({ rows: (await run(AdminCategoriesPageDocument, {})).adminCategories }),
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    numbers: { sort: { of: "whole" } },
    save: async (values, { id, numbers, run }) => {
      const texts = RECORD_LANGUAGES.map((lang) => ({
        language: lang,
        title: values[`title_${lang}`] ?? "",
        seoLink: textOrNull(values[`seoLink_${lang}`]),
        seoTitle: values[`seoTitle_${lang}`] ?? "",
        seoDescription: values[`seoDescription_${lang}`] ?? "",
        description: values[`description_${lang}`] ?? "",
      }));
      // A stored category changes place through the move form; a new one is made where the form says.
      const place = id === null ? { parentId: positiveId(values.parentId) } : {};
      const input = { id, ...place, sort: numbers.sort, isActive: values.isActive === CHECKED, texts };
      return (await run(SaveCategoryDocument, { input })).saveAdminCategory;
    },
    remove: async (id, { run }) => (await run(DeleteCategoryDocument, { id })).deleteAdminCategory,
    other: {
      move: {
        numbers: { moveSort: { of: "whole" } },
        save: async (values, { id, numbers, run }) =>
          (await run(MoveCategoryDocument, { id: id ?? 0, parentId: positiveId(values.parentId), sort: numbers.moveSort })).moveAdminCategory,
      },
    },
  }),
);

function MoveForm({
  category,
  options,
  values,
  error,
}: {
  category: Category;
  options: { value: string; label: string }[];
  values: RecordValues;
  error?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="admin-form admin-fieldset" aria-label={t("taxonomy.categories.move")}>
      <p className="admin-field__label">{t("taxonomy.categories.move")}</p>
      <p className="admin-field__hint">{t("taxonomy.categories.moveHint")}</p>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={category.id} />
      <label className="admin-field">
        <span className="admin-field__label">{t("taxonomy.field.parent")}</span>
        <select
          name="parentId"
          defaultValue={values.parentId ?? String(category.parentId ?? "")}
          className="admin-input"
          aria-invalid={error ? true : undefined}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {error ? <span className="admin-field__error">{error}</span> : null}
      </label>
      <label className="admin-field">
        <span className="admin-field__label">{t("taxonomy.field.sort")}</span>
        <input name="moveSort" defaultValue={values.moveSort ?? String(category.sort)} inputMode="numeric" dir="ltr" className="admin-input" />
      </label>
      <button type="submit" className="admin-button">
        {t("taxonomy.categories.moveSubmit")}
      </button>
    </Form>
  );
}

const CATEGORIES = declareRecordPage<Category>({
  intro: "taxonomy.categories.intro",
  columns: (t) => [
    {
      key: "title",
      header: t("taxonomy.field.title"),
      cell: (c) => (
        <span className="admin-tree__title" style={{ "--depth": c.depth } as CSSProperties}>
          {c.title}
        </span>
      ),
    },
    { key: "seoLink", header: t("taxonomy.field.seoLink"), cell: (c) => <code dir="ltr">{c.texts.find((x) => x.language === "tr")?.seoLink}</code> },
    { key: "products", header: t("taxonomy.products"), nowrap: true, cell: (c) => c.productCount },
    { key: "children", header: t("taxonomy.categories.subcategories"), nowrap: true, cell: (c) => c.childCount },
    { key: "sort", header: t("taxonomy.field.sort"), nowrap: true, cell: (c) => c.sort },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (c) => (c.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (c) => c.title,
  recordName: (c) => c.title,
  fields: (t, { rows, record }) => [
    ...RECORD_LANGUAGES.flatMap((lang): RecordField[] =>
      TEXT_FIELDS.map((name) => ({
        name: `${name}_${lang}`,
        label: t(`taxonomy.field.${name}`),
        group: LOCALE_NAMES[lang],
        lang,
        ltr: name === "seoLink" && lang !== "ar",
        required: name === "title" && lang === "tr",
        kind: name === "description" || name === "seoDescription" ? "textarea" : "text",
        hint: name === "seoLink" ? t("taxonomy.hint.seoLink") : undefined,
      })),
    ),
    // A new category is made where the form says; a stored one moves through the move form.
    ...(record
      ? []
      : [{ name: "parentId", label: t("taxonomy.field.parent"), kind: "select" as const, options: parentChoices(rows, null, t("taxonomy.categories.top")) }]),
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ],
  values: (c) =>
    Object.fromEntries([
      ["sort", String(c.sort)],
      ["isActive", c.isActive ? CHECKED : ""],
      ...c.texts.flatMap((text) => TEXT_FIELDS.map((name) => [`${name}_${text.language}`, text[name]])),
    ]),
  blank: { sort: "0", isActive: CHECKED },
  extra: (t, record, { rows }, failed) => (
    <MoveForm
      category={record}
      options={parentChoices(rows, record.id, t("taxonomy.categories.top"))}
      values={failed?.values ?? {}}
      error={failed?.errors.parentId ?? failed?.errors.moveSort}
    />
  ),
});

export default function AdminCategoriesPage() {
  return <DeclaredRecordPage declared={CATEGORIES} page={useLoaderData<typeof loader>()} />;
}

const AdminCategoriesPageDocument = graphql(`
  query AdminCategoriesPage {
    adminCategories {
      id
      parentId
      sort
      isActive
      depth
      title
      productCount
      childCount
      texts {
        language
        title
        seoLink
        seoTitle
        seoDescription
        description
      }
    }
  }
`);

const SaveCategoryDocument = graphql(`
  mutation AdminSaveCategory($input: AdminCategoryInput!) {
    saveAdminCategory(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const MoveCategoryDocument = graphql(`
  mutation AdminMoveCategory($id: Int!, $parentId: Int, $sort: Int) {
    moveAdminCategory(id: $id, parentId: $parentId, sort: $sort) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeleteCategoryDocument = graphql(`
  mutation AdminDeleteCategory($id: Int!) {
    deleteAdminCategory(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);
