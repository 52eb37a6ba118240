// The address step's server helpers: the location lists of the address form, and the check later steps run so
// nobody reaches payment without contact details and the two addresses (spec: address validation before payment).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { stepPath } from "~/domain/checkout-steps";
import { CheckOrderAddressDocument, CheckoutAddressesDocument, CheckoutCitiesDocument, CheckoutStatesDocument } from "~/utils/checkout.server";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

export interface Place {
  id: number;
  name: string;
}

/** States of the chosen country and cities of the chosen state (empty lists when nothing is chosen). */
export async function locationLists(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  countryId: number | null,
  stateId: number | null,
): Promise<{ states: Place[]; cities: Place[] }> {
  const [states, cities] = await Promise.all([
    countryId ? runQuery(request, context, CheckoutStatesDocument, { countryId, language: locale }).then((r) => r.states ?? []) : [],
    stateId ? runQuery(request, context, CheckoutCitiesDocument, { stateId, language: locale }).then((r) => r.cities ?? []) : [],
  ]);
  // A city list only belongs to a state of the chosen country.
  return { states, cities: states.some((state) => state.id === stateId) ? cities : [] };
}

/**
 * Payment and approve steps: the guest's contact details and the cart's addresses must be in place (the address
 * check answers NO_PROBLEM), else back to the address step with the warning. Returns the addresses and contact.
 */
export async function requireOrderAddresses(request: Request, context: AppLoadContext, locale: Locale) {
  const [{ addresses, shopperContact }, { checkOrderAddress }] = await Promise.all([
    runQuery(request, context, CheckoutAddressesDocument, {}),
    runQuery(request, context, CheckOrderAddressDocument, { language: locale }),
  ]);
  const address = stepPath("address", locale);
  if (!shopperContact) throw redirect(`${address}?uyari=contact#contact`);
  if (checkOrderAddress.code !== "NO_PROBLEM") throw redirect(`${address}?uyari=${checkOrderAddress.code.toLowerCase()}#addresses`);
  return { addresses, contact: shopperContact };
}
