// The production loader (scripts/server-loader.mjs) writes V8's code cache once, after a start that had none, with
// the functions the process has compiled by then. Left to the traffic, what that holds was chance: a first start
// that served no page before the cache was written held half of what a start that served pages did, and a restart
// from it compiled the rest as it went, with more memory resident and a slower first answer. So when the loader
// waits for a cache, the shop asks itself for what shoppers and integrations ask first (a GraphQL read, REST reads,
// the home page, a listing, a product page, the cart) and then tells the loader. Reads that change nothing only: no search (it counts search terms), no sign-in, no cart line.
import type { AddressInfo } from "node:net";

/** The event the loader listens for while it has no code cache, and that the shop emits once warmed up. */
export const WARMED_UP_EVENT = "shop:warmed-up";
/** Recognisable in the access lines. */
const REQUEST_ID = "code-cache-warm-up";
const REQUEST_TIMEOUT_MS = 10_000;

const SITEMAP_QUERY = "query WarmUp { sitemapEntries { kind links { language seoLink } } }";

interface SitemapEntry {
  kind: string;
  links: { language: string; seoLink: string }[];
}

/** Whether the loader waits for a warm-up (it is not there in development, nor in tests that run server.ts). */
export const codeCacheWanted = (): boolean => process.listenerCount(WARMED_UP_EVENT) > 0;

/** Fetches the warm-up's pages one after the other, then tells the loader; a failing request is only skipped. */
export async function warmUpForCodeCache(address: AddressInfo | string | null): Promise<void> {
  try {
    const origin = loopbackOrigin(address);
    if (!origin) return;
    const entries = await sitemapEntries(origin);
    // Turkish pages live at the root, without a language prefix.
    const first = (kind: string) => entries.find((entry) => entry.kind === kind)?.links.find((link) => link.language === "tr")?.seoLink.replace(/^\/+/, "");
    const category = first("CATEGORY");
    const product = first("PRODUCT");
    const paths = [
      "/api/v1/settings",
      "/api/v1/category/getCategoryTree",
      ...(category ? [`/api/v1/category/getBySeoLink/${encodeURIComponent(category)}`] : []),
      "/",
      "/en",
      ...(category ? [`/${encodeURI(category)}`] : []),
      ...(product ? [`/${encodeURI(product)}`] : []),
      "/cart",
    ];
    for (const path of paths) await read(origin, path);
  } finally {
    (process as NodeJS.EventEmitter).emit(WARMED_UP_EVENT);
  }
}

/** The listening socket's address as seen from this machine: an any-address listener is asked on loopback. */
export function loopbackOrigin(address: AddressInfo | string | null): string | undefined {
  if (!address || typeof address === "string") return undefined;
  const host = address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

async function sitemapEntries(origin: string): Promise<SitemapEntry[]> {
  const response = await request(origin, "/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: SITEMAP_QUERY }) });
  const body = (await response?.json().catch(() => undefined)) as { data?: { sitemapEntries?: SitemapEntry[] } } | undefined;
  return body?.data?.sitemapEntries ?? [];
}

async function read(origin: string, path: string): Promise<void> {
  await (await request(origin, path))?.arrayBuffer().catch(() => undefined);
}

function request(origin: string, path: string, init: RequestInit = {}): Promise<Response | undefined> {
  return fetch(origin + path, {
    ...init,
    headers: { ...init.headers, "x-request-id": REQUEST_ID },
    redirect: "manual",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }).catch(() => undefined);
}
