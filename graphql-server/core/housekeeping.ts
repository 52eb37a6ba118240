// The housekeeping job: at start-up and then every CLEANUP_INTERVAL_MINUTES, every module cleans its own rows
// (expired guests, tokens, orphaned and empty carts, stale rate-limit counters), in the order of the module list.
// It is a job of the durable queue (core/jobs.ts), so however many nodes run, each tick runs once.
import type { EntityManager } from "@mikro-orm/core";
import { defineJob, type JobDefinition, type JobQueue } from "./jobs.js";
import type { ShopModule } from "./module.js";
import { loggerFor } from "./logger.js";

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

/** One housekeeping pass as of `now`: each module's cleanup in turn, each in a unit of work of its own. */
export async function runHousekeeping(
  em: EntityManager,
  modules: readonly ShopModule[],
  retention: Retention,
  now: Date,
): Promise<Record<string, number>> {
  const report: Record<string, number> = {};
  for (const module of modules) {
    if (module.cleanup) Object.assign(report, await module.cleanup(em.fork(), now, retention));
  }
  return report;
}

export const HOUSEKEEPING_JOB = "housekeeping";

/** The housekeeping pass as a job: at most one runs at a time, on whichever node picks it up; `asOf` (tests) moves "now". */
export function housekeepingJob(modules: readonly ShopModule[], retention: Retention): JobDefinition {
  return defineJob<{ asOf?: string }>({
    name: HOUSEKEEPING_JOB,
    oneAtATime: true,
    retryLimit: 1,
    async run({ asOf }, { em }) {
      const report = await runHousekeeping(em, modules, retention, asOf ? new Date(asOf) : new Date());
      const total = Object.values(report).reduce((sum, n) => sum + n, 0);
      if (total > 0) loggerFor("housekeeping").info({ deleted: report }, "expired records deleted");
    },
  });
}

/** A cron expression for "every `minutes`": minutes under an hour, whole hours above (rounded). */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  const hours = Math.round(minutes / 60);
  return hours >= 24 ? "0 0 * * *" : `0 */${hours} * * *`;
}

/**
 * Queues a pass now (the first scheduled one may be an hour away) and keeps the schedule in the database, where
 * every node finds it and one queues each tick; null (`CLEANUP=off`) removes a schedule an earlier start left.
 */
export async function scheduleHousekeeping(queue: JobQueue, options: HousekeepingOptions | null): Promise<void> {
  if (!options) return queue.unschedule(HOUSEKEEPING_JOB);
  if (options.intervalMinutes > 0) await queue.schedule(HOUSEKEEPING_JOB, cronEvery(options.intervalMinutes));
  else await queue.unschedule(HOUSEKEEPING_JOB);
  await queue.send(HOUSEKEEPING_JOB, {});
}
