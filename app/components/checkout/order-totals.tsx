// Every amount of a cart or an order, as the server computed it (CartTotals): goods, discounts, cargo, the
// cash-on-delivery fee, a card order's installment interest, VAT per rate and the grand total.
import { useTranslation } from "react-i18next";
import { useMoney } from "~/utils/use-money";
import { totalsRows, type TotalsRowKey } from "~/domain/cart-lines";
import { formatPercent } from "~/domain/percent";
import type { CartTotalsFieldsFragment } from "~/graphql/generated/graphql";

/** Checkout labels of the totals rows (the cart page has its own wording in cart.json). */
const LABEL: Record<Exclude<TotalsRowKey, "vat">, string> = {
  lines: "summary.goods",
  personalization: "summary.personalization",
  giftPackage: "summary.giftPackage",
  campaignDiscount: "summary.campaign",
  couponDiscount: "summary.coupon",
  cargo: "summary.cargo",
  doorFee: "summary.doorFee",
  installmentInterest: "summary.installmentInterest",
};

export function OrderTotals({ totals, currency, couponCode }: { totals: CartTotalsFieldsFragment; currency: string; couponCode?: string | null }) {
  const { t, i18n } = useTranslation("checkout");
  const write = useMoney();
  const money = (minor: number) => write(minor, currency);
  // The same rows as the cart's totals block (totalsRows); VAT is shown per rate here.
  const rows: [string, string, string?][] = totalsRows(totals).flatMap((row): [string, string, string?][] => {
    if (row.key === "vat")
      return totals.vat
        .filter((line) => line.vatMinor > 0)
        .map((line) => [t("summary.vat", { rate: formatPercent(line.rate, i18n.language) }), money(line.vatMinor), "sub"]);
    const label = row.key === "couponDiscount" && couponCode ? `${t(LABEL[row.key])} (${couponCode})` : t(LABEL[row.key]);
    const value = row.free ? t("summary.free") : row.amountMinor < 0 ? `−${money(-row.amountMinor)}` : money(row.amountMinor);
    const kind = row.amountMinor < 0 ? "discount" : row.key === "personalization" ? "sub" : undefined;
    return [[label, value, kind]];
  });

  return (
    <>
      <dl className="order-totals">
        {rows.map(([label, value, kind]) => (
          <div key={label} className={`order-totals__row${kind ? ` order-totals__row--${kind}` : ""}`}>
            <dt>{label}</dt>
            {/* bdi keeps "1.001 TL" in its own order on Arabic pages. */}
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
        <div className="order-totals__row order-totals__row--grand">
          <dt>{t("summary.grandTotal")}</dt>
          <dd data-testid="grand-total">
            <bdi>{money(totals.grandTotalMinor)}</bdi>
          </dd>
        </div>
      </dl>
      {/* After the list: a <dl> holds only its term and value groups. */}
      <p className="order-totals__note">{t("summary.vatIncluded")}</p>
    </>
  );
}
