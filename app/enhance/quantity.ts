// The product page's quantity field: minus/plus buttons (rendered hidden, shown here) and clamping on blur, by the
// rules of app/domain/quantity.ts. The limits are the field's min and max, read at each step so that a field React
// re-renders for another product follows its new limits. QuantityInput attaches this same code when React renders it.
import { decrementQuantity, incrementQuantity, parseQuantity, quantityOnBlur, type QuantityLimits } from "../domain/quantity";

function limitsOf(input: HTMLInputElement): QuantityLimits {
  const min = Number(input.min);
  const max = Number(input.max);
  return { minOrder: min > 1 ? min : null, maxOrder: input.max && max > 0 ? max : null };
}

export function enhanceQuantity(box: HTMLElement): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const input = box.querySelector<HTMLInputElement>("input");
  if (!input) return () => controller.abort();
  for (const button of box.querySelectorAll<HTMLButtonElement>("button[data-step]")) {
    button.hidden = false;
    button.addEventListener(
      "click",
      () => {
        const limits = limitsOf(input);
        const current = parseQuantity(input.value);
        input.value = String(button.dataset.step === "-1" ? decrementQuantity(current, limits) : incrementQuantity(current, limits));
      },
      { signal },
    );
  }
  input.addEventListener("blur", () => (input.value = String(quantityOnBlur(input.value, limitsOf(input)))), { signal });
  return () => controller.abort();
}
