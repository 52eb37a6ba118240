// /admin/settings/payments — the owner's payment methods: switched on or off, their order in the checkout, the
// service fee, and the providers' credentials. A secret is never shown or sent back: the page says whether one is
// set and takes a new one to replace it (left empty, the stored one stays). One plain form per method, so it works
// without JavaScript and a mistake in one method loses nothing typed into another.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { adminPaths } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { formatMinorAsInput, parseMoneyToMinor } from "~/domain/money";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";
import { SettingsTabs } from "~/components/admin/settings-tabs";

export const handle = { i18n: ["admin"], breadcrumb: "paymentSettings.title" };

export const ErrorBoundary = AdminErrorBoundary;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token } = await adminAuthenticated({ request, context });
  const language = localeFromRequest(request);
  const t = await remixI18n.getFixedT(language, "admin");
  // The methods' names in the admin's language (their translations), not the shop's default.
  const { adminPaymentMethods: methods } = await adminQuery({ request, context }, token, AdminPaymentMethodsDocument, {});
  return { title: t("paymentSettings.title"), area: t("area"), methods };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

/** The field a refused input names (the server's BAD_USER_INPUT), or null for any other failure. */
function refusedField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const { code, field } = error.errors[0]?.extensions ?? {};
  return code === "BAD_USER_INPUT" && typeof field === "string" ? field : null;
}

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const code = formText(form, "code").slice(0, 32);
  const fee = parseMoneyToMinor(formText(form, "fee") || "0");
  const sort = /^\d{1,3}$/.test(formText(form, "sort")) ? Number(formText(form, "sort")) : null;
  const invalid = (field: string) => data({ code, field, error: t("paymentSettings.invalid") }, { status: 400 });
  if (fee === null || fee < 0) return invalid("feeMinor");
  if (sort === null) return invalid("sort");
  const credentials = [...form.keys()]
    .filter((name) => name.startsWith("credential."))
    .map((name) => ({ name: name.slice("credential.".length, 64), value: formText(form, name).slice(0, 256) }));
  try {
    await adminMutation({ request, context }, token, UpdatePaymentMethodSettingDocument, {
      input: { code, enabled: form.get("enabled") === "on", sort, feeMinor: fee, credentials },
    });
  } catch (error) {
    const field = refusedField(error);
    if (!field) throw error;
    return invalid(field);
  }
  return redirect(adminPaths.settingsPayments, { headers: { "Set-Cookie": await toastCookie({ type: "success", message: t("form.saved") }) } });
});

type Method = ReturnType<typeof useLoaderData<typeof loader>>["methods"][number];

function MethodForm({ method, error }: { method: Method; error: { field: string; error: string } | null }) {
  const { t } = useTranslation("admin");
  const errorFor = (field: string) => (error?.field === field ? error.error : undefined);
  return (
    <section className="admin-card" aria-labelledby={`method-${method.code}`}>
      <h2 id={`method-${method.code}`}>
        {method.name} <code dir="ltr">{method.code}</code>
      </h2>
      {method.credentials.length ? (
        <p role="status" className={method.ready ? "admin-state admin-state--on" : "admin-state"}>
          {method.ready ? t("paymentSettings.ready") : t("paymentSettings.notReady")}
        </p>
      ) : null}
      <Form method="post" className="admin-form">
        <input type="hidden" name="code" value={method.code} />
        <label className="admin-check">
          <input type="checkbox" name="enabled" defaultChecked={method.enabled} /> {t("paymentSettings.enabled")}
        </label>
        <AdminField
          name="sort"
          label={t("paymentSettings.sort")}
          inputMode="numeric"
          defaultValue={String(method.sort)}
          maxLength={3}
          dir="ltr"
          error={errorFor("sort")}
        />
        <AdminField
          name="fee"
          label={t("paymentSettings.fee", { currency: method.feeCurrency })}
          inputMode="decimal"
          defaultValue={formatMinorAsInput(method.feeMinor)}
          dir="ltr"
          error={errorFor("feeMinor")}
        />
        {method.credentials.map((credential) => (
          <AdminField
            key={credential.name}
            name={`credential.${credential.name}`}
            label={t(`paymentSettings.credential.${credential.name}`)}
            type={credential.secret ? "password" : "text"}
            autoComplete="off"
            dir="ltr"
            defaultValue={credential.secret ? "" : credential.value ?? ""}
            placeholder={credential.secret && credential.isSet ? t("paymentSettings.secretSet") : undefined}
            hint={credential.secret ? (credential.isSet ? t("paymentSettings.secretKeep") : t("paymentSettings.secretNotSet")) : undefined}
            error={errorFor(`credentials.${credential.name}`)}
          />
        ))}
        <button type="submit" className="admin-button admin-button--primary">
          {t("paymentSettings.save")}
        </button>
      </Form>
    </section>
  );
}

export default function AdminPaymentSettingsPage() {
  const { methods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="admin-title">{t("paymentSettings.title")}</h1>
      <SettingsTabs />
      <p className="admin-muted">{t("paymentSettings.intro")}</p>
      {methods.map((method) => (
        <MethodForm key={method.code} method={method} error={result && result.code === method.code ? result : null} />
      ))}
    </>
  );
}

const AdminPaymentMethodsDocument = graphql(`
  query AdminPaymentMethods {
    adminPaymentMethods {
      code
      name
      enabled
      sort
      feeMinor
      feeCurrency
      ready
      credentials {
        name
        secret
        value
        isSet
      }
    }
  }
`);

const UpdatePaymentMethodSettingDocument = graphql(`
  mutation UpdatePaymentMethodSetting($input: PaymentMethodSettingInput!) {
    updatePaymentMethodSetting(input: $input) {
      code
    }
  }
`);
