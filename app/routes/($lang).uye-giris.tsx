// /uye-giris?r={path} — the customer login page, for now a minimal one: member login and registration belong to
// the accounts issue (the page says so honestly), so it offers "continue without login" (a guest session, then
// back to r) and the order lookup. A logged-in member is sent home (notUserAuthenticated).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CART_PATH, ORDER_LOOKUP_PATH } from "~/domain/checkout-steps";
import { safeReturnPath } from "~/domain/return-path";
import { checkoutLinks } from "~/utils/checkout-styles";
import { checkoutActionFailure } from "~/utils/checkout-actions.server";
import { readForm } from "~/utils/form.server";
import { graphql } from "~/graphql/generated";
import { runMutation } from "~/utils/graphql.server";
import { notUserAuthenticated } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { hasShopperSession, shopperCookies, withCookies } from "~/utils/shopper.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout"] };

export const links = checkoutLinks;

/** Where to go after "continue without login": the r parameter when it is a path of this site, else the cart. */
function returnTo(request: Request, locale: Locale): string {
  return safeReturnPath(new URL(request.url).searchParams.get("r"), localizePath(CART_PATH, locale));
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  notUserAuthenticated(request, locale);
  const t = await remixI18n.getFixedT(locale, "checkout");
  return { title: t("login.title"), returnTo: returnTo(request, locale) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  const target = returnTo(request, locale);
  // The form has no fields; reading it still refuses a post from another site or a body that is not a form.
  await readForm(request);
  // A shopper who already has a session (a guest who added to the cart) just goes on.
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

export default function LoginPage() {
  const { returnTo: target } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  return (
    <div className="container checkout login">
      <h1 className="checkout__title">{t("login.title")}</h1>
      <p className="login__note" role="note">
        {t("login.memberSoon")}
      </p>
      <div className="login__options">
        <section className="checkout-card" aria-labelledby="guest-title">
          <h2 id="guest-title" className="checkout-card__title">
            {t("login.guestTitle")}
          </h2>
          <p>{t("login.guestText")}</p>
          <Form method="post" action={`${localizePath("/uye-giris", locale)}?r=${encodeURIComponent(target)}`}>
            <button type="submit" className="button button--primary">
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
  );
}

const CreateGuestDocument = graphql(`
  mutation CheckoutCreateGuest {
    createGuestToken {
      guestCode
      token
    }
  }
`);
