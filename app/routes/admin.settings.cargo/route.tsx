// /admin/settings/cargo — the cargo companies and their prices (owners): one small form per company and one to add
// a company. Prices are typed in major units ("49,90"); a company is switched off, never deleted (orders name it).
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { SettingsTabs } from "~/components/admin/settings-tabs";
import { useDirtyForm } from "~/components/admin/use-dirty-form";
import { adminPaths } from "~/domain/admin-paths";
import { positiveId } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import contentStyles from "~/styles/admin-content.css?url";
import { adminMeta } from "~/utils/admin-meta";
import { refusalPage, formValues, refusedFields } from "~/utils/admin-forms.server";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "settings.tab.cargo" };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const ErrorBoundary = AdminErrorBoundary;

const FIELDS = ["name", "price", "currency", "freeAbove", "trackingUrl", "sort", "isActive"];

/** "49,90" or "49.90" → 4990; "" → null; anything else → NaN (refused at its field). */
function minorOf(text: string): number | null {
  const value = text.trim().replace(",", ".");
  if (!value) return null;
  return /^\d{1,9}(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : Number.NaN;
}
const majorOf = (minor: number | null | undefined) => (minor === null || minor === undefined ? "" : (minor / 100).toFixed(2));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const result = await adminQuery({ request, context }, token, AdminCargoCompaniesDocument, {}).catch((error: unknown) => refusalPage(request, error));
  return { title: t("settings.tab.cargo"), area: t("area"), companies: result.adminCargoCompanies };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const id = positiveId(form.get("id"));
  const values = formValues(form, FIELDS);
  const price = minorOf(values.price);
  const freeAbove = minorOf(values.freeAbove);
  const refuse = (field: string) => data({ id: id ?? 0, values, errors: { [field]: t("settings.cargo.amountInvalid") } }, { status: 400 });
  if (price === null || Number.isNaN(price)) return refuse("price");
  if (freeAbove !== null && Number.isNaN(freeAbove)) return refuse("freeAbove");
  const sort = Number(values.sort || 0);
  const result = await adminMutation({ request, context }, token, SaveCargoCompanyDocument, {
    input: {
      id,
      name: values.name,
      priceMinor: price,
      currency: values.currency || "TRY",
      freeAboveMinor: freeAbove,
      trackingUrl: values.trackingUrl,
      isActive: values.isActive === "on",
      sort: Number.isSafeInteger(sort) ? sort : 0,
    },
  }).catch((error: unknown) => refusalPage(request, error));
  const saved = result.saveCargoCompany;
  if (saved.__typename === "OperationError") {
    const field = saved.field === "priceMinor" ? "price" : saved.field === "freeAboveMinor" ? "freeAbove" : saved.field;
    return data({ id: id ?? 0, values, errors: refusedFields({ ...saved, field }, FIELDS) }, { status: 400 });
  }
  return redirect(adminPaths.settingsCargo, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

type Company = { id: number; name: string; priceMinor: number; currency: string; freeAboveMinor?: number | null; trackingUrl: string; isActive: boolean; sort: number };

function CompanyForm({ company, onChange }: { company: Company | null; onChange: () => void }) {
  const { t } = useTranslation("admin");
  const posted = useActionData<typeof action>();
  const mine = posted?.id === (company?.id ?? 0);
  const values: Record<string, string> = mine
    ? posted.values
    : company
      ? { name: company.name, price: majorOf(company.priceMinor), currency: company.currency, freeAbove: majorOf(company.freeAboveMinor), trackingUrl: company.trackingUrl, sort: String(company.sort), isActive: company.isActive ? "on" : "" }
      : { name: "", price: "", currency: "TRY", freeAbove: "", trackingUrl: "", sort: "0", isActive: "on" };
  const errors: Record<string, string> = mine ? posted.errors : {};
  const field = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  return (
    <Form method="post" className="admin-form admin-fieldset" onChange={onChange}>
      {company ? <input type="hidden" name="id" value={company.id} /> : <h2 className="admin-field__label">{t("settings.cargo.add")}</h2>}
      {errors.form ? (
        <p role="alert" className="admin-alert">
          {errors.form}
        </p>
      ) : null}
      <div className="admin-grid">
        <AdminField {...field("name")} label={t("settings.cargo.name")} required maxLength={128} />
        <AdminField {...field("price")} label={t("settings.cargo.price")} inputMode="decimal" dir="ltr" required />
        <AdminField {...field("currency")} label={t("settings.cargo.currency")} maxLength={3} dir="ltr" />
        <AdminField {...field("freeAbove")} label={t("settings.cargo.freeAbove")} hint={t("settings.cargo.freeAboveHint")} inputMode="decimal" dir="ltr" />
        <AdminField {...field("trackingUrl")} label={t("settings.cargo.trackingUrl")} hint={t("settings.cargo.trackingUrlHint")} dir="ltr" />
        <AdminField {...field("sort")} label={t("content.field.sort")} inputMode="numeric" dir="ltr" />
      </div>
      <label className="admin-check">
        <input type="checkbox" name="isActive" defaultChecked={values.isActive === "on"} />
        {t("settings.cargo.active")}
      </label>
      <button type="submit" className="admin-button">
        {company ? t("settings.cargo.save") : t("settings.cargo.add")}
      </button>
    </Form>
  );
}

export default function AdminCargoPage() {
  const { companies } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const guard = useDirtyForm();
  return (
    <>
      <h1 className="admin-title">{t("settings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("settings.cargo.intro")}</p>
      {companies.map((company) => (
        <CompanyForm key={company.id} company={company} onChange={guard.onChange} />
      ))}
      <CompanyForm company={null} onChange={guard.onChange} />
    </>
  );
}

const AdminCargoCompaniesDocument = graphql(`
  query AdminCargoCompanies {
    adminCargoCompanies {
      id
      name
      priceMinor
      currency
      freeAboveMinor
      trackingUrl
      isActive
      sort
    }
  }
`);

const SaveCargoCompanyDocument = graphql(`
  mutation SaveCargoCompany($input: CargoCompanyInput!) {
    saveCargoCompany(input: $input) {
      __typename
      ... on OperationError {
        message
        field
      }
    }
  }
`);
