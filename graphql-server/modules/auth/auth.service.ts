// Resolves an opaque bearer token to an identity. Tokens are stored hashed; the guest and customer modules issue
// them (guest creation, member login) and revoke them (logout, a changed password, a deleted account).
import { createHash, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { anonymous, type Auth } from "../../core/context.js";
import { first, rows, sql } from "../../core/database.js";
import { daysBefore, type Retention } from "../../core/housekeeping.js";
import { AuthTokenSchema } from "./auth.entities.js";
import { authDatabase as db } from "./auth.database.js";

export type Role = "admin" | "customer" | "guest";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Reads `Authorization: Bearer <token>`; a missing, malformed, unknown or expired token means no identity. */
export async function authenticate(em: EntityManager, authorization: string | undefined): Promise<Auth> {
  const auth = anonymous();
  const match = authorization?.match(/^Bearer\s+([A-Za-z0-9._~+/=-]{16,512})$/);
  if (!match) return auth;
  // Every request with a token runs this: a plain statement, since the ORM's query building and entity loading cost
  // more than the read itself, and nothing needs the token as an entity.
  const row = await first(
    em,
    db
      .selectFrom("auth_token")
      .select(["id", "role", "subject_id"])
      .where("token_hash", "=", hashToken(match[1]))
      .where("expires_at", ">", sql<Date>`${new Date()}::timestamptz`),
  );
  if (row) auth[row.role] = { id: row.subject_id, tokenId: row.id };
  return auth;
}

/** Creates a token for a subject and returns the plain token (only its hash is stored). */
export async function issueToken(em: EntityManager, role: Role, subjectId: number, ttlSeconds: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  em.create(AuthTokenSchema, {
    tokenHash: hashToken(token),
    role,
    subjectId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  await em.flush();
  return token;
}

/** Ends one session (logout). */
export async function revokeToken(em: EntityManager, tokenId: number): Promise<void> {
  await rows(em, db.deleteFrom("auth_token").where("id", "=", tokenId));
}

/** Ends every session of a subject but `keep` (a changed password signs out the other devices). */
export async function revokeTokensOf(em: EntityManager, role: Role, subjectId: number, keep: number | null = null): Promise<void> {
  await rows(em, db.deleteFrom("auth_token").where("role", "=", role).where("subject_id", "=", subjectId).where("id", "<>", keep ?? 0));
}

/** Housekeeping: tokens expired more than `expiredGuestDays` ago (a guest's expiry is read from them until then). */
export async function deleteExpiredTokens(em: EntityManager, now: Date, retention: Retention): Promise<{ tokens: number }> {
  const before = daysBefore(now, retention.expiredGuestDays);
  const row = await first(
    em,
    db
      .with("gone", (cte) => cte.deleteFrom("auth_token").where("expires_at", "<", sql<Date>`${before}::timestamptz`).returning("id"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return { tokens: row!.n };
}
