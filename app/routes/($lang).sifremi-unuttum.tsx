// /sifremi-unuttum — forgot password: the member writes their address and the shop mails a link to /sifre-yenile.
// The page answers the same whether or not the address belongs to a member (nobody learns who is one).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/checkout/form-field";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "~/domain/account-paths";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { refusedFieldErrors, serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account", "password-reset"] };

export const links = accountLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "password-reset");
  return { title: t("forgot.title") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title ?? null), { name: "robots", content: "noindex" }];

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const { form, refused } = await readForm(request);
  const email = formText(form, "email").slice(0, 254);
  const errors = await refusedFieldErrors(refused, locale);
  const e = await remixI18n.getFixedT(locale, "errors");
  if (!email) errors.email ??= e("field_required_email");
  if (Object.keys(errors).length) return data({ email, errors, message: null, sent: false }, { status: 400 });
  let result;
  try {
    result = (await runMutation(request, context, RequestResetDocument, { email })).requestPasswordReset;
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    return data({ email, errors, message: e("rate_limited"), sent: false }, { status: 429 });
  }
  if (result.__typename === "FormError") return data({ email, errors: serverFieldErrors(result), message: null, sent: false }, { status: 400 });
  return { email, errors, message: null, sent: true };
}

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const { t } = useTranslation("password-reset");
  const locale = usePageLocale();
  const busy = useNavigation().state === "submitting";
  const errors: Record<string, string> = result?.errors ?? {};
  if (result?.sent) {
    return (
      <div className="container checkout password-reset">
        <h1 className="checkout__title">{t("forgot.sentTitle")}</h1>
        <section className="checkout-card">
          <p role="status">{t("forgot.sent", { email: result.email })}</p>
          <Link to={localizePath(FORGOT_PASSWORD_PATH, locale)} reloadDocument className="text-link">
            {t("forgot.again")}
          </Link>
          <Link to={localizePath(LOGIN_PATH, locale)} className="text-link">
            {t("forgot.backToLogin")}
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className="container checkout password-reset">
      <h1 className="checkout__title">{t("forgot.title")}</h1>
      <section className="checkout-card">
        <p>{t("forgot.intro")}</p>
        <Form method="post" noValidate className="form-grid form-grid--single">
          {result?.message ? (
            <p className="form-alert" role="alert">
              {result.message}
            </p>
          ) : null}
          <FormField
            name="email"
            idPrefix="forgot"
            label={t("forgot.email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            dir="ltr"
            error={errors.email}
            defaultValue={result?.email ?? ""}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("forgot.submit")}
          </button>
        </Form>
        <Link to={localizePath(LOGIN_PATH, locale)} className="text-link">
          {t("forgot.backToLogin")}
        </Link>
      </section>
    </div>
  );
}

const RequestResetDocument = graphql(`
  mutation AccountRequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      __typename
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);
