// The price block of cards and product pages: crossed-out price, the price to pay, the extra-discount badge and the
// special-price logo. Prices arrive computed by the server (which of the discounted and campaign prices applies is
// a business rule, so it lives there once); this only formats them.
import { useTranslation } from "react-i18next";
import { useMoney } from "~/utils/use-money";
import { formatPercent } from "~/domain/percent";

export interface PriceView {
  currencyCode: string;
  displayPriceMinor: number;
  crossedOutPriceMinor?: number | null;
  discountPercent?: number;
  extraDiscountPriceMinor?: number | null;
  extraDiscountPercent?: number;
  onSale: boolean;
}

export function PriceBlock({ price, size = "card" }: { price: PriceView; size?: "card" | "page" }) {
  const { t, i18n } = useTranslation("catalog");
  const money = useMoney();
  const crossed = price.crossedOutPriceMinor && price.crossedOutPriceMinor > price.displayPriceMinor;
  const extra = (price.extraDiscountPercent ?? 0) > 0 && price.extraDiscountPriceMinor;

  return (
    <div className={`price-block price-block--${size}`}>
      {price.onSale ? <span className="price-block__special">{t("price.special")}</span> : null}
      <div className="price-block__row">
        {crossed ? (
          <del className="price-block__old">
            <span className="visually-hidden">{t("price.oldPrice")} </span>
            {money(price.crossedOutPriceMinor!, price.currencyCode)}
          </del>
        ) : null}
        {crossed && price.discountPercent ? (
          <span className="price-block__percent">{formatPercent(price.discountPercent, i18n.language)}</span>
        ) : null}
      </div>
      <strong className="price-block__now">
        <span className="visually-hidden">{t("price.price")} </span>
        {money(price.displayPriceMinor, price.currencyCode)}
      </strong>
      {extra ? (
        <p className="price-block__extra">
          <span className="price-block__badge">{t("price.extraBadge", { percent: formatPercent(price.extraDiscountPercent!, i18n.language) })}</span>
          <span>{t("price.extraPrice", { price: money(price.extraDiscountPriceMinor!, price.currencyCode) })}</span>
        </p>
      ) : null}
    </div>
  );
}
