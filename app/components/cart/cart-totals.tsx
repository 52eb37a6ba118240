// The totals block (every amount computed on the server): goods, personalization, gift package, discounts, cargo,
// cash-on-delivery fee, VAT per rate (included in the prices) and the grand total; the checkout link under it.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "~/components/cart/money-text";
import { totalsRows } from "~/domain/cart-lines";
import { formatPercent } from "~/domain/percent";
import type { CartData } from "~/utils/cart.server";

interface CartTotalsProps {
  totals: CartData["totals"];
  currency: string;
  checkoutHref: string;
}

export function CartTotals({ totals, currency, checkoutHref }: CartTotalsProps) {
  const { t, i18n } = useTranslation("cart");
  return (
    <section className="cart-totals" aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title">{t("totals.heading")}</h2>
      <dl className="cart-totals__rows">
        {totalsRows(totals).map((row) => (
          <div key={row.key} className={`cart-totals__row${row.included ? " cart-totals__row--included" : ""}${row.amountMinor < 0 ? " cart-totals__row--discount" : ""}`}>
            <dt>{t(`totals.${row.key}`)}</dt>
            <dd>{row.free ? t("totals.free") : <MoneyText minor={row.amountMinor} currency={currency} />}</dd>
          </div>
        ))}
        {totals.vat.length > 1
          ? totals.vat.map((line) => (
              <div key={line.rate} className="cart-totals__row cart-totals__row--included cart-totals__row--vat">
                <dt>{t("totals.vatRate", { rate: formatPercent(line.rate, i18n.language) })}</dt>
                <dd><MoneyText minor={line.vatMinor} currency={currency} /></dd>
              </div>
            ))
          : null}
        <div className="cart-totals__row cart-totals__row--grand">
          <dt>{t("totals.grandTotal")}</dt>
          <dd><MoneyText minor={totals.grandTotalMinor} currency={currency} /></dd>
        </div>
      </dl>
      <div className="cart-totals__checkout">
        <Link to={checkoutHref} className="button button--primary button--block">
          {t("checkout")}
        </Link>
      </div>
    </section>
  );
}
