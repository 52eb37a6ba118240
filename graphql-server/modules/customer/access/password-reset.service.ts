// Forgot password: a member asks for a link by email, the link carries a random token (only its SHA-256 is stored),
// it lives an hour, works once, and only the newest one works. Setting the new password through it ends every
// session of the member (a stolen session dies with the old password) and starts a fresh one.
// The answer to a request never tells whether the address belongs to a member (docs/decisions/042).
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../../core/db.js";
import { formError, isValidEmail, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { hashToken, revokeTokensOf } from "../../auth/index.js";
import { newPasswordProblems, startSession, type CustomerSessionResult } from "../customer.service.js";
import { newLinkToken, wellFormedLinkToken } from "./link-token.js";
import { hashPassword } from "../../../core/password.js";

export const PASSWORD_RESET_TTL_SECONDS = 3600;

export interface PasswordResetRequested {
  __typename: "PasswordResetRequested";
  /** Always true: the same answer whether or not a member has this address. */
  accepted: true;
}

/** The address of a request: trimmed, lower-cased (as registration stores it), or the field's problem. */
export function resetEmail(raw: string): { email: string } | { problems: FieldProblem[] } {
  const email = raw.trim().toLowerCase();
  if (!email) return { problems: [{ field: "email", key: "field_required_email" }] };
  if (!isValidEmail(email)) return { problems: [{ field: "email", key: "field_invalid_email" }] };
  return { email };
}

/** The live member with this address, if any. */
export async function memberIdByEmail(em: EntityManager, email: string): Promise<number | null> {
  const [row] = await sql(em, `select id from customer where email = ? and deleted_at is null`, [email]);
  return row ? num(row.id) : null;
}

/** A new reset token for the member, replacing any earlier one; returns the token for the link. */
export async function issuePasswordResetToken(em: EntityManager, customerId: number, now = new Date()): Promise<string> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000).toISOString();
  await sql(
    em,
    `insert into password_reset (customer_id, token_hash, expires_at, created_at) values (?, ?, ?, ?)
     on conflict (customer_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at, created_at = excluded.created_at`,
    [customerId, hashToken(token), expiresAt, now.toISOString()],
  );
  return token;
}

/** The member a token opens, while it is the newest, unused and unexpired (null otherwise). */
export async function passwordResetOwner(em: EntityManager, token: string, now = new Date()): Promise<number | null> {
  if (!wellFormedLinkToken(token)) return null;
  const [row] = await sql(
    em,
    `select r.customer_id from password_reset r join customer c on c.id = r.customer_id
     where r.token_hash = ? and r.expires_at > ? and c.deleted_at is null`,
    [hashToken(token), now.toISOString()],
  );
  return row ? num(row.customer_id) : null;
}

export type ResetPasswordOutcome = CustomerSessionResult | FormErrorResult;

const expired = () => formError([{ field: "token", key: "refresh_token_expired" }], "REFRESH_TOKEN_EXPIRED");

/**
 * Sets the password through a reset link. `repeat`, when given, must equal the password. Succeeds once: the token is
 * deleted in the same transaction, so a second use (or a race of two) finds nothing. `afterChange` runs inside that
 * transaction (the caller queues the "password changed" mail there).
 */
export async function resetPassword(
  em: EntityManager,
  input: { token: string; password: string; repeat?: string | null },
  afterChange: (tx: EntityManager, customerId: number) => Promise<void>,
  now = new Date(),
): Promise<ResetPasswordOutcome> {
  if ((await passwordResetOwner(em, input.token, now)) === null) return expired();
  const problems = newPasswordProblems("password", input.password, "passwordRepeat", input.repeat);
  if (problems.length) return formError(problems);
  // Hashing takes a quarter of a second: outside the transaction, so no lock waits for it.
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    const [used] = await sql(tx, `delete from password_reset where token_hash = ? and expires_at > ? returning customer_id`, [
      hashToken(input.token),
      now.toISOString(),
    ]);
    if (!used) return expired();
    const customerId = num(used.customer_id);
    await sql(tx, `update customer set password_hash = ?, updated_at = ? where id = ? and deleted_at is null`, [passwordHash, now.toISOString(), customerId]);
    await revokeTokensOf(tx, "customer", customerId);
    await afterChange(tx, customerId);
    return startSession(tx, customerId);
  });
}

/** Housekeeping: reset links past their hour. */
export async function deleteExpiredResets(em: EntityManager, now: Date): Promise<number> {
  const [row] = await sql(em, `with gone as (delete from password_reset where expires_at < ? returning 1) select count(*) as n from gone`, [now.toISOString()]);
  return num(row.n);
}
