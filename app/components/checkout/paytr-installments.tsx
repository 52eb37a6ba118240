// The PayTR card step on the approve page: the card itself is typed on PayTR's page after "Place order", so here the
// shopper only chooses how to pay it. PayTR's installment rates depend on the card's family, which the card's first
// digits tell: as they are typed (or, without JavaScript, after "Show installments") the card and PayTR's plans for
// it appear, and the charged amount follows the chosen row. Left empty, the card is charged in one payment.
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { FormField } from "./form-field";

interface PaytrInstallmentsProps {
  /** What the card will be charged in the chosen plan (or, without JavaScript and several plans, where to read it). */
  charge: string;
  /** With JavaScript: the digits as typed, for the lookup. */
  onBin?: (value: string) => void;
  /** Without JavaScript: the submit that asks for the card's plans. */
  showLookupButton: boolean;
  /** The BIN posted without JavaScript, shown again (a BIN is not card data; the number is never asked for here). */
  bin: string | null;
  /** The card's identity and its installment plans. */
  children: ReactNode;
}

export function PaytrInstallments({ charge, onBin, showLookupButton, bin, children }: PaytrInstallmentsProps) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset className="checkout-card card-fields" aria-describedby="card-charge">
      <legend className="checkout-card__title">{t("paytr.installmentsTitle")}</legend>
      <p id="card-charge" className="card-fields__charge">
        {charge}
      </p>
      <div className="card-fields__grid">
        <FormField
          idPrefix="paytr"
          name="cardBin"
          label={t("paytr.binLabel")}
          hint={t("paytr.binHint")}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          dir="ltr"
          spellCheck={false}
          placeholder="000000"
          defaultValue={bin ?? undefined}
          onInput={(event) => onBin?.(event.currentTarget.value)}
          className="card-fields__wide"
        />
        {showLookupButton ? (
          <button type="submit" name="intent" value="installments" formNoValidate className="button button--ghost card-fields__wide card-fields__lookup">
            {t("card.showInstallments")}
          </button>
        ) : null}
        <div className="card-fields__wide">{children}</div>
      </div>
      <p className="muted card-fields__secure">{t("paytr.cardOnPaytr")}</p>
    </fieldset>
  );
}
