// What the shop offers at the payment step: the enabled methods this release can take and the bank accounts.
import type { AppLoadContext } from "@remix-run/node";
import { DOOR, SUPPORTED_METHODS } from "~/domain/checkout-payment";
import { CheckoutPaymentPageDocument } from "~/utils/checkout.server";
import { runQuery } from "~/utils/graphql.server";
import type { Locale } from "~/utils/locale";

export async function loadPaymentOffer(request: Request, context: AppLoadContext, locale: Locale) {
  const { paymentTypes, bankAccounts } = await runQuery(request, context, CheckoutPaymentPageDocument, { language: locale });
  // Card providers are enabled by the card-payment issue; until then only the methods that can place an order.
  const methods = paymentTypes.filter((type) => (SUPPORTED_METHODS as readonly string[]).includes(type.code));
  const offer = {
    methods: methods.map((method) => method.code),
    doorTypes: methods.find((method) => method.code === DOOR)?.doorPaymentTypes.map((type) => type.toLowerCase()) ?? [],
    bankAccountIds: bankAccounts.map((account) => account.id),
  };
  return { methods, bankAccounts, offer };
}
