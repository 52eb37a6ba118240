// Quantity kept within the clamp rules of app/domain/quantity.ts (at least 1, inside the member's minimum and maximum
// order). Without JavaScript it is a number field with min/max; with it, minus/plus buttons and clamping on blur.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  decrementQuantity,
  incrementQuantity,
  parseQuantity,
  quantityBounds,
  quantityOnBlur,
  type QuantityLimits,
} from "~/domain/quantity";
import { useHydrated } from "~/utils/use-hydrated";

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
  const hydrated = useHydrated();
  const { min, max } = quantityBounds(limits);
  const [text, setText] = useState(initial ?? String(min));

  return (
    // Without hydration the steps stay hidden until the page's enhancement script shows them (app/enhance/quantity.ts).
    <div className="quantity" data-steps>
      <label htmlFor="quantity-input" className="visually-hidden">
        {t("quantity.label")}
      </label>
      <button
        type="button"
        className="quantity__step"
        aria-label={t("quantity.decrease")}
        hidden={!hydrated}
        data-step="-1"
        onClick={() => setText(String(decrementQuantity(parseQuantity(text), limits)))}
      >
        −
      </button>
      <input
        id="quantity-input"
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        value={text}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => setText(String(quantityOnBlur(event.target.value, limits)))}
      />
      <button
        type="button"
        className="quantity__step"
        aria-label={t("quantity.increase")}
        hidden={!hydrated}
        data-step="1"
        onClick={() => setText(String(incrementQuantity(parseQuantity(text), limits)))}
      >
        +
      </button>
    </div>
  );
}
