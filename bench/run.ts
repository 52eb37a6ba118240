// `npm run bench`: load scenarios against a production build, each compared with a baseline measured in the same
// run (bench/baseline-server.ts). Prints req/s, p50, p99 and the ratio to the baseline, plus cold start and RSS.
// Uses embedded PGlite by default; set DATABASE_URL to measure on PostgreSQL (the targets in DESIGN.md §6 are on
// PostgreSQL).
import { execSync, fork, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const SHOP_PORT = 3900;
const BASELINE_PORT = 3901;
const shopUrl = `http://127.0.0.1:${SHOP_PORT}`;

interface Scenario {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

const scenarios: Scenario[] = [
  { name: "home page / (SSR)", path: "/" },
  { name: "home page /en (SSR)", path: "/en" },
  {
    name: "GraphQL siteSettings",
    path: "/graphql",
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: "query Bench($language: String) { siteSettings(language: $language) { pageLinks { code url title } setting { favicon } settings { code value } config { shopName } } }",
      variables: { language: "tr" },
    }),
  },
  { name: "REST GET /api/v1/settings", path: "/api/v1/settings" },
];

const work = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
  rmSync(work, { recursive: true, force: true });
});

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });

const { child: shop, coldStartMs } = await startShop();
const rssIdle = rssOf(shop.pid!);

const homeMarkup = await (await fetch(`${shopUrl}/`)).text();
const markupFile = path.join(work, "home.html");
writeFileSync(markupFile, homeMarkup);
const baseline = fork("bench/baseline-server.ts", [markupFile, String(BASELINE_PORT)], {
  execArgv: ["--import", "tsx"],
  env: { ...process.env, NODE_ENV: "production" },
});
children.push(baseline);
await new Promise<void>((resolve) => baseline.once("message", () => resolve()));

console.log(`\nWarming up, then ${DURATION} s per scenario, ${CONNECTIONS} connections…`);
await load(`http://127.0.0.1:${BASELINE_PORT}/`, { path: "/", name: "warm-up" }, 2);
const base = await load(`http://127.0.0.1:${BASELINE_PORT}/`, { path: "/", name: "baseline" }, DURATION);

const rows = [{ ...base, ratio: 1 }];
for (const scenario of scenarios) {
  await load(shopUrl + scenario.path, scenario, 2);
  const result = await load(shopUrl + scenario.path, scenario, DURATION);
  rows.push({ ...result, ratio: result.rps / base.rps });
}
const rssLoaded = rssOf(shop.pid!);

console.log("\n| scenario | req/s | p50 ms | p99 ms | vs baseline | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${(row.ratio * 100).toFixed(0)} % | ${row.errors} |`,
  );
}
console.log(`\nbaseline: the home markup rendered with bare renderToString on node:http`);
console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
console.log(`cold start (spawn → first request served): ${coldStartMs} ms`);
console.log(`shop RSS: idle ${rssIdle} MB, after load ${rssLoaded} MB`);
process.exit(0);

async function startShop() {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(SHOP_PORT), HOST: "127.0.0.1", DATA_DIR: work },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error("the shop exited during start-up");
    try {
      const response = await fetch(`${shopUrl}/api/v1/settings`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, coldStartMs: Math.round(performance.now() - started) };
}

async function load(url: string, scenario: Scenario, seconds: number) {
  const result = await autocannon({
    url,
    method: scenario.method ?? "GET",
    headers: scenario.headers,
    body: scenario.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function rssOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
