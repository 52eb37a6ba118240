// The product page's quantity field: minus/plus buttons (rendered hidden, shown here) and clamping on blur, with the
// same rules as the hydrated QuantityInput (app/domain/quantity.ts). The limits are the field's min and max.
import { decrementQuantity, incrementQuantity, parseQuantity, quantityOnBlur, type QuantityLimits } from "../domain/quantity";

function limitsOf(input: HTMLInputElement): QuantityLimits {
  const min = Number(input.min);
  const max = Number(input.max);
  return { minOrder: min > 1 ? min : null, maxOrder: input.max && max > 0 ? max : null };
}

export function enhanceQuantity(root: ParentNode) {
  for (const box of root.querySelectorAll<HTMLElement>(".quantity[data-steps]")) {
    const input = box.querySelector<HTMLInputElement>("input");
    if (!input) continue;
    const limits = limitsOf(input);
    for (const button of box.querySelectorAll<HTMLButtonElement>("button[data-step]")) {
      button.hidden = false;
      button.addEventListener("click", () => {
        const current = parseQuantity(input.value);
        input.value = String(button.dataset.step === "-1" ? decrementQuantity(current, limits) : incrementQuantity(current, limits));
      });
    }
    input.addEventListener("blur", () => {
      input.value = String(quantityOnBlur(input.value, limits));
    });
  }
}
