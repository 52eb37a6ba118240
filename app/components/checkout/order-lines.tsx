// The products of a cart or an order: picture, title (linking to the product), variants, personalization values,
// quantity and line total.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isolate } from "~/domain/checkout-format";
import { useMoney } from "~/utils/use-money";
import { localizePath, type Locale } from "~/utils/locale";

export interface LineView {
  id: number;
  title: string;
  seoLink: string;
  image?: { small: string; alt: string } | null;
  variantNames: string[];
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  personalizations: { personalizationId: number; name: string; value?: string | null; options: { id: number; name: string }[] }[];
}

export function OrderLines({ lines, currency, locale, compact = false }: { lines: LineView[]; currency: string; locale: Locale; compact?: boolean }) {
  const { t } = useTranslation("checkout");
  const write = useMoney();
  const money = (minor: number) => write(minor, currency);
  return (
    <ul className={`order-lines${compact ? " order-lines--compact" : ""}`}>
      {lines.map((line) => (
        <li key={line.id} className="order-line">
          {line.image ? (
            <img className="order-line__image" src={line.image.small} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="order-line__image order-line__image--empty" aria-hidden="true" />
          )}
          <div className="order-line__body">
            <Link className="order-line__title" to={localizePath(`/${line.seoLink}`, locale)}>
              {line.title}
            </Link>
            {line.variantNames.length ? <p className="order-line__meta">{line.variantNames.join(" / ")}</p> : null}
            {line.personalizations.map((item) => {
              const value = [item.value, ...item.options.map((option) => option.name)].filter(Boolean).join(", ");
              return value ? (
                <p key={item.personalizationId} className="order-line__meta">
                  {item.name}: <span className="order-line__value">{value}</span>
                </p>
              ) : null;
            })}
            <p className="order-line__meta">
              {t("summary.quantity", { quantity: line.quantity })}
              {compact ? null : <> · {t("summary.unitPrice", { price: isolate(money(line.unitPriceMinor)) })}</>}
            </p>
          </div>
          <strong className="order-line__total">
            <bdi>{money(line.lineTotalMinor)}</bdi>
          </strong>
        </li>
      ))}
    </ul>
  );
}
