// The product page's client-side add-to-cart checks, before anything is sent. Results are message keys of the
// `catalog` namespace plus parameters, so the domain stays free of i18n; the server checks everything again.
import { missingGroups, type VariantProduct, type VariantSelection } from "./variant-selection";

export interface PersonalizationField {
  id: number;
  name: string;
  isRequired: boolean;
}

export interface AddToCartDraft {
  productId: number | null;
  quantity: number | null;
  /** The product has variant groups (hasProperty). */
  hasProperty: boolean;
  product: VariantProduct;
  selection: VariantSelection;
  personalizations: PersonalizationField[];
  /** Values by personalization id. */
  values: Record<number, string | undefined>;
}

export type AddToCartCheck =
  | { ok: true }
  | { ok: false; tone: "error"; messageKey: "addToCart.failed" }
  | { ok: false; tone: "warning"; messageKey: "addToCart.choose"; params: { name: string } }
  | { ok: false; tone: "warning"; messageKey: "addToCart.incorrect"; params: { name: string }; fieldId: number };

export function checkAddToCart(draft: AddToCartDraft): AddToCartCheck {
  if (!draft.productId || !draft.quantity || draft.quantity < 1) {
    return { ok: false, tone: "error", messageKey: "addToCart.failed" };
  }
  if (draft.hasProperty) {
    const [first] = missingGroups(draft.product, draft.selection);
    if (first) return { ok: false, tone: "warning", messageKey: "addToCart.choose", params: { name: first } };
  }
  for (const field of draft.personalizations) {
    if (field.isRequired && !draft.values[field.id]?.trim()) {
      return { ok: false, tone: "warning", messageKey: "addToCart.incorrect", params: { name: field.name }, fieldId: field.id };
    }
  }
  return { ok: true };
}
