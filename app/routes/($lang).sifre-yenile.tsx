// /sifre-yenile?token=… — the page a password-reset mail links to: a new password, typed twice. A link that expired,
// was used or was replaced by a newer one says so and offers a new one. Success signs the member in (every other
// session ended) and opens the account page. The token never leaves the page through a Referer header.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "~/components/account/password-field";
import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH } from "~/domain/account-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { refusedFieldErrors, serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { runMutation, runQuery, withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { startMemberSession } from "~/utils/member-session.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account", "password-reset"] };

export const links = accountLinks;

/** Tokens are short base64url text; anything longer is not worth asking the server about. */
const tokenOf = (value: string) => value.slice(0, 200);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const token = tokenOf(new URL(request.url).searchParams.get("token") ?? "");
  const valid = token ? (await runQuery(request, context, ResetTokenDocument, { token })).passwordResetTokenValid : false;
  const t = await remixI18n.getFixedT(locale, "password-reset");
  // The one error text the page may show without a post: sent along rather than the whole errors catalogue.
  const expiredMessage = (await remixI18n.getFixedT(locale, "errors"))("refresh_token_expired");
  return { title: t("reset.title"), token: valid ? token : null, expiredMessage };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const { form, refused } = await readForm(request);
  const token = tokenOf(formText(form, "token"));
  const password = typeof form.get("password") === "string" ? String(form.get("password")).slice(0, 128) : "";
  const passwordRepeat = typeof form.get("passwordRepeat") === "string" ? String(form.get("passwordRepeat")).slice(0, 128) : "";
  const errors = await refusedFieldErrors(refused, locale);
  if (Object.keys(errors).length) return data({ expired: false, errors }, { status: 400 });
  const result = (await runMutation(request, context, ResetPasswordDocument, { token, password, passwordRepeat })).resetPassword;
  if (result.__typename === "FormError") {
    return data({ expired: result.code === "REFRESH_TOKEN_EXPIRED", errors: serverFieldErrors(result) }, { status: 400 });
  }
  const t = await remixI18n.getFixedT(locale, "password-reset");
  const headers = await startMemberSession(request, context, locale, result, (name) => t("reset.done", { name }));
  return redirect(localizePath(ACCOUNT_PATH, locale), { headers });
}

export default function ResetPasswordPage() {
  const { token, expiredMessage } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("password-reset");
  const locale = usePageLocale();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = result?.errors ?? {};
  if (!token || result?.expired) {
    return (
      <div className="container checkout password-reset">
        <h1 className="checkout__title">{t("reset.title")}</h1>
        <section className="checkout-card">
          <p className="form-alert" role="alert">
            {expiredMessage}
          </p>
          <Link to={localizePath(FORGOT_PASSWORD_PATH, locale)} className="button button--primary">
            {t("reset.askAgain")}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="container checkout password-reset">
      <h1 className="checkout__title">{t("reset.title")}</h1>
      <section className="checkout-card">
        <p>{t("reset.intro")}</p>
        <Form method="post" noValidate className="form-grid form-grid--single">
          <input type="hidden" name="token" value={token} />
          <PasswordField name="password" idPrefix="reset" label={t("reset.password")} hint={t("reset.passwordHint")} autoComplete="new-password" error={errors.password} />
          <PasswordField name="passwordRepeat" idPrefix="reset" label={t("reset.passwordRepeat")} autoComplete="new-password" error={errors.passwordRepeat} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("reset.submit")}
          </button>
        </Form>
      </section>
    </div>
  );
}

const ResetTokenDocument = graphql(`
  query AccountPasswordResetToken($token: String!) {
    passwordResetTokenValid(token: $token)
  }
`);

const ResetPasswordDocument = graphql(`
  mutation AccountResetPassword($token: String!, $password: String!, $passwordRepeat: String) {
    resetPassword(token: $token, password: $password, passwordRepeat: $passwordRepeat) {
      __typename
      ... on CustomerSession {
        ...MemberSessionFields
      }
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);
