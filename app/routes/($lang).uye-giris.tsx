// /uye-giris?r={path} — sign in. A member signs in with email and password; a shopper without an account continues
// as a guest or looks an order up. After signing in the page goes back to r (a path of this site), else home.
// A signed-in member is sent home (notUserAuthenticated).
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CodeLogin } from "~/components/account/code-login";
import { PasswordField } from "~/components/account/password-field";
import { SocialLoginButtons, type SocialProviderName } from "~/components/account/social-login-buttons";
import { FormField } from "~/components/checkout/form-field";
import { FORGOT_PASSWORD_PATH, LOGIN_PATH, REGISTER_PATH } from "~/domain/account-paths";
import { formText } from "~/domain/checkout-address";
import { CART_PATH, ORDER_LOOKUP_PATH } from "~/domain/checkout-steps";
import { safeReturnPath } from "~/domain/return-path";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { checkoutActionFailure } from "~/utils/checkout-actions.server";
import { CODE_LOGIN_INTENTS, codeLoginAction } from "~/utils/code-login.server";
import { devTextsHref } from "~/utils/dev-texts.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, runQuery, withInputNet } from "~/utils/graphql.server";
import { notUserAuthenticated } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { startMemberSession } from "~/utils/member-session.server";
import { pageMeta } from "~/utils/meta";
import { hasShopperSession, shopperCookies, withCookies } from "~/utils/shopper.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

/** Where to go afterwards: the r parameter when it is a path of this site, else `fallback`. */
function returnTo(request: Request, fallback: string): string {
  return safeReturnPath(new URL(request.url).searchParams.get("r"), fallback);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  notUserAuthenticated(request, locale);
  const t = await remixI18n.getFixedT(locale, "account");
  const { socialLoginProviders } = await runQuery(request, context, SocialProvidersDocument, {});
  const socialProviders = socialLoginProviders.map((p) => p.toLowerCase() as SocialProviderName);
  // A return path of another site is dropped here, so neither form nor link carries it on.
  return { title: t("login.title"), returnTo: returnTo(request, "") || null, socialProviders, devTexts: devTextsHref() };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [...pageMeta(matches, data?.title ?? null), { name: "robots", content: "noindex" }];

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const posted = await readForm(request);
  const { form, refused } = posted;
  if (formText(form, "intent") === "login") return login(request, context, locale, form, refused);
  if (CODE_LOGIN_INTENTS.includes(formText(form, "intent"))) {
    return codeLoginAction(request, context, locale, posted, returnTo(request, localizePath("/", locale)));
  }
  // Continue without login. A shopper who already has a session (a guest who added to the cart) just goes on.
  const target = returnTo(request, localizePath(CART_PATH, locale));
  if (hasShopperSession(request)) return redirect(target);
  try {
    const { createGuestToken: guest } = await runMutation(request, context, CreateGuestDocument, {});
    return redirect(target, { headers: withCookies(new Headers(), shopperCookies(guest.token, guest.guestCode)) });
  } catch (error) {
    // Too many new guests from this address (rate limit): the message, not the error page.
    const url = new URL(request.url);
    return checkoutActionFailure(error, request, locale, url.pathname + url.search);
  }
}

async function login(request: Request, context: ActionFunctionArgs["context"], locale: Locale, form: FormData, refused: string[]) {
  const t = await remixI18n.getFixedT(locale, "account");
  const errors = await refusedFieldErrors(refused, locale);
  const email = formText(form, "email").slice(0, 254);
  const password = typeof form.get("password") === "string" ? String(form.get("password")).slice(0, 128) : "";
  const e = await remixI18n.getFixedT(locale, "errors");
  if (!email) errors.email ??= e("field_required_email");
  if (!password) errors.password ??= e("field_required_password");
  if (Object.keys(errors).length) return data({ email, errors, message: null }, { status: 400 });
  let result;
  try {
    result = (await runMutation(request, context, LoginDocument, { email, password })).loginCustomer;
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    return data({ email, errors, message: e("rate_limited") }, { status: 429 });
  }
  if (result.__typename === "OperationError") {
    const field = result.field === "password" ? "password" : "email";
    return data({ email, errors: { [field]: result.message }, message: result.message }, { status: 400 });
  }
  const headers = await startMemberSession(request, context, locale, result, (name) => t("login.welcome", { name }));
  return redirect(returnTo(request, localizePath("/", locale)), { headers });
}

export default function LoginPage() {
  const { returnTo: target, socialProviders, devTexts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const { t: ta } = useTranslation("account");
  const locale = usePageLocale();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  const query = target ? `?r=${encodeURIComponent(target)}` : "";
  const errors = result && "errors" in result ? result.errors : {};
  return (
    <div className="container checkout login">
      <h1 className="checkout__title">{ta("login.title")}</h1>
      <div className="login__options">
        <section className="checkout-card login__member" aria-labelledby="member-title">
          <h2 id="member-title" className="checkout-card__title">
            {ta("login.memberTitle")}
          </h2>
          <Form method="post" action={`${localizePath(LOGIN_PATH, locale)}${query}`} noValidate className="form-grid form-grid--single">
            <input type="hidden" name="intent" value="login" />
            {result && "message" in result && result.message && !Object.keys(errors).length ? (
              <p className="form-alert" role="alert">
                {result.message}
              </p>
            ) : null}
            <FormField
              key={`email-${result && "email" in result ? result.email : ""}`}
              name="email"
              idPrefix="login"
              label={ta("login.email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              dir="ltr"
              error={errors.email}
              defaultValue={result && "email" in result ? result.email : ""}
            />
            <PasswordField name="password" idPrefix="login" label={ta("login.password")} autoComplete="current-password" error={errors.password} />
            <Link to={localizePath(FORGOT_PASSWORD_PATH, locale)} className="text-link login__forgot">
              {ta("login.forgot")}
            </Link>
            <button type="submit" className="button button--primary" disabled={busy}>
              {ta("login.submit")}
            </button>
          </Form>
          <SocialLoginButtons providers={socialProviders} returnTo={target} />
          <p className="login__register">
            {ta("login.noAccount")}{" "}
            <Link to={`${localizePath(REGISTER_PATH, locale)}${query}`} className="text-link">
              {ta("login.registerLink")}
            </Link>
          </p>
          <p className="login__or">{ta("login.or")}</p>
          <CodeLogin
            action={`${localizePath(LOGIN_PATH, locale)}${query}`}
            state={result && "codeLogin" in result ? result.codeLogin : null}
            devTextsHref={devTexts}
          />
        </section>
        <div className="login__side">
          <section className="checkout-card" aria-labelledby="guest-title">
            <h2 id="guest-title" className="checkout-card__title">
              {t("login.guestTitle")}
            </h2>
            <p>{t("login.guestText")}</p>
            <Form method="post" action={`${localizePath(LOGIN_PATH, locale)}${query}`}>
              <input type="hidden" name="intent" value="guest" />
              <button type="submit" className="button button--ghost">
                {t("login.continueAsGuest")}
              </button>
            </Form>
          </section>
          <section className="checkout-card" aria-labelledby="lookup-title">
            <h2 id="lookup-title" className="checkout-card__title">
              {t("login.lookupTitle")}
            </h2>
            <p>{t("login.lookupText")}</p>
            <Link to={localizePath(ORDER_LOOKUP_PATH, locale)} className="button button--ghost">
              {t("login.lookupLink")}
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}

const SocialProvidersDocument = graphql(`
  query AccountSocialProviders {
    socialLoginProviders
  }
`);

const CreateGuestDocument = graphql(`
  mutation CheckoutCreateGuest {
    createGuestToken {
      guestCode
      token
    }
  }
`);

const LoginDocument = graphql(`
  mutation AccountLogin($email: String!, $password: String!) {
    loginCustomer(email: $email, password: $password) {
      __typename
      ... on CustomerSession {
        ...MemberSessionFields
      }
      ... on OperationError {
        code
        message
        field
      }
    }
  }
`);
