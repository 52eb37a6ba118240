// Paying: placeOrder, and payDoor / payWireTransfer as the same operation with the method fixed.
import { shopperOrThrow, type ShopContext } from "../../../core/context.js";
import type { MutationResolvers, PaymentResultResolvers } from "../../../generated/resolvers-types.js";
import { confirmCard, confirmCardFromProvider, pay, type PayInput } from "./order.pay.js";

const lowerCase = (value: string | null | undefined) => (value ? value.toLowerCase() : undefined);

/** Every way in pays the same way: the method, the shared fields and what the method's provider reads. */
async function payWith(
  ctx: ShopContext,
  paymentMethod: string,
  {
    idempotencyKey,
    contracts,
    approvedTotalMinor,
    currency,
  }: Pick<PayInput, "idempotencyKey" | "contracts" | "currency"> & {
    approvedTotalMinor?: number | null;
  },
  providerInput: PayInput["providerInput"],
  cardInput?: PayInput["cardInput"],
) {
  const input = { paymentMethod, idempotencyKey, contracts, approvedTotalMinor: approvedTotalMinor ?? null, providerInput, cardInput, currency };
  return pay(ctx.scope, { payments: ctx.services.payments, jobs: ctx.jobs }, shopperOrThrow(ctx), input);
}

export const orderPayMutations: MutationResolvers = {
  placeOrder: (_p, { input }, ctx) =>
    payWith(
      ctx,
      input.paymentMethod,
      input,
      {
        doorPaymentType: lowerCase(input.providerInput?.doorPaymentType),
        bankAccountId: input.providerInput?.bankAccountId ?? undefined,
      },
      {
        card: input.providerInput?.card ?? null,
        installments: input.providerInput?.installments ?? 1,
        returnPath: input.providerInput?.returnPath ?? null,
        cardBin: input.providerInput?.cardBin ?? null,
      },
    ),
  payDoor: (_p, { input }, ctx) => payWith(ctx, "door", input, { doorPaymentType: lowerCase(input.doorPaymentType) }),
  payWireTransfer: (_p, { input }, ctx) => payWith(ctx, "wire_transfer", input, { bankAccountId: input.bankAccountId }),
  confirmCardPayment: async (_p, { paymentCode, callback }, ctx) =>
    confirmCard(ctx.scope, { payments: ctx.services.payments, jobs: ctx.jobs }, shopperOrThrow(ctx), paymentCode, callbackParams(callback)),
  // The provider's own call: no shopper; the payment row names who pays (decision 049).
  confirmProviderPayment: async (_p, { paymentCode, callback }, ctx) =>
    confirmCardFromProvider(ctx.scope, { payments: ctx.services.payments, jobs: ctx.jobs }, paymentCode, callbackParams(callback)),
};

/** The first of a repeated name counts, as a query string reader would take it. */
function callbackParams(callback: readonly { name: string; value: string }[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { name, value } of callback) if (!(name in params)) params[name] = value;
  return params;
}

export const paymentResultResolvers: PaymentResultResolvers = {
  __resolveType: (r) => ("__typename" in r && (r.__typename === "OrderError" || r.__typename === "PaymentChallenge") ? r.__typename : "PaymentOutcome"),
};
