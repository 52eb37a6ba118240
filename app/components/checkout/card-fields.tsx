// The card step on the approve page: holder, number, expiry and CVV, with what the card will be charged. Plain
// inputs that work without JavaScript (the server reads the number with or without spaces); with JavaScript the
// number is grouped by four while it is typed. The browser's card autofill fills them (cc-name, cc-number, cc-exp,
// cc-csc). After a refusal only the messages come back; after "Show installments" without JavaScript the holder,
// number and expiry come back in their own fields only (utils/typed-card.ts), the security code never.
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { spacedCardNumber, type CardField } from "~/domain/card";
import { useTypedCard } from "~/utils/typed-card";
import { FormField } from "./form-field";

interface CardFieldsProps {
  /** The form-level message after a refused post (card details missing). */
  alert: string | null;
  /** Each field's message after a refused post. */
  errors: Partial<Record<CardField, string>> | null;
  /** The charged amount, written, and the installment plan it is paid in. */
  charged: string;
  /** `first`: the first part's sentence when it carries the division's remainder (null when every part is equal). */
  installments: { count: number; each: string; interest: string; first: string | null } | null;
  /** Without JavaScript, with several plans: the amount is the chosen row's total, which nothing here can follow. */
  chargedByPlan: boolean;
  /** With JavaScript: the number as typed, for the BIN lookup. */
  onNumber?: (value: string) => void;
  /** Without JavaScript: the submit that asks for the card's plans. */
  showLookupButton: boolean;
  /** After that submit: the security code must be typed again. */
  retype: boolean;
  /** The card's identity and its installment plans. */
  children?: ReactNode;
}

/** Keeps the caret at the end only when typing there; editing in the middle is left alone. */
function groupByFour(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const atEnd = input.selectionStart === input.value.length;
  const spaced = spacedCardNumber(input.value);
  if (atEnd && spaced !== input.value) input.value = spaced;
}

export function CardFields({ alert, errors, charged, installments, chargedByPlan, onNumber, showLookupButton, retype, children }: CardFieldsProps) {
  const { t } = useTranslation("checkout");
  const common = { idPrefix: "card", required: true, spellCheck: false } as const;
  const typed = useTypedCard();
  return (
    <fieldset className="checkout-card card-fields" aria-describedby="card-charge">
      <legend className="checkout-card__title">{t("card.title")}</legend>
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      {retype ? (
        <p className="form-notice" role="status">
          {t("card.retype")}
        </p>
      ) : null}
      <p id="card-charge" className="card-fields__charge">
        {chargedByPlan
          ? t("card.chargedByPlan")
          : installments
          ? t("card.chargedInstallments", { total: charged, count: installments.count, each: installments.each, rate: installments.interest }) +
            (installments.first ? ` — ${installments.first}` : "")
          : t("card.charged", { total: charged })}
      </p>
      <div className="card-fields__grid">
        <FormField
          {...common}
          name="cardHolder"
          label={t("card.holder")}
          autoComplete="cc-name"
          maxLength={64}
          defaultValue={typed?.holder}
          error={errors?.cardHolder}
          className="card-fields__wide"
        />
        <FormField
          {...common}
          name="cardNumber"
          label={t("card.number")}
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
          dir="ltr"
          placeholder="0000 0000 0000 0000"
          defaultValue={typed ? spacedCardNumber(typed.number) : undefined}
          onInput={(event) => {
            groupByFour(event);
            onNumber?.(event.currentTarget.value);
          }}
          error={errors?.cardNumber}
          className="card-fields__wide"
        />
        {showLookupButton ? (
          <button type="submit" name="intent" value="installments" formNoValidate className="button button--ghost card-fields__wide card-fields__lookup">
            {t("card.showInstallments")}
          </button>
        ) : null}
        <div className="card-fields__wide">{children}</div>
        <FormField
          {...common}
          name="cardExpiry"
          label={t("card.expiry")}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          dir="ltr"
          placeholder={t("card.expiryPlaceholder")}
          defaultValue={typed?.expiry}
          error={errors?.cardExpiry}
        />
        <FormField
          {...common}
          name="cardCvv"
          label={t("card.cvv")}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          dir="ltr"
          type="password"
          error={errors?.cardCvv}
        />
      </div>
      <p className="muted card-fields__secure">{t("card.secure")}</p>
    </fieldset>
  );
}
