// What the shop offers at the payment step: the enabled methods this release can take and the bank accounts.
import type { AppLoadContext } from "@remix-run/node";
import { CREDIT_CARD, DOOR, SUPPORTED_METHODS } from "~/domain/checkout-payment";
import { graphql } from "~/graphql/generated";
import type { CheckoutPaymentOfferFragment } from "~/graphql/generated/graphql";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

/** The offer from an answer that selected CheckoutPaymentOffer (the approve page asks in its own operation). */
export function paymentOffer({ paymentTypes, bankAccounts }: CheckoutPaymentOfferFragment) {
  // Only the methods this storefront can take (iyzico, PayTR and the like come later).
  const methods = paymentTypes.filter((type) => (SUPPORTED_METHODS as readonly string[]).includes(type.code));
  const offer = {
    methods: methods.map((method) => method.code),
    doorTypes: methods.find((method) => method.code === DOOR)?.doorPaymentTypes.map((type) => type.toLowerCase()) ?? [],
    bankAccountIds: bankAccounts.map((account) => account.id),
    installmentCounts: methods.find((method) => method.code === CREDIT_CARD)?.installments.map((option) => option.count) ?? [],
  };
  return { methods, bankAccounts, offer };
}

export async function loadPaymentOffer(request: Request, context: AppLoadContext, locale: Locale) {
  return paymentOffer(await runQuery(request, context, CheckoutPaymentPageDocument, { language: locale }));
}

graphql(`
  fragment CheckoutPaymentOffer on Query {
    paymentTypes(language: $language) {
      code
      name
      description
      feeMinor
      feeCurrency
      doorPaymentTypes
      installments {
        count
        interestBasisPoints
      }
    }
    bankAccounts {
      ...CheckoutBankAccountFields
    }
  }
`);

const CheckoutPaymentPageDocument = graphql(`
  query CheckoutPaymentPage($language: String) {
    ...CheckoutPaymentOffer
  }
`);
