// `npx tsx bench/graphql-statements.ts`: SQL statements per request of the GraphQL scenarios the bench compares with
// its peer (bench/graphql-load.ts), under the bench's concurrency, with the shop in this process (its query hook
// sees every statement): how many, how many of them read the read version, and the commonest statements of each.
// DATABASE_URL measures on PostgreSQL (an in-memory PGlite otherwise); STATEMENTS_REQUESTS sets the requests per
// scenario (400), STATEMENTS_TOP how many distinct statements to list (0).
import type { AddressInfo } from "node:net";
import express from "express";
import { createShop } from "../graphql-server/index";
import { graphqlLoads } from "./graphql-load";

const REQUESTS = Number(process.env.STATEMENTS_REQUESTS ?? 400);
const TOP = Number(process.env.STATEMENTS_TOP ?? 0);
const CONNECTIONS = 10;

let seen: string[] = [];
const shop = await createShop(
  { databaseUrl: process.env.DATABASE_URL || undefined, pgliteDataDir: "memory://", rateLimits: null, housekeeping: null },
  { onQuery: (sql) => seen.push(sql) },
);
await shop.afterListening();
const app = express();
app.use("/graphql", shop.graphqlHandler);
const server = app.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const loads = await graphqlLoads(url, CONNECTIONS);
console.log(`\n${REQUESTS} requests per scenario, ${CONNECTIONS} connections (database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
for (const load of loads) {
  await load.run(50, CONNECTIONS);
  await shop.jobs.idle();
  seen = [];
  const { failures } = await load.run(REQUESTS, CONNECTIONS);
  await shop.jobs.idle();
  const statements = seen;
  const versionReads = statements.filter((sql) => /^select version from read_version\b/.test(sql)).length;
  const transactions = statements.filter((sql) => /^(begin|start transaction)\b/i.test(sql)).length;
  console.log(
    `${load.name.padEnd(28)} ${(statements.length / REQUESTS).toFixed(2)} statements/req (version reads ${(versionReads / REQUESTS).toFixed(2)}, transactions ${(transactions / REQUESTS).toFixed(2)})${failures ? ` · ${failures} failures` : ""}`,
  );
  if (TOP) {
    const counts = new Map<string, number>();
    for (const sql of statements) counts.set(sql.slice(0, 150), (counts.get(sql.slice(0, 150)) ?? 0) + 1);
    for (const [sql, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${(count / REQUESTS).toFixed(2).padStart(5)}  ${sql}`);
  }
}
server.close();
await shop.close();
process.exit(0);
