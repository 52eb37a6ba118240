// `npm run build`, last step (scripts/build-server.mjs): makes V8's code cache for the new bundle, so that the first
// start of a build compiles from it like every later one. Left to the first start, that start compiled the whole
// server as it ran and held ~180 MB when idle until its first restart (~120 MB with the cache): on every deploy.
// The loader (build/server.mjs) runs the shop once on a throwaway database in memory, lets it serve itself its first
// pages (server/code-cache-warm-up.ts), writes the cache and stops. The cache is made for a start under the options
// this build runs with (NODE_OPTIONS); a start under others, or on a Node that refuses it, makes its own as before.
// Best effort: a build whose run fails still builds, and says so.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { clearTimeout, setTimeout } from "node:timers";

/** Migrations, the demo seed and nine reads take ~8 s on a 2-core machine; a run that hangs is given up. */
const GIVE_UP_AFTER_MS = 180_000;
const KEEP_OUTPUT_CHARS = 4000;

export async function buildCodeCache(buildDir = "build") {
  const started = performance.now();
  const dataDir = mkdtempSync(path.join(tmpdir(), "shop-code-cache-"));
  let output = "";
  try {
    const child = spawn(process.execPath, [path.join(buildDir, "server.mjs")], {
      // Only what the start needs: the operator's database, mail server or providers are never touched by a build.
      env: {
        PATH: process.env.PATH ?? "",
        ...(process.env.HOME ? { HOME: process.env.HOME } : {}),
        ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
        ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}),
        NODE_ENV: "production",
        CODE_CACHE_THEN_EXIT: "1",
        PGLITE_DIR: "memory://",
        DATA_DIR: dataDir,
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk) => (output = (output + chunk).slice(-KEEP_OUTPUT_CHARS));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), GIVE_UP_AFTER_MS);
    const [code, signal] = await new Promise((resolve) => child.once("close", (...ended) => resolve(ended)));
    clearTimeout(timer);
    const cache = readdirSync(buildDir).find((file) => file.endsWith(".v8-cache"));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (code === 0 && cache) {
      console.log(`Code cache made: ${(statSync(path.join(buildDir, cache)).size / 1e6).toFixed(1)} MB in ${seconds} s`);
      return;
    }
    console.warn(`No code cache made (the server's run ended with ${signal ?? `code ${code}`} after ${seconds} s): the first start will make it.\n${output}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
