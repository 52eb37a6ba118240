// The member's own account: a few lines per field; the services do the work. Every field needs a member's token.
import { requireCustomer, type ShopContext } from "../../../core/context.js";
import { notFound } from "../../../core/errors.js";
import type {
  DeleteAccountResultResolvers,
  MutationResolvers,
  PasswordChangeResultResolvers,
  ProfileResultResolvers,
  QueryResolvers,
} from "../../../generated/resolvers-types.js";
import { deleteAccount } from "./account-deletion.service.js";
import { myData } from "./my-data.service.js";
import { changePassword } from "./password-change.service.js";
import { removeProfileImage, uploadProfileImage } from "./profile-image.service.js";
import { sendEmailVerificationMail } from "../access/index.js";
import { updateProfile } from "./profile.service.js";
import { getCustomerProfile } from "../customer.service.js";

/**
 * Guessing the password from a session left open is a login attempt like any other: a wrong current password counts
 * against the account (rule loginAccount); any other outcome gives the attempt back.
 */
async function countingWrongPasswords<T extends { __typename: string; code?: string }>(ctx: ShopContext, customerId: number, run: () => Promise<T>): Promise<T> {
  const giveBack = await ctx.limit("loginAccount", `customer:${customerId}`);
  const outcome = await run();
  if (outcome.code !== "PASSWORD_INCORRECT") await giveBack();
  return outcome;
}

export const customerProfileQueries: QueryResolvers = {
  myData: async (_p, _a, ctx) => (await myData(ctx, ctx.media, ctx.services.memberAddresses, requireCustomer(ctx).id)) ?? Promise.reject(notFound()),
};

export const customerProfileMutations: MutationResolvers = {
  updateProfile: async (_p, args, ctx) => {
    const member = requireCustomer(ctx);
    const scope = ctx.scope;
    const emailBefore = (await getCustomerProfile(ctx.em, member.id))?.email;
    const outcome = await updateProfile(scope, member.id, args.input, ctx.clientIp);
    // A new address is unproven until a link mailed to it is opened.
    if (outcome.__typename === "Customer" && outcome.email !== emailBefore) await sendEmailVerificationMail(ctx.jobs, member.id, scope.language);
    return outcome;
  },
  uploadProfileImage: async (_p, args, ctx) => {
    const member = requireCustomer(ctx);
    return uploadProfileImage(ctx.em, ctx.media, member.id, args.image);
  },
  removeProfileImage: async (_p, _a, ctx) => (await removeProfileImage(ctx.em, ctx.media, requireCustomer(ctx).id)) ?? Promise.reject(notFound()),
  changePassword: async (_p, args, ctx) => {
    const member = requireCustomer(ctx);
    return countingWrongPasswords(ctx, member.id, () => changePassword(ctx.em, member, args));
  },
  deleteAccount: async (_p, args, ctx) => {
    const member = requireCustomer(ctx);
    return countingWrongPasswords(ctx, member.id, () => deleteAccount(ctx.em, ctx.media, ctx.services, member, args));
  },
};

export const profileResultResolvers: ProfileResultResolvers = {
  __resolveType: (r) => (r.__typename === "FormError" ? "FormError" : "Customer"),
};
export const passwordChangeResultResolvers: PasswordChangeResultResolvers = {
  __resolveType: (r) => r.__typename,
};
export const deleteAccountResultResolvers: DeleteAccountResultResolvers = {
  __resolveType: (r) => r.__typename,
};
