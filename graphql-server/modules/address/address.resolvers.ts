// Address book and order address check: the shopper from the token, the service does the rest.
import { shopperOrThrow } from "../../core/context.js";
import type { AddressResultResolvers, MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { authenticate } from "../auth/index.js";
import { checkOrderAddress, deleteAddress, listAddresses, saveAddress } from "./address.service.js";

export const addressQueries: QueryResolvers = {
  addresses: (_p, _a, ctx) => listAddresses(ctx.em, shopperOrThrow(ctx), ctx.language),
  checkOrderAddress: async (_p, args, ctx) => {
    const language = await ctx.languageFor(args.language);
    // Legacy createOrderGuest sends the guest token in the body: it counts only as a guest's token.
    if (!ctx.shopper && args.guestToken) {
      const auth = await authenticate(ctx.em, `Bearer ${args.guestToken}`);
      if (auth.guest) return checkOrderAddress(ctx.em, { kind: "guest", id: auth.guest.id }, language);
    }
    return checkOrderAddress(ctx.em, shopperOrThrow(ctx), language);
  },
};

export const addressMutations: MutationResolvers = {
  saveAddress: async (_p, args, ctx) =>
    saveAddress(ctx.em, shopperOrThrow(ctx), args.id ?? null, args.input, args.use ?? null, await ctx.languageFor(args.language)),
  deleteAddress: async (_p, args, ctx) => deleteAddress(ctx.em, shopperOrThrow(ctx), args.id, await ctx.languageFor(args.language)),
};

export const addressResultResolvers: AddressResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "FormError" ? "FormError" : "Address"),
};
