// /admin/currencies — the owner's currencies: each with its symbol and its exchange rate against the default
// currency, active or not; a new currency gets a code and an ISO code that stay. Currencies are never deleted
// (prices and orders point at them): an unused one is turned off.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { RecordPage } from "~/components/admin/record-page";
import { CHECKED, decimalOf, editTarget, wholeNumberOf, type RecordField, type RecordValues } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import type { AdminCurrenciesPageQuery } from "~/graphql/generated/graphql";
import { adminMeta } from "~/utils/admin-meta";
import { adminMutation, adminQuery } from "~/utils/admin-session.server";
import { withInputNet } from "~/utils/graphql.server";
import { fieldProblem, recordAction, recordPageLoader, type RecordActionData } from "~/utils/record-page.server";

export const handle = { i18n: ["admin"], breadcrumb: "taxonomy.tab.currencies" };
export const ErrorBoundary = AdminErrorBoundary;

type Currency = AdminCurrenciesPageQuery["allCurrencies"][number];

export async function loader(args: LoaderFunctionArgs) {
  return recordPageLoader(
    args,
    async (token, t) => {
      const target = editTarget(new URL(args.request.url));
      const { allCurrencies: currencies } = await adminQuery(args, token, AdminCurrenciesPageDocument, {});
      const record = typeof target === "number" ? (currencies.find((c) => c.id === target) ?? null) : null;
      return { title: t("taxonomy.tab.currencies"), area: t("area"), target, currencies, record };
    },
    { ownerOnly: true },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async (args: ActionFunctionArgs) => {
  return recordAction(args, {
    save: async (values, id, token, language) => {
      const rate = decimalOf(values.exchangeRate);
      if (rate === null || Number.isNaN(rate)) return fieldProblem(language, "exchangeRate", "field_invalid_number");
      const decimals = wholeNumberOf(values.decimals);
      if (Number.isNaN(decimals)) return fieldProblem(language, "decimals", "field_invalid_number");
      const input = { id, code: values.code ?? null, isoCode: values.isoCode ?? null, name: values.name ?? "", symbol: values.symbol ?? "", exchangeRate: rate, decimals, isActive: values.isActive === CHECKED };
      return (await adminMutation(args, token, SaveCurrencyDocument, { input })).saveAdminCurrency;
    },
  });
});

export default function AdminCurrenciesPage() {
  const { title, target, currencies, record } = useLoaderData<typeof loader>();
  const failed = useActionData<RecordActionData>();
  const { t } = useTranslation("admin");
  const fields: RecordField[] = [
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
  ];
  const stored: RecordValues = record
    ? { name: record.name, symbol: record.symbol, exchangeRate: String(record.exchangeRate), decimals: String(record.decimals), isActive: record.isActive ? CHECKED : "" }
    : { exchangeRate: "1", decimals: "2", isActive: CHECKED };
  return (
    <RecordPage<Currency>
      title={title}
      intro={t("taxonomy.currencies.intro")}
      columns={[
        { key: "name", header: t("taxonomy.field.name"), cell: (c) => c.name },
        { key: "iso", header: t("taxonomy.field.isoCode"), nowrap: true, cell: (c) => <code dir="ltr">{c.isoCode}</code> },
        { key: "symbol", header: t("taxonomy.field.symbol"), nowrap: true, cell: (c) => c.symbol },
        { key: "rate", header: t("taxonomy.field.exchangeRate"), nowrap: true, cell: (c) => <span dir="ltr">{c.exchangeRate}</span> },
        { key: "default", header: t("taxonomy.field.isDefault"), nowrap: true, cell: (c) => (c.isDefault ? t("taxonomy.yes") : "") },
        { key: "active", header: t("taxonomy.field.isActive"), nowrap: true, cell: (c) => (c.isActive ? t("taxonomy.yes") : t("taxonomy.no")) },
      ]}
      rows={currencies}
      rowKey={(c) => c.id}
      rowName={(c) => c.name}
      total={currencies.length}
      editor={
        target === null
          ? null
          : { heading: record ? record.name : t("taxonomy.newRecord"), fields, values: failed?.values ?? stored, errors: failed?.errors, message: failed?.message, id: record?.id ?? null, deletable: false }
      }
    />
  );
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
