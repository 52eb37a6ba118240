import type { MutationResolvers, PaymentResultResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { shopperOrThrow } from "../address/address.resolvers.js";
import { pay } from "./payment.pay.js";
import { listBankAccounts, listPaymentTypes } from "./payment.service.js";

export const paymentQueries: QueryResolvers = {
  bankAccounts: (_p, _a, ctx) => listBankAccounts(ctx.em),
  paymentTypes: async (_p, args, ctx) => listPaymentTypes(ctx.em, await ctx.languageFor(args.language)),
};

export const paymentMutations: MutationResolvers = {
  payDoor: async (_p, args, ctx) => pay(ctx.em, shopperOrThrow(ctx), "door", args.input, await ctx.languageFor(args.language)),
  payWireTransfer: async (_p, args, ctx) => pay(ctx.em, shopperOrThrow(ctx), "wire_transfer", args.input, await ctx.languageFor(args.language)),
};

export const paymentResultResolvers: PaymentResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "OrderError" ? "OrderError" : "PaymentOutcome"),
};
