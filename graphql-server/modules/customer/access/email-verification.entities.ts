// The member's one live email-verification link: only the token's hash, the address it was sent to (a link proves
// that address, not whatever the profile says later), when it stops working and when it was used. Asking again
// replaces the row, so only the newest link works; a used row stays until then, so a second click can be told
// "already used" rather than "unknown".
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { CustomerSchema } from "../customer.entities.js";

export const EmailVerificationSchema = defineEntity({
  name: "EmailVerification",
  tableName: "email_verification",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    customer: () => p.manyToOne(CustomerSchema).deleteRule("cascade").unique(),
    /** SHA-256 of the token in the link: a copy of the table verifies nothing. */
    tokenHash: p.string().length(64).unique(),
    email: p.string().length(254),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type EmailVerification = InferEntity<typeof EmailVerificationSchema>;
