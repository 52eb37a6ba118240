// Forgot password: a member asks for a link by email, the link carries a random token (only its SHA-256 is stored),
// it lives an hour, works once, and only the newest one works. Setting the new password through it ends every
// session of the member (a stolen session dies with the old password) and starts a fresh one.
// The answer to a request never tells whether the address belongs to a member (docs/decisions/042).
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../core/database.js";
import { formError, isValidEmail, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { hashToken, revokeTokensOf } from "../../auth/index.js";
import { newPasswordProblems, startSession, type CustomerSessionResult } from "../customer.service.js";
import { newLinkToken, wellFormedLinkToken } from "./link-token.js";
import { hashPassword } from "../../../core/password.js";
import { customerDatabase as db } from "../customer.database.js";

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
  const row = await first(em, db.selectFrom("customer").select("id").where("email", "=", email).where("deleted_at", "is", null));
  return row?.id ?? null;
}

/** A new reset token for the member, replacing any earlier one; returns the token for the link. */
export async function issuePasswordResetToken(em: EntityManager, customerId: number, now = new Date()): Promise<string> {
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000).toISOString();
  await rows(
    em,
    db
      .insertInto("password_reset")
      .values({ customer_id: customerId, token_hash: hashToken(token), expires_at: expiresAt, created_at: now.toISOString() })
      .onConflict((conflict) =>
        conflict.column("customer_id").doUpdateSet((eb) => ({
          token_hash: eb.ref("excluded.token_hash"),
          expires_at: eb.ref("excluded.expires_at"),
          created_at: eb.ref("excluded.created_at"),
        })),
      ),
  );
  return token;
}

/** The member a token opens, while it is the newest, unused and unexpired (null otherwise). */
export async function passwordResetOwner(em: EntityManager, token: string, now = new Date()): Promise<number | null> {
  if (!wellFormedLinkToken(token)) return null;
  const row = await first(
    em,
    db
      .selectFrom("password_reset as r")
      .innerJoin("customer as c", "c.id", "r.customer_id")
      .select("r.customer_id")
      .where("r.token_hash", "=", hashToken(token))
      .where("r.expires_at", ">", sql<Date>`${now.toISOString()}`)
      .where("c.deleted_at", "is", null),
  );
  return row?.customer_id ?? null;
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
    const used = await first(
      tx,
      db
        .deleteFrom("password_reset")
        .where("token_hash", "=", hashToken(input.token))
        .where("expires_at", ">", sql<Date>`${now.toISOString()}`)
        .returning("customer_id"),
    );
    if (!used) return expired();
    const customerId = used.customer_id;
    await rows(
      tx,
      db
        .updateTable("customer")
        .set({ password_hash: passwordHash, updated_at: now.toISOString() })
        .where("id", "=", customerId)
        .where("deleted_at", "is", null),
    );
    await revokeTokensOf(tx, "customer", customerId);
    await afterChange(tx, customerId);
    return startSession(tx, customerId);
  });
}

/** Housekeeping: reset links past their hour. */
export async function deleteExpiredResets(em: EntityManager, now: Date): Promise<number> {
  const row = await first(
    em,
    db
      .with("gone", (cte) => cte.deleteFrom("password_reset").where("expires_at", "<", sql<Date>`${now.toISOString()}`).returning("id"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return row!.n;
}
