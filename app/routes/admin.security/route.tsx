// /admin/security — the signed-in admin's second factor: start the setup (a QR code and the key to type in), turn
// it on with a code from the app, or turn it off with a current code. Plain forms; the QR code is drawn on the server.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminErrorBoundary } from "~/components/admin/admin-error";
import { AdminField } from "~/components/admin/admin-field";
import { adminPaths } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { adminMeta } from "~/utils/admin-meta";
import { adminAuthenticated, adminMutation, adminQuery } from "~/utils/admin-session.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["admin"], breadcrumb: "menu.security" };

export const ErrorBoundary = AdminErrorBoundary;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, admin } = await adminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  const { adminTotpPending: pending } = await adminQuery({ request, context }, token, AdminTotpPendingDocument, {});
  return { title: t("security.title"), area: t("area"), enabled: admin.totpEnabled, pending };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

export const action = withInputNet(async ({ request, context }: ActionFunctionArgs) => {
  // The form first: a post from another site is refused (403) before anything else is looked at.
  const { form } = await readForm(request);
  const { token } = await adminAuthenticated({ request, context });
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const intent = formText(form, "intent");
  const args = { request, context };
  if (intent === "start") {
    // A second start while one is pending gives a new key; one already on is refused by the server (no change).
    await adminMutation(args, token, AdminTotpStartDocument, {}).catch((error: unknown) => {
      if (graphQLErrorCode(error) !== "BAD_USER_INPUT") throw error;
    });
    return redirect(adminPaths.security);
  }
  const code = formText(form, "code").slice(0, 16);
  if (!code) return data({ intent, error: t("security.codeRequired") }, { status: 400 });
  try {
    const result =
      intent === "disable"
        ? (await adminMutation(args, token, AdminTotpDisableDocument, { code })).disableAdminTotp
        : (await adminMutation(args, token, AdminTotpConfirmDocument, { code })).confirmAdminTotp;
    if (result.__typename === "OperationError") return data({ intent, error: result.message }, { status: 400 });
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    return data({ intent, error: t("login.rateLimited") }, { status: 429 });
  }
  const message = intent === "disable" ? t("security.disabled") : t("security.enabled");
  return redirect(adminPaths.security, { headers: { "Set-Cookie": await toastCookie({ type: "success", message }) } });
});

export default function AdminSecurityPage() {
  const { enabled, pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <h1 className="admin-title">{t("security.title")}</h1>
      <p className="admin-muted">{t("security.intro")}</p>
      <section className="admin-card">
        <p role="status" className={enabled ? "admin-state admin-state--on" : "admin-state"}>
          {enabled ? t("security.on") : t("security.off")}
        </p>
        {enabled ? (
          <Form method="post" className="admin-form admin-form--inline">
            <input type="hidden" name="intent" value="disable" />
            <AdminField name="code" label={t("security.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={16} dir="ltr" error={result?.error} />
            <button type="submit" className="admin-button admin-button--danger">
              {t("security.disable")}
            </button>
          </Form>
        ) : pending ? (
          <div className="admin-totp">
            <p>{t("security.scan")}</p>
            <div className="admin-totp__qr" role="img" aria-label={t("security.qr")} dangerouslySetInnerHTML={{ __html: pending.qrSvg }} />
            <p>
              {t("security.secret")}: <code dir="ltr">{pending.secret}</code>
            </p>
            <Form method="post" className="admin-form admin-form--inline">
              <input type="hidden" name="intent" value="confirm" />
              <AdminField name="code" label={t("security.code")} inputMode="numeric" autoComplete="one-time-code" maxLength={16} dir="ltr" required error={result?.error} />
              <button type="submit" className="admin-button admin-button--primary">
                {t("security.confirm")}
              </button>
            </Form>
          </div>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <button type="submit" className="admin-button admin-button--primary">
              {t("security.start")}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}

const AdminTotpPendingDocument = graphql(`
  query AdminTotpPending {
    adminTotpPending {
      secret
      qrSvg
    }
  }
`);

const AdminTotpStartDocument = graphql(`
  mutation AdminTotpStart {
    startAdminTotp {
      secret
    }
  }
`);

const AdminTotpConfirmDocument = graphql(`
  mutation AdminTotpConfirm($code: String!) {
    confirmAdminTotp(code: $code) {
      __typename
      ... on OperationError {
        message
      }
    }
  }
`);

const AdminTotpDisableDocument = graphql(`
  mutation AdminTotpDisable($code: String!) {
    disableAdminTotp(code: $code) {
      __typename
      ... on OperationError {
        message
      }
    }
  }
`);
