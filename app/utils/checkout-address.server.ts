// The address step's server helpers: the location lists of the address form, and the check later steps run so
// nobody reaches payment without contact details and the two addresses (an order needs somewhere to ship to and
// someone to invoice).
import { redirect, type AppLoadContext } from "@remix-run/node";
import { stepPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import type { CheckoutOrderAddressCheckFragment } from "~/graphql/generated/graphql";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

export interface Place {
  id: number;
  name: string;
}

/**
 * The states of a country and the cities of a state, in one operation (either may be left out). Null when the
 * country or state is unknown or inactive. The address form's lists and the checkout-locations fetcher.
 */
export async function fetchLocations(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  { countryId, stateId }: { countryId: number | null; stateId: number | null },
): Promise<{ states: Place[] | null; cities: Place[] | null }> {
  if (!countryId && !stateId) return { states: null, cities: null };
  const result = await runQuery(request, context, CheckoutLocationsDocument, {
    countryId: countryId ?? 0,
    stateId: stateId ?? 0,
    withStates: countryId !== null,
    withCities: stateId !== null,
  }, locale);
  return { states: result.states ?? null, cities: result.cities ?? null };
}

/** States of the chosen country and cities of the chosen state (empty lists when nothing is chosen). */
export async function locationLists(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  countryId: number | null,
  stateId: number | null,
): Promise<{ states: Place[]; cities: Place[] }> {
  const lists = await fetchLocations(request, context, locale, { countryId, stateId });
  const states = lists.states ?? [];
  // A city list only belongs to a state of the chosen country.
  return { states, cities: states.some((state) => state.id === stateId) ? (lists.cities ?? []) : [] };
}

/**
 * Payment and approve steps: the guest's contact details, the cart's addresses and, when the shop asks for it, a
 * confirmed phone must be in place (the address
 * check answers NO_PROBLEM), else back to the address step with the warning. Returns the addresses and contact.
 * The approve page selects CheckoutOrderAddressCheck in its own operation and passes the answer.
 */
export function orderAddresses(answer: CheckoutOrderAddressCheckFragment, locale: Locale) {
  const { addresses, shopperContact, checkOrderAddress } = answer;
  const address = stepPath("address", locale);
  if (!shopperContact) throw redirect(`${address}?uyari=contact#contact`);
  if (checkOrderAddress.code !== "NO_PROBLEM") throw redirect(`${address}?uyari=${checkOrderAddress.code.toLowerCase()}#addresses`);
  if (answer.shopperPhone?.required && !answer.shopperPhone.confirmed) throw redirect(`${address}?uyari=must_phone_confirm#phone`);
  return { addresses, contact: shopperContact };
}

/** The same check as its own operation (the payment step). */
export async function requireOrderAddresses(request: Request, context: AppLoadContext, locale: Locale) {
  return orderAddresses(await runQuery(request, context, CheckoutOrderAddressesDocument, {}, locale), locale);
}

graphql(`
  fragment CheckoutShopperAddresses on Query {
    addresses {
      ...CheckoutAddressFields
    }
    shopperContact {
      email
      phone
      firstName
      lastName
    }
  }
`);

graphql(`
  fragment CheckoutOrderAddressCheck on Query {
    ...CheckoutShopperAddresses
    shopperPhone {
      confirmed
      required
    }
    checkOrderAddress {
      code
      message
    }
  }
`);

const CheckoutOrderAddressesDocument = graphql(`
  query CheckoutOrderAddresses {
    ...CheckoutOrderAddressCheck
  }
`);

const CheckoutLocationsDocument = graphql(`
  query CheckoutLocations($countryId: Int!, $stateId: Int!, $withStates: Boolean!, $withCities: Boolean!) {
    states(countryId: $countryId) @include(if: $withStates) {
      id
      name
    }
    cities(stateId: $stateId) @include(if: $withCities) {
      id
      name
    }
  }
`);
