// Cart options: gift wrapping with its package price and a gift note, the general order note, and the cargo
// company. Each is its own small form (intent gift, note, cargo); with JavaScript the cargo choice saves on change.
import { useTranslation } from "react-i18next";
import { MoneyText } from "~/components/cart/money-text";
import { CartForm, useCartFetcher } from "~/components/cart/cart-form";
import { useMoney } from "~/utils/use-money";
import type { CartData } from "~/utils/cart.server";
import type { Locale } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";

interface OptionsProps {
  cart: CartData;
  locale: Locale;
  currency: string;
}

export function CartGiftOptions({ cart, locale, currency }: OptionsProps) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher("cart-gift");
  const money = useMoney();
  return (
    <section className="cart-box" aria-labelledby="cart-gift-title">
      <h2 id="cart-gift-title">{t("gift.heading")}</h2>
      <CartForm fetcher={fetcher} locale={locale} intent="gift" className="cart-stack">
        <label className="check">
          <input type="checkbox" name="isGiftCart" defaultChecked={cart.isGiftCart} />
          <span>{t("gift.isGift")}</span>
          {cart.giftPackagePriceMinor > 0 ? (
            <span className="muted">({t("gift.packagePrice", { price: `\u2068${money(cart.giftPackagePriceMinor, currency)}\u2069` })})</span>
          ) : null}
        </label>
        <label htmlFor="gift-note">{t("gift.note")}</label>
        <textarea id="gift-note" name="giftNote" rows={2} maxLength={500} placeholder={t("gift.notePlaceholder")} defaultValue={cart.giftNote} />
        <button type="submit" className="button button--ghost button--small" disabled={fetcher.state !== "idle"}>
          {t("gift.save")}
        </button>
      </CartForm>
    </section>
  );
}

export function CartNote({ cart, locale }: OptionsProps) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher("cart-note");
  return (
    <section className="cart-box" aria-labelledby="cart-note-title">
      <h2 id="cart-note-title">{t("note.heading")}</h2>
      <CartForm fetcher={fetcher} locale={locale} intent="note" className="cart-stack">
        <label htmlFor="general-note" className="visually-hidden">
          {t("note.label")}
        </label>
        <textarea id="general-note" name="generalNote" rows={3} maxLength={1000} placeholder={t("note.label")} defaultValue={cart.generalNote} />
        <button type="submit" className="button button--ghost button--small" disabled={fetcher.state !== "idle"}>
          {t("note.save")}
        </button>
      </CartForm>
    </section>
  );
}

export function CartCargo({ cart, locale, currency }: OptionsProps) {
  const { t } = useTranslation("cart");
  const fetcher = useCartFetcher("cart-cargo");
  const hydrated = useHydrated();
  // Inside translated sentences: first-strong isolate, so "1.234 TL" keeps its order in Arabic text.
  const write = useMoney();
  const money = (minor: number) => `\u2068${write(minor, currency)}\u2069`;
  const pendingId = fetcher.formData?.get("cargoId");
  return (
    <section className="cart-box" aria-labelledby="cart-cargo-title">
      <h2 id="cart-cargo-title">{t("cargo.heading")}</h2>
      {cart.cargoOptions.length === 0 ? (
        <p className="muted">{t("cargo.none")}</p>
      ) : (
        <CartForm
          fetcher={fetcher}
          locale={locale}
          intent="cargo"
          className="cart-stack"
          onChange={(event) => {
            if (hydrated) fetcher.submit(event.currentTarget, { method: "post", preventScrollReset: true });
          }}
        >
          <fieldset className="cart-cargo">
            <legend className="visually-hidden">{t("cargo.heading")}</legend>
            {cart.cargoOptions.map((option) => (
              <label key={option.id} className="cart-cargo__option">
                <input
                  type="radio"
                  name="cargoId"
                  value={option.id}
                  defaultChecked={pendingId ? pendingId === String(option.id) : option.isSelected}
                />
                <span className="cart-cargo__name">
                  {option.name}
                  {option.freeAboveMinor && option.chargedMinor > 0 ? (
                    <small className="muted">{t("cargo.freeAbove", { amount: money(option.freeAboveMinor) })}</small>
                  ) : null}
                </span>
                <span className="cart-cargo__price">
                  {option.chargedMinor === 0 ? t("cargo.free") : <MoneyText minor={option.chargedMinor} currency={currency} />}
                </span>
              </label>
            ))}
          </fieldset>
          {!hydrated ? (
            <button type="submit" className="button button--ghost button--small">
              {t("cargo.choose")}
            </button>
          ) : null}
        </CartForm>
      )}
    </section>
  );
}
