// One cart line: image, title link, variant names, personalization details with their prices, unit price (and the
// crossed-out one), quantity with the clamp rules, line total and remove with confirmation. The quantity's minus and
// plus are submit buttons posting the clamped quantity (`set`), so they work without JavaScript; with it the
// quantity changes at once (optimistic) while the fetcher runs. Remove asks first through `?sil={id}` — a link,
// so the confirmation also works without JavaScript.
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "~/components/cart/money-text";
import { CartForm, useCartFetcher } from "~/components/cart/cart-form";
import { lineQuantityLimits } from "~/domain/cart-lines";
import { useMoney } from "~/utils/use-money";
import { decrementQuantity, incrementQuantity, quantityBounds, quantityOnBlur } from "~/domain/quantity";
import type { CartLineFieldsFragment } from "~/graphql/generated/graphql";
import { NO_IMAGE } from "~/utils/catalog";
import type { Locale } from "~/utils/locale";
import { pathFor } from "~/utils/seo";
import { useHydrated } from "~/utils/use-hydrated";

export const REMOVE_PARAM = "sil";

interface CartLineProps {
  line: CartLineFieldsFragment;
  locale: Locale;
  currency: string;
}

function personalizationText(item: CartLineFieldsFragment["personalizations"][number]): string {
  const value = item.value ?? item.options.map((option) => option.name).join(", ");
  return value ? `${item.name}: ${value}` : item.name;
}

export function CartLine({ line, locale, currency }: CartLineProps) {
  const { t } = useTranslation("cart");
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const quantityFetcher = useCartFetcher(`cart-line-${line.id}`);
  const removeFetcher = useCartFetcher(`cart-remove-${line.id}`);
  // Inside translated sentences: first-strong isolate, so "1.234 TL" keeps its order in Arabic text.
  const write = useMoney();
  const money = (minor: number) => `\u2068${write(minor, currency)}\u2069`;

  const limits = lineQuantityLimits(line);
  const { min, max } = quantityBounds(limits);
  // Optimistic: the quantity being sent is the one shown.
  const sending = quantityFetcher.formData;
  const pendingQuantity = sending ? Number(sending.get("set") || sending.get("quantity")) : null;
  const quantity = pendingQuantity && Number.isFinite(pendingQuantity) ? pendingQuantity : line.quantity;
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const confirming = params.get(REMOVE_PARAM) === String(line.id);
  const removing = removeFetcher.state !== "idle";
  const href = pathFor(line.seoLink, locale);
  const quantityId = `quantity-${line.id}`;
  const limitsId = `limits-${line.id}`;
  const cancelParams = new URLSearchParams(params);
  cancelParams.delete(REMOVE_PARAM);
  const confirmParams = new URLSearchParams(params);
  confirmParams.set(REMOVE_PARAM, String(line.id));

  if (removing) return null;

  return (
    <li className="cart-line" aria-busy={quantityFetcher.state !== "idle" || undefined}>
      <Link to={href} className="cart-line__image" tabIndex={-1} aria-hidden="true">
        <img src={line.image?.small || NO_IMAGE} alt="" width="96" height="96" loading="lazy" />
      </Link>
      <div className="cart-line__info">
        <Link to={href} className="cart-line__title">
          {line.title}
        </Link>
        {line.variantNames.length ? <p className="cart-line__variants">{line.variantNames.join(" / ")}</p> : null}
        {line.personalizations.length ? (
          <ul className="cart-line__details">
            {line.personalizations.map((item) => (
              <li key={item.personalizationId}>
                {personalizationText(item)}
                {item.priceMinor > 0 ? <span className="muted"> ({t("lines.personalizationPrice", { price: money(item.priceMinor) })})</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="cart-line__price">
          <span className="visually-hidden">{t("lines.unitPrice")}: </span>
          {line.crossedOutPriceMinor ? (
            <del className="muted">
              <span className="visually-hidden">{t("lines.was")}: </span>
              <MoneyText minor={line.crossedOutPriceMinor} currency={currency} />
            </del>
          ) : null}{" "}
          <span><MoneyText minor={line.unitPriceMinor} currency={currency} /></span>
        </p>
        {line.available <= 0 ? <p className="cart-line__stock cart-line__stock--out">{t("lines.outOfStock")}</p> : null}
        {line.available > 0 && line.available <= 5 ? <p className="cart-line__stock">{t("lines.stockLeft", { available: line.available })}</p> : null}
      </div>

      <CartForm fetcher={quantityFetcher} locale={locale} intent="update" className="cart-line__quantity">
        <input type="hidden" name="lineId" value={line.id} />
        {/* First in the form, so Enter in the field submits the typed quantity (not the minus button's). */}
        <button type="submit" className={hydrated ? "visually-hidden" : "button button--ghost button--small cart-line__update"} tabIndex={hydrated ? -1 : undefined} aria-hidden={hydrated || undefined}>
          {t("lines.update")}
        </button>
        <div className="quantity">
          <button
            type="submit"
            name="set"
            value={decrementQuantity(quantity, limits)}
            className="quantity__step"
            aria-label={t("lines.decrease", { title: line.title })}
            disabled={quantity <= min}
          >
            −
          </button>
          <label htmlFor={quantityId} className="visually-hidden">
            {t("lines.quantityFor", { title: line.title })}
          </label>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={min}
            max={Number.isFinite(max) ? max : undefined}
            value={text}
            aria-describedby={limitsId}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => {
              const clamped = quantityOnBlur(event.target.value, limits);
              setText(String(clamped));
              if (hydrated && clamped !== line.quantity) {
                quantityFetcher.submit({ intent: "update", js: "1", lineId: String(line.id), quantity: String(clamped) }, { method: "post", action: event.currentTarget.form?.getAttribute("action") ?? undefined, preventScrollReset: true });
              }
            }}
          />
          <button
            type="submit"
            name="set"
            value={incrementQuantity(quantity, limits)}
            className="quantity__step"
            aria-label={t("lines.increase", { title: line.title })}
            disabled={quantity >= max}
          >
            +
          </button>
        </div>
        <p id={limitsId} className="visually-hidden">
          {t("lines.limits", { min, max: Number.isFinite(max) ? max : "∞" })}
        </p>
      </CartForm>

      <p className="cart-line__total">
        <span className="visually-hidden">{t("lines.total")}: </span>
        <MoneyText minor={line.lineTotalMinor} currency={currency} />
      </p>

      <div className="cart-line__remove">
        {confirming ? (
          <div className="cart-line__confirm" role="group" aria-label={t("lines.confirmRemove", { title: line.title })}>
            <p>{t("lines.confirmRemove", { title: line.title })}</p>
            <CartForm fetcher={removeFetcher} locale={locale} intent="delete">
              <input type="hidden" name="lineId" value={line.id} />
              <button type="submit" className="button button--primary button--small" autoFocus>
                {t("lines.confirmYes")}
              </button>
            </CartForm>
            <Link to={`?${cancelParams}`} className="button button--ghost button--small" preventScrollReset replace>
              {t("lines.cancel")}
            </Link>
          </div>
        ) : (
          <Link to={`?${confirmParams}`} className="cart-line__remove-link" preventScrollReset aria-label={t("lines.removeNamed", { title: line.title })}>
            {t("lines.remove")}
          </Link>
        )}
      </div>
    </li>
  );
}
