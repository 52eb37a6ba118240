// Members: a few lines per field; the services do the work. Login counts failures per client address and per
// account (rate-limit rules login, loginAccount); registration counts attempts and "taken" answers per client
// address (register, registerTaken).
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
import { sendEmailVerificationMail, sendWelcomeMail } from "./access/index.js";

/** Where profile pictures are served (the media folder's customers/ part). */
export const customerImageUrl = (imagePath: string | null) => (imagePath ? `/media/customers/${imagePath}` : null);

export const customerQueries: QueryResolvers = {
  me: async (_p, _a, ctx) => (await getCustomerProfile(ctx.em, requireCustomer(ctx).id)) ?? Promise.reject(notFound()),
};

export const customerMutations: MutationResolvers = {
  registerCustomer: async (_p, args, ctx) => {
    const scope = ctx.scope;
    await ctx.limit("register");
    const takenAnswer = await ctx.limit("registerTaken");
    const outcome = await registerCustomer(scope, args.input, ctx.clientIp);
    // "This email or phone is taken" is the one answer that tells who is a member: an address gets few of them
    // (docs/decisions/101); every other answer gives its count back.
    if (outcome.__typename !== "FormError" || (outcome.code !== "EMAIL_DUPLICATE" && outcome.code !== "PHONE_DUPLICATE")) await takenAnswer();
    if (outcome.__typename === "CustomerSession") {
      await sendWelcomeMail(ctx.jobs, outcome.customerId);
      await sendEmailVerificationMail(ctx.jobs, outcome.customerId, scope.language);
    }
    return outcome;
  },
  loginCustomer: async (_p, args, ctx) => {
    const perAddress = await ctx.limit("login");
    const perAccount = await ctx.limit("loginAccount", args.email.trim().toLowerCase() || null);
    const outcome = await loginWithPassword(ctx.em, args.email, args.password);
    // Only failures count: members who sign in often, or many of them behind one office address, are never refused.
    if (outcome.__typename === "CustomerSession") {
      await perAddress();
      await perAccount();
    }
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
