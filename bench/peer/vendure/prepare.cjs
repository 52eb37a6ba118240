// Prepares the peer's database once: creates it on the shop's PostgreSQL server, loads the catalogue with Vendure's
// own importer, drops the flood of per-product search-index jobs the import queues (bench/peer/vendure.ts then runs
// one full reindex instead: the database job queue would need minutes to drain them one by one), and gives the
// add-to-cart product's variants enough stock for any run. A database that already holds the catalogue is kept.
const { Client } = require("pg");
const path = require("node:path");

const CART_PRODUCT = "classic-t-shirt";

async function withDatabase(database, use) {
  const client = new Client({
    host: process.env.PEER_DB_HOST,
    port: Number(process.env.PEER_DB_PORT),
    user: process.env.PEER_DB_USER,
    password: process.env.PEER_DB_PASSWORD || undefined,
    database,
  });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function main() {
  const name = process.env.PEER_DB_NAME;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const exists = await withDatabase(process.env.PEER_DB_MAINTENANCE || "postgres", async (client) => {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
    return found.rowCount > 0;
  });
  const populated = exists && (await withDatabase(name, (client) =>
    client.query("select count(*)::int as n from product").then((r) => r.rows[0].n > 0, () => false)));
  if (populated) {
    console.log(`peer database ${name}: catalogue already loaded`);
    return dropPartialSearchIndex(name);
  }

  require("./sample-data.cjs");
  const { bootstrap, JobQueueService } = require("@vendure/core");
  const { populate } = require("@vendure/core/cli");
  const { config } = require("./config.cjs");
  const started = Date.now();
  const app = await populate(
    async () => {
      const booted = await bootstrap({ ...config, apiOptions: { ...config.apiOptions, port: config.apiOptions.port + 1 } });
      await booted.get(JobQueueService).start();
      return booted;
    },
    path.join(__dirname, "data", "initial-data.json"),
    path.join(__dirname, "data", "products.csv"),
  );
  await app.close();
  await withDatabase(name, async (client) => {
    await client.query("delete from job_record where state = 'PENDING'");
    await client.query(
      `update stock_level set "stockOnHand" = 100000000 where "productVariantId" in (
         select v.id from product_variant v join product_translation t on t."baseId" = v."productId" where t.slug = $1)`,
      [CART_PRODUCT],
    );
  });
  console.log(`peer database ${name}: catalogue loaded in ${Date.now() - started} ms`);
  await dropPartialSearchIndex(name);
}

/**
 * Some of the dropped per-product jobs may have run before they were dropped: a partial index (90 of 952 variants
 * once) answers the search from a fraction of the catalogue, which flattered the peer's search six-fold. Such an
 * index is emptied, so the bench's check finds it empty and runs the one full reindex.
 */
async function dropPartialSearchIndex(name) {
  await withDatabase(name, async (client) => {
    const { rows } = await client.query(
      `select count(*)::int as missing from product_variant v join product p on p.id = v."productId"
        where v."deletedAt" is null and p."deletedAt" is null
          and not exists (select 1 from search_index_item i where i."productVariantId" = v.id)`,
    );
    if (rows[0].missing === 0) return;
    console.log(`peer database ${name}: ${rows[0].missing} variants missing from the search index; it is built anew`);
    await client.query("delete from search_index_item");
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
