// The card step's installment table: one radio row per plan the card offers — how many parts, one monthly part (and
// the first, when it carries the division's remainder), the total with the interest — so the shopper sees what each plan charges before choosing. Before the card is known it
// holds the single payment only. Plain radios named `installments` in the approve form: with or without JavaScript
// the chosen row is posted with "Place order".
import { useTranslation } from "react-i18next";
import type { CardPlan } from "~/domain/card-bin";
import { isolate } from "~/domain/checkout-format";
import { formatPercent } from "~/domain/percent";
import { usePageLocale } from "~/utils/use-locale";
import { useMoney } from "~/utils/use-money";

interface CardInstallmentsProps {
  plans: CardPlan[];
  chosen: number;
  /** With JavaScript: the charged amount above follows the choice. */
  onChoose?: (count: number) => void;
  currency: string;
}

export function CardInstallments({ plans, chosen, onChoose, currency }: CardInstallmentsProps) {
  const { t } = useTranslation("checkout");
  const money = useMoney();
  const locale = usePageLocale();
  return (
    <fieldset className="card-plans">
      <legend className="card-plans__title">{t("card.installments")}</legend>
      <div className="card-plans__head" aria-hidden="true">
        <span>{t("card.countColumn")}</span>
        <span>{t("card.monthlyColumn")}</span>
        <span>{t("card.totalColumn")}</span>
      </div>
      {plans.map((plan) => (
        <label key={plan.count} className="card-plans__row">
          <input
            type="radio"
            name="installments"
            value={plan.count}
            checked={plan.count === chosen}
            onChange={() => onChoose?.(plan.count)}
            // Without JavaScript nothing re-renders the choice: the browser keeps it.
            readOnly={!onChoose}
          />
          <span className="card-plans__count">
            {plan.count === 1 ? t("card.single") : t("card.plan", { count: plan.count })}
            <small className="muted">
              {plan.interestBasisPoints > 0 ? t("card.interest", { rate: formatPercent(plan.interestBasisPoints / 100, locale) }) : t("card.noInterest")}
            </small>
          </span>
          <span className="card-plans__amount card-plans__monthly">
            {plan.count} × {isolate(money(plan.perInstallmentMinor, currency))}
            {plan.firstInstallmentMinor !== plan.perInstallmentMinor ? (
              <small className="muted">{t("card.firstInstallment", { amount: isolate(money(plan.firstInstallmentMinor, currency)) })}</small>
            ) : null}
          </span>
          <strong className="card-plans__amount card-plans__total">{isolate(money(plan.totalMinor, currency))}</strong>
        </label>
      ))}
    </fieldset>
  );
}
