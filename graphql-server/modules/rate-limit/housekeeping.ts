// The housekeeping job (docs/decisions/015): at start-up and then every CLEANUP_INTERVAL_MINUTES, delete expired
// guests, tokens, empty carts and stale rate-limit counters. On PostgreSQL a try-advisory-lock lets one node run it
// while the others skip that round; PGlite belongs to one process and needs no lock.
import type { MikroORM } from "@mikro-orm/core";
import type { AbstractSqlConnection } from "@mikro-orm/postgresql";
import { cleanupExpiredShoppers, DEFAULT_SHOPPER_RETENTION, type CleanupReport, type ShopperRetention } from "../guest/index.js";
import { num } from "../../core/db.js";

export interface HousekeepingOptions extends ShopperRetention {
  /** Minutes between runs; 0 runs once at start-up only. */
  intervalMinutes: number;
  /** Rate-limit counters older than this are deleted (at least the longest window). */
  rateLimitRetentionSeconds: number;
}

type Env = Record<string, string | undefined>;

/** Arbitrary constant naming the housekeeping advisory lock (the migration lock is 7_310_000). */
const HOUSEKEEPING_LOCK_KEY = 7_310_001;

function envInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw.trim())) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** `CLEANUP=off` disables the job; CLEANUP_INTERVAL_MINUTES, GUEST_RETENTION_DAYS, EMPTY_CART_RETENTION_DAYS tune it. */
export function housekeepingFromEnv(env: Env = process.env, longestWindowSeconds = 0): HousekeepingOptions | null {
  if (env.CLEANUP?.toLowerCase() === "off") return null;
  return {
    intervalMinutes: envInteger(env, "CLEANUP_INTERVAL_MINUTES", 60),
    expiredGuestDays: envInteger(env, "GUEST_RETENTION_DAYS", DEFAULT_SHOPPER_RETENTION.expiredGuestDays),
    emptyCartDays: envInteger(env, "EMPTY_CART_RETENTION_DAYS", DEFAULT_SHOPPER_RETENTION.emptyCartDays),
    rateLimitRetentionSeconds: Math.max(86_400, longestWindowSeconds),
  };
}

export interface HousekeepingReport extends CleanupReport {
  rateLimits: number;
}

/** One housekeeping pass as of `now` (exported for tests and tooling). */
export async function runHousekeeping(orm: MikroORM, options: HousekeepingOptions, now: Date): Promise<HousekeepingReport> {
  const em = orm.em.fork();
  const report = await cleanupExpiredShoppers(em, now, options);
  const cutoff = new Date(now.getTime() - options.rateLimitRetentionSeconds * 1000).toISOString();
  const rows = await em
    .getConnection()
    .execute<{ n: unknown }[]>(`with gone as (delete from rate_limit where window_start < ?::timestamptz returning 1) select count(*) as n from gone`, [cutoff]);
  return { ...report, rateLimits: num(rows[0]?.n) };
}

/** Runs `fn` only if this node gets the lock (held by a transaction on one pooled connection); false when skipped. */
async function withTryAdvisoryLock(orm: MikroORM, key: number, fn: () => Promise<void>): Promise<boolean> {
  const knex = (orm.em.getConnection() as AbstractSqlConnection).getKnex();
  return knex.transaction(async (trx) => {
    const result = (await trx.raw("select pg_try_advisory_xact_lock(?) as locked", [key])) as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await fn();
    return true;
  });
}

export interface Housekeeping {
  /** The pass started at start-up (resolves when it is done; errors are logged, never thrown). */
  firstRun: Promise<void>;
  /** Clears the timer and waits for a running pass. */
  stop(): Promise<void>;
}

export function startHousekeeping(
  orm: MikroORM,
  options: HousekeepingOptions,
  { singleProcess, clock = () => new Date() }: { singleProcess: boolean; clock?: () => Date },
): Housekeeping {
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    const work = async () => {
      const report = await runHousekeeping(orm, options, clock());
      const total = Object.values(report).reduce((sum, n) => sum + n, 0);
      if (total > 0) console.log("housekeeping: deleted", JSON.stringify(report));
    };
    if (singleProcess) await work();
    else await withTryAdvisoryLock(orm, HOUSEKEEPING_LOCK_KEY, work);
  };
  const schedule = () => {
    running = running.then(pass).catch((error: unknown) => console.error("housekeeping: failed", error));
    return running;
  };
  const firstRun = schedule();
  const timer = options.intervalMinutes > 0 ? setInterval(() => void schedule(), options.intervalMinutes * 60_000) : undefined;
  timer?.unref();
  return {
    firstRun,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
