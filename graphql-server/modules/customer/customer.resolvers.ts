// Members: a few lines per field; the services do the work. Login and registration count attempts per client
// address and per account (rate-limit rules login, loginAccount, register).
import { requireCustomer } from "../../core/context.js";
import { notFound } from "../../core/errors.js";
import type {
  CustomerResolvers,
  CustomerSessionResolvers,
  LoginResultResolvers,
  MutationResolvers,
  QueryResolvers,
  RegisterResultResolvers,
} from "../../generated/resolvers-types.js";
import { getCustomerProfile, loginWithPassword, logout, registerCustomer } from "./customer.service.js";
import { sendEmailVerificationMail } from "./email-verification.mail.js";
import { sendWelcomeMail } from "./member-mail.js";

/** Where profile pictures are served (the media folder's customers/ part). */
export const customerImageUrl = (imagePath: string | null) => (imagePath ? `/media/customers/${imagePath}` : null);

export const customerQueries: QueryResolvers = {
  me: async (_p, _a, ctx) => (await getCustomerProfile(ctx.em, requireCustomer(ctx).id)) ?? Promise.reject(notFound()),
};

export const customerMutations: MutationResolvers = {
  registerCustomer: async (_p, args, ctx) => {
    const scope = await ctx.scope(args.language);
    await ctx.limit("register");
    const outcome = await registerCustomer(scope, args.input, ctx.clientIp);
    if (outcome.__typename === "CustomerSession") {
      await sendWelcomeMail(ctx.jobs, outcome.customerId);
      await sendEmailVerificationMail(ctx.jobs, outcome.customerId, scope.language);
    }
    return outcome;
  },
  loginCustomer: async (_p, args, ctx) => {
    await ctx.languageFor(args.language);
    await ctx.limit("login");
    const giveBack = await ctx.limit("loginAccount", args.email.trim().toLowerCase() || null);
    const outcome = await loginWithPassword(ctx.em, args.email, args.password);
    // Only failures count against the account: a member who signs in often is never locked out.
    if (outcome.__typename === "CustomerSession") await giveBack();
    return outcome;
  },
  logoutCustomer: async (_p, _a, ctx) => (ctx.auth.customer ? logout(ctx.em, ctx.auth.customer) : false),
};

export const customerResolvers: CustomerResolvers = {
  kind: (c) => (c.kind === "corporate" ? "CORPORATE" : "INDIVIDUAL"),
  gender: (c) => (c.gender ? (c.gender.toUpperCase() as "FEMALE" | "MALE" | "OTHER") : null),
  imageUrl: (c) => customerImageUrl(c.imagePath),
};

export const customerSessionResolvers: CustomerSessionResolvers = {
  customer: async (session, _a, ctx) => (await getCustomerProfile(ctx.em, session.customerId)) ?? Promise.reject(notFound()),
};

export const registerResultResolvers: RegisterResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "CustomerSession"),
};

export const loginResultResolvers: LoginResultResolvers = {
  __resolveType: (r) => (r.__typename === "OperationError" ? "OperationError" : "CustomerSession"),
};
