// The payment step's choices: each method the shop offers, shown by its kind (cash on delivery with cash/card at the
// door and its service fee; a bank transfer with the account to pay into; a card — the shop's test acquirer, iyzico
// or another — whose installment plans depend on the card and are chosen with it on the approve step). Plain radios
// in a GET form to the approve step, so the choice works without JavaScript; the sub-choices of the unchosen method
// are ignored.
import { useTranslation } from "react-i18next";
import type { PaymentChoice, PaymentKind } from "~/domain/checkout-payment";
import type { InstallmentOption } from "~/domain/installments";
import { SINGLE_PAYMENT } from "~/domain/card-bin";
import { isolate } from "~/domain/checkout-format";
import { useMoney } from "~/utils/use-money";
import { BankAccountDetails, type BankAccountData } from "./bank-account";

export interface PaymentMethodView {
  code: string;
  kind: PaymentKind;
  name: string;
  description: string;
  feeMinor: number;
  feeCurrency: string;
  doorPaymentTypes: string[];
  installments: InstallmentOption[];
}

interface PaymentMethodsProps {
  methods: PaymentMethodView[];
  bankAccounts: BankAccountData[];
  choice: PaymentChoice;
  /** With JavaScript: a new method choice refreshes the totals beside the form. */
  onMethodChange?: (code: string) => void;
  /** What a wire transfer must send (the cart's total without the cash-on-delivery fee), written. */
  wireAmount: string;
}

export function PaymentMethods({ methods, bankAccounts, choice, onMethodChange, wireAmount }: PaymentMethodsProps) {
  const { t } = useTranslation("checkout");
  const money = useMoney();
  return (
    <fieldset className="payment-methods">
      <legend className="checkout-card__title">{t("payment.title")}</legend>
      {methods.map((method) => (
        <div key={method.code} className={`payment-method payment-method--${method.code}`}>
          <label className="payment-method__head choice">
            <input
              type="radio"
              name="payment"
              value={method.code}
              defaultChecked={choice.method === method.code}
              onChange={() => onMethodChange?.(method.code)}
            />
            <span className="payment-method__name">{method.name}</span>
            {method.feeMinor > 0 ? (
              <span className="payment-method__fee">{t("payment.fee", { amount: isolate(money(method.feeMinor, method.feeCurrency)) })}</span>
            ) : null}
          </label>
          {method.description ? <p className="payment-method__description muted">{method.description}</p> : null}
          {method.kind === "cash_on_delivery" && method.doorPaymentTypes.length ? (
            <fieldset className="payment-method__options">
              <legend>{t("payment.doorType")}</legend>
              {method.doorPaymentTypes.map((type) => (
                <label key={type} className="choice">
                  <input
                    type="radio"
                    name="door"
                    value={type}
                    defaultChecked={
                      choice.kind === "cash_on_delivery" && choice.method === method.code ? choice.doorType.toLowerCase() === type : type === method.doorPaymentTypes[0]
                    }
                  />
                  {type === "card" ? t("payment.card") : t("payment.cash")}
                </label>
              ))}
            </fieldset>
          ) : null}
          {method.kind === "card" && method.installments.length ? (
            <div className="payment-method__options">
              <p className="muted">{t("payment.cardInstallmentsLater")}</p>
            </div>
          ) : null}
          {method.kind === "bank_transfer" ? (
            <fieldset className="payment-method__options">
              <legend>{t("payment.bankAccounts")}</legend>
              <ul className="bank-choices">
                {bankAccounts.map((account, index) => (
                  <li key={account.id}>
                    <label className="bank-choice">
                      <input
                        type="radio"
                        name="account"
                        value={account.id}
                        aria-label={account.bankName}
                        defaultChecked={choice.kind === "bank_transfer" ? choice.bankAccountId === account.id : index === 0}
                      />
                      <BankAccountDetails account={account} amount={wireAmount} />
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
        </div>
      ))}
      {/* A single payment until the card step knows the card and offers its plans; one field for every card method. */}
      {methods.some((method) => method.kind === "card") ? <input type="hidden" name="installments" value={SINGLE_PAYMENT} /> : null}
    </fieldset>
  );
}
