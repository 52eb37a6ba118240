// Access tokens: opaque to clients, stored as SHA-256 hashes so a database leak does not leak sessions.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const AuthTokenSchema = defineEntity({
  name: "AuthToken",
  tableName: "auth_token",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    tokenHash: p.string().length(64).unique(),
    role: p.enum(["admin", "customer", "guest"]),
    // Id of the admin user / customer / guest the token belongs to (their tables arrive with their modules).
    subjectId: p.integer(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type AuthToken = InferEntity<typeof AuthTokenSchema>;
