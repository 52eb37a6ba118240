// The admin roles: which areas of the shop an admin may manage. An owner may manage all of them (and the admins).
import { OWNER_ROLE } from "../../core/context.js";

export const ADMIN_ROLES = [OWNER_ROLE, "catalogue", "orders", "content"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const isAdminRole = (value: unknown): value is AdminRole => typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);

/** The known roles of a stored list (a role dropped from the code is ignored, never trusted). */
export const knownRoles = (stored: readonly string[]): AdminRole[] => stored.filter(isAdminRole);
