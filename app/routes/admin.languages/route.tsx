// /admin/languages — the owner's languages: which ones the storefront offers, which is the default, their names
// and order. The set of languages is fixed by the shop's translations; the default stays active.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { CHECKED, editTarget, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminLanguagesPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { fieldProblem, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.languages" };
export const ErrorBoundary = AdminErrorBoundary;

type Language = AdminLanguagesPageQuery["allLanguages"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(
    args,
    async (token, t) => {
      const target = editTarget(new URL(args.request.url));
      const { allLanguages: languages } = await adminQuery(args, token, AdminLanguagesPageDocument, {});
      const record = typeof target === "number" ? (languages.find((l) => l.id === target) ?? null) : null;
      return { title: t("taxonomy.tab.languages"), area: t("area"), target, languages, record };
    },
    { ownerOnly: true },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const sort = wholeNumberOf(values.sort);
      if (Number.isNaN(sort)) return fieldProblem(language, "sort", "field_invalid_number");
      const input = { id: id ?? 0, name: values.name ?? null, sort, isActive: values.isActive === CHECKED, isDefault: values.isDefault === CHECKED ? true : undefined };
      return (await adminMutation(args, token, SaveLanguageDocument, { input })).saveAdminLanguage;
    },
  });
});

export default function AdminLanguagesPage() {
  const { title, target, languages, record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const fields: RecordField[] = [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
    { name: "isDefault", label: t("taxonomy.field.isDefault"), kind: "checkbox" },
  ];
  const stored: RecordValues = record ? { name: record.name, sort: String(record.sort), isActive: record.isActive ? CHECKED : "", isDefault: record.isDefault ? CHECKED : "" } : {};
  return (
    <RecordPage<Language>
      title={title}
      intro={t("taxonomy.languages.intro")}
      creatable={false}
      columns={[
        { key: "name", header: t("taxonomy.field.name"), cell: (l) => <span lang={l.code}>{l.name}</span> },
        { key: "code", header: t("taxonomy.field.code"), nowrap: true, cell: (l) => <code dir="ltr">{l.code}</code> },
        { key: "default", header: t("taxonomy.field.isDefault"), nowrap: true, cell: (l) => (l.isDefault ? t("taxonomy.yes") : "") },
        { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (l) => (l.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
      ]}
      rows={languages}
      rowKey={(l) => l.id}
      rowName={(l) => l.name}
      total={languages.length}
      editor={
        record === null || target === null
          ? null
          : { heading: record.name, fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record.id, deletable: false }
      }
    />
  );
}

const AdminLanguagesPageDocument = graphql(`
  query AdminLanguagesPage {
    allLanguages {
      id
      code
      name
      sort
      isDefault
      isActive
    }
  }
`);

const SaveLanguageDocument = graphql(`
  mutation AdminSaveLanguage($input: AdminLanguageInput!) {
    saveAdminLanguage(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);
