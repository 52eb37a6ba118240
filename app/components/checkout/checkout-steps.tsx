// The wizard's step bar: every step in order, the active and the last one marked. Done steps before the payment is
// placed link back; the active one carries aria-current="step".
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "~/components/icons";
import { CHECKOUT_STEPS, stepPath, stepStates, type CheckoutStep } from "~/domain/checkout-steps";
import type { Locale } from "~/utils/locale";

export function CheckoutSteps({ active, locale }: { active: CheckoutStep; locale: Locale }) {
  const { t } = useTranslation("checkout");
  const steps = stepStates(active);
  const activeNumber = CHECKOUT_STEPS.indexOf(active) + 1;
  return (
    <nav className="checkout-steps" aria-label={t("steps.label")}>
      <p className="checkout-steps__progress">{t("steps.progress", { n: activeNumber, total: CHECKOUT_STEPS.length })}</p>
      <ol className="checkout-steps__list">
        {steps.map(({ step, state, last }, index) => {
          const label = t(`steps.${step}`);
          // After the order is placed there is no way back into the wizard.
          const linkable = state === "done" && step !== "success" && active !== "success";
          const content = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {state === "done" ? <CheckIcon /> : index + 1}
              </span>
              <span className="checkout-steps__label">{label}</span>
              {last && state !== "active" ? <span className="visually-hidden"> ({t("steps.last")})</span> : null}
            </>
          );
          return (
            <li
              key={step}
              className={`checkout-steps__item checkout-steps__item--${state}${last ? " checkout-steps__item--last" : ""}`}
              aria-current={state === "active" ? "step" : undefined}
            >
              {linkable ? (
                <Link to={stepPath(step as Exclude<CheckoutStep, "success">, locale)} className="checkout-steps__link">
                  {content}
                </Link>
              ) : (
                <span className="checkout-steps__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
