// The checkout's GraphQL operations (schema.graphql: the issue 4 contract for addresses, contact, payment and
// orders) and the small helpers the checkout routes share. Every amount comes from the server.
import { graphql } from "~/graphql/generated";
import type { CheckoutCartQuery, CheckoutOrderFieldsFragment } from "~/graphql/generated/graphql";
import { notFound } from "~/utils/http.server";
import { localeFromParam, type Locale } from "~/utils/locale";

graphql(`
  # Every amount of CartTotals: the cart page (cart.server.ts) and the checkout read the same selection.
  fragment CartTotalsFields on CartTotals {
    linesMinor
    personalizationMinor
    giftPackageMinor
    campaignDiscountMinor
    couponDiscountMinor
    cargoMinor
    isCargoFree
    doorFeeMinor
    vat {
      rate
      netMinor
      vatMinor
    }
    vatMinor
    grandTotalMinor
  }

  fragment CheckoutAddressFields on Address {
    id
    title
    firstName
    lastName
    phone
    address
    countryId
    countryName
    stateId
    stateName
    cityId
    cityName
    zipCode
    invoiceType
    identityNumber
    companyName
    taxOffice
    taxNumber
  }

  fragment CheckoutOrderAddressFields on OrderAddress {
    title
    firstName
    lastName
    phone
    address
    countryName
    stateName
    cityName
    zipCode
    invoiceType
    identityNumber
    companyName
    taxOffice
    taxNumber
  }

  fragment CheckoutBankAccountFields on BankAccount {
    id
    bankName
    accountHolder
    accountNumber
    iban
    branch
    currency
  }

  fragment CheckoutFormErrorFields on FormError {
    code
    message
    fields {
      field
      message
    }
  }

  fragment CheckoutOrderFields on Order {
    id
    code
    createdAt
    status
    statusName
    paymentCode
    paymentName
    doorPaymentType
    bankAccount {
      ...CheckoutBankAccountFields
    }
    paymentInstructions
    currency
    currencyCode
    email
    phone
    lines {
      id
      title
      seoLink
      image {
        small
        alt
      }
      variantNames
      quantity
      unitPriceMinor
      personalizationPriceMinor
      lineTotalMinor
      personalizations {
        personalizationId
        name
        value
        options {
          id
          name
        }
      }
    }
    totals {
      ...CartTotalsFields
    }
    invoiceAddress {
      ...CheckoutOrderAddressFields
    }
    deliveryAddress {
      ...CheckoutOrderAddressFields
    }
    cargoName
    cargoTrackingUrl
    isGift
    giftNote
    generalNote
    campaignName
    couponCode
  }
`);

export const CheckoutCartDocument = graphql(`
  query CheckoutCart($language: String, $paymentCode: String) {
    cart(language: $language, paymentCode: $paymentCode) {
      __typename
      ... on Cart {
        id
        currency
        itemCount
        shopper {
          kind
        }
        invoiceAddressId
        deliveryAddressId
        couponCode
        selectedCampaign {
          name
        }
        lines {
          ...CartLineFields
        }
        totals {
          ...CartTotalsFields
        }
      }
      ... on CartError {
        code
        message
      }
    }
  }
`);

export const CheckoutAddressPageDocument = graphql(`
  query CheckoutAddressPage($language: String) {
    addresses {
      ...CheckoutAddressFields
    }
    shopperContact {
      email
      phone
      firstName
      lastName
    }
    countries(language: $language) {
      id
      name
    }
  }
`);

export const CheckoutStatesDocument = graphql(`
  query CheckoutStates($countryId: Int!, $language: String) {
    states(countryId: $countryId, language: $language) {
      id
      name
    }
  }
`);

export const CheckoutCitiesDocument = graphql(`
  query CheckoutCities($stateId: Int!, $language: String) {
    cities(stateId: $stateId, language: $language) {
      id
      name
    }
  }
`);

export const CheckoutAddressesDocument = graphql(`
  query CheckoutAddresses {
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

export const SaveAddressDocument = graphql(`
  mutation CheckoutSaveAddress($id: Int, $input: AddressInput!, $use: AddressUse, $language: String) {
    saveAddress(id: $id, input: $input, use: $use, language: $language) {
      __typename
      ... on Address {
        id
      }
      ... on FormError {
        ...CheckoutFormErrorFields
      }
    }
  }
`);

export const DeleteAddressDocument = graphql(`
  mutation CheckoutDeleteAddress($id: Int!, $language: String) {
    deleteAddress(id: $id, language: $language)
  }
`);

export const SetShopperContactDocument = graphql(`
  mutation CheckoutSetContact($input: ShopperContactInput!, $language: String) {
    setShopperContact(input: $input, language: $language) {
      __typename
      ... on FormError {
        ...CheckoutFormErrorFields
      }
    }
  }
`);

export const SetCartAddressesDocument = graphql(`
  mutation CheckoutSetCartAddresses($input: UpdateCartInput!, $language: String) {
    updateCart(input: $input, language: $language) {
      __typename
      ... on CartError {
        code
        message
      }
    }
  }
`);

export const CheckOrderAddressDocument = graphql(`
  query CheckoutCheckOrderAddress($language: String) {
    checkOrderAddress(language: $language) {
      code
      message
    }
  }
`);

export const CheckoutPaymentPageDocument = graphql(`
  query CheckoutPaymentPage($language: String) {
    paymentTypes(language: $language) {
      code
      name
      description
      feeMinor
      feeCurrency
      doorPaymentTypes
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
  }
`);

graphql(`
  fragment CheckoutPaymentResult on PaymentResult {
    __typename
    ... on PaymentOutcome {
      status
      redirectUrl
      html
      order {
        code
      }
    }
    ... on OrderError {
      code
      message
      field
    }
  }
`);

export const PayDoorDocument = graphql(`
  mutation CheckoutPayDoor($input: PayDoorInput!, $language: String) {
    payDoor(input: $input, language: $language) {
      ...CheckoutPaymentResult
    }
  }
`);

export const PayWireTransferDocument = graphql(`
  mutation CheckoutPayWireTransfer($input: PayWireTransferInput!, $language: String) {
    payWireTransfer(input: $input, language: $language) {
      ...CheckoutPaymentResult
    }
  }
`);

export const CheckoutOrderDocument = graphql(`
  query CheckoutOrder($code: String!, $language: String) {
    order(code: $code, language: $language) {
      ...CheckoutOrderFields
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
  }
`);

export const OrderLookupDocument = graphql(`
  query CheckoutOrderLookup($code: String!, $emailOrPhone: String!, $language: String) {
    orderLookup(code: $code, emailOrPhone: $emailOrPhone, language: $language) {
      ...CheckoutOrderFields
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
  }
`);

export const CreateGuestDocument = graphql(`
  mutation CheckoutCreateGuest {
    createGuestToken {
      guestCode
      token
    }
  }
`);

export type CheckoutCart = Extract<CheckoutCartQuery["cart"], { __typename: "Cart" }>;
export type CheckoutOrder = CheckoutOrderFieldsFragment;

export { graphQLErrorCode } from "~/utils/graphql.server";

/** Per-field messages of a FormError result, keyed by input name. */
export function fieldErrors(error: { fields: { field: string; message: string }[] }): Record<string, string> {
  return Object.fromEntries(error.fields.map((item) => [item.field, item.message]));
}

/** The locale of a `($lang)` route, or the 404 page for a prefix that is not one (/de/odeme). */
export function routeLocale(lang: string | undefined): Locale {
  const locale = localeFromParam(lang);
  if (!locale) throw notFound();
  return locale;
}
