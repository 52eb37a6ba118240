// `npx tsx bench/profile-pages.ts`: CPU time per storefront page, grouped by package. Starts the production build
// with the inspector on, and for each page records a V8 CPU profile around a fixed number of requests (after a
// warm-up), then prints CPU milliseconds per request split by where they were spent (our storefront build, our
// server bundle, each npm package, the garbage collector, Node itself). CPU time per request is what a busy shared
// machine does not distort the way req/s is. DATABASE_URL measures on PostgreSQL (PGlite otherwise);
// PROFILE_REQUESTS sets the requests per page (200), PROFILE_PORT the shop's port (3640; the inspector uses +1000),
// PROFILE_ONLY a regular expression on the page names, PROFILE_FUNCTIONS=<n> also lists the n costliest functions,
// PROFILE_SAVE=<folder> keeps each page's .cpuprofile (Chrome's DevTools opens them).
// The CPU time is the process's own count (process.cpuUsage, all threads); the split is the profile's share.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import WebSocket from "ws";
import { CATALOGUE_PROBE } from "./scenarios";
import { gql } from "./shop-client";
import { groupProfile, topFunctions, type CpuProfile } from "./profile-groups";

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 200);
const PORT = Number(process.env.PROFILE_PORT ?? 3640);
const INSPECT_PORT = PORT + 1000;
const ONLY = process.env.PROFILE_ONLY ? new RegExp(process.env.PROFILE_ONLY, "i") : null;
const shopUrl = `http://127.0.0.1:${PORT}`;
const work = mkdtempSync(path.join(tmpdir(), "shop-profile-"));

const shop = spawn(process.execPath, [`--inspect=127.0.0.1:${INSPECT_PORT}`, "build/server.mjs"], {
  env: { ...process.env, NODE_ENV: "production", RATE_LIMITS: "off", PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: work },
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => {
  if (shop.exitCode === null) shop.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

await waitUntilServing();
const probe = await gql<{ categoryTree: { seoLink: string }[]; products: { items: { seoLink: string }[] } }>(shopUrl, CATALOGUE_PROBE);
const product = `/${probe.products.items[0].seoLink}`;
const category = `/${probe.categoryTree[0].seoLink}`;
const cartCookie = await guestWithCart();

const pages: { name: string; path: string; cookie?: string }[] = [
  { name: "home", path: "/" },
  { name: "home en", path: "/en" },
  { name: "product", path: product },
  { name: "listing", path: category },
  { name: "search", path: "/arama?q=kanepe" },
  { name: "cart (empty, anonymous)", path: "/cart" },
  { name: "cart (guest with a line)", path: "/cart", cookie: cartCookie },
  { name: "product (guest with a cart)", path: product, cookie: cartCookie },
];

const inspector = await connectInspector();
console.log(`\n${REQUESTS} requests per page, 4 connections; CPU ms per request by group (database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})\n`);
for (const page of pages.filter((p) => !ONLY || ONLY.test(p.name))) {
  await hit(page.path, page.cookie, 30);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  const before = await cpuMicros();
  await inspector.send("Profiler.start");
  await hit(page.path, page.cookie, REQUESTS);
  const { profile } = (await inspector.send("Profiler.stop")) as { profile: CpuProfile };
  const cpuMs = (await cpuMicros()) - before;
  if (process.env.PROFILE_SAVE) writeFileSync(path.join(process.env.PROFILE_SAVE, `${page.name.replace(/\W+/g, "-")}.cpuprofile`), JSON.stringify(profile));
  const groups = groupProfile(profile, process.cwd());
  const total = groups.filter((group) => group.name !== "(idle)").reduce((sum, group) => sum + group.ms, 0);
  const top = groups
    .filter((group) => group.name !== "(idle)")
    .slice(0, 9)
    .map((group) => `${group.name} ${((group.ms / total) * 100).toFixed(0)} %`)
    .join(" · ");
  console.log(`${page.name.padEnd(28)} ${(cpuMs / 1000 / REQUESTS).toFixed(2).padStart(6)} ms CPU/request  | ${top}`);
  if (process.env.PROFILE_FUNCTIONS) {
    for (const fn of topFunctions(profile, Number(process.env.PROFILE_FUNCTIONS))) console.log(`    ${fn.ms.toFixed(0).padStart(6)} ms  ${fn.name}`);
  }
}
inspector.close();
shop.kill("SIGTERM");
process.exit(0);

/** The shop process's CPU time so far (user + system, every thread), in microseconds. */
async function cpuMicros(): Promise<number> {
  const answer = (await inspector.send("Runtime.evaluate", { expression: "(() => { const u = process.cpuUsage(); return u.user + u.system; })()", returnByValue: true })) as {
    result: { value: number };
  };
  return answer.result.value;
}

async function hit(pagePath: string, cookie: string | undefined, amount: number) {
  const result = await autocannon({ url: shopUrl + pagePath, connections: 4, amount, headers: cookie ? { cookie } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${pagePath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
}

async function waitUntilServing() {
  for (;;) {
    if (shop.exitCode !== null) throw new Error("the shop exited during start-up");
    try {
      if ((await fetch(`${shopUrl}/api/v1/settings`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A guest's cookie whose cart holds one product (the cart page then reads lines and prices). */
async function guestWithCart(): Promise<string> {
  const { createGuestToken } = await gql<{ createGuestToken: { token: string } }>(shopUrl, `mutation { createGuestToken { token } }`);
  const { products } = await gql<{ products: { items: { id: number; hasProperty: boolean }[] } }>(
    shopUrl,
    `{ products(language: "tr", filter: { inStock: true }, pageSize: 20) { items { id hasProperty } } }`,
  );
  const simple = products.items.find((item) => !item.hasProperty);
  if (simple) await gql(shopUrl, `mutation($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { __typename } }`, { id: simple.id }, createGuestToken.token);
  return `g_u_t=${createGuestToken.token}`;
}

/** The Chrome DevTools protocol over the inspector's WebSocket: just enough to start and stop the profiler. */
async function connectInspector() {
  const [target] = (await (await fetch(`http://127.0.0.1:${INSPECT_PORT}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on("message", (raw) => {
    const message = JSON.parse(String(raw)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
      const id = nextId++;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => waiting.set(id, resolve));
    },
    close: () => socket.close(),
  };
}
