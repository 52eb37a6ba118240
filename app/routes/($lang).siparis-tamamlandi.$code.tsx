// The order success page (/siparis-tamamlandi/{code}): the wizard's last step. Order number, status, lines and
// totals; for a wire transfer the bank account and the rule that the description carries the sender's name and the
// order number (JS…). Only the shopper who placed the order sees it (another shopper's code is a 404).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { OrderDetails } from "~/components/checkout/order-details";
import { CheckIcon } from "~/components/icons";
import { ORDER_LOOKUP_PATH } from "~/domain/checkout-steps";
import { checkoutLinks } from "~/utils/checkout-styles";
import { graphql } from "~/graphql/generated";
import { graphQLErrorCode, runQuery } from "~/utils/graphql.server";
import { toLogin, userAuthenticated } from "~/utils/guards.server";
import { notFound } from "~/utils/http.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout"] };

export const links = checkoutLinks;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const code = params.code ?? "";
  if (!/^[\w-]{1,40}$/.test(code)) throw notFound();
  userAuthenticated(request, locale);
  const t = await remixI18n.getFixedT(locale, "checkout");
  try {
    const { order, bankAccounts } = await runQuery(request, context, CheckoutOrderDocument, { code });
    return { title: t("success.title"), order, bankAccounts };
  } catch (error) {
    const reason = graphQLErrorCode(error);
    // An expired session: the login page, which also offers the order lookup.
    if (reason === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    if (reason === "NOT_FOUND" || reason === "FORBIDDEN") throw notFound();
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export default function OrderSuccessPage() {
  const { order, bankAccounts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  return (
    <div className="container checkout">
      <CheckoutSteps active="success" locale={locale} />
      <header className="order-success">
        <span className="order-success__icon" aria-hidden="true">
          <CheckIcon />
        </span>
        <div>
          <h1>{t("success.title")}</h1>
          <p>{t("success.thanks")}</p>
          {order.email ? <p className="muted">{t("success.mail", { email: order.email })}</p> : null}
        </div>
      </header>
      <OrderDetails order={order} accounts={bankAccounts} locale={locale} />
      <div className="checkout-card order-success__next">
        <p>{t("success.lookup")}</p>
        <div className="checkout-actions">
          <Link to={localizePath(ORDER_LOOKUP_PATH, locale)} className="button button--ghost">
            {t("success.lookupLink")}
          </Link>
          <Link to={localizePath("/", locale)} className="button button--primary">
            {t("success.continue")}
          </Link>
        </div>
      </div>
    </div>
  );
}

const CheckoutOrderDocument = graphql(`
  query CheckoutOrder($code: String!) {
    order(code: $code) {
      ...CheckoutOrderFields
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
  }
`);
