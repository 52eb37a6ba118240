// Payment methods the checkout offers and the shop's bank accounts.
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { requireShopper } from "../../core/context.js";
import { cardBinInstallments } from "./card-bin-provider.service.js";
import { listBankAccounts, listPaymentTypes } from "./payment.service.js";

export const paymentQueries: QueryResolvers = {
  bankAccounts: (_p, _a, ctx) => listBankAccounts(ctx.em),
  paymentTypes: async (_p, args, ctx) => listPaymentTypes(await ctx.scope(args.language), ctx.services.payments),
  cardBinInstallments: (_p, { paymentCode, binNumber, amountMinor, currency }, ctx) => {
    requireShopper(ctx);
    return cardBinInstallments(ctx.em, ctx.services.payments, { paymentCode, binNumber, amountMinor, currency: currency ?? "TRY" });
  },
};
