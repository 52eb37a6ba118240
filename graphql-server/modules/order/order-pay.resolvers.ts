// Paying: placeOrder, and payDoor / payWireTransfer as the same operation with the method fixed.
import { shopperOrThrow, type ShopContext } from "../../core/context.js";
import type { MutationResolvers, PaymentResultResolvers } from "../../generated/resolvers-types.js";
import { pay, type PayInput } from "./order.pay.js";

const lowerCase = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

/** Every way in pays the same way: the method, the shared fields and what the method's provider reads. */
async function payWith(
  ctx: ShopContext,
  language: string | null | undefined,
  paymentMethod: string,
  { idempotencyKey, contracts, approvedTotalMinor, currency }: Pick<PayInput, "idempotencyKey" | "contracts" | "currency"> & {
    approvedTotalMinor?: number | null;
  },
  providerInput: PayInput["providerInput"],
) {
  const input = { paymentMethod, idempotencyKey, contracts, approvedTotalMinor: approvedTotalMinor ?? null, providerInput, currency };
  return pay(await ctx.scope(language), { payments: ctx.services.payments, jobs: ctx.jobs }, shopperOrThrow(ctx), input);
}

export const orderPayMutations: MutationResolvers = {
  placeOrder: (_p, { input, language }, ctx) =>
    payWith(ctx, language, input.paymentMethod, input, {
      doorPaymentType: lowerCase(input.providerInput?.doorPaymentType),
      bankAccountId: input.providerInput?.bankAccountId ?? undefined,
    }),
  payDoor: (_p, { input, language }, ctx) => payWith(ctx, language, "door", input, { doorPaymentType: lowerCase(input.doorPaymentType) }),
  payWireTransfer: (_p, { input, language }, ctx) => payWith(ctx, language, "wire_transfer", input, { bankAccountId: input.bankAccountId }),
};

export const paymentResultResolvers: PaymentResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "OrderError" ? "OrderError" : "PaymentOutcome"),
};
