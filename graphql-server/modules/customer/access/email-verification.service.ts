// Proving a member's email address: a link by mail carries a random token (only its SHA-256 is stored, with the
// address it was sent to); it works once, for 48 hours, and only the newest link of a member works. Opening it marks
// the email verified and tells the listeners (the order module then moves the guest orders placed with that address
// into the account). A link proves the address it was sent to: after the member changes the email it proves nothing.
// (docs/decisions/045)
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../core/database.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { hashToken } from "../../auth/index.js";
import { markEmailVerified } from "../contact-verified.js";
import { customerDatabase as db } from "../customer.database.js";
import { newLinkToken, wellFormedLinkToken } from "./link-token.js";

/** Long enough for a mail read after a weekend, short enough that an old mailbox copy soon opens nothing. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 48 * 3600;
/** Used and expired links are kept this long after they expire, so a late click is told "expired", not "unknown". */
const KEEP_AFTER_EXPIRY_SECONDS = 7 * 24 * 3600;

export interface EmailVerified {
  __typename: "EmailVerified";
  email: string;
}
export type VerifyEmailOutcome = EmailVerified | OperationErrorResult;

/** The live member's address while it is not yet verified (null: verified already, or no such member). */
export async function unverifiedEmail(em: EntityManager, customerId: number): Promise<string | null> {
  const row = await first(em, db.selectFrom("customer").select("email").where("id", "=", customerId).where("deleted_at", "is", null).where("email_verified_at", "is", null));
  return row ? row.email : null;
}

/** A new link for the member's current, unverified address, replacing any earlier one; null when there is nothing to verify. */
export async function issueEmailVerificationToken(em: EntityManager, customerId: number, now = new Date()): Promise<{ token: string; email: string } | null> {
  const email = await unverifiedEmail(em, customerId);
  if (email === null) return null;
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000).toISOString();
  await rows(
    em,
    db
      .insertInto("email_verification")
      .values({ customer_id: customerId, token_hash: hashToken(token), email, expires_at: expiresAt, used_at: null, created_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column("customer_id").doUpdateSet((eb) => ({
          token_hash: eb.ref("excluded.token_hash"),
          email: eb.ref("excluded.email"),
          expires_at: eb.ref("excluded.expires_at"),
          used_at: null,
          created_at: eb.ref("excluded.created_at"),
        })),
      ),
  );
  return { token, email };
}

const invalid = () => operationError("EMAIL_VERIFICATION_INVALID", "token");

/**
 * Opens a link: unknown, garbled, replaced links and links to an address the member no longer has are
 * EMAIL_VERIFICATION_INVALID; a used one EMAIL_VERIFICATION_USED; a late one EMAIL_VERIFICATION_EXPIRED. The row is
 * locked and marked used in one transaction with the verification, so two clicks at once verify once.
 */
export async function verifyEmail(em: EntityManager, token: string, now = new Date()): Promise<VerifyEmailOutcome> {
  if (typeof token !== "string" || !wellFormedLinkToken(token)) return invalid();
  return em.transactional(async (tx) => {
    const row = await first(
      tx,
      db
        .selectFrom("email_verification as v")
        .innerJoin("customer as c", "c.id", "v.customer_id")
        .select(["v.id", "v.customer_id", "v.email", "v.expires_at", "v.used_at", "c.email as current_email", "c.deleted_at"])
        .where("v.token_hash", "=", hashToken(token))
        .forUpdate("v"),
    );
    if (!row || row.deleted_at !== null || row.current_email !== row.email) return invalid();
    if (row.used_at !== null) return operationError("EMAIL_VERIFICATION_USED", "token");
    if (row.expires_at <= now) return operationError("EMAIL_VERIFICATION_EXPIRED", "token");
    await rows(tx, db.updateTable("email_verification").set({ used_at: now.toISOString() }).where("id", "=", row.id));
    await markEmailVerified(tx, row.customer_id);
    const verified: EmailVerified = { __typename: "EmailVerified", email: row.email };
    return verified;
  });
}

/** Housekeeping: links a week past their expiry. */
export async function deleteOldEmailVerifications(em: EntityManager, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_AFTER_EXPIRY_SECONDS * 1000).toISOString();
  const row = await first(
    em,
    db
      .with("gone", (cte) => cte.deleteFrom("email_verification").where("expires_at", "<", sql<Date>`${before}`).returning("id"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return row!.n;
}
