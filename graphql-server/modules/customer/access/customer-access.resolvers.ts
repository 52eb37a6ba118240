// Forgot password and browsing sessions: a few lines per field. A reset request counts against the client address
// and the asked-for address (rate-limit rules passwordReset, passwordResetAccount) whether or not a member has it,
// so the limits tell nothing either.
import { requireCustomer, type ShopContext } from "../../../core/context.js";
import { forbidden, notFound } from "../../../core/errors.js";
import { formError } from "../../../core/form.js";
import { loggerFor } from "../../../core/logger.js";
import type {
  MutationResolvers,
  PasswordResetRequestResultResolvers,
  QueryResolvers,
  ResetPasswordResultResolvers,
} from "../../../generated/resolvers-types.js";
import { endBrowsingSession, startBrowsingSession } from "./browsing-session.service.js";
import { passwordResetMailJob, sendPasswordChangedMail } from "./member-mail.js";
import { memberIdByEmail, passwordResetOwner, resetEmail, resetPassword, type PasswordResetRequested } from "./password-reset.service.js";

/** The signed-in member, who must be the one the call names (the legacy routes carry the id in the path). */
function requireSameCustomer(ctx: ShopContext, customerId: number): number {
  const customer = requireCustomer(ctx);
  if (customer.id !== customerId) throw forbidden();
  return customer.id;
}

export const customerAccessQueries: QueryResolvers = {
  passwordResetTokenValid: async (_p, { token }, ctx) => (await passwordResetOwner(ctx.em, token)) !== null,
};

export const customerAccessMutations: MutationResolvers = {
  requestPasswordReset: async (_p, args, ctx) => {
    const { language } = ctx.scope;
    const read = resetEmail(args.email);
    if ("problems" in read) return formError(read.problems);
    await ctx.limit("passwordReset");
    await ctx.limit("passwordResetAccount", read.email);
    const customerId = await memberIdByEmail(ctx.em, read.email);
    if (customerId !== null) {
      // A queue failure is logged, not told: the answer must not differ between members and strangers.
      await ctx.jobs
        .send(passwordResetMailJob, { customerId, language }, { singletonKey: String(customerId) })
        .catch((error: unknown) => loggerFor("customer").error({ err: error, customerId }, "could not queue the password reset mail"));
    }
    const answer: PasswordResetRequested = { __typename: "PasswordResetRequested", accepted: true };
    return answer;
  },
  resetPassword: async (_p, args, ctx) => {
    return resetPassword(ctx.em, { token: args.token, password: args.password, repeat: args.passwordRepeat }, (tx, customerId) =>
      sendPasswordChangedMail(ctx.jobs, customerId, { em: tx }),
    );
  },
  startBrowsingSession: async (_p, args, ctx) => startBrowsingSession(ctx.em, requireSameCustomer(ctx, args.customerId), args.sessionId),
  endBrowsingSession: async (_p, args, ctx) =>
    (await endBrowsingSession(ctx.em, requireSameCustomer(ctx, args.customerId), args.sessionId)) || Promise.reject(notFound()),
};

export const passwordResetRequestResultResolvers: PasswordResetRequestResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "PasswordResetRequested"),
};

export const resetPasswordResultResolvers: ResetPasswordResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "CustomerSession"),
};
