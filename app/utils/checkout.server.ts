// The checkout's shared GraphQL fragments (schema.graphql: addresses, contact, payment and orders): what several
// steps and pages select the same way. Each page's own operation lives at the bottom of its route, or beside the
// one helper that runs it (guards.server.ts, checkout-address.server.ts, checkout-payment.server.ts).
import { graphql } from "~/graphql/generated";

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
    installmentInterestMinor
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
    cardCharge {
      chargedMinor
      installmentCount
    }
    refundedMinor
    invoiceNumber
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
    cargoTrackingCode
    isGift
    giftNote
    generalNote
    campaignName
    couponCode
  }
`);

graphql(`
  # The cart as every checkout step shows it (the summary beside the step, the approve page's lines).
  fragment CheckoutCartFields on Cart {
    id
    currency
    currencyCode
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
`);
