// Payment methods the checkout offers and the shop's bank accounts.
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { listBankAccounts, listPaymentTypes } from "./payment.service.js";

export const paymentQueries: QueryResolvers = {
  bankAccounts: (_p, _a, ctx) => listBankAccounts(ctx.em),
  paymentTypes: async (_p, args, ctx) => listPaymentTypes(ctx.scope, ctx.services.payments),
};
