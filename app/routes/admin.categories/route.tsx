// /admin/categories — the category tree: every category indented under its parent in its order, with its texts in
// Turkish, English and Arabic in the editor, and a move form that hangs it (with everything below it) under another
// category. A category with products or subcategories cannot be deleted; the server says why.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, editTarget, parentChoices, RECORD_LANGUAGES, textOrNull, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminCategoriesPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { LOCALE_NAMES } from "~/utils/locale";
import { fieldProblem, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.categories" };
export const ErrorBoundary = AdminErrorBoundary;

type Category = AdminCategoriesPageQuery["adminCategories"][number];
const TEXT_FIELDS = ["title", "seoLink", "seoTitle", "seoDescription", "description"] as const;

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const target = editTarget(new URL(args.request.url));
    const { adminCategories: categories } = await adminQuery(args, token, AdminCategoriesPageDocument, {});
    const record = typeof target === "number" ? (categories.find((c) => c.id === target) ?? null) : null;
    return { title: t("taxonomy.tab.categories"), area: t("area"), target, categories, record };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

/** The sort field as typed, or the problem it is. */
const sortOf = (values: RecordValues) => wholeNumberOf(values.sort);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const sort = sortOf(values);
      if (Number.isNaN(sort)) return fieldProblem(language, "sort", "field_invalid_number");
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
      const input = { id, ...place, sort, isActive: values.isActive === CHECKED, texts };
      return (await adminMutation(args, token, SaveCategoryDocument, { input })).saveAdminCategory;
    },
    remove: async (id, token) => (await adminMutation(args, token, DeleteCategoryDocument, { id })).deleteAdminCategory,
    other: {
      move: async (values, id, token, language) => {
        const sort = sortOf({ sort: values.moveSort });
        if (Number.isNaN(sort)) return fieldProblem(language, "moveSort", "field_invalid_number");
        return (await adminMutation(args, token, MoveCategoryDocument, { id: id ?? 0, parentId: positiveId(values.parentId), sort })).moveAdminCategory;
      },
    },
  });
});

function MoveForm({ category, options, values, error }: { category: Category; options: { value: string; label: string }[]; values: RecordValues; error?: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="admin-form admin-fieldset" aria-label={t("taxonomy.categories.move")}>
      <p className="admin-field__label">{t("taxonomy.categories.move")}</p>
      <p className="admin-field__hint">{t("taxonomy.categories.moveHint")}</p>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={category.id} />
      <label className="admin-field">
        <span className="admin-field__label">{t("taxonomy.field.parent")}</span>
        <select name="parentId" defaultValue={values.parentId ?? String(category.parentId ?? "")} className="admin-input" aria-invalid={error ? true : undefined}>
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

export default function AdminCategoriesPage() {
  const { title, target, categories, record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const parentOptions = parentChoices(categories, record?.id ?? null, t("taxonomy.categories.top"));
  const fields: RecordField[] = [
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
    ...(record ? [] : [{ name: "parentId", label: t("taxonomy.field.parent"), kind: "select" as const, options: parentOptions }]),
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ];
  const stored: RecordValues = record
    ? Object.fromEntries([
        ["sort", String(record.sort)],
        ["isActive", record.isActive ? CHECKED : ""],
        ...record.texts.flatMap((text) => TEXT_FIELDS.map((name) => [`${name}_${text.language}`, text[name]])),
      ])
    : { sort: "0", isActive: CHECKED };
  const values = failed?.values ?? stored;
  return (
    <RecordPage<Category>
      title={title}
      intro={t("taxonomy.categories.intro")}
      columns={[
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
      ]}
      rows={categories}
      rowKey={(c) => c.id}
      rowName={(c) => c.title}
      total={categories.length}
      editor={
        target === null
          ? null
          : {
              heading: record ? record.title : t("taxonomy.newRecord"),
              fields,
              values,
              errors: failed?.errors,
              message: failed?.message,
              id: record?.id ?? null,
              extra: record ? <MoveForm category={record} options={parentOptions} values={failed?.values ?? {}} error={failed?.errors.parentId ?? failed?.errors.moveSort} /> : null,
            }
      }
    />
  );
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
