// The checkout wizard (/odeme, /en/odeme, /ar/odeme): the step bar above the active step. Each step's loader runs
// the userAuthenticatedAndCart guard itself and returns the cart it needs, so a page costs one cart query.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { stepOfPath } from "~/domain/checkout-steps";
import { checkoutLinks } from "~/utils/checkout-styles";
import { remixI18n } from "~/utils/i18n.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";
import { routeLocale } from "~/utils/checkout.server";

export const handle = { i18n: ["common", "checkout"] };

export const links = checkoutLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = routeLocale(params.lang);
  const t = await remixI18n.getFixedT(locale, "checkout");
  return { title: t("title") };
}

// The layout's data is only the translated title: it changes with the language, not with the step.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

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
