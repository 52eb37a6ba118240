// The product page's add-to-cart form. Without JavaScript it is a plain POST to the product page's own URL (the
// variant choice rides in ?p1=&p2=): success redirects back with the added-to-cart popup, a refusal re-renders the
// page with the shopper's values and the field flagged. With JavaScript the same form goes through a fetcher: the
// client-side checks of app/domain/add-to-cart-validation.ts run first (quantity, variant choice, required
// personalizations; a refusal is a warning toast), the button shows the product-add loading flag, and the popup opens
// from the result while the header count revalidates.
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AddedToCartDialog } from "~/components/cart/added-to-cart-dialog";
import { checkAddToCart, type PersonalizationField } from "~/domain/add-to-cart-validation";
import { parseQuantity } from "~/domain/quantity";
import { missingGroups, type VariantProduct, type VariantSelection } from "~/domain/variant-selection";
import type { CartActionData, LastAdded } from "~/utils/cart-actions.server";
import { showClientToast } from "~/utils/client-toast";
import type { Locale } from "~/utils/locale";
import { useHydrated } from "~/utils/use-hydrated";

export interface AddToCartState {
  pending: boolean;
  /** What the shopper typed, given back after a refused add without JavaScript. */
  typed: Record<string, string[]>;
  /** The refused field: "quantity" or "personalization-{id}". */
  errorField: string | null;
  errorMessage: string | null;
}

interface AddToCartFormProps {
  locale: Locale;
  productId: number;
  hasProperty: boolean;
  variants: VariantProduct;
  selection: VariantSelection;
  personalizations: PersonalizationField[];
  /** The product page URL with the variant choice (?p1=&p2=): where the form posts and returns. */
  action: string;
  /** The popup's product after a no-JavaScript add (flash lastAddedProduct). */
  lastAdded: LastAdded | null;
  children: (state: AddToCartState) => ReactNode;
}

function personalizationValue(form: FormData, id: number): string {
  const text = form.get(`personalization[${id}]`);
  if (typeof text === "string" && text.trim()) return text;
  return form.getAll(`personalizationOption[${id}]`).join(",");
}

export function AddToCartForm(props: AddToCartFormProps) {
  const { locale, productId, hasProperty, variants, selection, personalizations, action, lastAdded, children } = props;
  const { t } = useTranslation("catalog");
  const hydrated = useHydrated();
  const fetcher = useFetcher<CartActionData>({ key: `add-to-cart-${productId}` });
  // The product page's own URL also answers the comment form: its answer is not this form's.
  const pageAnswer = useActionData<CartActionData | { form: "comment" }>();
  const actionData = pageAnswer && "form" in pageAnswer ? undefined : pageAnswer;
  const result = fetcher.data ?? actionData ?? null;
  const [clientError, setClientError] = useState<string | null>(null);
  const [shown, setShown] = useState<LastAdded | null>(lastAdded);
  const handled = useRef<unknown>(null);

  useEffect(() => setShown(lastAdded), [lastAdded]);

  // A fetcher result: the popup on success, the translated toast on a refusal (handled once per result).
  useEffect(() => {
    if (!fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) setShown(fetcher.data.added);
    else showClientToast(fetcher.data.toast.type, fetcher.data.toast.message);
  }, [fetcher.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(personalizations.map((field) => [field.id, personalizationValue(form, field.id)]));
    const check = checkAddToCart({
      productId,
      quantity: parseQuantity(String(form.get("quantity") ?? "")),
      hasProperty,
      product: variants,
      selection,
      personalizations,
      values,
    });
    if (check.ok) {
      setClientError(null);
      return;
    }
    event.preventDefault();
    const message = "params" in check ? t(check.messageKey, check.params) : t(check.messageKey);
    setClientError("fieldId" in check ? `personalization-${check.fieldId}` : check.messageKey === "addToCart.failed" ? "quantity" : null);
    showClientToast(check.tone, message);
    if ("fieldId" in check) document.getElementById(`personalization-${check.fieldId}`)?.focus();
  };

  const failure = result && !result.ok ? result : null;
  const missing = hasProperty ? missingGroups(variants, selection) : [];
  const state: AddToCartState = {
    pending: fetcher.state !== "idle",
    typed: failure?.typed ?? {},
    errorField: clientError ?? failure?.field ?? null,
    errorMessage: failure?.toast.message ?? null,
  };

  return (
    <>
      <fetcher.Form method="post" action={action} className="product-buy" onSubmit={onSubmit} aria-busy={state.pending}>
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="subProductId" value={selection.subProductId ?? ""} />
        <input type="hidden" name="returnTo" value={action} />
        {/* Without JavaScript the server cannot know the choice is incomplete from the sub-product alone. */}
        {missing[0] ? <input type="hidden" name="chooseVariant" value={missing[0]} /> : null}
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {/* A personalization's own message sits under that field instead. */}
        {state.errorMessage && !state.errorField?.startsWith("personalization-") ? (
          <p id="add-to-cart-error" className="form-error" role="alert">
            {state.errorMessage}
          </p>
        ) : null}
        {children(state)}
      </fetcher.Form>
      {shown ? <AddedToCartDialog item={shown} locale={locale} onClose={() => setShown(null)} /> : null}
    </>
  );
}
