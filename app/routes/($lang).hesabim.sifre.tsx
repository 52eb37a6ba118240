// /hesabim/sifre — change password: the current one (a member who never set one, after a social login, is not
// asked for it), the new one twice, each with show/hide. A wrong current password is said on its field; success
// keeps this session, signs the member out everywhere else and says so.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { PasswordField } from "~/components/account/password-field";
import { ACCOUNT_PASSWORD_PATH } from "~/domain/account-paths";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, shopperQuery, toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const { me } = await shopperQuery({ request, context }, locale, PasswordPageDocument, {});
  const t = await remixI18n.getFixedT(locale, "account");
  return { title: t("area.password"), hasPassword: me.hasPassword };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

/** A password exactly as typed (spaces count), cut at a length no hashing chokes on. */
const typed = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 256) : null;
};

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  // What was posted is checked first (another site's post, a body that is not a form): those answers do not
  // depend on who is asking.
  const { form } = await readForm(request);
  memberAuthenticated(request, locale);
  const t = await remixI18n.getFixedT(locale, ["account", "errors"]);
  let result;
  try {
    result = (
      await runMutation(request, context, ChangePasswordDocument, {
        current: typed(form, "currentPassword") || null,
        next: typed(form, "newPassword") || null,
        repeat: typed(form, "newPasswordRepeat") || null,
      })
    ).changePassword;
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    if (code !== "RATE_LIMITED") throw error;
    return data({ errors: {} as Record<string, string>, message: t("errors:rate_limited") }, { status: 429 });
  }
  if (result.__typename === "FormError") return data({ errors: serverFieldErrors(result), message: result.message }, { status: 400 });
  const message = result.endedSessions > 0 ? t("account:password.doneSignedOut") : t("account:password.done");
  return redirectWithToast(localizePath(ACCOUNT_PASSWORD_PATH, locale), { type: "success", message });
}

export default function PasswordPage() {
  const { title, hasPassword } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const navigation = useNavigation();
  const errors = result?.errors ?? {};
  return (
    <AccountLayout title={title}>
      <Form method="post" noValidate className="checkout-card password-form">
        {result?.message ? (
          <p className="form-alert" role="alert">
            {result.message}
          </p>
        ) : null}
        {hasPassword ? null : <p className="muted">{t("password.noPassword")}</p>}
        <div className="form-grid form-grid--single">
          {hasPassword ? (
            <PasswordField name="currentPassword" idPrefix="password" label={t("password.current")} error={errors.currentPassword} autoComplete="current-password" />
          ) : null}
          <PasswordField name="newPassword" idPrefix="password" label={t("password.new")} hint={t("password.hint")} error={errors.newPassword} autoComplete="new-password" />
          <PasswordField name="newPasswordRepeat" idPrefix="password" label={t("password.repeat")} error={errors.newPasswordRepeat} autoComplete="new-password" />
        </div>
        <div className="checkout-actions">
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("password.submit")}
          </button>
        </div>
      </Form>
    </AccountLayout>
  );
}

const PasswordPageDocument = graphql(`
  query AccountPasswordPage {
    me {
      id
      hasPassword
    }
  }
`);

const ChangePasswordDocument = graphql(`
  mutation AccountChangePassword($current: String, $next: String, $repeat: String) {
    changePassword(currentPassword: $current, newPassword: $next, newPasswordRepeat: $repeat) {
      __typename
      ... on PasswordChanged {
        endedSessions
      }
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);
