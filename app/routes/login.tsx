// /login?r={path} — the admin sign-in: email, password and, for an admin who turned it on, the authenticator code.
// Afterwards the page goes to r when it is a page of the admin area, else /admin. An admin already signed in goes
// straight to /admin (notAdminAuthenticated). Its own cookie (admin_token), apart from the shopper's session.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AdminField } from "~/components/admin/admin-field";
import { ADMIN_LOGIN_PATH, adminReturnPath } from "~/domain/admin-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import adminStyles from "~/styles/admin.css?url";
import { adminTokenCookie, notAdminAuthenticated } from "~/utils/admin-session.server";
import { adminMeta } from "~/utils/admin-meta";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { localeFromRequest, remixI18n } from "~/utils/i18n.server";
import { LOCALE_NAMES, LOCALES } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";
import { usePageLocale } from "~/utils/use-locale";
import { loaderDocumentHeaders } from "~/utils/loader-document-headers";

export const handle = { i18n: ["admin"] };

export const headers = loaderDocumentHeaders;

export const links = () => [{ rel: "stylesheet", href: adminStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await notAdminAuthenticated({ request, context });
  const t = await remixI18n.getFixedT(localeFromRequest(request), "admin");
  return data({ title: t("login.title"), area: t("area") }, { headers: { "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => adminMeta(page?.title, page?.area);

type Errors = Partial<Record<"email" | "password" | "totp", string>>;

export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const locale = localeFromRequest(request);
  const t = await remixI18n.getFixedT(locale, "admin");
  const { form, refused } = await readForm(request);
  const email = formText(form, "email").slice(0, 254);
  const password = typeof form.get("password") === "string" ? String(form.get("password")).slice(0, 128) : "";
  const totp = formText(form, "totp").slice(0, 16);
  const errors: Errors = {};
  if (!email || refused.includes("email")) errors.email = t("login.emailRequired");
  if (!password) errors.password = t("login.passwordRequired");
  if (Object.keys(errors).length) return data({ email, errors, message: null }, { status: 400 });
  let result;
  try {
    ({ loginAdmin: result } = await runMutation(request, context, AdminLoginDocument, { email, password, totp: totp || null }));
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    return data({ email, errors, message: t("login.rateLimited") }, { status: 429 });
  }
  if (result.__typename === "OperationError") {
    const field = result.field === "totp" ? "totp" : null;
    return data({ email, errors: field ? { [field]: result.message } : {}, message: field ? null : result.message }, { status: 400 });
  }
  const target = adminReturnPath(new URL(request.url).searchParams.get("r"));
  return redirect(target, { headers: { "Set-Cookie": adminTokenCookie(result.token) } });
}

export default function AdminLoginPage() {
  const { title } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const locale = usePageLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors: Errors = result?.errors ?? {};
  const here = location.pathname + location.search;
  return (
    <main className="admin-login" id="admin-main">
      <nav className="admin-login__languages" aria-label={t("shell.language")}>
        {LOCALES.map((code) => (
          <a key={code} href={resourceRoutes.adminLanguage(code, here)} lang={code} hrefLang={code} aria-current={code === locale ? "true" : undefined}>
            {LOCALE_NAMES[code]}
          </a>
        ))}
      </nav>
      <section className="admin-card admin-login__card" aria-labelledby="admin-login-title">
        <p className="admin-login__area">{t("area")}</p>
        <h1 id="admin-login-title">{title}</h1>
        <p className="admin-muted">{t("login.intro")}</p>
        <Form method="post" action={`${ADMIN_LOGIN_PATH}${location.search}`} noValidate className="admin-form">
          {result?.message ? (
            <p className="admin-alert" role="alert">
              {result.message}
            </p>
          ) : null}
          <AdminField
            key={`email-${result?.email ?? ""}`}
            name="email"
            label={t("login.email")}
            type="email"
            autoComplete="username"
            maxLength={254}
            dir="ltr"
            required
            defaultValue={result?.email ?? ""}
            error={errors.email}
          />
          <AdminField name="password" label={t("login.password")} type="password" autoComplete="current-password" maxLength={128} dir="ltr" required error={errors.password} />
          <AdminField
            name="totp"
            label={t("login.totp")}
            hint={t("login.totpHint")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={16}
            dir="ltr"
            error={errors.totp}
          />
          <button type="submit" className="admin-button admin-button--primary admin-button--wide" disabled={busy}>
            {t("login.submit")}
          </button>
        </Form>
        <a href="/" className="admin-link">
          {t("login.storefront")}
        </a>
      </section>
    </main>
  );
}

const AdminLoginDocument = graphql(`
  mutation AdminLogin($email: String!, $password: String!, $totp: String) {
    loginAdmin(email: $email, password: $password, totp: $totp) {
      __typename
      ... on AdminSession {
        token
      }
      ... on OperationError {
        code
        message
        field
      }
    }
  }
`);
