// Cart fields: take the shopper from the context, call the service, read the cart back.
import { badUserInput, forbidden, notFound } from "../../core/errors.js";
import { requireShopper, shopperOf, type Shopper, type ShopContext } from "../../core/context.js";
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

async function result(ctx: ShopContext, outcome: CartOutcome, language: string) {
  if (!outcome.ok) return outcome.error;
  return { ...(await readCart(ctx.em, outcome.shopper, language)), newGuest: guestDto(outcome.newGuest) };
}

/** Admins do not shop; anonymous callers become guests with their first add (rate-limited per client IP). */
async function adderShopper(ctx: ShopContext, language: string): Promise<Shopper | null> {
  if (ctx.auth.admin && !shopperOf(ctx.auth)) throw forbidden(language);
  if (!ctx.shopper) await ctx.limit("newGuest");
  return ctx.shopper;
}

export const cartQueries: QueryResolvers = {
  cartItemCount: (_p, _a, ctx) => (ctx.shopper ? cartItemCount(ctx.em, ctx.shopper) : 0),
  cart: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    const cart = await readCart(ctx.em, shopper, language, { currency: args.currency, paymentCode: args.paymentCode });
    if (args.id !== null && args.id !== undefined) {
      const names = [cart.id, cart.shopper.guestCode, cart.shopper.customerId].filter((v) => v !== null && v !== undefined).map(String);
      if (!names.includes(args.id)) throw notFound(language);
    }
    return cart;
  },
  cargoOptions: async (_p, args, ctx) => {
    const language = await ctx.languageFor(args.language);
    // getCargo: null for a caller without a cart (anonymous, admin).
    return ctx.shopper ? (await readCart(ctx.em, ctx.shopper, language, { currency: args.currency })).cargoOptions : null;
  },
};

export const cartMutations: MutationResolvers = {
  addToCart: async (_p, args, ctx) => {
    const language = await ctx.languageFor(args.language);
    return result(ctx, await addToCart(ctx.em, await adderShopper(ctx, language), args.input, language), language);
  },
  updateCartLine: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await updateCartLine(ctx.em, shopper, args.input, language), language);
  },
  removeCartLine: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await removeCartLine(ctx.em, shopper, args.cartProductId, language), language);
  },
  applyCoupon: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await applyCoupon(ctx.em, shopper, args.code, language), language);
  },
  removeCoupon: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await removeCoupon(ctx.em, shopper, language), language);
  },
  selectCampaign: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await selectCampaign(ctx.em, shopper, args.campaignId, language), language);
  },
  removeCampaign: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await removeCampaign(ctx.em, shopper, language), language);
  },
  updateCart: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await updateCart(ctx.em, shopper, args.input, language), language);
  },
  selectCargo: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    return result(ctx, await chooseCargo(ctx.em, shopper, args.cargoId, language), language);
  },
  addItemsToCart: async (_p, args, ctx) => {
    const language = await ctx.languageFor(args.language);
    if (args.items.length > MAX_BATCH) throw badUserInput(language, "items");
    let shopper = await adderShopper(ctx, language);
    let newGuest: GuestIdentity | null = null;
    const errors: (CartErrorResult | null)[] = [];
    for (const item of args.items) {
      const outcome = await addToCart(ctx.em, shopper, item, language);
      if (outcome.ok) {
        shopper = outcome.shopper;
        newGuest ??= outcome.newGuest;
      }
      errors.push(outcome.ok ? null : outcome.error);
    }
    const cart = shopper ? { ...(await readCart(ctx.em, shopper, language)), newGuest: guestDto(newGuest) } : null;
    return { errors, cart };
  },
  updateCartLines: async (_p, args, ctx) => {
    const shopper = shopperOrThrow(ctx);
    const language = await ctx.languageFor(args.language);
    if (args.items.length > MAX_BATCH) throw badUserInput(language, "items");
    const errors: (CartErrorResult | null)[] = [];
    for (const item of args.items) {
      const outcome = await updateCartLine(ctx.em, shopper, item, language);
      errors.push(outcome.ok ? null : outcome.error);
    }
    return { errors, cart: { ...(await readCart(ctx.em, shopper, language)), newGuest: null } };
  },
};

export const cartResultResolvers: CartResultResolvers = {
  __resolveType: (r) => r.__typename,
};
