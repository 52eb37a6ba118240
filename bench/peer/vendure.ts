// The bench's peer: Vendure 3.7.3, the best-known TypeScript headless commerce server, run beside the shop on the
// same PostgreSQL server so each GraphQL target is a ratio measured in the same run (absolute req/s move a lot
// between machines and days). Vendure is installed in a scratch folder outside the repository (BENCH_PEER_DIR,
// default ~/.cache/shop-bench-peer/vendure-3.7.3) from bench/peer/vendure/, loads its own sample shop plus
// generated apparel (150 products, 952 variants) into its own database once, and answers the four scenarios the
// shop is compared on: a product by slug, a search with facets, a collection listing with facets, and add to cart
// (add then remove, as the shop's scenario does).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import type autocannon from "autocannon";
import type { Pipeline } from "../add-to-cart";
import { failureCounter, GuestPool } from "../shop-client";

const RECIPE = path.join(import.meta.dirname, "vendure");
const PORT = Number(process.env.BENCH_PORT_BASE ?? 3900) + 2;
const DATABASE = "bench_peer_vendure";
export const PEER_NAME = "Vendure 3.7.3";
const url = `http://127.0.0.1:${PORT}`;

export interface PeerScenario {
  /** The shop scenario it is compared with (its name in bench/scenarios.ts). */
  shopScenario: string;
  name: string;
  /** The shop ÷ peer ratio the shop aims for. */
  target: number;
  path: string;
  body?: string;
  requests?: autocannon.Request[];
  failures?(): number;
}

export interface Peer {
  coldStartMs: number;
  pid: number;
  scenarios: PeerScenario[];
  child: ChildProcess;
}

const PRODUCT = `query PeerProduct($slug: String!) { product(slug: $slug) { id name slug description
  featuredAsset { id preview width height }
  variants { id name sku price priceWithTax currencyCode stockLevel options { code name } }
  facetValues { id code name facet { id code name } } collections { id slug name } } }`;
const HITS = `totalItems items { productId productName slug productAsset { id preview }
  priceWithTax { ... on PriceRange { min max } ... on SinglePrice { value } } currencyCode }
  facetValues { count facetValue { id name facet { id name } } }`;
const SEARCH = `query PeerSearch($term: String!) { search(input: { term: $term, groupByProduct: true, take: 24 }) { ${HITS} } }`;
const LISTING = `query PeerListing($slug: String!) {
  collection(slug: $slug) { id name slug description featuredAsset { id preview } breadcrumbs { id name slug }
    children { id name slug featuredAsset { id preview } } }
  search(input: { collectionSlug: $slug, groupByProduct: true, take: 24, sort: { price: ASC } }) { ${HITS} } }`;
const ADD = `mutation PeerAdd($variantId: ID!) { addItemToOrder(productVariantId: $variantId, quantity: 1) {
  ... on Order { id code totalQuantity subTotalWithTax totalWithTax lines { id quantity linePriceWithTax productVariant { id name } } }
  ... on ErrorResult { errorCode message } } }`;
const REMOVE = `mutation PeerRemove($lineId: ID!) { removeOrderLine(orderLineId: $lineId) {
  ... on Order { id totalQuantity lines { id } } ... on ErrorResult { errorCode message } } }`;
const CART_PRODUCT = "classic-t-shirt";

const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });
const json = { "content-type": "application/json" };

/** Installs (once), prepares (once) and starts the peer on the PostgreSQL server of `databaseUrl`. */
export async function startVendurePeer(databaseUrl: string, connections: number): Promise<Peer> {
  const dir = process.env.BENCH_PEER_DIR ?? path.join(homedir(), ".cache", "shop-bench-peer", "vendure-3.7.3");
  install(dir);
  const env = peerEnv(databaseUrl);
  execFileSync(process.execPath, ["prepare.cjs"], { cwd: dir, env, stdio: "inherit" });
  const started = performance.now();
  const child = spawn(process.execPath, ["server.cjs"], { cwd: dir, env, stdio: ["ignore", "inherit", "inherit"] });
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`${PEER_NAME} exited during start-up`);
    return Boolean((await shopApi<{ product: { id: string } | null }>(PRODUCT, { slug: CART_PRODUCT }).catch(() => null))?.product);
  });
  const coldStartMs = Math.round(performance.now() - started);
  await ensureSearchIndex();
  const variants = (await shopApi<{ product: { variants: { id: string }[] } }>(PRODUCT, { slug: CART_PRODUCT })).product.variants.map((v) => v.id);
  const sessions = await emptyOrders(variants[0], connections * 2);
  return {
    coldStartMs,
    pid: child.pid!,
    child,
    scenarios: [
      { shopScenario: "GraphQL product by seo link", name: "product by slug", target: 10, path: "/shop-api", body: body(PRODUCT, { slug: CART_PRODUCT }) },
      { shopScenario: "GraphQL search with facets", name: "search with facets", target: 20, path: "/shop-api", body: body(SEARCH, { term: "shirt" }) },
      { shopScenario: "GraphQL listing with filters and facets", name: "collection listing with facets", target: 8, path: "/shop-api", body: body(LISTING, { slug: "tops" }) },
      { shopScenario: "GraphQL add to cart (add + removeCartLine)", name: "add to cart (add + removeOrderLine)", target: 5, path: "/shop-api", ...addToCart(variants, sessions) },
    ],
  };
}

/** Copies the recipe into the scratch folder and runs npm there when its dependencies changed or are missing. */
function install(dir: string) {
  mkdirSync(dir, { recursive: true });
  const manifest = path.join(dir, "package.json");
  const wanted = readFileSync(path.join(RECIPE, "peer-package.json"), "utf8");
  const changed = !existsSync(manifest) || readFileSync(manifest, "utf8") !== wanted;
  copyFileSync(path.join(RECIPE, "peer-package.json"), manifest);
  for (const file of readdirSync(RECIPE).filter((name) => name.endsWith(".cjs"))) copyFileSync(path.join(RECIPE, file), path.join(dir, file));
  if (changed || !existsSync(path.join(dir, "node_modules", "@vendure", "core"))) {
    console.log(`Installing ${PEER_NAME} in ${dir} (once)…`);
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, stdio: "inherit" });
  }
}

function peerEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const database = new URL(databaseUrl);
  return {
    ...process.env,
    PORT: String(PORT),
    VENDURE_DISABLE_TELEMETRY: "true",
    PEER_DB_HOST: database.hostname,
    PEER_DB_PORT: database.port || "5432",
    PEER_DB_USER: decodeURIComponent(database.username || "postgres"),
    PEER_DB_PASSWORD: decodeURIComponent(database.password),
    PEER_DB_MAINTENANCE: database.pathname.slice(1) || "postgres",
    PEER_DB_NAME: DATABASE,
  };
}

async function shopApi<T>(query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/shop-api`, {
    method: "POST",
    headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
    body: body(query, variables),
  });
  const result = (await response.json()) as { data?: T; errors?: unknown };
  if (!result.data) throw new Error(`${PEER_NAME} answered ${JSON.stringify(result.errors)}`);
  return { ...result.data, token: response.headers.get("vendure-auth-token") };
}

async function until(ready: () => Promise<boolean>, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${PEER_NAME} was not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** After the first load (or a partial one, which prepare.cjs empties) the search index is empty: one full reindex. */
async function ensureSearchIndex() {
  const indexed = async () => (await shopApi<{ search: { totalItems: number } }>(SEARCH, { term: "shirt" })).search.totalItems > 0;
  if (await indexed()) return;
  console.log(`${PEER_NAME}: building its search index (once)…`);
  const admin = async <T>(query: string, token?: string) => {
    const response = await fetch(`${url}/admin-api`, {
      method: "POST",
      headers: token ? { ...json, authorization: `Bearer ${token}` } : json,
      body: JSON.stringify({ query }),
    });
    return { result: (await response.json()) as { data: T }, token: response.headers.get("vendure-auth-token") };
  };
  const { token } = await admin(`mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }`);
  if (!token) throw new Error(`${PEER_NAME}: the superadmin login failed`);
  const job = (await admin<{ reindex: { id: string } }>("mutation { reindex { id } }", token)).result.data.reindex.id;
  await until(async () => {
    const { result } = await admin<{ job: { state: string } | null }>(`{ job(jobId: "${job}") { state } }`, token);
    if (result.data.job?.state === "FAILED") throw new Error(`${PEER_NAME}: the reindex failed`);
    return result.data.job?.state === "COMPLETED";
  });
}

/** Sessions whose active order exists and is empty: one add then its removal, as the load will do. */
async function emptyOrders(variantId: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const added = await shopApi<{ addItemToOrder: { lines?: { id: string }[] } }>(ADD, { variantId });
    const line = added.addItemToOrder.lines?.[0]?.id;
    if (!added.token || !line) throw new Error(`${PEER_NAME}: could not start an order`);
    await shopApi(REMOVE, { lineId: line }, added.token);
    tokens.push(added.token);
  }
  return tokens;
}

type CartContext = { token?: string; lineId?: string };
const lineOf = (text: string) => {
  try {
    return (JSON.parse(text) as { data?: { addItemToOrder?: { lines?: { id: string }[] } } }).data?.addItemToOrder?.lines?.[0]?.id;
  } catch {
    return undefined;
  }
};

/** addItemToOrder of one unit into an empty order, then removeOrderLine of that line: the shop's add-to-cart pipeline. */
function addToCart(variants: string[], sessions: string[]): Pipeline {
  const pool = new GuestPool(sessions);
  const counter = failureCounter();
  let next = 0;
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/shop-api",
      setupRequest(request, raw) {
        const context = raw as CartContext;
        context.token = pool.take();
        const variantId = variants[next++ % variants.length];
        return { ...request, headers: { ...json, authorization: `Bearer ${context.token}` }, body: body(ADD, { variantId }) };
      },
      onResponse(_status, text, raw) {
        (raw as CartContext).lineId = lineOf(text);
      },
    },
    {
      method: "POST",
      path: "/shop-api",
      setupRequest(request, raw) {
        const context = raw as CartContext;
        if (!context.lineId) {
          counter.fail();
          return null as unknown as autocannon.Request; // restart the pipeline with another session
        }
        return { ...request, headers: { ...json, authorization: `Bearer ${context.token}` }, body: body(REMOVE, { lineId: context.lineId }) };
      },
      onResponse(_status, text, raw) {
        if (text.includes('"totalQuantity":0')) pool.give((raw as CartContext).token!);
        else counter.fail();
      },
    },
  ];
  return { requests, failures: counter.failures };
}
