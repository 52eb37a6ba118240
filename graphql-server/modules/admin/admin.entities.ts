// Admin users (the shop's staff, separate from customers). Sessions are bearer tokens of the auth module with role
// admin and the admin user's id as subject.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const AdminUserSchema = defineEntity({
  name: "AdminUser",
  tableName: "admin_user",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Lower-cased. */
    email: p.string().length(254).unique(),
    name: p.string().length(128),
    /** argon2id (the same hashing as members' passwords). */
    passwordHash: p.string().length(255),
    /** What the admin may manage (admin-roles.ts); an owner may do everything. */
    roles: p.array(),
    /** Base32 TOTP secret, sealed (totp-secret.ts); never leaves the server once enrolment is confirmed. */
    totpSecret: p.string().length(255).nullable(),
    /** Set when the admin proved the secret with a code: only then does login ask for one. */
    totpEnabledAt: p.datetime().nullable(),
    isActive: p.boolean().default(true),
    lastLoginAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type AdminUser = InferEntity<typeof AdminUserSchema>;
