// The housekeeping job (docs/decisions/015): at start-up and then every CLEANUP_INTERVAL_MINUTES, every module
// cleans its own rows (expired guests, tokens, orphaned and empty carts, stale rate-limit counters), in the order of
// the module list. On PostgreSQL a try-advisory-lock lets one node run it while the others skip that round; PGlite
// belongs to one process and needs no lock.
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import type { AbstractSqlConnection } from "@mikro-orm/postgresql";
import type { ShopModule } from "./module.js";

/** How long things stay once nobody can use them. */
export interface Retention {
  /** Tokens and guests go this many days after the (last) token expired. */
  expiredGuestDays: number;
  /** Carts without lines go this many days after their last change. */
  emptyCartDays: number;
  /** Rate-limit counters older than this are deleted (at least the longest window). */
  rateLimitRetentionSeconds: number;
}

export const DEFAULT_RETENTION: Retention = { expiredGuestDays: 7, emptyCartDays: 30, rateLimitRetentionSeconds: 86_400 };

/** One module's cleanup as of `now`: the number of rows it deleted, by kind. */
export type Cleanup = (em: EntityManager, now: Date, retention: Retention) => Promise<Record<string, number>>;

export interface HousekeepingOptions extends Retention {
  /** Minutes between runs; 0 runs once at start-up only. */
  intervalMinutes: number;
}

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

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
    expiredGuestDays: envInteger(env, "GUEST_RETENTION_DAYS", DEFAULT_RETENTION.expiredGuestDays),
    emptyCartDays: envInteger(env, "EMPTY_CART_RETENTION_DAYS", DEFAULT_RETENTION.emptyCartDays),
    rateLimitRetentionSeconds: Math.max(DEFAULT_RETENTION.rateLimitRetentionSeconds, longestWindowSeconds),
  };
}

/** One housekeeping pass as of `now`: each module's cleanup in turn (exported for tests and tooling). */
export async function runHousekeeping(
  orm: MikroORM,
  modules: readonly ShopModule[],
  retention: Retention,
  now: Date,
): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  for (const module of modules) {
    if (module.cleanup) Object.assign(report, await module.cleanup(orm.em.fork(), now, retention));
  }
  return report;
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
  modules: readonly ShopModule[],
  options: HousekeepingOptions,
  { singleProcess, clock = () => new Date() }: { singleProcess: boolean; clock?: () => Date },
): Housekeeping {
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    const work = async () => {
      const report = await runHousekeeping(orm, modules, options, clock());
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
