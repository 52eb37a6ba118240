// /admin/languages — the owner's languages: which ones the storefront offers, which is the default, their names
// and order. The set of languages is fixed by the shop's translations; the default stays active. A declared record
// page (decision 132).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { CHECKED } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminLanguagesPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.languages" };
export const ErrorBoundary = AdminErrorBoundary;

type Language = AdminLanguagesPageQuery["allLanguages"][number];

export const loader = recordLoader({
  title: "taxonomy.tab.languages",
  ownerOnly: true,
  read: async (run) => ({ rows: (await run(AdminLanguagesPageDocument, {})).allLanguages }),
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    numbers: { sort: { of: "whole" } },
    save: async (values, { id, numbers, run }) => {
      const input = {
        id: id ?? 0,
        name: values.name ?? null,
        sort: numbers.sort,
        isActive: values.isActive === CHECKED,
        isDefault: values.isDefault === CHECKED ? true : undefined,
      };
      return (await run(SaveLanguageDocument, { input })).saveAdminLanguage;
    },
  }),
);

const LANGUAGES = declareRecordPage<Language>({
  intro: "taxonomy.languages.intro",
  creatable: false,
  deletable: false,
  columns: (t) => [
    { key: "name", header: t("taxonomy.field.name"), cell: (l) => <span lang={l.code}>{l.name}</span> },
    { key: "code", header: t("taxonomy.field.code"), nowrap: true, cell: (l) => <code dir="ltr">{l.code}</code> },
    { key: "default", header: t("taxonomy.field.isDefault"), nowrap: true, cell: (l) => (l.isDefault ? t("taxonomy.yes") : "") },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (l) => (l.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (l) => l.name,
  recordName: (l) => l.name,
  fields: (t) => [
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "sort", label: t("taxonomy.field.sort"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
    { name: "isDefault", label: t("taxonomy.field.isDefault"), kind: "checkbox" },
  ],
  values: (l) => ({ name: l.name, sort: String(l.sort), isActive: l.isActive ? CHECKED : "", isDefault: l.isDefault ? CHECKED : "" }),
  blank: {},
});

export default function AdminLanguagesPage() {
  return <DeclaredRecordPage declared={LANGUAGES} page={useLoaderData<typeof loader>()} />;
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
