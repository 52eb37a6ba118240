// Admin users: creation (the command line, the demo seed), password + optional TOTP login, and the identity a
// bearer token of role admin stands for. Login answers the same for an unknown email, a wrong password and a
// deactivated account, so the answer does not tell who is an admin.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { Auth } from "../../core/context.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { isValidEmail } from "../../core/form.js";
import { issueToken } from "../auth/index.js";
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordNeedsRehash, verifyPassword } from "../../core/password.js";
import { ADMIN_ROLES, knownRoles, type AdminRole } from "./admin-roles.js";
import { AdminUserSchema, type AdminUser } from "./admin.entities.js";
import { audit } from "../../core/audit.js";
import { totpMatches } from "./totp.js";
import { openTotpSecret } from "./totp-secret.js";

/** A working day and some: an admin signs in again every morning. */
export const ADMIN_SESSION_SECONDS = 12 * 3600;

export interface AdminUserRecord {
  __typename: "AdminUser";
  id: number;
  email: string;
  name: string;
  roles: AdminRole[];
  totpEnabled: boolean;
  lastLoginAt: string | null;
}

export interface AdminSessionRecord {
  __typename: "AdminSession";
  token: string;
  expiresAt: string;
  admin: AdminUserRecord;
}

export const adminUserRecord = (user: AdminUser): AdminUserRecord => ({
  __typename: "AdminUser",
  id: user.id,
  email: user.email,
  name: user.name,
  roles: knownRoles(user.roles ?? []),
  totpEnabled: user.totpEnabledAt != null,
  lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
});

export const newAdminInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .refine((value) => isValidEmail(value), "email"),
  name: z.string().trim().min(1).max(128),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  roles: z.array(z.enum(ADMIN_ROLES)).min(1),
});
export type NewAdmin = z.input<typeof newAdminInput>;

export type CreateAdminResult = { ok: true; admin: AdminUserRecord } | { ok: false; problems: { field: string; message: string }[] };

/** Creates an admin user; refuses a malformed input or an email already taken (with the field at fault). */
export async function createAdminUser(em: EntityManager, input: NewAdmin): Promise<CreateAdminResult> {
  const parsed = newAdminInput.safeParse(input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message })) };
  }
  const { email, name, password, roles } = parsed.data;
  if ((await em.count(AdminUserSchema, { email })) > 0) return { ok: false, problems: [{ field: "email", message: "taken" }] };
  const user = em.create(AdminUserSchema, { email, name, passwordHash: await hashPassword(password), roles: [...new Set(roles)] });
  await em.flush();
  await audit({ em, auth: { admin: null } }, { action: "create", entity: "admin_user", id: user.id, after: { email, name, roles: user.roles } });
  return { ok: true, admin: adminUserRecord(user) };
}

/** True when the shop has no admin yet (the demo seed then makes one). */
export const hasNoAdmin = async (em: EntityManager) => (await em.count(AdminUserSchema)) === 0;

/** Whether an active admin still has this password (the demo tells its first owner's login until it changes). */
export async function adminPasswordIs(em: EntityManager, email: string, password: string): Promise<boolean> {
  const user = await em.findOne(AdminUserSchema, { email: email.trim().toLowerCase(), isActive: true });
  return user !== null && password.length <= MAX_PASSWORD_LENGTH && verifyPassword(user.passwordHash, password);
}

export async function findAdminUser(em: EntityManager, id: number): Promise<AdminUser | null> {
  return em.findOne(AdminUserSchema, { id, isActive: true });
}

export type AdminLoginOutcome = AdminSessionRecord | OperationErrorResult;

export async function loginAdmin(em: EntityManager, emailRaw: string, password: string, totp: string | null | undefined): Promise<AdminLoginOutcome> {
  const email = emailRaw.trim().toLowerCase();
  const user = email && email.length <= 254 ? await em.findOne(AdminUserSchema, { email }) : null;
  const usable = user?.isActive ? user : null;
  // An unknown or deactivated account still costs one verification, so the timing tells nothing either.
  const ok = password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(usable?.passwordHash ?? null, password));
  if (!usable || !ok) return operationError("ADMIN_LOGIN_FAILED");
  if (usable.totpEnabledAt && usable.totpSecret) {
    if (!totp?.trim()) return operationError("TOTP_REQUIRED", "totp");
    const secret = openTotpSecret(usable.totpSecret);
    if (!secret || !totpMatches(secret, totp)) return operationError("TOTP_INVALID", "totp");
  }
  if (await passwordNeedsRehash(usable.passwordHash)) usable.passwordHash = await hashPassword(password);
  usable.lastLoginAt = new Date();
  await em.flush();
  const token = await issueToken(em, "admin", usable.id, ADMIN_SESSION_SECONDS);
  await audit({ em, auth: { admin: { id: usable.id } } }, { action: "login", entity: "admin_user", id: usable.id });
  return {
    __typename: "AdminSession",
    token,
    expiresAt: new Date(Date.now() + ADMIN_SESSION_SECONDS * 1000).toISOString(),
    admin: adminUserRecord(usable),
  };
}

type Authenticate = (em: EntityManager, authorization: string) => Promise<Auth>;

/**
 * Wraps the token check: an admin token counts only while its admin user exists and is active, and carries the
 * user's roles, so requireAdmin(ctx, role) decides without another query.
 */
export function withAdminRoles(authenticate: Authenticate): Authenticate {
  return async (em, authorization) => {
    const auth = await authenticate(em, authorization);
    if (!auth.admin) return auth;
    const user = await em.findOne(AdminUserSchema, { id: auth.admin.id, isActive: true });
    return { ...auth, admin: user ? { ...auth.admin, roles: knownRoles(user.roles ?? []) } : null };
  };
}
