// Paying: placeOrder, and payDoor / payWireTransfer as the same operation with the method fixed.
import { shopperOrThrow, type ShopContext } from "../../core/context.js";
import type { MutationResolvers, PaymentResultResolvers } from "../../generated/resolvers-types.js";
import { pay, type PayInput } from "./order.pay.js";

const lowerCase = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

async function payAs(ctx: ShopContext, input: PayInput, language: string | null | undefined) {
  return pay(ctx.em, ctx.services.payments, shopperOrThrow(ctx), input, await ctx.languageFor(language));
}

export const orderPayMutations: MutationResolvers = {
  placeOrder: (_p, { input, language }, ctx) =>
    payAs(
      ctx,
      {
        paymentMethod: input.paymentMethod,
        idempotencyKey: input.idempotencyKey,
        contracts: input.contracts,
        providerInput: {
          doorPaymentType: lowerCase(input.providerInput?.doorPaymentType),
          bankAccountId: input.providerInput?.bankAccountId ?? undefined,
        },
      },
      language,
    ),
  payDoor: (_p, { input, language }, ctx) =>
    payAs(
      ctx,
      {
        paymentMethod: "door",
        idempotencyKey: input.idempotencyKey,
        contracts: input.contracts,
        providerInput: { doorPaymentType: lowerCase(input.doorPaymentType) },
      },
      language,
    ),
  payWireTransfer: (_p, { input, language }, ctx) =>
    payAs(
      ctx,
      {
        paymentMethod: "wire_transfer",
        idempotencyKey: input.idempotencyKey,
        contracts: input.contracts,
        providerInput: { bankAccountId: input.bankAccountId },
      },
      language,
    ),
};

export const paymentResultResolvers: PaymentResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "OrderError" ? "OrderError" : "PaymentOutcome"),
};
