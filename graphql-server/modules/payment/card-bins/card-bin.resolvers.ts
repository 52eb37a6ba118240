// The card step's BIN query. Public (a guest types a card before anything else), but every answer tells something
// about a range of card numbers, so it is limited per client address like the other enumeration targets.
import type { CardBinResultResolvers, QueryResolvers } from "../../../generated/resolvers-types.js";
import { badUserInput } from "../../../core/errors.js";
import { isBin } from "./bin-lookup.js";
import { cardBinOf } from "./card-bin.service.js";

/** A charge larger than this is not a shop's basket: refused as bad input rather than computed. */
const MAX_AMOUNT_MINOR = 1_000_000_000_000;

export const cardBinQueries: QueryResolvers = {
  cardBin: async (_p, args, ctx) => {
    if (!isBin(args.bin)) throw badUserInput("bin");
    if (!Number.isSafeInteger(args.amountMinor) || args.amountMinor < 0 || args.amountMinor > MAX_AMOUNT_MINOR) throw badUserInput("amountMinor");
    await ctx.limit("cardBin");
    if (args.currency != null && !/^[A-Z]{3}$/.test(args.currency)) throw badUserInput("currency");
    return cardBinOf(ctx.em, ctx.services.payments, args.bin, args.amountMinor, args.paymentCode || "credit_card", args.currency ?? "TRY");
  },
};

export const cardBinResultResolvers: CardBinResultResolvers = {
  __resolveType: (r) => (r.__typename === "OperationError" ? "OperationError" : "CardBin"),
};
