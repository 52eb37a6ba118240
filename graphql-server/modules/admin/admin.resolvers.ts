// GraphQL fields of the admin module: a few lines each; the rules live in the services.
import { requireAdmin, OWNER_ROLE } from "../../core/context.js";
import { badUserInput } from "../../core/errors.js";
import type {
  AdminLoginResultResolvers,
  AdminRole as GraphQLAdminRole,
  AdminTotpResultResolvers,
  AdminUserResolvers,
  MutationResolvers,
  QueryResolvers,
} from "../../generated/resolvers-types.js";
import { revokeToken } from "../auth/index.js";
import { countSignInAttempt, type SignInRules } from "../rate-limit/index.js";
import { adminUserRecord, findAdminUser, loginAdmin } from "./admin-user.service.js";
import { AdminUserSchema } from "./admin.entities.js";
import { confirmTotp, disableTotp, pendingTotp, startTotp } from "./admin-totp.service.js";
import { auditEntities, listAudit, type AuditSort } from "./audit.service.js";

/** The name authenticator apps show beside the code. */
const TOTP_ISSUER = "Shop admin";

const ADMIN_SIGN_IN: SignInRules = { address: "adminLogin", accountAtAddress: "adminLoginAccount", accountPace: "adminLoginPace" };

export const adminQueries: QueryResolvers = {
  adminMe: async (_p, _a, ctx) => {
    const user = await findAdminUser(ctx.em, requireAdmin(ctx).id);
    if (!user) throw badUserInput();
    return adminUserRecord(user);
  },
  adminAuditLog: async (_p, args, ctx) => {
    requireAdmin(ctx, OWNER_ROLE);
    return listAudit(ctx.em, {
      entity: args.filter?.entity?.slice(0, 64),
      adminId: args.filter?.adminId,
      search: args.filter?.search,
      sort: args.sort ? (args.sort.toLowerCase() as AuditSort) : null,
      page: args.page,
      pageSize: args.pageSize,
    });
  },
  adminAuditEntities: async (_p, _a, ctx) => {
    requireAdmin(ctx, OWNER_ROLE);
    return auditEntities(ctx.em);
  },
  adminUsers: async (_p, _a, ctx) => {
    requireAdmin(ctx, OWNER_ROLE);
    return (await ctx.em.find(AdminUserSchema, {}, { orderBy: { name: "asc", id: "asc" } })).map(adminUserRecord);
  },
  adminTotpPending: async (_p, _a, ctx) => pendingTotp(ctx.em, requireAdmin(ctx).id, TOTP_ISSUER),
};

export const adminMutations: MutationResolvers = {
  loginAdmin: async (_p, args, ctx) => {
    const attempt = await countSignInAttempt(ctx, ADMIN_SIGN_IN, args.email.trim().toLowerCase().slice(0, 254));
    const outcome = await loginAdmin(ctx.em, args.email, args.password, args.totp);
    // A right password still waiting for its code is no failure: the sign-in page asks for the code in a second step.
    if (outcome.__typename === "AdminSession" || outcome.code === "TOTP_REQUIRED") await attempt.succeeded();
    return outcome;
  },
  logoutAdmin: async (_p, _a, ctx) => {
    const tokenId = ctx.auth.admin?.tokenId;
    if (tokenId === undefined) return false;
    await revokeToken(ctx.em, tokenId);
    return true;
  },
  startAdminTotp: async (_p, _a, ctx) => (await startTotp(ctx.em, requireAdmin(ctx).id, TOTP_ISSUER)) ?? Promise.reject(badUserInput("totp")),
  confirmAdminTotp: async (_p, args, ctx) => {
    const admin = requireAdmin(ctx);
    // Guessing a six-digit code is what the limit is for, so each try counts against the admin's account.
    await ctx.limit("adminLoginAccount", `admin:${admin.id}`);
    return confirmTotp(ctx.em, admin.id, args.code);
  },
  disableAdminTotp: async (_p, args, ctx) => {
    const admin = requireAdmin(ctx);
    await ctx.limit("adminLoginAccount", `admin:${admin.id}`);
    return disableTotp(ctx.em, admin.id, args.code);
  },
};

export const adminUserResolvers: AdminUserResolvers = {
  roles: (user) => user.roles.map((role) => role.toUpperCase() as GraphQLAdminRole),
};

export const adminLoginResultResolvers: AdminLoginResultResolvers = { __resolveType: (result) => result.__typename };
export const adminTotpResultResolvers: AdminTotpResultResolvers = { __resolveType: (result) => result.__typename };
