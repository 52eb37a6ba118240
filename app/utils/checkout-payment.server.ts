// What the shop offers at the payment step: every enabled method the server says how to pay (its kind), and the
// bank accounts. A method without a kind (no provider, or one not configured) is left out: nobody could pay with it.
import type { AppLoadContext } from "@remix-run/node";
import { paymentKindOf, type Offer, type PaymentKind } from "~/domain/checkout-payment";
import { graphql } from "~/graphql/generated";
import type { CheckoutPaymentOfferFragment } from "~/graphql/generated/graphql";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

/** The offer from an answer that selected CheckoutPaymentOffer (the approve page asks in its own operation). */
export function paymentOffer({ paymentTypes, bankAccounts }: CheckoutPaymentOfferFragment) {
  const methods = paymentTypes.flatMap((type) => {
    const kind = paymentKindOf(type.kind);
    // A transfer needs an account to pay into.
    if (!kind || (kind === "bank_transfer" && !bankAccounts.length)) return [];
    return [{ ...type, kind: kind satisfies PaymentKind }];
  });
  const offer: Offer = {
    methods: methods.map((method) => ({
      code: method.code,
      kind: method.kind,
      doorTypes: method.doorPaymentTypes.map((type) => type.toLowerCase()),
      installmentCounts: method.installments.map((option) => option.count),
    })),
    bankAccountIds: bankAccounts.map((account) => account.id),
  };
  return { methods, bankAccounts, offer };
}

export async function loadPaymentOffer(request: Request, context: AppLoadContext, locale: Locale) {
  return paymentOffer(await runQuery(request, context, CheckoutPaymentPageDocument, {}, locale));
}

graphql(`
  fragment CheckoutPaymentOffer on Query {
    paymentTypes {
      code
      kind
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
  query CheckoutPaymentPage {
    ...CheckoutPaymentOffer
  }
`);
