// A member's ways back in and traces of use: the password-reset link (only its hash, one per member, the newest)
// and the browsing sessions the storefront reports (start, last seen, end — nothing about the device or address:
// what the shop needs to count visits, and no more).
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { CustomerSchema } from "../customer.entities.js";

/**
 * The one live password-reset link of a member. Asking again replaces it (only the newest link works); using it
 * deletes it (it works once); an expired one is refused and later removed by the cleanup.
 */
export const PasswordResetSchema = defineEntity({
  name: "PasswordReset",
  tableName: "password_reset",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    customer: () => p.manyToOne(CustomerSchema).deleteRule("cascade").unique(),
    /** SHA-256 of the token in the link: a copy of the table opens no account. */
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type PasswordReset = InferEntity<typeof PasswordResetSchema>;

/** One visit of a signed-in member: from the page load (or the tab shown again) to the tab hidden or closed. */
export const CustomerSessionSchema = defineEntity({
  name: "CustomerBrowsingSession",
  tableName: "customer_session",
  indexes: [{ properties: ["customer", "startedAt"] }],
  properties: (p) => ({
    /** Random (the storefront keeps it in the session_id cookie); only its member may continue or end it. */
    id: p.uuid().primary(),
    customer: () => p.manyToOne(CustomerSchema).deleteRule("cascade"),
    startedAt: p.datetime(),
    lastSeenAt: p.datetime(),
    endedAt: p.datetime().nullable(),
  }),
});
export type CustomerBrowsingSession = InferEntity<typeof CustomerSessionSchema>;
