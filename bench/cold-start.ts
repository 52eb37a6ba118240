// Cold start and idle memory of the production build, measured from outside: spawn `node build/server.mjs`, time
// until the first REST read and the first full page are answered, then RSS once idle and after a short page load.
// Usage: npx tsx bench/cold-start.ts [runs]   (DATABASE_URL for PostgreSQL; COLD_START_PORT; COLD_START_PROFILE=dir
// writes a CPU profile of the first run, up to the first answered page, for bench/profile-by-package.ts).
// The production server compiles from V8's code cache (build/server-bundle.*.v8-cache, written by the first start
// that had none once it has served itself a few pages): each line says whether its start had one, and the first start
// is kept running until the cache is there so the warm starts measure what a restart of a running shop costs.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.COLD_START_PORT ?? 4203);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-cold-start-"));
const profileDir = process.env.COLD_START_PROFILE;

const rssMb = (pid: number) => Math.round(Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hasCodeCache = () => readdirSync("build").some((file) => file.endsWith(".v8-cache"));
/** The CPU time (user + system) the process has used so far: other processes on a busy machine do not stretch it. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
};

async function waitFor(url: string, exited: () => boolean): Promise<void> {
  for (;;) {
    if (exited()) throw new Error("the shop exited during start-up");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

// The first run on an empty data folder migrates and seeds; it is reported apart from the warm-data starts.
for (let run = 0; run <= runs; run++) {
  const profiling = profileDir && run === 1;
  const cached = hasCodeCache();
  const started = performance.now();
  const child = spawn(process.execPath, [...(profiling ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), "build/server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", RATE_LIMITS: "off", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = () => child.exitCode !== null;
  await waitFor(`${origin}/api/v1/settings`, exited);
  const firstRead = Math.round(performance.now() - started);
  const firstReadCpu = cpuMs(child.pid!);
  await waitFor(`${origin}/`, exited);
  const firstPage = Math.round(performance.now() - started);
  const firstPageCpu = cpuMs(child.pid!);
  await sleep(3000);
  const idle = rssMb(child.pid!);
  for (let i = 0; i < 60; i++) await Promise.all(["/", "/mobilya", "/en", "/ar", "/cart"].map((p) => fetch(origin + p).then((r) => r.text())));
  const loaded = rssMb(child.pid!);
  const label = run === 0 ? "first start (migrate + seed)" : `start ${run}`;
  console.log(
    `${label}${cached ? "" : " (no code cache)"}: first REST read ${firstRead} ms (CPU ${firstReadCpu} ms), first page ${firstPage} ms (CPU ${firstPageCpu} ms), RSS idle ${idle} MB, after 300 pages ${loaded} MB`,
  );
  for (let waited = 0; run === 0 && !hasCodeCache() && waited < 30_000; waited += 500) await sleep(500);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
rmSync(dataDir, { recursive: true, force: true });
