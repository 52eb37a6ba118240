// Cart fields: take the shopper from the context, call the service, read the cart back.
import { badUserInput, forbidden, notFound } from "../../core/errors.js";
import { requireShopper, shopperOf, type RequestScope, type Shopper, type ShopContext } from "../../core/context.js";
import type { CartResultResolvers, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import type { GuestIdentity } from "../guest/index.js";
import { applyCoupon, chooseCargo, removeCampaign, removeCoupon, selectCampaign, updateCart } from "./cart-options.service.js";
import { cartItemCount, readCart } from "./cart.read.js";
import { addToCart, removeCartLine, updateCartLine, type CartErrorResult, type CartOutcome } from "./cart.service.js";

const MAX_BATCH = 50;

function shopperOrThrow(ctx: ShopContext): Shopper {
  requireShopper(ctx);
  return ctx.shopper!;
}

const guestDto = (g: GuestIdentity | null) => (g ? { guestCode: g.guestCode, token: g.token, expiresAt: g.expiresAt } : null);

async function result(scope: RequestScope, outcome: CartOutcome) {
  if (!outcome.ok) return outcome.error;
  return { ...(await readCart(scope, outcome.shopper)), newGuest: guestDto(outcome.newGuest) };
}

/** Admins do not shop; anonymous callers become guests with their first add (rate-limited per client IP). */
async function adderShopper(ctx: ShopContext): Promise<Shopper | null> {
  if (ctx.auth.admin && !shopperOf(ctx.auth)) throw forbidden();
  if (!ctx.shopper) await ctx.limit("newGuest");
  return ctx.shopper;
}

export const cartQueries: QueryResolvers = {
  cartItemCount: (_p, _a, ctx) => (ctx.shopper ? cartItemCount(ctx.em, ctx.shopper) : 0),
  cart: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    const cart = await readCart(scope, shopper, { currency: args.currency, paymentCode: args.paymentCode });
    if (args.id !== null && args.id !== undefined) {
      const names = [cart.id, cart.shopper.guestCode, cart.shopper.customerId].filter((v) => v !== null && v !== undefined).map(String);
      if (!names.includes(args.id)) throw notFound();
    }
    return cart;
  },
  cargoOptions: async (_p, args, ctx) => {
    const scope = ctx.scope;
    // getCargo: null for a caller without a cart (anonymous, admin).
    return ctx.shopper ? (await readCart(scope, ctx.shopper, { currency: args.currency })).cargoOptions : null;
  },
};

export const cartMutations: MutationResolvers = {
  addToCart: async (_p, args, ctx) => {
    const scope = ctx.scope;
    return result(scope, await addToCart(scope, await adderShopper(ctx), args.input));
  },
  updateCartLine: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await updateCartLine(scope, shopper, args.input));
  },
  removeCartLine: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await removeCartLine(scope, shopper, args.cartProductId));
  },
  applyCoupon: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await applyCoupon(scope, shopper, args.code));
  },
  removeCoupon: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await removeCoupon(scope, shopper));
  },
  selectCampaign: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await selectCampaign(scope, shopper, args.campaignId));
  },
  removeCampaign: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await removeCampaign(scope, shopper));
  },
  updateCart: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await updateCart(scope, shopper, args.input));
  },
  selectCargo: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    return result(scope, await chooseCargo(scope, shopper, args.cargoId));
  },
  addItemsToCart: async (_p, args, ctx) => {
    const scope = ctx.scope;
    if (args.items.length > MAX_BATCH) throw badUserInput("items");
    let shopper = await adderShopper(ctx);
    let newGuest: GuestIdentity | null = null;
    const errors: (CartErrorResult | null)[] = [];
    for (const item of args.items) {
      const outcome = await addToCart(scope, shopper, item);
      if (outcome.ok) {
        shopper = outcome.shopper;
        newGuest ??= outcome.newGuest;
      }
      errors.push(outcome.ok ? null : outcome.error);
    }
    const cart = shopper ? { ...(await readCart(scope, shopper)), newGuest: guestDto(newGuest) } : null;
    return { errors, cart };
  },
  updateCartLines: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const scope = ctx.scope;
    if (args.items.length > MAX_BATCH) throw badUserInput("items");
    const errors: (CartErrorResult | null)[] = [];
    for (const item of args.items) {
      const outcome = await updateCartLine(scope, shopper, item);
      errors.push(outcome.ok ? null : outcome.error);
    }
    return { errors, cart: { ...(await readCart(scope, shopper)), newGuest: null } };
  },
};

export const cartResultResolvers: CartResultResolvers = {
  __resolveType: (r) => r.__typename,
};
