// Order reads: own orders only (another shopper's id or code is NOT_FOUND), and the order login.
import { notFound } from "../../core/errors.js";
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { shopperOrThrow } from "../../core/context.js";
import { findOrder, lookupOrder, myOrders } from "./order.read.js";

export const orderQueries: QueryResolvers = {
  order: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const order = await findOrder(ctx.scope, shopper, { id: args.id, code: args.code });
    if (!order) throw notFound();
    return order;
  },
  myOrders: async (_p, args, ctx) => myOrders(ctx.scope, shopperOrThrow(ctx)),
  orderLookup: async (_p, args, ctx) => {
    const scope = ctx.scope;
    // A guessing target (order number + email or phone): limited per client IP and per order number. Only failed
    // lookups count, so a shopper checking their own order never uses the limit up: each attempt is counted before
    // the lookup (parallel guesses cannot pass the limit together) and given back when it found the order.
    const refunds = [await ctx.limit("orderLookup"), await ctx.limit("orderLookupCode", args.code.trim().toUpperCase() || null)];
    const order = await lookupOrder(scope, args.code, args.emailOrPhone);
    if (order) for (const refund of refunds) await refund();
    return order;
  },
};
