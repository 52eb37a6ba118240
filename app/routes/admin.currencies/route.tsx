// /admin/currencies — the owner's currencies: each with its symbol and its exchange rate against the default
// currency, active or not; a new currency gets a code and an ISO code that stay. Currencies are never deleted
// (prices and orders point at them): an unused one is turned off. A declared record page (decision 132).
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { declareRecordPage, DeclaredRecordPage } from "~/components/admin/declared-record-page";
import { CHECKED } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminCurrenciesPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { withInputNet } from "~/utils/graphql.server";
import { recordLoader, recordSaveAction } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.currencies" };
export const ErrorBoundary = AdminErrorBoundary;

type Currency = AdminCurrenciesPageQuery["allCurrencies"][number];

export const loader = recordLoader({
  title: "taxonomy.tab.currencies",
  ownerOnly: true,
  read: async (run) => ({ rows: (await run(AdminCurrenciesPageDocument, {})).allCurrencies }),
});

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(
  recordSaveAction({
    numbers: { exchangeRate: { of: "decimal", required: true }, decimals: { of: "whole" } },
    save: async (values, { id, numbers, run }) => {
      const input = {
        id,
        code: values.code ?? null,
        isoCode: values.isoCode ?? null,
        name: values.name ?? "",
        symbol: values.symbol ?? "",
        exchangeRate: numbers.exchangeRate!,
        decimals: numbers.decimals,
        isActive: values.isActive === CHECKED,
      };
      return (await run(SaveCurrencyDocument, { input })).saveAdminCurrency;
    },
  }),
);

const CURRENCIES = declareRecordPage<Currency>({
  intro: "taxonomy.currencies.intro",
  deletable: false,
  columns: (t) => [
    { key: "name", header: t("taxonomy.field.name"), cell: (c) => c.name },
    { key: "iso", header: t("taxonomy.field.isoCode"), nowrap: true, cell: (c) => <code dir="ltr">{c.isoCode}</code> },
    { key: "symbol", header: t("taxonomy.field.symbol"), nowrap: true, cell: (c) => c.symbol },
    { key: "rate", header: t("taxonomy.field.exchangeRate"), nowrap: true, cell: (c) => <span dir="ltr">{c.exchangeRate}</span> },
    { key: "default", header: t("taxonomy.field.isDefault"), nowrap: true, cell: (c) => (c.isDefault ? t("taxonomy.yes") : "") },
    { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (c) => (c.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
  ],
  rowName: (c) => c.name,
  recordName: (c) => c.name,
  // A currency's codes are given once, when it is made.
  fields: (t, { record }) => [
    ...(record
      ? []
      : [
          { name: "code", label: t("taxonomy.field.code"), hint: t("taxonomy.hint.code"), ltr: true, required: true },
          { name: "isoCode", label: t("taxonomy.field.isoCode"), hint: t("taxonomy.hint.code"), ltr: true, required: true },
        ]),
    { name: "name", label: t("taxonomy.field.name"), required: true },
    { name: "symbol", label: t("taxonomy.field.symbol"), required: true },
    { name: "exchangeRate", label: t("taxonomy.field.exchangeRate"), hint: t("taxonomy.hint.exchangeRate"), kind: "number", ltr: true, required: true },
    { name: "decimals", label: t("taxonomy.field.decimals"), kind: "number", ltr: true },
    { name: "isActive", label: t("taxonomy.field.isActive"), kind: "checkbox" },
  ],
  values: (c) => ({ name: c.name, symbol: c.symbol, exchangeRate: String(c.exchangeRate), decimals: String(c.decimals), isActive: c.isActive ? CHECKED : "" }),
  blank: { exchangeRate: "1", decimals: "2", isActive: CHECKED },
});

export default function AdminCurrenciesPage() {
  return <DeclaredRecordPage declared={CURRENCIES} page={useLoaderData<typeof loader>()} />;
}

const AdminCurrenciesPageDocument = graphql(`
  query AdminCurrenciesPage {
    allCurrencies {
      id
      code
      isoCode
      name
      symbol
      exchangeRate
      decimals
      isDefault
      isActive
    }
  }
`);

const SaveCurrencyDocument = graphql(`
  mutation AdminSaveCurrency($input: AdminCurrencyInput!) {
    saveAdminCurrency(input: $input) {
      __typename
      ...FormErrorFields
      ... on OperationError {
        code
        message
      }
    }
  }
`);
