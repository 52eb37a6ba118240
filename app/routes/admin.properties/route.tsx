// /admin/properties — variant properties: the property categories (Colour, Size) with a name per language, and with
// `?category=<id>` the values of one of them (Red, XL; a swatch colour). Values a sub-product uses cannot be
// deleted, nor a category holding such a value. A declared record page (decision 132) whose rows are the categories
// or one category's values.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { CHECKED, RECORD_LANGUAGES, textOrNull } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { LOCALE_NAMES } from "~/utils/locale";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

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
/** The category whose values are listed, or null while the categories are. */
type Category = { id: number; name: string } | null;

export const loader = recordLoader({
  title: "taxonomy.tab.properties",
  read: async (run, { request }) => {
    const categoryId = categoryOf(request);
    const result = await run(AdminPropertiesPageDocument, { categoryId: categoryId ?? 0, values: categoryId !== null });
    const category = categoryId === null ? null : result.adminPropertyCategories.find((c) => c.id === categoryId) ?? null;
    if (categoryId !== null && !category) throw new Response(null, { status: 404 });
    const rows: Row[] = category
      ? (result.adminProperties ?? []).map((p) => ({ id: p.id, name: p.name, sort: p.sort, count: p.subProductCount, colour: p.colour, names: p.names }))
      : result.adminPropertyCategories.map((c) => ({ id: c.id, name: c.name, sort: c.sort, count: c.propertyCount, isColour: c.isColour, names: c.names }));
    const choices: Category = category ? { id: category.id, name: category.name } : null;
    return { rows, choices };
  },
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    numbers: { sort: { of: "whole" } },
    save: async (values, { id, numbers, run, request }) => {
      const categoryId = categoryOf(request);
      const names = RECORD_LANGUAGES.map((lang) => ({ language: lang, name: values[`name_${lang}`] ?? "" }));
      if (categoryId === null) {
        const input = { id, sort: numbers.sort, isColour: values.isColour === CHECKED, names };
        return (await run(SavePropertyCategoryDocument, { input })).saveAdminPropertyCategory;
      }
      const input = { id, propertyCategoryId: categoryId, sort: numbers.sort, colour: textOrNull(values.colour), names };
      return (await run(SavePropertyDocument, { input })).saveAdminProperty;
    },
    remove: async (id, { run, request }) =>
      categoryOf(request) === null
        ? (await run(DeletePropertyCategoryDocument, { id })).deleteAdminPropertyCategory
        : (await run(DeletePropertyDocument, { id })).deleteAdminProperty,
  }),
);

const PROPERTIES = declareRecordPage<Row, Row, Category>({
  title: (t, { choices: category }) => (category ? t("taxonomy.properties.valuesOf", { name: category.name }) : null),
  intro: (t, { choices: category }) => (category ? t("taxonomy.properties.valuesIntro") : t("taxonomy.properties.intro")),
  above: (t, { choices: category }) =>
    category ? (
      <p>
        <Link to={adminPaths.properties} className="admin-link">
          {t("taxonomy.properties.back")}
        </Link>
      </p>
    ) : null,
  columns: (t, { choices: category }) => [
    { key: "name", header: t("taxonomy.field.name"), cell: (r) => r.name },
    ...(category
      ? [{ key: "colour", header: t("taxonomy.field.colour"), cell: (r: Row) => (r.colour ? <code dir="ltr">{r.colour}</code> : "—") }]
      : [
          {
            key: "values",
            header: t("taxonomy.properties.values"),
            cell: (r: Row) => (
              <Link to={`${adminPaths.properties}?category=${r.id}`} className="admin-link">{`${t("taxonomy.properties.values")} (${r.count})`}</Link>
            ),
          },
        ]),
    ...(category ? [{ key: "count", header: t("taxonomy.properties.subProducts"), nowrap: true, cell: (r: Row) => r.count }] : []),
    { key: "sort", header: t("taxonomy.field.sort"), nowrap: true, cell: (r) => r.sort },
  ],
  rowName: (r) => r.name,
  recordName: (r) => r.name,
  fields: (t, { choices: category }) => [
    ...RECORD_LANGUAGES.map((lang) => ({ name: `name_${lang}`, label: `${t("taxonomy.field.name")} (${LOCALE_NAMES[lang]})`, lang, required: lang === "tr" })),
    category
      ? { name: "colour", label: t("taxonomy.field.colour"), kind: "colour" as const, ltr: true }
      : { name: "isColour", label: t("taxonomy.field.isColour"), kind: "checkbox" as const },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
  ],
  values: (r) => ({
    sort: String(r.sort),
    colour: r.colour ?? "",
    isColour: r.isColour ? CHECKED : "",
    ...Object.fromEntries(r.names.map((n) => [`name_${n.language}`, n.name])),
  }),
  blank: { sort: "0" },
});

export default function AdminPropertiesPage() {
  return <DeclaredRecordPage declared={PROPERTIES} page={useLoaderData<typeof loader>()} />;
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
