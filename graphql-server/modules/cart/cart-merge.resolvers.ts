// mergeGuestCart: a signed-in member takes over the cart of the guest they were a moment ago.
import { requireCustomer } from "../../core/context.js";
import type { CartMergeChangeResolvers, MutationResolvers } from "../../generated/resolvers-types.js";
import { errorMessage } from "../../core/errors.js";
import { messageLanguage } from "../../core/messages.js";
import { authenticate } from "../auth/index.js";
import { mergeGuestCart } from "./cart-merge.service.js";
import { readCart } from "./cart.read.js";

/** Guest tokens are opaque and short; anything longer is not one. */
const MAX_TOKEN = 512;

export const cartMergeMutations: MutationResolvers = {
  mergeGuestCart: async (_p, args, ctx) => {
    const customer = requireCustomer(ctx);
    const scope = ctx.scope;
    const token = args.guestToken.trim();
    // The token proves the guest: a member can only take over a cart whose token they hold (their own browser's).
    const guest = token && token.length <= MAX_TOKEN ? (await authenticate(ctx.em, `Bearer ${token}`)).guest : null;
    const outcome = guest ? await mergeGuestCart(scope, guest.id, customer.id) : { merged: 0, changes: [] };
    return { ...outcome, cart: await readCart(scope, { kind: "customer", id: customer.id }) };
  },
};

export const cartMergeChangeResolvers: CartMergeChangeResolvers = {
  message: (change, _args, ctx, info) =>
    errorMessage(messageLanguage(info, ctx.language), `cart_merge_${change.code.toLowerCase()}`, { name: change.title, quantity: String(change.quantity) }),
};
