// The order summary beside every wizard step: the cart's lines, the server's totals and a link back to the cart.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CART_PATH } from "~/domain/checkout-steps";
import type { CartTotalsFieldsFragment } from "~/graphql/generated/graphql";
import { localizePath, type Locale } from "~/utils/locale";
import { OrderLines, type LineView } from "./order-lines";
import { OrderTotals } from "./order-totals";

export interface SummaryCart {
  currency: string;
  itemCount: number;
  couponCode?: string | null;
  lines: LineView[];
  totals: CartTotalsFieldsFragment;
}

export function CheckoutSummary({ cart, locale }: { cart: SummaryCart; locale: Locale }) {
  const { t } = useTranslation("checkout");
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <div className="checkout-summary__head">
        <h2 id="checkout-summary-title">{t("summary.title")}</h2>
        <span className="muted">{t("summary.items", { count: cart.itemCount })}</span>
      </div>
      <OrderLines lines={cart.lines} currency={cart.currency} locale={locale} compact />
      <OrderTotals totals={cart.totals} currency={cart.currency} couponCode={cart.couponCode} />
      <Link to={localizePath(CART_PATH, locale)} className="text-link">
        {t("summary.editCart")}
      </Link>
    </aside>
  );
}

/** The step page frame: the step's content and the summary beside it (below it on a phone). */
export function CheckoutFrame({ cart, locale, children }: { cart: SummaryCart; locale: Locale; children: React.ReactNode }) {
  return (
    <div className="checkout-grid">
      <div className="checkout-main">{children}</div>
      <CheckoutSummary cart={cart} locale={locale} />
    </div>
  );
}
