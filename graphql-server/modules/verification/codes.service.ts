// One-time codes: issue (send a new code, replacing the destination's old one for the same purpose) and check
// (consume it when right, count a wrong try otherwise). Services of the module's users (the customer module's
// phone and WhatsApp login, the phone confirmation before ordering); the rate limits are the callers'
// (phone-code.service.ts applies them for GraphQL and REST).
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../core/database.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { formError, type FormErrorResult } from "../../core/form.js";
import { asciiDigits, normalisePhone } from "../../../shared/phone.js";
import { codeSecret } from "./code-secret.js";
import { codeMessage } from "./code-text.js";
import { CODE_LENGTH, CODE_TTL_MINUTES, codeHash, isPurpose, MAX_WRONG_TRIES, newCode, sameHash } from "./code-rules.js";
import type { TextChannel, TextSender } from "./text-sender.js";
import { activeTextSender } from "./text-settings.js";
import { verificationDatabase as db } from "./verification.database.js";

export type CodeError = OperationErrorResult | FormErrorResult;

export interface IssueCodeInput {
  purpose: string;
  /** A Turkish mobile number in any usual spelling (shared/phone.ts); stored and sent in E.164. */
  destination: string;
  channel: TextChannel;
  /** The language of the message (tr, en, ar). */
  language: string;
}
export type IssueCodeResult = { ok: true; destination: string; channel: TextChannel; expiresAt: Date } | { ok: false; error: CodeError };

export interface CheckCodeInput {
  purpose: string;
  destination: string;
  code: string;
}
export type CheckCodeResult = { ok: true; destination: string } | { ok: false; error: CodeError };

/** What tests replace: the clock and the sender. */
export interface CodeDeps {
  now?: () => Date;
  sender?: TextSender;
  secret?: string;
}

/** The `phone` field's problem, as a form error (field name kept as GraphQL and REST callers call it). */
function phoneProblem(raw: string): FormErrorResult {
  return formError([{ field: "phone", key: raw.trim() === "" ? "field_required_phone" : "field_invalid_phone" }]);
}

function requirePurpose(purpose: string) {
  // A caller's constant, never a person's input: a bad one is a bug to find at once.
  if (!isPurpose(purpose)) throw new Error(`not a code purpose: ${purpose}`);
}

export async function issueCode(em: EntityManager, input: IssueCodeInput, deps: CodeDeps = {}): Promise<IssueCodeResult> {
  requirePurpose(input.purpose);
  const destination = normalisePhone(input.destination);
  if (!destination) return { ok: false, error: phoneProblem(input.destination) };
  const code = newCode();
  // Sent first, stored after: when the provider refuses, the code sent before stays valid.
  const outcome = await (deps.sender ?? (await activeTextSender(em))).send(codeMessage(destination, input.channel, code, input.language));
  if (!outcome.ok) return { ok: false, error: operationError("CODE_NOT_SENT") };
  return storeCode(em, input, destination, code, deps);
}

/**
 * A code stored as if sent, and sent to nobody: for a number that must not get a text (a sign-in asked for a number
 * no member has), so that checking a code for it answers as for any number (WRONG_CODE, then TIMEOUT) and tells
 * nothing about who has it.
 */
export async function issueUnsentCode(em: EntityManager, input: IssueCodeInput, deps: CodeDeps = {}): Promise<IssueCodeResult> {
  requirePurpose(input.purpose);
  const destination = normalisePhone(input.destination);
  if (!destination) return { ok: false, error: phoneProblem(input.destination) };
  return storeCode(em, input, destination, newCode(), deps);
}

async function storeCode(em: EntityManager, input: IssueCodeInput, destination: string, code: string, deps: CodeDeps): Promise<IssueCodeResult> {
  const now = (deps.now ?? (() => new Date()))();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
  await rows(
    em,
    db
      .insertInto("one_time_code")
      .values({
        purpose: input.purpose,
        destination,
        channel: input.channel,
        code_hash: codeHash(deps.secret ?? codeSecret(), input.purpose, destination, code),
        expires_at: sql<Date>`${expiresAt.toISOString()}::timestamptz`,
        failed_attempts: 0,
        created_at: sql<Date>`${now.toISOString()}::timestamptz`,
      })
      .onConflict((conflict) =>
        conflict.columns(["purpose", "destination"]).doUpdateSet((eb) => ({
          channel: eb.ref("excluded.channel"),
          code_hash: eb.ref("excluded.code_hash"),
          expires_at: eb.ref("excluded.expires_at"),
          failed_attempts: 0,
          created_at: eb.ref("excluded.created_at"),
        })),
      ),
  );
  return { ok: true, destination, channel: input.channel, expiresAt };
}

/** The code as typed, without spaces and in ASCII digits; null when it cannot be a code at all. */
function typedCode(raw: string): string | null {
  const code = asciiDigits(raw).replace(/\s/g, "");
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? code : null;
}

/**
 * WRONG_CODE: a live code exists and this is not it (the try is counted; the fifth wrong one kills the code).
 * TIMEOUT: no live code: never sent, used, expired or dead after too many wrong tries; only a new code helps.
 */
export async function checkCode(em: EntityManager, input: CheckCodeInput, deps: CodeDeps = {}): Promise<CheckCodeResult> {
  requirePurpose(input.purpose);
  const destination = normalisePhone(input.destination);
  if (!destination) return { ok: false, error: phoneProblem(input.destination) };
  const code = typedCode(input.code);
  if (code === null) return { ok: false, error: operationError("WRONG_CODE", "code") };
  const now = (deps.now ?? (() => new Date()))();
  // Every try is counted before it is compared, in one statement, so parallel guesses cannot share one count.
  const live = await first(
    em,
    db
      .updateTable("one_time_code")
      .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1) }))
      .where("purpose", "=", input.purpose)
      .where("destination", "=", destination)
      .where("failed_attempts", "<", MAX_WRONG_TRIES)
      .where("expires_at", ">", sql<Date>`${now.toISOString()}::timestamptz`)
      .returning("code_hash"),
  );
  if (!live) return { ok: false, error: operationError("TIMEOUT", "code") };
  const storedHash = live.code_hash;
  if (!sameHash(storedHash, codeHash(deps.secret ?? codeSecret(), input.purpose, destination, code))) {
    return { ok: false, error: operationError("WRONG_CODE", "code") };
  }
  // Consumed: of two parallel right answers only the one that deletes the row wins.
  const consumed = await rows(
    em,
    db.deleteFrom("one_time_code").where("purpose", "=", input.purpose).where("destination", "=", destination).where("code_hash", "=", storedHash).returning("purpose"),
  );
  return consumed.length ? { ok: true, destination } : { ok: false, error: operationError("TIMEOUT", "code") };
}

/** Housekeeping: codes that expired (a dead or used code is already gone or expires within ten minutes). */
export async function deleteExpiredCodes(em: EntityManager, now: Date): Promise<{ oneTimeCodes: number }> {
  const row = await first(
    em,
    db
      .with("gone", (cte) => cte.deleteFrom("one_time_code").where("expires_at", "<", sql<Date>`${now.toISOString()}::timestamptz`).returning("purpose"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return { oneTimeCodes: row!.n };
}
