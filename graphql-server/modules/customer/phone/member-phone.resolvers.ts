// A member's mobile number on its own: a few lines; member-phone.service.ts does the work.
import { requireCustomer } from "../../../core/context.js";
import type { MutationResolvers } from "../../../generated/resolvers-types.js";
import { setMemberPhone } from "./member-phone.service.js";

export const memberPhoneMutations: MutationResolvers = {
  setMemberPhone: async (_p, args, ctx) => {
    const member = requireCustomer(ctx);
    return setMemberPhone(ctx.em, member.id, args.phone);
  },
};
