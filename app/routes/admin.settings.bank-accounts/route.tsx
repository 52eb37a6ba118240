// /admin/settings/bank-accounts — the accounts shown for wire transfer (owners): one form per account and one to add
// an account. The IBAN is checked (mod 97) by the server and comes back at its field when wrong; deleting an account
// that orders name deactivates it instead (the page says so).
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { BANK_ACCOUNT_FIELDS, BankAccountForm } from "./bank-account-form";
import { SettingsTabs } from "~/components/admin/settings-tabs";
import { useDirtyForm } from "~/components/admin/use-dirty-form";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { wholeNumberOf } from "~/domain/record-form";
import { graphql } from "~/graphql/generated";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage, formValues, refusedFields } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "settings.tab.bankAccounts" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const result = await adminQuery({ request, context }, token, AdminBankAccountsDocument, {}).catch((error: unknown) => refusalPage(request, error));
  return { title: t("bankAccounts.title"), area: t("area"), accounts: result.adminBankAccounts };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form, refused } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, ["admin", "errors"]);
  const args = { request, context };
  const asPage = (error: unknown) => refusalPage(request, error);
  const id = positiveId(form.get("id"));
  if (form.get("intent") === "delete" && id !== null) {
    const done = (await adminMutation(args, token, DeleteBankAccountDocument, { id }).catch(asPage)).deleteBankAccount;
    return redirectWithToast(adminPaths.settingsBankAccounts, done.deactivated ? { type: "warning", message: t("bankAccounts.deactivated") } : { type: "success", message: t("bankAccounts.deleted") });
  }
  const values = formValues(form, BANK_ACCOUNT_FIELDS);
  const refuse = (errors: Record<string, string>) => data({ id: id ?? 0, values, errors }, { status: 400 });
  if (refused.length) return refuse(Object.fromEntries(refused.map((name) => [name, t("errors:invalid_characters")])));
  const sort = wholeNumberOf(values.sort);
  if (Number.isNaN(sort)) return refuse({ sort: t("bankAccounts.sortInvalid") });
  const input = {
    id,
    bankName: values.bankName,
    branch: values.branch,
    accountHolder: values.accountHolder,
    accountNumber: values.accountNumber,
    iban: values.iban,
    currency: values.currency.trim() || "TRY",
    sort: sort ?? 0,
    isActive: values.isActive === "on",
  };
  const saved = (await adminMutation(args, token, SaveBankAccountDocument, { input }).catch(asPage)).saveBankAccount;
  if (saved.__typename === "OperationError") return refuse(refusedFields(saved, BANK_ACCOUNT_FIELDS));
  return redirectWithToast(adminPaths.settingsBankAccounts, { type: "success", message: t("form.saved") });
});

type Account = ReturnType<typeof useLoaderData<typeof loader>>["accounts"][number];
const storedValues = (a: Account): Record<string, string> => ({
  bankName: a.bankName,
  branch: a.branch,
  accountHolder: a.accountHolder,
  accountNumber: a.accountNumber,
  iban: a.iban,
  currency: a.currency,
  sort: String(a.sort),
  isActive: a.isActive ? "on" : "",
});

export default function AdminBankAccountsPage() {
  const { accounts } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  const mine = (id: number) => (posted && posted.id === id ? posted : null);
  return (
    <>
      <h1 className="admin-title">{t("settings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("bankAccounts.intro")}</p>
      {accounts.map((account) => (
        <BankAccountForm
          key={account.id}
          id={account.id}
          values={mine(account.id)?.values ?? storedValues(account)}
          errors={mine(account.id)?.errors ?? {}}
          orderCount={account.orderCount}
          onChange={guard.onChange}
        />
      ))}
      <BankAccountForm
        id={null}
        values={mine(0)?.values ?? { currency: "TRY", sort: "0", isActive: "on" }}
        errors={mine(0)?.errors ?? {}}
        orderCount={0}
        onChange={guard.onChange}
      />
    </>
  );
}

const AdminBankAccountsDocument = graphql(`
  query AdminBankAccounts {
    adminBankAccounts {
      id
      bankName
      branch
      accountHolder
      accountNumber
      iban
      currency
      sort
      isActive
      orderCount
    }
  }
`);

const SaveBankAccountDocument = graphql(`
  mutation SaveBankAccount($input: BankAccountInput!) {
    saveBankAccount(input: $input) {
      __typename
      ... on AdminBankAccount {
        id
      }
      ... on OperationError {
        message
        field
      }
    }
  }
`);

const DeleteBankAccountDocument = graphql(`
  mutation DeleteBankAccount($id: Int!) {
    deleteBankAccount(id: $id) {
      deleted
      deactivated
    }
  }
`);
