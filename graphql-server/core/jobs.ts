// Durable background jobs (pg-boss) in the shop's own database, PostgreSQL or the embedded PGlite alike: a job is a
// row, so it survives a restart, and workers claim rows with SKIP LOCKED, so each job runs once however many nodes
// work the queue. Modules declare their jobs (name, handler, retries, an optional cron schedule); the kernel creates
// the queues, starts one worker per queue and offers `send` to the modules through the request context.
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import type { AbstractSqlConnection, Knex } from "@mikro-orm/postgresql";
import type PgBoss from "pg-boss";
import { withConnection } from "./borrowed-connection.js";
import { loggerFor, withJobScope } from "./logger.js";
import type { MediaStore } from "./media-store.js";

const jobsLog = loggerFor("jobs");

/** What a job's handler gets: its own unit of work and the queue (a job may queue others). */
export interface JobContext {
  em: EntityManager;
  jobs: JobSender;
  /** The media folder (a job may store pictures, as the Instagram copies). */
  media: MediaStore;
}

export interface JobDefinition<TData = unknown> {
  /** `<module>.<what>`, unique in the shop: the queue's name. */
  name: string;
  /** Does the work; a throw is a failure, retried until `retryLimit`. */
  run(data: TData, context: JobContext): Promise<void>;
  /** Names a job in the log line of a failure ("order confirmation SP-123"). */
  describe?(data: TData): string;
  /** Attempts after the first failure (default 3), the first `retryDelaySeconds` later (default 30, at least 1), then about twice as long each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run longer than this counts as failed (default 5 minutes). */
  expireInSeconds?: number;
  /** At most one job of the queue runs at a time and one more waits (the shop-wide cleanup). */
  oneAtATime?: boolean;
}

/** Keeps a job's data type where it is declared, stored in a list of any jobs. */
export const defineJob = <TData>(job: JobDefinition<TData>): JobDefinition => job as JobDefinition;

export interface SendOptions {
  /** With a unit of work inside a transaction, the job is queued in it: it exists exactly when the work commits. */
  em?: EntityManager;
  /** A second job with the same key is not queued while the first waits or runs. */
  singletonKey?: string;
  /** Waits this long before the first attempt. */
  startAfterSeconds?: number;
}

export interface JobSender {
  send<TData>(job: JobDefinition<TData> | string, data: TData, options?: SendOptions): Promise<void>;
}

export interface JobQueue extends JobSender {
  /** Queues `job` on a cron schedule (UTC); every node may call it, the schedule is kept once. */
  schedule(job: JobDefinition | string, cron: string): Promise<void>;
  /** Removes the job's schedule, if any. */
  unschedule(job: JobDefinition | string): Promise<void>;
  /**
   * Resolves once no job is due, waiting for a retry or running (tests; a controlled shutdown); jobs queued to start
   * later do not count. Rejects after `timeoutMs`.
   */
  idle(timeoutMs?: number): Promise<void>;
  /** Starts the workers of a queue made with `work: "later"` (once; later calls do nothing). */
  startWorkers(): Promise<void>;
  /** Stops the workers after their current jobs; queued jobs stay for the next start. */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /**
   * Run workers on this node (default true). A node that only queues (a one-off script) passes false; "later" waits
   * for startWorkers() (the server starts them once it listens: their first looks at every queue are start-up work
   * that can wait, and jobs sent meanwhile stay queued until then).
   */
  work?: boolean | "later";
  /** Seconds between two looks for due jobs (default 2): how long a job queued by another node (or in a transaction) may wait. */
  pollingIntervalSeconds?: number;
  /** The media folder handed to jobs; without one a job that writes pictures fails. */
  media?: MediaStore;
  /**
   * Open the queue (pg-boss's schema check, the queues' settings: a few round trips and some parsing) on its first
   * use instead of now. Only where the pool has connections to spare: a job sent in a transaction before the queue
   * is open opens it on another connection, and the embedded database's only one is the transaction's.
   */
  openOnFirstUse?: boolean;
}

const NO_MEDIA: MediaStore = {
  save: () => Promise.reject(new Error("this job queue was started without a media folder")),
  read: () => Promise.resolve(null),
  remove: () => Promise.resolve(),
};

const SCHEMA = "pgboss";
/** Jobs a worker claims at once. */
const BATCH = 20;
/**
 * A worker's own look at its queue, a safety net only: one look for all queues (`dueQueues`) wakes the workers
 * whose queue has a due job, so an idle shop asks one question every couple of seconds instead of one per queue.
 */
const WORKER_FALLBACK_POLL_SECONDS = 60;

type Result = { rows: Record<string, unknown>[] };
interface RawConnection {
  query(text: string, values?: unknown[]): Promise<Result | Result[]>;
  exec?(text: string): Promise<Result[]>;
}

/**
 * pg-boss's database access over the ORM's own connections: a statement borrows a pooled connection (or the
 * caller's transaction) for its duration. PGlite has exactly one connection, so the queue and the shop's requests
 * take turns instead of interleaving in one transaction. Statements without values may be a script (pg-boss runs
 * BEGIN … COMMIT as one text for its schema and maintenance); PGlite runs those through `exec`, and a failed script
 * is rolled back so the connection goes back to the pool clean.
 */
class OrmJobDatabase {
  /** Statements started and not yet answered (a stop waits for none before the database may close). */
  inFlight = 0;

  constructor(private readonly knex: Knex) {}

  async executeSql(text: string, values: unknown[] = [], transaction?: Knex.Transaction): Promise<Result> {
    this.inFlight++;
    try {
      return await this.run(text, values, transaction);
    } finally {
      this.inFlight--;
    }
  }

  private run(text: string, values: unknown[], transaction?: Knex.Transaction): Promise<Result> {
    return withConnection(transaction ?? this.knex, async (connection: RawConnection) => {
      try {
        // node-postgres runs a script through query() itself; PGlite (the connection with exec) needs exec for one.
        if (values.length || !connection.exec) return (await connection.query(text, values)) as Result;
        return (await connection.exec(text)).at(-1) ?? { rows: [] };
      } catch (error) {
        if (!values.length && !transaction) await connection.query("rollback").catch(() => undefined);
        throw error;
      }
    });
  }

  /** The same access bound to a unit of work's transaction (pg-boss's `db` option of send). */
  within(em: EntityManager): { executeSql(text: string, values?: unknown[]): Promise<Result> } {
    const transaction = em.getTransactionContext<Knex.Transaction>();
    return { executeSql: (text, values) => this.executeSql(text, values, transaction) };
  }
}

const nameOf = (job: JobDefinition | string) => (typeof job === "string" ? job : job.name);

/** The queue settings a job asks for, in pg-boss's terms. */
function queueOptions(job: JobDefinition) {
  return {
    name: job.name,
    // stately: at most one waiting and one running, so ticks that come while a run is busy fold into one.
    policy: job.oneAtATime ? ("stately" as const) : ("standard" as const),
    retryLimit: job.retryLimit ?? 3,
    retryDelay: job.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? 300,
  };
}

/** True when the stored queue already has the job's settings (most starts): nothing to write then. */
function queueIsCurrent(stored: PgBoss.QueueResult | undefined, options: ReturnType<typeof queueOptions>): boolean {
  if (!stored) return false;
  return (Object.keys(options) as (keyof typeof options)[]).every((key) => stored[key] === options[key]);
}

/**
 * Creates or updates each job's queue where the stored settings differ: one read for all of them, so a start that
 * changed no job writes nothing. A deadlock between nodes creating the same queue at the same moment is retried.
 */
async function ensureQueues(boss: PgBoss, jobs: readonly JobDefinition[]): Promise<void> {
  const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  for (const job of jobs) {
    const options = queueOptions(job);
    if (!queueIsCurrent(stored.get(job.name), options)) await writeQueue(boss, job.name, options);
  }
}

async function writeQueue(boss: PgBoss, name: string, options: ReturnType<typeof queueOptions>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) await boss.updateQueue(name, options);
      else await boss.createQueue(name, options);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt >= 5) throw error;
    }
  }
}

export async function startJobQueue(orm: MikroORM, jobs: readonly JobDefinition[], options: JobQueueOptions = {}): Promise<JobQueue> {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    seen.add(job.name);
  }
  const database = new OrmJobDatabase((orm.em.getConnection() as AbstractSqlConnection).getKnex());
  let opening: Promise<PgBoss> | undefined;
  let opened: PgBoss | undefined;
  // A failed opening (the database away for a moment) is tried again by the next use.
  const open = () =>
    (opening ??= openQueue(database, jobs).then(
      (boss) => (opened = boss),
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    ));
  if (!options.openOnFirstUse) await open();

  const sender: JobSender = {
    async send(job, data, sendOptions = {}) {
      const name = nameOf(job);
      if (!seen.has(name)) throw new Error(`job ${name} is not declared by any module`);
      const boss = await open();
      const inTransaction = sendOptions.em?.isInTransaction() ? sendOptions.em : undefined;
      await boss.send(name, data as object, {
        singletonKey: sendOptions.singletonKey,
        startAfter: sendOptions.startAfterSeconds,
        ...(inTransaction ? { db: database.within(inTransaction) } : {}),
      });
      // Queued and committed: this node's worker takes it now. A job queued in a transaction exists only once the
      // transaction commits; the next look for due jobs finds it.
      if (!inTransaction && !sendOptions.startAfterSeconds) wake(name);
    },
  };

  const workers = new Map<string, string>();
  let batchesRunning = 0;
  // A queue has a worker only once the queue is open.
  const wake = (name: string) => {
    const id = workers.get(name);
    if (id) opened?.notifyWorker(id);
  };
  let workersStarted = false;
  const startWorkers = async () => {
    if (workersStarted || options.work === false) return;
    workersStarted = true;
    const boss = await open();
    for (const job of jobs) {
      // A worker claims up to BATCH jobs per look: under load one fetch and one completion (two commits) serve many
      // jobs instead of each job paying for its own. A full batch looks again at once; an empty queue waits for the
      // polling interval. Each job succeeds or fails on its own: a failed one is marked for retry here, the rest
      // are completed when the batch returns.
      const work = { pollingIntervalSeconds: WORKER_FALLBACK_POLL_SECONDS, batchSize: BATCH };
      const id = await boss.work(job.name, work, async (claimed) => {
        batchesRunning++;
        try {
          await runBatch(claimed);
        } finally {
          batchesRunning--;
        }
      });
      const runBatch = async (claimed: PgBoss.Job<unknown>[]) => {
        for (const { id: jobId, data } of claimed) {
          // The job's own lines and its SQL carry its name and id (the job's data is never logged: it may hold an
          // order's contact details).
          await withJobScope(job.name, jobId, async () => {
            const started = performance.now();
            try {
              await job.run(data, { em: orm.em.fork(), jobs: sender, media: options.media ?? NO_MEDIA });
              jobsLog.debug({ ms: Math.round(performance.now() - started) }, "job done");
            } catch (error) {
              jobsLog.error({ err: error, what: job.describe?.(data) ?? job.name }, "job failed");
              // A failure that cannot be recorded (the database gone) leaves the job to expire and be retried.
              await boss
                .fail(job.name, jobId, { message: error instanceof Error ? error.message : String(error) })
                .catch((failed: unknown) => jobsLog.error({ err: failed }, "could not record a job's failure"));
            }
          });
        }
        if (claimed.length === BATCH) wake(job.name);
      };
      workers.set(job.name, id);
    }
    lookForDueJobs.start();
  };
  const lookForDueJobs = duePoller(database, [...seen], (options.pollingIntervalSeconds ?? 2) * 1000, wake);
  if (options.work !== "later") await startWorkers();

  return {
    ...sender,
    async schedule(job, cron) {
      await (await open()).schedule(nameOf(job), cron, {}, { tz: "UTC" });
    },
    async unschedule(job) {
      await (await open()).unschedule(nameOf(job));
    },
    async idle(timeoutMs = 30_000) {
      await open();
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await database.executeSql(
          `select count(*)::int as n from ${SCHEMA}.job
            where name = any($1) and (state in ('retry', 'active') or (state = 'created' and start_after <= now()))`,
          [[...seen]],
        );
        if (rows[0]?.n === 0) return;
        if (Date.now() > until) throw new Error(`jobs: still ${String(rows[0]?.n)} due or running after ${timeoutMs} ms`);
        for (const name of seen) wake(name);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    startWorkers,
    async stop() {
      lookForDueJobs.stop();
      // A queue never used was never opened: nothing runs that could be stopped.
      if (!opening) return;
      const boss = await opening.catch(() => null);
      if (!boss) return;
      const until = Date.now() + STOP_TIMEOUT_MS;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      // pg-boss's stop returns once no worker holds claimed jobs, but a claim may still be on its way back (its
      // jobs then run after the stop), and a batch's completion is sent without being awaited: the database must
      // stay open until both are done.
      await quiet(() => batchesRunning === 0 && database.inFlight === 0, until);
    },
  };
}

/** How long a stop waits for running jobs; pg-boss then marks those still running as failed (to be retried). */
const STOP_TIMEOUT_MS = 10_000;

/**
 * Resolves once `isQuiet` holds across two turns of the event loop (work chained on promises has started by then),
 * or at `until`.
 */
async function quiet(isQuiet: () => boolean, until: number): Promise<void> {
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  while (Date.now() < until) {
    await turn();
    if (isQuiet()) {
      await turn();
      if (isQuiet()) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  jobsLog.warn("jobs still running when the queue stopped");
}

/** Starts pg-boss on the shop's connections and brings the queues' settings up to date. */
async function openQueue(database: OrmJobDatabase, jobs: readonly JobDefinition[]): Promise<PgBoss> {
  // pg-boss is CommonJS and only needed once the database is open.
  const { default: PgBossClass } = await import("pg-boss");
  const boss = new PgBossClass({ db: database, schema: SCHEMA, supervise: true, schedule: true, migrate: true });
  boss.on("error", (error: Error) => jobsLog.error({ err: error }, "queue error"));
  await boss.start();
  await ensureQueues(boss, jobs);
  return boss;
}

/**
 * Every `intervalMs`, one statement names the queues with a due job (waiting or to retry, its start time reached:
 * pg-boss's own test for a job a worker may take, on its partial index) and `wake` starts their workers at once.
 */
function duePoller(database: OrmJobDatabase, names: string[], intervalMs: number, wake: (name: string) => void) {
  let timer: NodeJS.Timeout | undefined;
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const { rows } = await database.executeSql(
        `select distinct name from ${SCHEMA}.job where name = any($1) and state < 'active' and start_after <= now()`,
        [names],
      );
      for (const row of rows) wake(String(row.name));
    } catch (error) {
      if (timer) jobsLog.error({ err: error }, "could not look for due jobs");
    } finally {
      looking = false;
    }
  };
  return {
    start() {
      timer ??= setInterval(() => void look(), intervalMs);
      // The workers' own timers keep the process running while the queue is open; this one need not.
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
