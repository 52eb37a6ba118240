// `npx tsx bench/profile-pages.ts`: CPU time per storefront page, grouped by package. Starts the production build
// with the inspector on, and for each page records a V8 CPU profile around a fixed number of requests (after a
// warm-up), then prints CPU milliseconds per request split by where they were spent (our storefront build, our
// server bundle, each npm package, the garbage collector, Node itself). CPU time per request is what a busy shared
// machine does not distort the way req/s is. DATABASE_URL measures on PostgreSQL (PGlite otherwise);
// PROFILE_REQUESTS sets the requests per page (200), PROFILE_PORT the shop's port (3640; the inspector uses +1000),
// PROFILE_ONLY a regular expression on the page names, PROFILE_FUNCTIONS=<n> also lists the n costliest functions,
// PROFILE_SAVE=<folder> keeps each page's .cpuprofile (Chrome's DevTools opens them).
// The CPU time is the process's own count (process.cpuUsage, all threads); the split is the profile's share.
import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startInspectedShop } from "./inspected-shop";
import { CATALOGUE_PROBE } from "./scenarios";
import { gql } from "./shop-client";
import { groupProfile, topFunctions } from "./profile-groups";

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 200);
const PORT = Number(process.env.PROFILE_PORT ?? 3640);
const ONLY = process.env.PROFILE_ONLY ? new RegExp(process.env.PROFILE_ONLY, "i") : null;

const shop = await startInspectedShop(PORT);
const shopUrl = shop.url;
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

console.log(`\n${REQUESTS} requests per page, 4 connections; CPU ms per request by group (database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})\n`);
for (const page of pages.filter((p) => !ONLY || ONLY.test(p.name))) {
  await hit(page.path, page.cookie, 30);
  const { profile, cpuMs } = await shop.profile(() => hit(page.path, page.cookie, REQUESTS));
  if (process.env.PROFILE_SAVE) writeFileSync(path.join(process.env.PROFILE_SAVE, `${page.name.replace(/\W+/g, "-")}.cpuprofile`), JSON.stringify(profile));
  const groups = groupProfile(profile, process.cwd());
  const total = groups.filter((group) => group.name !== "(idle)").reduce((sum, group) => sum + group.ms, 0);
  const top = groups
    .filter((group) => group.name !== "(idle)")
    .slice(0, 9)
    .map((group) => `${group.name} ${((group.ms / total) * 100).toFixed(0)} %`)
    .join(" · ");
  console.log(`${page.name.padEnd(28)} ${(cpuMs / REQUESTS).toFixed(2).padStart(6)} ms CPU/request  | ${top}`);
  if (process.env.PROFILE_FUNCTIONS) {
    for (const fn of topFunctions(profile, Number(process.env.PROFILE_FUNCTIONS))) console.log(`    ${fn.ms.toFixed(0).padStart(6)} ms  ${fn.name}`);
  }
}
shop.stop();
process.exit(0);

async function hit(pagePath: string, cookie: string | undefined, amount: number) {
  const result = await autocannon({ url: shopUrl + pagePath, connections: 4, amount, headers: cookie ? { cookie } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${pagePath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
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
