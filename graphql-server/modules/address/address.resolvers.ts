// Address book and order address check: the shopper from the token, the service does the rest.
import { shopperOrThrow } from "../../core/context.js";
import { codedMessage } from "../../core/messages.js";
import type { AddressResultResolvers, MutationResolvers, OrderAddressCheckResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { authenticate } from "../auth/index.js";
import { checkOrderAddress, deleteAddress, listAddresses, saveAddress } from "./address.service.js";

export const addressQueries: QueryResolvers = {
  addresses: (_p, _a, ctx) => listAddresses(ctx, shopperOrThrow(ctx)),
  checkOrderAddress: async (_p, args, ctx) => {
    // Legacy createOrderGuest sends the guest token in the body: it counts only as a guest's token.
    if (!ctx.shopper && args.guestToken) {
      const auth = await authenticate(ctx.em, `Bearer ${args.guestToken}`);
      if (auth.guest) return checkOrderAddress(ctx.em, { kind: "guest", id: auth.guest.id });
    }
    return checkOrderAddress(ctx.em, shopperOrThrow(ctx));
  },
};

export const addressMutations: MutationResolvers = {
  saveAddress: async (_p, args, ctx) =>
    saveAddress(ctx.scope, shopperOrThrow(ctx), args.id ?? null, args.input, args.use ?? null),
  deleteAddress: async (_p, args, ctx) => {
    return deleteAddress(ctx.em, shopperOrThrow(ctx), args.id);
  },
};

export const orderAddressCheckResolvers: OrderAddressCheckResolvers = {
  message: (check, args, ctx, info) => (check.code === "NO_PROBLEM" ? "" : codedMessage(check, args, ctx, info)),
};

export const addressResultResolvers: AddressResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "FormError" ? "FormError" : "Address"),
};
