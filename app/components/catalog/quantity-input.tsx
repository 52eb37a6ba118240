// Quantity kept within the clamp rules of app/domain/quantity.ts (at least 1, inside the member's minimum and maximum
// order). Without JavaScript it is a number field with min/max; with it, minus/plus buttons and clamping on blur,
// from app/enhance/quantity.ts, the same code the pages React does not hydrate run.
import { useTranslation } from "react-i18next";
import { quantityBounds, type QuantityLimits } from "~/domain/quantity";
import { enhanceQuantity } from "~/enhance/quantity";
import { useEnhancer } from "~/utils/use-enhancer";

interface QuantityInputProps {
  limits: QuantityLimits;
  name?: string;
  /** The value to start from (what the shopper typed before a refused add); the minimum otherwise. */
  initial?: string;
  /** Id of the message that flags this field. */
  errorId?: string;
}

export function QuantityInput({ limits, name = "quantity", initial, errorId }: QuantityInputProps) {
  const { t } = useTranslation("catalog");
  const box = useEnhancer<HTMLDivElement>(enhanceQuantity);
  const { min, max } = quantityBounds(limits);

  return (
    // The steps stay hidden until the enhancer shows them: a page without JavaScript never shows a dead button.
    <div className="quantity" data-steps ref={box}>
      <label htmlFor="quantity-input" className="visually-hidden">
        {t("quantity.label")}
      </label>
      <button type="button" className="quantity__step" aria-label={t("quantity.decrease")} hidden data-step="-1">
        −
      </button>
      <input
        id="quantity-input"
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        defaultValue={initial ?? String(min)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
      <button type="button" className="quantity__step" aria-label={t("quantity.increase")} hidden data-step="1">
        +
      </button>
    </div>
  );
}
