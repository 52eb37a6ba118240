// The durable job queue (graphql-server/core/jobs.ts) on the test database, PGlite or PostgreSQL: jobs run, failures
// are retried, a job queued in a transaction exists only if the transaction commits, queued jobs survive a restart
// of the queue, and two nodes working one queue run each job once.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MikroORM, type EntityManager } from "@mikro-orm/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defineJob, startJobQueue, type JobQueue } from "../../graphql-server/core/jobs.js";
import { captureLogs } from "../../graphql-server/core/logger.js";
import { ormOptions } from "../../graphql-server/mikro-orm.config.js";
import { createTestDatabase, type TestDatabase } from "../support/test-db.js";

let db: TestDatabase;
let orm: MikroORM;
const queues: JobQueue[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  const { options } = await ormOptions({ entities: [], databaseUrl: db.databaseUrl, pgliteDataDir: db.pgliteDataDir });
  orm = await MikroORM.init({ ...options, discovery: { warnWhenNoEntities: false } });
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await orm?.close(true);
  await db?.drop();
});

async function start(jobs: Parameters<typeof startJobQueue>[1], options?: Parameters<typeof startJobQueue>[2]) {
  const queue = await startJobQueue(orm, jobs, { pollingIntervalSeconds: 0.5, ...options });
  queues.push(queue);
  return queue;
}

describe("the job queue", () => {
  it("runs a queued job with its data", async () => {
    const seen: string[] = [];
    const echo = defineJob<{ text: string }>({ name: "test.echo", run: async ({ text }) => void seen.push(text) });
    const queue = await start([echo]);
    await queue.send(echo, { text: "Atatürk Cad. No 5; Daire 3 — 'ق'" });
    await queue.idle();
    expect(seen).toEqual(["Atatürk Cad. No 5; Daire 3 — 'ق'"]);
  });

  it("retries a failing job and logs each failure with the job's own description", async () => {
    const lines: string[] = [];
    const stop = captureLogs((line) => lines.push(line), "error");
    let attempts = 0;
    const flaky = defineJob<{ id: number }>({
      name: "test.flaky",
      retryLimit: 1,
      retryDelaySeconds: 1,
      describe: ({ id }) => `flaky #${id}`,
      run: async () => {
        attempts++;
        if (attempts < 2) throw new Error("not yet");
      },
    });
    try {
      const queue = await start([flaky]);
      await queue.send(flaky, { id: 7 });
      await queue.idle();
      expect(attempts).toBe(2);
      const failures = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === "job failed");
      expect(failures).toEqual([
        expect.objectContaining({
          component: "jobs",
          job: "test.flaky",
          jobId: expect.any(String),
          what: "flaky #7",
          err: expect.objectContaining({ message: "not yet" }),
        }),
      ]);
    } finally {
      stop();
    }
  });

  it("queues in the caller's transaction: a rolled-back transaction leaves no job", async () => {
    const seen: string[] = [];
    const note = defineJob<{ text: string }>({ name: "test.in-transaction", run: async ({ text }) => void seen.push(text) });
    const queue = await start([note]);
    await orm.em.fork().transactional(async (em) => {
      await queue.send(note, { text: "committed" }, { em });
    });
    await expect(
      orm.em.fork().transactional(async (em) => {
        await queue.send(note, { text: "rolled back" }, { em });
        throw new Error("the order failed");
      }),
    ).rejects.toThrow("the order failed");
    await queue.idle();
    expect(seen).toEqual(["committed"]);
  });

  it("keeps queued jobs in the database until a worker starts, and runs each job once when two nodes work the queue", async () => {
    const runs = new Map<number, number>();
    const count = defineJob<{ n: number }>({ name: "test.count", run: async ({ n }) => void runs.set(n, (runs.get(n) ?? 0) + 1) });
    // A node that only queues: nothing runs until a worker starts.
    const sender = await start([count], { work: false });
    for (let n = 0; n < 20; n++) await sender.send(count, { n });
    await sender.stop();
    expect(runs.size).toBe(0);
    // Two workers on the same database (on PGlite both share its one connection; on PostgreSQL they race).
    const [first, second] = await Promise.all([start([count]), start([count])]);
    await Promise.all([first.idle(), second.idle()]);
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
  });

  it("runs after a restart a job queued before it (the database is closed and opened again)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jobs-restart-"));
    const restartDb = await createTestDatabase({ pgliteDataDir: dir });
    const seen: string[] = [];
    const remember = defineJob<{ text: string }>({ name: "test.remember", run: async ({ text }) => void seen.push(text) });
    const open = async () => {
      const { options, pglite } = await ormOptions({ entities: [], databaseUrl: restartDb.databaseUrl, pgliteDataDir: restartDb.pgliteDataDir });
      const opened = await MikroORM.init({ ...options, discovery: { warnWhenNoEntities: false } });
      const close = async () => {
        await opened.close(true);
        await pglite?.close();
      };
      return { orm: opened, close };
    };
    try {
      const before = await open();
      const sender = await startJobQueue(before.orm, [remember], { work: false });
      await sender.send(remember, { text: "queued before the restart" });
      await sender.stop();
      await before.close();

      const after = await open();
      const worker = await startJobQueue(after.orm, [remember], { pollingIntervalSeconds: 0.5 });
      await worker.idle();
      await worker.stop();
      await after.close();
      expect(seen).toEqual(["queued before the restart"]);
    } finally {
      await restartDb.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("with workers started later, keeps a job sent before in the database and runs it once they start", async () => {
    const seen: string[] = [];
    const later = defineJob<{ text: string }>({ name: "test.later", run: async ({ text }) => void seen.push(text) });
    const queue = await start([later], { work: "later" });
    await queue.send(later, { text: "sent while the server started" });
    const waiting = await orm.em.getConnection().execute(`select state from pgboss.job where name = ?`, [later.name]);
    expect(waiting).toEqual([{ state: "created" }]);
    await queue.startWorkers();
    await queue.startWorkers();
    await queue.idle();
    expect(seen).toEqual(["sent while the server started"]);
  });

  it("opened on first use: a queue never used stops without opening, and a first send opens it (in the sender's transaction on PostgreSQL)", async () => {
    const unused = await start([defineJob({ name: "test.unused", run: async () => undefined })], { work: "later", openOnFirstUse: true });
    await unused.stop();
    const seen: string[] = [];
    const first = defineJob<{ text: string }>({ name: "test.first-use", run: async ({ text }) => void seen.push(text) });
    const queue = await start([first], { work: "later", openOnFirstUse: true });
    const send = (em?: EntityManager) => queue.send(first, { text: "the first order of the day" }, { em });
    // The embedded database has one connection: a queue on it is never opened on first use (see openOnFirstUse).
    if (db.databaseUrl) await orm.em.fork().transactional((em) => send(em));
    else await send();
    await queue.startWorkers();
    await queue.idle();
    expect(seen).toEqual(["the first order of the day"]);
  });

  it("writes a queue's settings only when they changed since the last start", async () => {
    const settingsOf = async (name: string) =>
      (await orm.em.getConnection().execute(`select retry_limit, updated_on from pgboss.queue where name = ?`, [name]))[0] as {
        retry_limit: number;
        updated_on: unknown;
      };
    const job = (retryLimit: number) => defineJob({ name: "test.settings", retryLimit, run: async () => {} });
    await start([job(2)], { work: false });
    const first = await settingsOf("test.settings");
    await start([job(2)], { work: false });
    expect(await settingsOf("test.settings")).toEqual(first);
    await start([job(5)], { work: false });
    expect((await settingsOf("test.settings")).retry_limit).toBe(5);
  });

  it("stops only after a running job and its completion are done, so the database can close right after", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow = defineJob({
      name: "test.slow",
      run: async (_data, { em }) => {
        started();
        await gate;
        // The job's own SQL after the stop was asked: it still has its connection.
        await em.getConnection().execute("select 1");
      },
    });
    const queue = await startJobQueue(orm, [slow], { pollingIntervalSeconds: 0.5 });
    await queue.send(slow, {});
    await running;
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [job] = await orm.em.getConnection().execute(`select state from pgboss.job where name = ?`, [slow.name]);
    expect(job).toEqual({ state: "completed" });
  });

  it("stopped at any moment after a send (mid-claim included), leaves no job claimed and nothing running", async () => {
    const runs: number[] = [];
    const afterStop: number[] = [];
    let stopped = false;
    const quick = defineJob<{ n: number }>({
      name: "test.quick",
      run: async ({ n }, { em }) => {
        if (stopped) afterStop.push(n);
        await em.getConnection().execute("select 1");
        runs.push(n);
      },
    });
    for (let n = 0; n < 8; n++) {
      stopped = false;
      const queue = await startJobQueue(orm, [quick], { pollingIntervalSeconds: 0.5 });
      await queue.send(quick, { n });
      // Each round stops a little later: before the claim, during it, during the run or the completion.
      if (n) await new Promise((resolve) => setTimeout(resolve, n * 2));
      await queue.stop();
      stopped = true;
      await new Promise((resolve) => setTimeout(resolve, 30));
      const active = await orm.em.getConnection().execute(`select count(*)::int as n from pgboss.job where name = ? and state = 'active'`, [quick.name]);
      expect(active).toEqual([{ n: 0 }]);
    }
    expect(afterStop).toEqual([]);
    // Jobs stopped before their claim run on the next start, once each.
    const last = await start([quick]);
    await last.idle();
    expect([...runs].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it("refuses a job no module declared", async () => {
    const queue = await start([]);
    await expect(queue.send("test.unknown", {})).rejects.toThrow(/not declared/);
  });
});
