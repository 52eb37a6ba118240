// Rate limits shared by every app node (docs/decisions/015): fixed windows counted in the `rate_limit` table with
// one atomic upsert, so PGlite and PostgreSQL behave alike and no node keeps a count another node needs.
import { createHash } from "node:crypto";
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import { first, sql } from "../../core/database.js";
import { rateLimited } from "../../core/errors.js";
import type { LimitRefund } from "../../core/context.js";
import type { Retention } from "../../core/housekeeping.js";
import { rateLimitDatabase as db } from "./rate-limit.database.js";

export interface RateLimitRule {
  /** Attempts allowed per window; the next one is refused. */
  points: number;
  windowSeconds: number;
}

/** What is limited: new guests per client IP, order lookups per client IP and per order number. */
export type RateLimitRuleName =
  | "newGuest"
  | "orderLookup"
  | "orderLookupCode"
  | "register"
  | "login"
  | "loginAccount"
  | "codeSend"
  | "codeSendTarget"
  | "codeCheck"
  | "passwordReset"
  | "passwordResetAccount"
  | "emailVerification"
  | "registerTaken"
  | "adminLogin"
  | "adminLoginAccount"
  | "adminLoginPace"
  | "cardBin";
export type RateLimitSettings = Record<RateLimitRuleName, RateLimitRule>;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  newGuest: { points: 30, windowSeconds: 600 },
  orderLookup: { points: 10, windowSeconds: 600 },
  orderLookupCode: { points: 5, windowSeconds: 600 },
  // Member accounts. Per client address, and per account (email or phone) so that many addresses cannot take turns
  // guessing one member's password or code.
  register: { points: 20, windowSeconds: 3600 },
  // Registrations answered "this email or phone is taken": the one answer that tells who is a member, so an address
  // gets few of them (counted first, given back when the answer was another).
  registerTaken: { points: 5, windowSeconds: 3600 },
  login: { points: 30, windowSeconds: 600 },
  loginAccount: { points: 10, windowSeconds: 600 },
  codeSend: { points: 10, windowSeconds: 600 },
  codeSendTarget: { points: 5, windowSeconds: 600 },
  codeCheck: { points: 20, windowSeconds: 600 },
  passwordReset: { points: 10, windowSeconds: 3600 },
  passwordResetAccount: { points: 3, windowSeconds: 3600 },
  // Verification links a member asks for again: the address may not be theirs yet, so its owner gets few mails.
  emailVerification: { points: 3, windowSeconds: 3600 },
  // Admin sign-in (password and second factor), failures only: stricter than members', an admin account opens the
  // whole shop. Per client address over all accounts, per account at one address, and an account's pace: addresses
  // that failed on an account share a few tries a minute, while an address that has not failed is never held back
  // by them (docs/decisions/100).
  adminLogin: { points: 20, windowSeconds: 600 },
  adminLoginAccount: { points: 5, windowSeconds: 600 },
  adminLoginPace: { points: 3, windowSeconds: 60 },
  // The card step looks up a BIN as it is typed (6, 7 and 8 digits): room for a few cards, not for a sweep of ranges.
  cardBin: { points: 60, windowSeconds: 600 },
};

type Env = Record<string, string | undefined>;

const ENV_NAMES: Record<RateLimitRuleName, string> = {
  newGuest: "RATE_LIMIT_NEW_GUEST",
  orderLookup: "RATE_LIMIT_ORDER_LOOKUP",
  orderLookupCode: "RATE_LIMIT_ORDER_LOOKUP_CODE",
  register: "RATE_LIMIT_REGISTER",
  registerTaken: "RATE_LIMIT_REGISTER_TAKEN",
  login: "RATE_LIMIT_LOGIN",
  loginAccount: "RATE_LIMIT_LOGIN_ACCOUNT",
  codeSend: "RATE_LIMIT_CODE_SEND",
  codeSendTarget: "RATE_LIMIT_CODE_SEND_TARGET",
  codeCheck: "RATE_LIMIT_CODE_CHECK",
  passwordReset: "RATE_LIMIT_PASSWORD_RESET",
  passwordResetAccount: "RATE_LIMIT_PASSWORD_RESET_ACCOUNT",
  emailVerification: "RATE_LIMIT_EMAIL_VERIFICATION",
  adminLogin: "RATE_LIMIT_ADMIN_LOGIN",
  adminLoginAccount: "RATE_LIMIT_ADMIN_LOGIN_ACCOUNT",
  adminLoginPace: "RATE_LIMIT_ADMIN_LOGIN_PACE",
  cardBin: "RATE_LIMIT_CARD_BIN",
};

/**
 * Settings from the environment: `RATE_LIMITS=off` turns every limit off; `RATE_LIMIT_NEW_GUEST=30/600` (points per
 * window seconds) and its siblings override one rule. A malformed value fails the start, never silently.
 */
export function rateLimitSettingsFromEnv(env: Env = process.env): RateLimitSettings | null {
  if (env.RATE_LIMITS?.toLowerCase() === "off") return null;
  const settings = { ...DEFAULT_RATE_LIMITS };
  for (const name of Object.keys(ENV_NAMES) as RateLimitRuleName[]) {
    const raw = env[ENV_NAMES[name]];
    if (!raw) continue;
    const match = raw.trim().match(/^(\d{1,6})\/(\d{1,7})$/);
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      throw new Error(`${ENV_NAMES[name]} must look like 30/600 (points per window seconds), got "${raw}"`);
    }
    settings[name] = { points: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  return settings;
}

/** `<rule>:<subject>`; subjects too long for the column are hashed (a long key must not be a way around the limit). */
export function rateLimitKey(rule: string, subject: string): string {
  const key = `${rule}:${subject}`;
  return key.length <= 160 ? key : `${rule}:#${createHash("sha256").update(subject).digest("hex")}`;
}

/** Start of the fixed window `now` falls in (windows are aligned to the epoch, the same on every node). */
export function windowStart(now: Date, windowSeconds: number): Date {
  const length = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / length) * length);
}

/**
 * Counts one attempt for `key` and returns the attempts in the current window (this one included). One statement:
 * a new window resets the count; a node whose clock lags a little counts into the newer window instead of resetting.
 */
export async function countAttempt(orm: MikroORM, key: string, rule: RateLimitRule, now: Date): Promise<number> {
  // Outside any request transaction: a rolled-back operation still counts as an attempt.
  const rows = await orm.em.getConnection().execute<{ points: number }[]>(
    `insert into rate_limit (key, window_start, points) values (?, ?::timestamptz, 1)
     on conflict (key) do update set
       points = case when rate_limit.window_start >= excluded.window_start then rate_limit.points + 1 else 1 end,
       window_start = greatest(rate_limit.window_start, excluded.window_start)
     returning points`,
    [key, windowStart(now, rule.windowSeconds).toISOString()],
  );
  return rows[0]?.points ?? 0;
}

/**
 * Gives back one attempt counted by countAttempt for the window `now` falls in; a newer window (the count was reset
 * meanwhile) is left alone, and the count never goes below zero.
 */
export async function refundAttempt(orm: MikroORM, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  await orm.em
    .getConnection()
    .execute(`update rate_limit set points = points - 1 where key = ? and window_start = ?::timestamptz and points > 0`, [
      key,
      windowStart(now, rule.windowSeconds).toISOString(),
    ]);
}

const nothingCounted: LimitRefund = Object.assign(async () => {}, { attempt: 0 });

/** The longest window of the settings: counters older than this are stale (the cleanup job deletes them). */
export const longestWindowSeconds = (settings: RateLimitSettings | null) => Math.max(0, ...Object.values(settings ?? {}).map((rule) => rule.windowSeconds));

export class RateLimiter {
  constructor(
    private readonly orm: MikroORM,
    /** null: limits are off (RATE_LIMITS=off, most tests). */
    readonly settings: RateLimitSettings | null,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Counts one attempt of `rule` for `subject` (a client IP, an order number); throws RATE_LIMITED once the
   * window's points are used up. A missing subject (an in-process call without a client address) is not limited.
   * Answers a function that gives the attempt back: a rule that limits only failures counts every attempt first
   * (so parallel attempts cannot slip past the limit together) and refunds the ones that succeeded.
   */
  async consume(rule: RateLimitRuleName, subject: string | null | undefined): Promise<LimitRefund> {
    const limit = this.settings?.[rule];
    if (!limit || !subject) return nothingCounted;
    const key = rateLimitKey(rule, subject);
    const countedAt = this.clock();
    const points = await countAttempt(this.orm, key, limit, countedAt);
    if (points > limit.points) throw rateLimited();
    return Object.assign(() => refundAttempt(this.orm, key, limit, countedAt), { attempt: points });
  }
}

/** Housekeeping: counters whose window started longer ago than the retention (at least the longest window). */
export async function deleteStaleCounters(em: EntityManager, now: Date, retention: Retention): Promise<{ rateLimits: number }> {
  const cutoff = new Date(now.getTime() - retention.rateLimitRetentionSeconds * 1000).toISOString();
  const row = await first(
    em,
    db
      .with("gone", (cte) => cte.deleteFrom("rate_limit").where("window_start", "<", sql<Date>`${cutoff}::timestamptz`).returning("key"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return { rateLimits: row!.n };
}
