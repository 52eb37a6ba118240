// Every amount of a cart or an order, as the server computed it (CartTotals): goods, discounts, cargo, the
// cash-on-delivery fee, VAT per rate and the grand total.
import { useTranslation } from "react-i18next";
import { currencyLabel, formatMoney } from "~/domain/money";
import type { CheckoutTotalsFragment } from "~/graphql/generated/graphql";

export function OrderTotals({ totals, currency, couponCode }: { totals: CheckoutTotalsFragment; currency: string; couponCode?: string | null }) {
  const { t } = useTranslation("checkout");
  const money = (minor: number) => formatMoney(minor, currencyLabel(currency));
  const rows: [string, string, string?][] = [[t("summary.goods"), money(totals.linesMinor)]];
  if (totals.personalizationMinor > 0) rows.push([t("summary.personalization"), money(totals.personalizationMinor), "sub"]);
  if (totals.giftPackageMinor > 0) rows.push([t("summary.giftPackage"), money(totals.giftPackageMinor)]);
  if (totals.campaignDiscountMinor > 0) rows.push([t("summary.campaign"), `−${money(totals.campaignDiscountMinor)}`, "discount"]);
  if (totals.couponDiscountMinor > 0) {
    rows.push([`${t("summary.coupon")}${couponCode ? ` (${couponCode})` : ""}`, `−${money(totals.couponDiscountMinor)}`, "discount"]);
  }
  rows.push([t("summary.cargo"), totals.isCargoFree || totals.cargoMinor === 0 ? t("summary.free") : money(totals.cargoMinor)]);
  if (totals.doorFeeMinor > 0) rows.push([t("summary.doorFee"), money(totals.doorFeeMinor)]);
  for (const line of totals.vat) if (line.vatMinor > 0) rows.push([t("summary.vat", { rate: line.rate }), money(line.vatMinor), "sub"]);

  return (
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
      <p className="order-totals__note">{t("summary.vatIncluded")}</p>
    </dl>
  );
}
