// Guest identity and checkout contact: a few lines — create the guest, return its code and token; read or set the
// contact given with "continue without login".
import type { ContactResultResolvers, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { shopperOrThrow } from "../../core/context.js";
import { getShopperContact, setShopperContact } from "./contact.service.js";
import { createGuest } from "./guest.service.js";

export const guestMutations: MutationResolvers = {
  createGuestToken: async (_p, _a, ctx) => {
    await ctx.limit("newGuest");
    const { guestCode, token, expiresAt } = await createGuest(ctx.em);
    return { guestCode, token, expiresAt };
  },
  setShopperContact: async (_p, args, ctx) => setShopperContact(ctx.scope, shopperOrThrow(ctx), args.input),
};

export const guestQueries: QueryResolvers = {
  shopperContact: (_p, _a, ctx) => getShopperContact(ctx.em, shopperOrThrow(ctx)),
};

export const contactResultResolvers: ContactResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "FormError" ? "FormError" : "ShopperContact"),
};
