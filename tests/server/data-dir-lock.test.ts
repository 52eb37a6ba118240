// The embedded database belongs to the one process that opened it (graphql-server/core/data-dir-lock.ts): a second
// opener — another `npm start`, `npm run admin:create` beside a running shop — is refused with a message saying why,
// and a lock left by a killed process does not stop the next start.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirInUse, lockFileOf } from "../../graphql-server/core/data-dir-lock.js";
import { ormOptions } from "../../graphql-server/mikro-orm.config.js";

const root = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
const pgliteDir = path.join(dataDir, "pglite");
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** The environment of a shop started by hand: not vitest's (which silences the log and keeps texts in memory). */
function shellEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST")) delete env[key];
  return { ...env, DATA_DIR: dataDir, LOG_FORMAT: "json", ...extra };
}

function start(args: string[], env: Record<string, string> = {}): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  // tsx loaded into node itself, not its command (which runs the script in a child process of its own): one process
  // whose id is the holder's.
  const child = spawn(process.execPath, ["--import", "tsx", ...args], { cwd: root, env: shellEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function open(): Promise<PGlite> {
  const { pglite } = await ormOptions({ pgliteDataDir: pgliteDir });
  return pglite!;
}

async function refusal(attempt: Promise<unknown>): Promise<DataDirInUse> {
  const error = await attempt.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DataDirInUse);
  return error as DataDirInUse;
}

describe("one process on the embedded database", () => {
  it("refuses a second opener while the first has the folder open, and lets the next one in after it closed", async () => {
    const first = await open();
    const refused = await refusal(open());
    expect(refused.pid).toBe(process.pid);
    expect(refused.message).toContain(pgliteDir);
    await first.close();
    expect(existsSync(lockFileOf(pgliteDir))).toBe(false);
    const again = await open();
    await again.query("select 1");
    await again.close();
    // Two boots of a file-backed PGlite: slow on a busy machine.
  }, 90_000);

  it("npm run admin:create beside a running shop is refused, says why, and leaves the running shop's lock in place", async () => {
    const shop = await open();
    try {
      const cli = start(["scripts/admin-create.ts", "--email", "late@shop.example", "--name", "Late Admin", "--password", "a-long-enough-password-1"]);
      expect(await cli.exited).toBe(1);
      expect(cli.output()).toContain(`in use by another process of the shop (pid ${process.pid})`);
      expect(cli.output()).toContain("stop the shop, run `npm run admin:create` again");
      expect(existsSync(lockFileOf(pgliteDir))).toBe(true);
      await shop.query("select 1");
    } finally {
      await shop.close();
    }
  }, 60_000);

  it("a second shop started on the same data folder stops with a clear line instead of serving", async () => {
    const shop = await open();
    try {
      const second = start(["server.ts"], { PORT: "3359", NODE_ENV: "production" });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`in use by another process of the shop (pid ${process.pid}). Stop that shop first`);
      expect(second.output()).not.toContain("The shop is ready");
    } finally {
      await shop.close();
    }
  }, 120_000);

  it("a lock left by a killed process does not block the next start", async () => {
    const holder = start(["tests/support/hold-embedded-database.ts", pgliteDir]);
    await expect.poll(holder.output, { timeout: 60_000, interval: 100 }).toContain("open");
    expect((await refusal(open())).pid).toBe(holder.child.pid);
    holder.child.kill("SIGKILL");
    await holder.exited;
    // The killed holder had no chance to remove its lock.
    expect(existsSync(lockFileOf(pgliteDir))).toBe(true);
    const next = await open();
    await next.query("select 1");
    await next.close();
  }, 90_000);
});
