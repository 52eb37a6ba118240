// `npm run bench:explain`: the statements behind the bench's catalogue reads, each with EXPLAIN (ANALYZE, BUFFERS),
// on the database DATABASE_URL names (PostgreSQL; PGlite when unset, PGLITE_DIR). Every read runs a few times first
// (warm caches, prepared plans), then once more with its statements recorded and explained with the same values
// (each three times; the fastest is shown).
// BENCH_EXPLAIN=plans prints the plans themselves; by default one line per statement (planning and execution ms).
// BENCH_EXPLAIN_ONLY=<regular expression> explains only the reads whose name matches.
import type { MikroORM } from "@mikro-orm/core";
import { createShop } from "../graphql-server/index";
import { num, sql } from "../graphql-server/core/db";
import { LISTING_QUERY, PRODUCT_QUERY, SEARCH_QUERY } from "./scenarios";

interface Statement {
  sql: string;
  params: readonly unknown[];
}

const recorded: Statement[] = [];
let recording = false;
let orm: MikroORM | undefined;
const shop = await createShop(
  {
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDataDir: process.env.PGLITE_DIR ?? ".data/pglite",
    rateLimits: null,
    housekeeping: null,
    readCacheSeconds: 0,
  },
  {
    onQuery: (text, params) => {
      if (recording) recorded.push({ sql: text, params: [...params] });
    },
    onOrm: (o) => (orm = o),
  },
);
const em = orm!.em.fork();
const products = num((await sql(em, `select count(*) as n from product`))[0].n);
const probe = await run(`{ categoryTree(language: "tr") { seoLink } products(language: "tr", sort: BEST_SELLING, pageSize: 1) { items { seoLink } } }`, {});
const data = probe.data as { categoryTree: { seoLink: string }[]; products: { items: { seoLink: string }[] } };
const categoryLink = data.categoryTree[0].seoLink;
const productLink = data.products.items[0].seoLink;

const reads: [string, string, Record<string, unknown>][] = [
  ["product by seo link", PRODUCT_QUERY, { seoLink: productLink }],
  ["listing 20 by price, facets", LISTING_QUERY, { category: categoryLink, pageSize: 20 }],
  ["listing 100 by price, facets", LISTING_QUERY, { category: categoryLink, pageSize: 100 }],
  ["search 'nordik koltukları', facets", SEARCH_QUERY, { text: "nordik koltukları" }],
  ["search 'nordik koltukları seri 7', facets", SEARCH_QUERY, { text: "nordik koltukları seri 7" }],
  ["search 'lamba' (a page full of hits), facets", SEARCH_QUERY, { text: "lamba" }],
];
const showPlans = process.env.BENCH_EXPLAIN === "plans";
console.log(`${products} products · ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`);
const only = process.env.BENCH_EXPLAIN_ONLY ? new RegExp(process.env.BENCH_EXPLAIN_ONLY) : null;
for (const [name, query, variables] of reads) {
  if (only && !only.test(name)) continue;
  for (let i = 0; i < 6; i++) await run(query, variables);
  recorded.length = 0;
  recording = true;
  const started = performance.now();
  const answer = await run(query, variables);
  const elapsed = performance.now() - started;
  recording = false;
  const statements = recorded.splice(0).filter((s) => !/^select version from read_version\b/.test(s.sql));
  let planning = 0;
  let execution = 0;
  const lines: string[] = [];
  for (const statement of statements) {
    // The fastest of three: the machine is shared, and the slowest runs measure the neighbours.
    const plans = [await explain(statement), await explain(statement), await explain(statement)];
    const timeOf = (plan: string) => Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    const plan = plans.reduce((best, next) => (timeOf(next) < timeOf(best) ? next : best));
    const planMs = Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1] ?? 0);
    const execMs = timeOf(plan);
    planning += planMs;
    execution += execMs;
    lines.push(`  ${planMs.toFixed(2).padStart(7)} ${execMs.toFixed(2).padStart(8)}  ${statement.sql.replace(/\s+/g, " ").slice(0, 110)}`);
    if (showPlans) lines.push(plan.replace(/^/gm, "      "));
  }
  const total = (answer.data as Record<string, { total?: number; listing?: { total: number } }> | undefined) ?? {};
  const hits = total.products?.total ?? total.search?.listing?.total;
  console.log(`\n${name}: ${statements.length} statements, planning ${planning.toFixed(2)} ms, execution ${execution.toFixed(2)} ms, request ${elapsed.toFixed(1)} ms${hits === undefined ? "" : `, total ${hits}`}${answer.errors ? " ERRORS" : ""}`);
  console.log(`  plan ms  exec ms  statement`);
  console.log(lines.join("\n"));
}
await shop.close();
process.exit(0);

async function run(query: string, variables: Record<string, unknown>) {
  return shop.execute({ query, variables }, { headers: new Headers(), clientIp: "127.0.0.1" });
}

/** EXPLAIN of a recorded statement with its values, bound as the shop binds them. */
async function explain(statement: Statement): Promise<string> {
  const knex = (orm!.em.getConnection() as unknown as { getKnex(): { raw(sql: string, values: never): Promise<unknown> } }).getKnex();
  const result = (await knex.raw(`explain (analyze, buffers) ${statement.sql}`, statement.params as never)) as { rows: { "QUERY PLAN": string }[] };
  return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
}
