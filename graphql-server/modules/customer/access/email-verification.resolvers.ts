// Email verification: a few lines per field; email-verification.service.ts does the work. Asking for a link counts
// against the member (rate-limit rule emailVerification), so nobody can turn the shop into a mail cannon aimed at an
// address they typed into a registration form.
import { requireCustomer } from "../../../core/context.js";
import { operationError } from "../../../core/errors.js";
import type { MutationResolvers, RequestEmailVerificationResultResolvers, VerifyEmailResultResolvers } from "../../../generated/resolvers-types.js";
import { sendEmailVerificationMail } from "./email-verification.mail.js";
import { EMAIL_VERIFICATION_TTL_SECONDS, unverifiedEmail, verifyEmail } from "./email-verification.service.js";

export const emailVerificationMutations: MutationResolvers = {
  requestEmailVerification: async (_p, args, ctx) => {
    const member = requireCustomer(ctx);
    const { language } = ctx.scope;
    const email = await unverifiedEmail(ctx.em, member.id);
    if (email === null) return operationError("EMAIL_ALREADY_VERIFIED");
    await ctx.limit("emailVerification", `customer:${member.id}`);
    await sendEmailVerificationMail(ctx.jobs, member.id, language);
    return { __typename: "EmailVerificationSent" as const, email, validHours: EMAIL_VERIFICATION_TTL_SECONDS / 3600 };
  },
  verifyEmail: async (_p, args, ctx) => {
    return verifyEmail(ctx.em, args.token);
  },
};

export const requestEmailVerificationResultResolvers: RequestEmailVerificationResultResolvers = {
  __resolveType: (r) => r.__typename,
};
export const verifyEmailResultResolvers: VerifyEmailResultResolvers = {
  __resolveType: (r) => r.__typename,
};
