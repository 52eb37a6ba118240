// The checkout wizard (/odeme, /en/odeme, /ar/odeme): the step bar above the active step. Each step's loader runs
// the userAuthenticatedAndCart guard itself and returns the cart it needs, so a page costs one cart query. An error
// in a step renders this route's ErrorBoundary inside the shop's header and footer, with the way back to the cart.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { RouteErrorPage } from "~/components/error-page";
import { CART_PATH, stepOfPath } from "~/domain/checkout-steps";
import { checkoutLinks } from "~/utils/checkout-styles";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { errorMeta, pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout"] };

export const links = checkoutLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "checkout");
  return { title: t("title") };
}

// The layout's data is only the translated title: it changes with the language, not with the step.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang;

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) =>
  error ? errorMeta(matches, error) : [...pageMeta(matches, data?.title ?? null), { name: "robots", content: "noindex" }];

export default function CheckoutLayout() {
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const { pathname } = useLocation();
  return (
    <div className="container checkout">
      <h1 className="checkout__title">{t("title")}</h1>
      <CheckoutSteps active={stepOfPath(pathname)} locale={locale} />
      <Outlet />
    </div>
  );
}

/** A step that failed: the not-found page, or the checkout's error message with the way back to the cart. */
export function ErrorBoundary() {
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  return (
    <RouteErrorPage
      title={t("error.title")}
      description={t("error.description")}
      link={{ to: localizePath(CART_PATH, locale), label: t("error.backToCart") }}
    />
  );
}
