// `npx tsx bench/home-instagram-statements.ts`: SQL statements of the home page's GraphQL read with and without its
// Instagram field, the feed switched off (as most shops run): on a cold read (after a write, the public-read cache
// misses) and on a warm one (the cached answer). DATABASE_URL measures on PostgreSQL (an in-memory PGlite otherwise).
import type { AddressInfo } from "node:net";
import express from "express";
import type { MikroORM } from "@mikro-orm/core";
import { createShop } from "../graphql-server/index";

let seen: string[] = [];
let orm: MikroORM | undefined;
const shop = await createShop(
  { databaseUrl: process.env.DATABASE_URL || undefined, pgliteDataDir: "memory://", rateLimits: null, housekeeping: null },
  { onQuery: (sql) => seen.push(sql), onOrm: (ready) => (orm = ready) },
);
await shop.afterListening();
const app = express();
app.use("/graphql", shop.graphqlHandler);
const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

const CARD = `id title seoLink`;
const home = (instagram: boolean) => `query Home($language: String) {
  homeBlocks(language: $language, limit: 12) { id code title products { ${CARD} } }
  categoryBestSellers(language: $language, limit: 8) { category { id title seoLink } products { ${CARD} } }
  categoryTree(language: $language) { id title seoLink image }
  activeCampaigns(language: $language) { id name description discountPercent endsAt }
  ${instagram ? "instagramPosts(limit: 8) { id caption permalink image username }" : ""}
}`;
const ask = async (query: string) => {
  const answer = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables: { language: "tr" } }) });
  const body = (await answer.json()) as { errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
};
const count = (sqls: string[]) => sqls.filter((sql) => !/^select version from read_version\b/.test(sql)).length;

for (const instagram of [false, true, false, true]) {
  // As any committed write does: the next read is a miss.
  await orm!.em.fork().getConnection().execute("update read_version set version = version + 1");
  seen = [];
  await ask(home(instagram));
  const cold = count(seen);
  seen = [];
  await ask(home(instagram));
  console.log(`home read ${instagram ? "with" : "without"} instagramPosts: cold ${cold} statements, warm ${count(seen)}`);
}
server.close();
await shop.close();
