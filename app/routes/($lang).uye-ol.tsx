// /uye-ol?r={path} — registration, individual or corporate. The required consents (personal-data notice, membership
// agreement) link to their texts; commercial messages are a separate, optional box. Every problem comes back as the
// field's translated message with what was typed kept (the password excepted); success signs the member in.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { ConsentLink } from "~/components/account/consent-link";
import { PasswordField } from "~/components/account/password-field";
import { FormField } from "~/components/checkout/form-field";
import { LOGIN_PATH, REGISTER_PATH } from "~/domain/account-paths";
import { formText } from "~/domain/checkout-address";
import { safeReturnPath } from "~/domain/return-path";
import { graphql } from "~/graphql/generated";
import type { Gender } from "~/graphql/generated/graphql";
import { accountLinks } from "~/utils/account-styles";
import { refusedFieldErrors, serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { notUserAuthenticated } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { startMemberSession } from "~/utils/member-session.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";
import { useHydrated } from "~/utils/use-hydrated";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

const TEXT_FIELDS = ["firstName", "lastName", "email", "phone", "identityNumber", "birthday", "gender", "companyName", "taxOffice", "taxNumber"] as const;
type Values = Record<(typeof TEXT_FIELDS)[number] | "kind", string> & { commercial: boolean; kvkk: boolean; membership: boolean };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  notUserAuthenticated(request, locale);
  const t = await remixI18n.getFixedT(locale, "account");
  return { title: t("register.title"), returnTo: safeReturnPath(new URL(request.url).searchParams.get("r"), "") || null };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title ?? null)];

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const { form, refused } = await readForm(request);
  const values: Values = {
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(form, name).slice(0, 255)])) as Record<(typeof TEXT_FIELDS)[number], string>),
    kind: formText(form, "kind") === "corporate" ? "corporate" : "individual",
    commercial: form.get("commercial") === "on",
    kvkk: form.get("kvkk") === "on",
    membership: form.get("membership") === "on",
  };
  const errors = await refusedFieldErrors(refused, locale);
  if (Object.keys(errors).length) return data({ values, errors, message: null }, { status: 400 });
  const corporate = values.kind === "corporate";
  const gender = ["female", "male", "other"].includes(values.gender) ? (values.gender.toUpperCase() as Gender) : null;
  const input = {
    kind: corporate ? ("CORPORATE" as const) : ("INDIVIDUAL" as const),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    password: typeof form.get("password") === "string" ? String(form.get("password")).slice(0, 256) : "",
    identityNumber: corporate ? null : values.identityNumber || null,
    birthday: values.birthday || null,
    gender,
    companyName: corporate ? values.companyName : null,
    taxOffice: corporate ? values.taxOffice : null,
    taxNumber: corporate ? values.taxNumber : null,
    kvkk: values.kvkk,
    membership: values.membership,
    commercial: values.commercial,
  };
  let result;
  try {
    result = (await runMutation(request, context, RegisterDocument, { input })).registerCustomer;
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    return data({ values, errors, message: (await remixI18n.getFixedT(locale, "errors"))("rate_limited") }, { status: 429 });
  }
  if (result.__typename === "FormError") return data({ values, errors: serverFieldErrors(result), message: result.message }, { status: 400 });
  const t = await remixI18n.getFixedT(locale, "account");
  const headers = await startMemberSession(request, context, locale, result, (name) => t("register.done", { name }));
  return redirect(safeReturnPath(new URL(request.url).searchParams.get("r"), localizePath("/", locale)), { headers });
}

export default function RegisterPage() {
  const { returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const values = result?.values;
  const errors: Record<string, string> = result?.errors ?? {};
  const [kind, setKind] = useState(values?.kind ?? "individual");
  const query = returnTo ? `?r=${encodeURIComponent(returnTo)}` : "";
  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    name,
    idPrefix: "register",
    label: t(`register.${name}`),
    error: errors[name],
    defaultValue: values?.[name] ?? "",
  });
  return (
    <div className="container checkout register">
      <h1 className="checkout__title">{t("register.title")}</h1>
      <p className="register__intro muted">{t("register.intro")}</p>
      {/* Keyed by what came back, so that after a refusal the fields show it again also with JavaScript. */}
      <Form key={JSON.stringify(values ?? null)} method="post" action={`${localizePath(REGISTER_PATH, locale)}${query}`} noValidate className="checkout-card">
        {result?.message ? (
          <p className="form-alert" role="alert">
            {result.message}
          </p>
        ) : null}
        <div className="form-grid">
          <fieldset className="register__kind form-grid__wide">
            <legend>{t("register.kind")}</legend>
            {(["individual", "corporate"] as const).map((option) => (
              <label key={option} className="choice">
                <input type="radio" name="kind" value={option} defaultChecked={kind === option} onChange={() => setKind(option)} />
                {t(`register.${option}`)}
              </label>
            ))}
          </fieldset>
          <FormField {...field("firstName")} autoComplete="given-name" maxLength={128} />
          <FormField {...field("lastName")} autoComplete="family-name" maxLength={128} />
          <FormField {...field("email")} type="email" autoComplete="email" inputMode="email" maxLength={254} dir="ltr" />
          <FormField {...field("phone")} type="tel" autoComplete="tel" inputMode="tel" maxLength={32} dir="ltr" />
          <PasswordField name="password" idPrefix="register" label={t("register.password")} hint={t("register.passwordHint")} error={errors.password} autoComplete="new-password" />
          {/* Without JavaScript both kinds' fields show; the radio above says which ones count. */}
          <div className="register__corporate form-grid form-grid__wide" hidden={hydrated && kind !== "corporate"}>
            {hydrated ? null : <p className="form-grid__wide muted">{t("register.corporateOnly")}</p>}
            <FormField {...field("companyName")} autoComplete="organization" maxLength={255} />
            <FormField {...field("taxOffice")} maxLength={128} />
            <FormField {...field("taxNumber")} inputMode="numeric" maxLength={11} dir="ltr" />
          </div>
          <div className="register__individual form-grid form-grid__wide" hidden={hydrated && kind === "corporate"}>
            <FormField {...field("identityNumber")} inputMode="numeric" maxLength={11} dir="ltr" />
          </div>
          <FormField {...field("birthday")} type="date" autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />
          <FormField
            {...field("gender")}
            control={(a11y) => (
              <select {...a11y} defaultValue={values?.gender ?? ""}>
                <option value="">{t("register.genderNone")}</option>
                <option value="female">{t("register.female")}</option>
                <option value="male">{t("register.male")}</option>
                <option value="other">{t("register.other")}</option>
              </select>
            )}
          />
          <fieldset className="register__consents form-grid__wide">
            <Consent name="kvkk" checked={values?.kvkk ?? false} error={errors.kvkk} link={<ConsentLink code="kvkk" />} />
            <Consent name="membership" checked={values?.membership ?? false} error={errors.membership} link={<ConsentLink code="membership_agreement" />} />
            <label className="choice">
              <input type="checkbox" name="commercial" defaultChecked={values?.commercial ?? false} />
              {t("register.commercial")}
            </label>
          </fieldset>
        </div>
        <div className="checkout-actions">
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("register.submit")}
          </button>
        </div>
      </Form>
      <p className="register__footer">
        {t("register.haveAccount")}{" "}
        <Link to={`${localizePath(LOGIN_PATH, locale)}${query}`} className="text-link">
          {t("register.loginLink")}
        </Link>
      </p>
    </div>
  );
}

/** A required consent: its checkbox, the sentence with the link to the text, and the field's message. */
function Consent({ name, checked, error, link }: { name: "kvkk" | "membership"; checked: boolean; error?: string; link: ReactNode }) {
  const { t } = useTranslation("account");
  const id = `register-${name}`;
  return (
    <>
      <label className="choice" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          name={name}
          defaultChecked={checked}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          <Trans t={t} i18nKey={`register.${name}`} components={{ 1: link }} />
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      ) : null}
    </>
  );
}

const RegisterDocument = graphql(`
  mutation AccountRegister($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
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
