// `npm run bench`: load scenarios (bench/scenarios.ts) against a production build, each compared with a bare-render
// baseline of the same page measured in the same run (bench/baseline-server.ts). Prints req/s, p50, p99 and the
// ratio to the baseline, plus cold start and RSS. Embedded PGlite by default; set DATABASE_URL to measure on
// PostgreSQL (the performance targets are stated for PostgreSQL). BENCH_SECONDS sets the duration per scenario.
// BENCH_PRODUCTS=<n> grows the catalogue to n products first (bench/catalogue.ts); READ_CACHE_SECONDS=0 measures the
// reads themselves rather than the public-read cache.
// BENCH_PEER=vendure (with DATABASE_URL) also runs Vendure on the same PostgreSQL server (bench/peer/vendure.ts) and
// prints shop ÷ Vendure for the GraphQL scenarios both answer, each pair measured back to back.
import { execSync, fork, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { prepareAddToCart } from "./add-to-cart";
import { PEER_NAME, startVendurePeer, type Peer } from "./peer/vendure";
import { preparePlaceOrder } from "./place-order";
import { benchOwnerEnv, restock } from "./restock";
import { baselinePaths, CATALOGUE_PROBE, scenarios, type Catalogue, type Scenario } from "./scenarios";
import { addableProducts } from "./shop-client";
import { textOutboxDir } from "../graphql-server/modules/verification/text-outbox";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** BENCH_ONLY=<regular expression>: only the scenarios whose name matches (and their baselines). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, "i") : null;
const CONNECTIONS = 10;
/** BENCH_PORT_BASE: the first of three ports (shop, bare-render baseline, peer), so two benches can run side by side. */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3900);
const SHOP_PORT = PORT_BASE;
const BASELINE_PORT = PORT_BASE + 1;
const shopUrl = `http://127.0.0.1:${SHOP_PORT}`;
const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;
const peerUrl = `http://127.0.0.1:${PORT_BASE + 2}`;

const work = mkdtempSync(path.join(tmpdir(), "shop-bench-"));
const children: ChildProcess[] = [];
// Last resort if the bench dies: never leave servers behind (the work folder then stays for inspection).
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
});

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
await growCatalogueFirst();

const { child: shop, coldStartMs } = await startShop();
const idle = await idleRss(shop.pid!);
const rssIdle = idle.mb;
const catalogue = await findCatalogue();
const products = catalogue ? await addableProducts(shopUrl) : [];
if (products.length) await restock(shopUrl, products.map((product) => product.id));
const carts = {
  shopUrl,
  addToCart: await prepareAddToCart(shopUrl, CONNECTIONS, products),
  checkout: await preparePlaceOrder(shopUrl, CONNECTIONS, products, textOutboxDir({ DATA_DIR: work })),
};

const markupDir = path.join(work, "markup");
execSync(`mkdir -p ${markupDir}`);
for (const [page, pagePath] of Object.entries(baselinePaths(catalogue))) {
  const response = await fetch(shopUrl + pagePath);
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  writeFileSync(path.join(markupDir, `${page}.html`), await response.text());
}
await startBaseline();
const peer = await startPeer();
const peerRssIdle = peer ? rssOf(peer.pid) : 0;

console.log(`\nWarming up, then ${DURATION} s per scenario, ${CONNECTIONS} connections…`);
const baselines = new Map<string, Row>();
const rows: Row[] = [];
const peerRows: { shop: Row; peer: Row; target: number }[] = [];
for (const scenario of scenarios(catalogue, carts).filter((s) => !ONLY || ONLY.test(s.name))) {
  if (!baselines.has(scenario.baseline)) {
    const page = { name: `baseline: ${scenario.baseline} page`, path: `/${scenario.baseline}`, baseline: scenario.baseline } as Scenario;
    await load(baselineUrl, page, 2);
    const base = await load(baselineUrl, page, DURATION);
    baselines.set(scenario.baseline, base);
    rows.push(base);
  }
  await load(shopUrl, scenario, 2);
  const row = await load(shopUrl, scenario, DURATION);
  row.ratio = row.rps / baselines.get(scenario.baseline)!.rps;
  rows.push(row);
  const rival = peer?.scenarios.find((candidate) => candidate.shopScenario === scenario.name);
  if (rival) {
    const asScenario: Scenario = { ...rival, name: `${PEER_NAME} ${rival.name}`, method: "POST", baseline: scenario.baseline };
    await load(peerUrl, asScenario, 2);
    peerRows.push({ shop: row, peer: await load(peerUrl, asScenario, DURATION), target: rival.target });
  }
}
const rssLoaded = rssOf(shop.pid!);

console.log("\n| scenario | req/s | p50 ms | p99 ms | vs its baseline | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) {
  const ratio = row.ratio === undefined ? "—" : `${(row.ratio * 100).toFixed(0)} %`;
  console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.errors} |`);
}
console.log(`\nbaselines: the shop's own markup for that page rendered with bare renderToString on node:http`);
console.log(`database: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "embedded PGlite"}`);
if (!catalogue) console.log("catalogue scenarios skipped: the shop has no catalogue query yet");
console.log(`cold start (spawn → first request served): ${coldStartMs} ms`);
console.log(`shop RSS: idle ${rssIdle} MB (once its start-up work settled, ${idle.afterSeconds} s after the first answer), after load ${rssLoaded} MB`);
if (peer) printPeer(peer, peerRows, peerRssIdle);
await stopAll();
process.exit(0);

/**
 * BENCH_PRODUCTS=<n>: the catalogue grown to n products (bench/catalogue.ts) before the shop starts — in the
 * bench's own embedded database, or in the one DATABASE_URL names (grown once; a second run finds it grown).
 */
async function growCatalogueFirst() {
  if (!process.env.BENCH_PRODUCTS) return;
  const target = Number(process.env.BENCH_PRODUCTS);
  if (!Number.isSafeInteger(target) || target < 1) throw new Error(`BENCH_PRODUCTS=${process.env.BENCH_PRODUCTS}: a number of products`);
  const { growShopDatabase } = await import("./catalogue");
  const grown = await growShopDatabase(target, { databaseUrl: process.env.DATABASE_URL || undefined, pgliteDataDir: path.join(work, "pglite") });
  console.log(`catalogue: ${grown.before} → ${grown.after} products (${grown.milliseconds} ms)`);
}

/** The peer named by BENCH_PEER, on the shop's PostgreSQL server; null when none is asked for. */
async function startPeer(): Promise<Peer | null> {
  if (!process.env.BENCH_PEER) return null;
  if (process.env.BENCH_PEER !== "vendure") throw new Error(`BENCH_PEER=${process.env.BENCH_PEER}: the bench knows only "vendure"`);
  if (!process.env.DATABASE_URL) throw new Error("BENCH_PEER needs DATABASE_URL: the peer is compared on the same PostgreSQL server");
  const started = await startVendurePeer(process.env.DATABASE_URL, CONNECTIONS);
  children.push(started.child);
  return started;
}

function printPeer(peer: Peer, pairs: { shop: Row; peer: Row; target: number }[], rssIdle: number) {
  console.log(`\n| scenario (same PostgreSQL, back to back) | shop req/s | ${PEER_NAME} req/s | shop ÷ peer | target | shop p99 | peer p99 | peer errors |`);
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const { shop, peer: rival, target } of pairs) {
    const ratio = shop.rps / rival.rps;
    const mark = ratio >= target ? "met" : "not met";
    console.log(
      `| ${shop.name} ↔ ${rival.name} | ${shop.rps.toFixed(0)} | ${rival.rps.toFixed(0)} | ${ratio.toFixed(2)}× | ≥ ${target}× (${mark}) | ${shop.p99} | ${rival.p99} | ${rival.errors} |`,
    );
  }
  console.log(`${PEER_NAME}: cold start (spawn → first product answered) ${peer.coldStartMs} ms, RSS idle ${rssIdle} MB, after load ${rssOf(peer.pid)} MB`);
}

/** Stops the servers and waits for them (the shop closes its database) before removing their data. */
async function stopAll() {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  rmSync(work, { recursive: true, force: true });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  ratio?: number;
}

async function startShop() {
  const started = performance.now();
  // What `npm start` runs: the bundled server (ensure-build above made it), no TypeScript compiled at start.
  const child = spawn(process.execPath, ["build/server.mjs"], {
    // The load comes from one address: the abuse limits (new guests) would measure themselves, not the shop.
    env: { ...process.env, ...benchOwnerEnv, NODE_ENV: "production", RATE_LIMITS: "off", PORT: String(SHOP_PORT), HOST: "127.0.0.1", DATA_DIR: work },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  for (;;) {
    if (child.exitCode !== null) throw new Error("the shop exited during start-up");
    try {
      if ((await fetch(`${shopUrl}/api/v1/settings`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, coldStartMs: Math.round(performance.now() - started) };
}

async function startBaseline() {
  const baseline = fork("bench/baseline-server.ts", [markupDir, String(BASELINE_PORT)], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  children.push(baseline);
  await new Promise<void>((resolve) => baseline.once("message", () => resolve()));
}

/** A category and a best-selling product to load, or null when the shop has no catalogue yet. */
async function findCatalogue(): Promise<Catalogue | null> {
  const response = await fetch(`${shopUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: CATALOGUE_PROBE }),
  });
  const result = (await response.json()) as {
    data?: { categoryTree: { seoLink: string }[]; products: { items: { seoLink: string }[] } };
  };
  const categoryLink = result.data?.categoryTree[0]?.seoLink;
  const productLink = result.data?.products.items[0]?.seoLink;
  return categoryLink && productLink ? { categoryLink, productLink } : null;
}

async function load(baseUrl: string, scenario: Scenario, seconds: number): Promise<Row> {
  const result = await autocannon({
    url: baseUrl + scenario.path,
    method: scenario.method ?? "GET",
    headers: { ...(scenario.body ? { "content-type": "application/json" } : {}), ...scenario.headers },
    body: scenario.body,
    requests: scenario.requests,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    name: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + (scenario.checksStatuses ? 0 : result.non2xx) + (scenario.failures?.() ?? 0),
  };
}

/** CPU time (user + system) of a process so far, in clock ticks (10 ms). */
function cpuTicks(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * RSS once the process is idle: a first start goes on with work after its first answer (drawing the demo pictures,
 * writing its code cache), and memory read in the middle of that is not an idle shop's. Idle: under 2 % of a core
 * for a whole second, waited for at most 30 s.
 */
async function idleRss(pid: number) {
  const started = performance.now();
  let ticks = cpuTicks(pid);
  while (performance.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTicks(pid);
    const quiet = now - ticks <= 2;
    ticks = now;
    if (quiet) break;
  }
  return { mb: rssOf(pid), afterSeconds: Math.round((performance.now() - started) / 1000) };
}

function rssOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}
