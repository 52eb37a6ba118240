// Order reads: own orders only (another shopper's id or code is NOT_FOUND), and the order login.
import { notFound } from "../../core/errors.js";
import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { shopperOrThrow } from "../../core/context.js";
import { findOrder, lookupOrder, myOrders } from "./order.read.js";

export const orderQueries: QueryResolvers = {
  order: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const order = await findOrder(await ctx.scope(args.language), shopper, { id: args.id, code: args.code });
    if (!order) throw notFound();
    return order;
  },
  myOrders: async (_p, args, ctx) => myOrders(await ctx.scope(args.language), shopperOrThrow(ctx)),
  orderLookup: async (_p, args, ctx) => {
    const scope = await ctx.scope(args.language);
    // A guessing target (order number + email or phone): limited per client IP and per order number.
    await ctx.limit("orderLookup");
    await ctx.limit("orderLookupCode", args.code.trim().toUpperCase() || null);
    return lookupOrder(scope, args.code, args.emailOrPhone);
  },
};
