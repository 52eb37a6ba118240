// /admin/properties — variant properties: the property categories (Colour, Size) with a name per language, and with
// `?category=<id>` the values of one of them (Red, XL; a swatch colour). Values a sub-product uses cannot be
// deleted, nor a category holding such a value.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, editTarget, RECORD_LANGUAGES, textOrNull, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { LOCALE_NAMES } from "~/utils/locale";
import { fieldProblem, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.properties" };
export const ErrorBoundary = AdminErrorBoundary;

/** The property category whose values the page shows (`?category=`), or null for the categories themselves. */
const categoryOf = (request: Request) => positiveId(new URL(request.url).searchParams.get("category"));

interface Row {
  id: number;
  name: string;
  sort: number;
  /** Categories: their value count; values: the sub-products using them. */
  count: number;
  colour?: string | null;
  isColour?: boolean;
  names: readonly { language: string; name: string }[];
}

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(args, async (token, t) => {
    const target = editTarget(new URL(args.request.url));
    const categoryId = categoryOf(args.request);
    const result = await adminQuery(args, token, AdminPropertiesPageDocument, { categoryId: categoryId ?? 0, values: categoryId !== null });
    const category = categoryId === null ? null : (result.adminPropertyCategories.find((c) => c.id === categoryId) ?? null);
    if (categoryId !== null && !category) throw new Response(null, { status: 404 });
    const rows: Row[] = category
      ? (result.adminProperties ?? []).map((p) => ({ id: p.id, name: p.name, sort: p.sort, count: p.subProductCount, colour: p.colour, names: p.names }))
      : result.adminPropertyCategories.map((c) => ({ id: c.id, name: c.name, sort: c.sort, count: c.propertyCount, isColour: c.isColour, names: c.names }));
    const record = typeof target === "number" ? (rows.find((r) => r.id === target) ?? null) : null;
    return { title: t("taxonomy.tab.properties"), area: t("area"), target, category, rows, record };
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  const categoryId = categoryOf(args.request);
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const sort = wholeNumberOf(values.sort);
      if (Number.isNaN(sort)) return fieldProblem(language, "sort", "field_invalid_number");
      const names = RECORD_LANGUAGES.map((lang) => ({ language: lang, name: values[`name_${lang}`] ?? "" }));
      if (categoryId === null) {
        const input = { id, sort, isColour: values.isColour === CHECKED, names };
        return (await adminMutation(args, token, SavePropertyCategoryDocument, { input })).saveAdminPropertyCategory;
      }
      const input = { id, propertyCategoryId: categoryId, sort, colour: textOrNull(values.colour), names };
      return (await adminMutation(args, token, SavePropertyDocument, { input })).saveAdminProperty;
    },
    remove: async (id, token) =>
      categoryId === null
        ? (await adminMutation(args, token, DeletePropertyCategoryDocument, { id })).deleteAdminPropertyCategory
        : (await adminMutation(args, token, DeletePropertyDocument, { id })).deleteAdminProperty,
  });
});

export default function AdminPropertiesPage() {
  const { title, target, category, rows, record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const fields: RecordField[] = [
    ...RECORD_LANGUAGES.map((lang) => ({ name: `name_${lang}`, label: `${t("taxonomy.field.name")} (${LOCALE_NAMES[lang]})`, lang, required: lang === "tr" })),
    category ? { name: "colour", label: t("taxonomy.field.colour"), kind: "colour", ltr: true } : { name: "isColour", label: t("taxonomy.field.isColour"), kind: "checkbox" },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
  ];
  const stored: RecordValues = record
    ? { sort: String(record.sort), colour: record.colour ?? "", isColour: record.isColour ? CHECKED : "", ...Object.fromEntries(record.names.map((n) => [`name_${n.language}`, n.name])) }
    : { sort: "0" };
  return (
    <RecordPage<Row>
      title={category ? t("taxonomy.properties.valuesOf", { name: category.name }) : title}
      intro={category ? t("taxonomy.properties.valuesIntro") : t("taxonomy.properties.intro")}
      columns={[
        { key: "name", header: t("taxonomy.field.name"), cell: (r) => r.name },
        ...(category
          ? [{ key: "colour", header: t("taxonomy.field.colour"), cell: (r: Row) => (r.colour ? <code dir="ltr">{r.colour}</code> : "—") }]
          : [{ key: "values", header: t("taxonomy.properties.values"), cell: (r: Row) => <Link to={`${adminPaths.properties}?category=${r.id}`} className="admin-link">{`${t("taxonomy.properties.values")} (${r.count})`}</Link> }]),
        ...(category ? [{ key: "count", header: t("taxonomy.properties.subProducts"), nowrap: true, cell: (r: Row) => r.count }] : []),
        { key: "sort", header: t("taxonomy.field.sort"), nowrap: true, cell: (r) => r.sort },
      ]}
      rows={rows}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      total={rows.length}
      editor={
        target === null
          ? null
          : { heading: record ? record.name : t("taxonomy.newRecord"), fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record?.id ?? null }
      }
    >
      {category ? (
        <p>
          <Link to={adminPaths.properties} className="admin-link">
            {t("taxonomy.properties.back")}
          </Link>
        </p>
      ) : null}
    </RecordPage>
  );
}

const AdminPropertiesPageDocument = graphql(`
  query AdminPropertiesPage($categoryId: Int!, $values: Boolean!) {
    adminPropertyCategories {
      id
      sort
      isColour
      name
      propertyCount
      names {
        language
        name
      }
    }
    adminProperties(propertyCategoryId: $categoryId) @include(if: $values) {
      id
      sort
      colour
      name
      subProductCount
      names {
        language
        name
      }
    }
  }
`);

const SavePropertyCategoryDocument = graphql(`
  mutation AdminSavePropertyCategory($input: AdminPropertyCategoryInput!) {
    saveAdminPropertyCategory(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const SavePropertyDocument = graphql(`
  mutation AdminSaveProperty($input: AdminPropertyInput!) {
    saveAdminProperty(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeletePropertyCategoryDocument = graphql(`
  mutation AdminDeletePropertyCategory($id: Int!) {
    deleteAdminPropertyCategory(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);

const DeletePropertyDocument = graphql(`
  mutation AdminDeleteProperty($id: Int!) {
    deleteAdminProperty(id: $id) {
      __typename
      ... on OperationError {
        code
        message
      }
    }
  }
`);
