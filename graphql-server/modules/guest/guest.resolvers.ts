// Guest identity: a few lines — create the guest, return its code and token.
import type { MutationResolvers } from "../../generated/resolvers-types.js";
import { createGuest } from "./guest.service.js";

export const guestMutations: MutationResolvers = {
  createGuestToken: async (_p, _a, ctx) => {
    const { guestCode, token, expiresAt } = await createGuest(ctx.em);
    return { guestCode, token, expiresAt };
  },
};
