// Lighthouse mobile (its default: a mid-range phone on a slow 4G link, simulated throttling) on the pages a shopper
// lands on: home, a listing and a product, three runs each, against the production build. Prints per run and the
// median of performance, LCP, TBT, CLS, accessibility and the JavaScript the page downloaded.
// Lighthouse is installed on demand in a scratch folder outside the repository (LIGHTHOUSE_DIR, default
// ~/.cache/shop-bench-lighthouse): the shop does not depend on it. Chromium is Debian's (/usr/bin/chromium or
// CHROME_PATH).
// Usage: npm run bench:lighthouse [-- runs]   (DATABASE_URL for PostgreSQL; LIGHTHOUSE_URL=<origin> measures a shop
// that is already running instead of starting one; BENCH_PORT_BASE picks the port; LIGHTHOUSE_LANGUAGE=tr|en|ar the
// storefront language, Turkish by default: the browser then asks for that language, so "/" is not redirected).
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { catalogueProbe } from "./scenarios";
import { isLocale, localizePath, type Locale } from "../app/utils/locale";

const LIGHTHOUSE_VERSION = "12.8.2"; // 13 needs Node 22; 12.8 runs on Node 20
const dir = process.env.LIGHTHOUSE_DIR ?? path.join(homedir(), ".cache", "shop-bench-lighthouse");
const cli = path.join(dir, "node_modules", "lighthouse", "cli", "index.js");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const runs = Number(process.argv[2] ?? 3);
const port = Number(process.env.BENCH_PORT_BASE ?? 3930);
const requestedLanguage = process.env.LIGHTHOUSE_LANGUAGE ?? "tr";
if (!isLocale(requestedLanguage)) throw new Error("LIGHTHOUSE_LANGUAGE is one of tr, en, ar");
const language: Locale = requestedLanguage;

function installLighthouse() {
  if (existsSync(cli)) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true }));
  console.log(`installing lighthouse ${LIGHTHOUSE_VERSION} in ${dir}`);
  execFileSync("npm", ["install", "--no-audit", "--no-fund", `lighthouse@${LIGHTHOUSE_VERSION}`], { cwd: dir, stdio: "inherit" });
}

async function startShop(): Promise<{ origin: string; child: ChildProcess | null }> {
  if (process.env.LIGHTHOUSE_URL) return { origin: process.env.LIGHTHOUSE_URL, child: null };
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", RATE_LIMITS: "off", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-lighthouse-")) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error("the shop exited during start-up");
    try {
      if ((await fetch(`${origin}/api/v1/settings`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function pages(origin: string): Promise<[string, string][]> {
  const response = await fetch(`${origin}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: catalogueProbe(language) }) });
  const { data } = (await response.json()) as { data?: { categoryTree: { seoLink: string }[]; products: { items: { seoLink: string }[] } } };
  const listing = data?.categoryTree[0]?.seoLink;
  const product = data?.products.items[0]?.seoLink;
  if (!listing || !product) throw new Error("the shop has no catalogue to measure");
  return [["home", localizePath("/", language)], ["listing", localizePath(`/${listing}`, language)], ["product", localizePath(`/${product}`, language)]];
}

interface Audit { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
interface Report { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> }
interface Figures { performance: number; lcp: number; tbt: number; cls: number; accessibility: number; jsKb: number }

/**
 * Lighthouse itself sometimes fails to record a trace (NO_NAVSTART and kin on a busy machine): such a run says
 * nothing about the page, so it is repeated, twice at most.
 */
function lighthouse(url: string, attempt = 1): Figures {
  let json: string;
  try {
    json = lighthouseReport(url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.log(`  lighthouse failed (${String((error as { stderr?: Buffer }).stderr ?? error).trim().split("\n")[0]}), again`);
    return lighthouse(url, attempt + 1);
  }
  return figures(json);
}

function lighthouseReport(url: string): string {
  return execFileSync(
    process.execPath,
    [cli, url, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance,accessibility", `--extra-headers=${JSON.stringify({ "Accept-Language": language })}`, `--chrome-flags=--headless=new --no-sandbox --disable-gpu`],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 256 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"] },
  ).toString();
}

function figures(json: string): Figures {
  const report = JSON.parse(json) as Report;
  const scripts = report.audits["network-requests"]?.details?.items?.filter((item) => item.resourceType === "Script") ?? [];
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: Math.round(report.audits["largest-contentful-paint"].numericValue ?? 0),
    tbt: Math.round(report.audits["total-blocking-time"].numericValue ?? 0),
    cls: Number((report.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    jsKb: Number((scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024).toFixed(1)),
  };
}

/**
 * Asks for the page once first: the first visit warms caches, and is not what a shopper waits for. Lighthouse runs
 * take minutes, so the kept-alive connection may have been closed by the server meanwhile: one retry.
 */
async function warm(url: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await (await fetch(url)).arrayBuffer();
    } catch (error) {
      if (attempt > 0) throw error;
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (f: Figures) => `performance ${f.performance}, LCP ${f.lcp} ms, TBT ${f.tbt} ms, CLS ${f.cls}, accessibility ${f.accessibility}, JS ${f.jsKb} KB`;

installLighthouse();
const { origin, child } = await startShop();
try {
  for (const [name, pagePath] of await pages(origin)) {
    await warm(origin + pagePath);
    const results: Figures[] = [];
    for (let run = 1; run <= runs; run++) {
      results.push(lighthouse(origin + pagePath));
      console.log(`${name} ${pagePath} run ${run}: ${line(results.at(-1)!)}`);
    }
    const keys = Object.keys(results[0]) as (keyof Figures)[];
    console.log(`${name} median: ${line(Object.fromEntries(keys.map((key) => [key, median(results.map((r) => r[key]))])) as unknown as Figures)}`);
  }
} finally {
  child?.kill("SIGTERM");
}
