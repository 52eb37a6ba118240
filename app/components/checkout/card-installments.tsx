// The card method's installment plans on the payment step: one radio per plan with what each part and the whole
// come to (the interest the acquirer states included), so the shopper sees the charged amount before choosing. A
// plain radio group in the step's GET form: the choice rides to the approve step in the URL, with or without
// JavaScript.
import { useTranslation } from "react-i18next";
import { isolate } from "~/domain/checkout-format";
import { installmentCharge, type InstallmentOption } from "~/domain/installments";
import { formatPercent } from "~/domain/percent";
import { usePageLocale } from "~/utils/use-locale";
import { useMoney } from "~/utils/use-money";

interface CardInstallmentsProps {
  options: InstallmentOption[];
  /** The installments chosen before (coming back from the approve step), else the first plan. */
  chosen: number | null;
  totalMinor: number;
  currency: string;
}

export function CardInstallments({ options, chosen, totalMinor, currency }: CardInstallmentsProps) {
  const { t } = useTranslation("checkout");
  const money = useMoney();
  const locale = usePageLocale();
  return (
    <fieldset className="payment-method__options">
      <legend>{t("payment.installments")}</legend>
      {options.map((option, index) => {
        const { chargedMinor, perInstallmentMinor } = installmentCharge(totalMinor, option);
        const total = isolate(money(chargedMinor, currency));
        return (
          <label key={option.count} className="choice">
            <input type="radio" name="installments" value={option.count} defaultChecked={chosen === null ? index === 0 : chosen === option.count} />
            {option.count === 1
              ? t("payment.singlePayment", { total })
              : t("payment.installmentPlan", { count: option.count, each: isolate(money(perInstallmentMinor, currency)), total })}
            {option.interestBasisPoints > 0 ? (
              <span className="muted"> · {t("payment.interest", { rate: formatPercent(option.interestBasisPoints / 100, locale) })}</span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
