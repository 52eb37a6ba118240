// Proving a member's email address: a link by mail carries a random token (only its SHA-256 is stored, with the
// address it was sent to); it works once, for 48 hours, and only the newest link of a member works. Opening it marks
// the email verified and tells the listeners (the order module then moves the guest orders placed with that address
// into the account). A link proves the address it was sent to: after the member changes the email it proves nothing.
// (docs/decisions/045)
import type { EntityManager } from "@mikro-orm/core";
import { iso, num, sql, str } from "../../core/db.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { hashToken } from "../auth/index.js";
import { markEmailVerified } from "./contact-verified.js";
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
  const [row] = await sql(em, `select email from customer where id = ? and deleted_at is null and email_verified_at is null`, [customerId]);
  return row ? str(row.email) : null;
}

/** A new link for the member's current, unverified address, replacing any earlier one; null when there is nothing to verify. */
export async function issueEmailVerificationToken(em: EntityManager, customerId: number, now = new Date()): Promise<{ token: string; email: string } | null> {
  const email = await unverifiedEmail(em, customerId);
  if (email === null) return null;
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000).toISOString();
  await sql(
    em,
    `insert into email_verification (customer_id, token_hash, email, expires_at, used_at, created_at) values (?, ?, ?, ?, null, ?)
     on conflict (customer_id) do update set token_hash = excluded.token_hash, email = excluded.email, expires_at = excluded.expires_at,
       used_at = null, created_at = excluded.created_at`,
    [customerId, hashToken(token), email, expiresAt, now.toISOString()],
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
    const [row] = await sql(
      tx,
      `select v.id, v.customer_id, v.email, v.expires_at, v.used_at, c.email as current_email, c.deleted_at
         from email_verification v join customer c on c.id = v.customer_id
        where v.token_hash = ? for update of v`,
      [hashToken(token)],
    );
    if (!row || row.deleted_at !== null || str(row.current_email) !== str(row.email)) return invalid();
    if (row.used_at !== null) return operationError("EMAIL_VERIFICATION_USED", "token");
    if (new Date(iso(row.expires_at)) <= now) return operationError("EMAIL_VERIFICATION_EXPIRED", "token");
    await sql(tx, `update email_verification set used_at = ? where id = ?`, [now.toISOString(), num(row.id)]);
    await markEmailVerified(tx, num(row.customer_id));
    const verified: EmailVerified = { __typename: "EmailVerified", email: str(row.email) };
    return verified;
  });
}

/** Housekeeping: links a week past their expiry. */
export async function deleteOldEmailVerifications(em: EntityManager, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_AFTER_EXPIRY_SECONDS * 1000).toISOString();
  const [row] = await sql(em, `with gone as (delete from email_verification where expires_at < ? returning 1) select count(*) as n from gone`, [before]);
  return num(row.n);
}
