// A large bench catalogue made from the demo one: `npm run bench:catalogue -- 20000` grows the shop's database
// (DATABASE_URL for PostgreSQL, else the embedded one at PGLITE_DIR, default .data/pglite) to that many products by
// copying the demo products in series — new ids and seo links, titles with a series word in every language, their
// variants, images (the same files), personalizations, FAQ and links among the copies of one series — then refreshes
// the search documents of the copies and the planner statistics. Every copy is made by a handful of set-based
// statements per table, whatever the count (no ORM entity per row). Running it again grows further or does nothing.
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import { createShop } from "../graphql-server/index";
import { compactFacetTally, foldFacetTally } from "../graphql-server/modules/catalog/index";
import { refreshSearchDocuments } from "../graphql-server/modules/search/index";
import { num, sql } from "../graphql-server/core/db";

/** Marks a copy (in a column no storefront read shows or searches): `bench:<series>`. */
const COPY_MARK = "bench:";

/** The series word each language's copy titles end with ("Nordik Koltuk Seri 17"). */
const SERIES_WORD: Record<string, string> = { tr: "Seri", en: "Series", ar: "سلسلة" };

export interface GrowResult {
  before: number;
  after: number;
  milliseconds: number;
}

/** Grows the catalogue to `target` products (does nothing when it has as many already). One transaction. */
export async function growCatalogue(em: EntityManager, target: number): Promise<GrowResult> {
  const started = performance.now();
  const result = await em.transactional(async (tx) => {
    const before = num((await sql(tx, `select count(*) as n from product`))[0].n);
    if (before >= target) return { before, after: before, ids: [] as number[] };
    const base = num((await sql(tx, `select count(*) as n from product where supplier_product_code not like ?`, [`${COPY_MARK}%`]))[0].n);
    if (base === 0) throw new Error("the catalogue has no product to copy: seed the demo shop first");
    const lastSeries = num((await sql(tx, `select coalesce(max(substr(supplier_product_code, ?)::int), 0) as k from product where supplier_product_code like ?`, [COPY_MARK.length + 1, `${COPY_MARK}%`]))[0].k);
    await copyProducts(tx, target - before, base, lastSeries);
    const ids = (await sql(tx, `select new_id from bench_product_map`)).map((r) => num(r.new_id));
    await refreshSearchDocuments(tx, ids);
    await foldFacetTally(tx);
    return { before, after: before + ids.length, ids };
  });
  // Outside the transaction: the planner's statistics for the grown tables (the shop does the same after its seed),
  // and the visibility map an index-only scan needs (autovacuum would set it later; the bench measures now).
  // The tally folded inside the copy's transaction: compacted as housekeeping compacts it after a large fold.
  if (result.ids.length) {
    await compactFacetTally(em);
    await em.getConnection().execute("vacuum analyze");
  }
  return { before: result.before, after: result.after, milliseconds: Math.round(performance.now() - started) };
}

/**
 * Copies `count` demo products (`base` of them) as series `lastSeries + 1`, `+ 2`, …: a temporary map per table (old id → new id,
 * drawn from the table's own sequence) and one insert … select per table. Temporary tables live on the
 * transaction's connection and go with it.
 */
async function copyProducts(tx: EntityManager, count: number, base: number, lastSeries: number) {
  await sql(
    tx,
    `create temp table bench_product_map on commit drop as
       select s.old_id, s.series, nextval(pg_get_serial_sequence('product', 'id'))::int as new_id
         from (select p.id as old_id, g.k as series
                 from product p cross join generate_series(?::int, ?::int) g(k)
                where p.supplier_product_code not like ?
                order by g.k, p.id
                limit ?) s`,
    [lastSeries + 1, lastSeries + Math.ceil(count / base), `${COPY_MARK}%`, count],
  );
  await copyRows(tx, "product", "bench_product_map", {
    id: "m.new_id",
    supplier_product_code: `'${COPY_MARK}' || m.series`,
    comment_total: "0",
    comment_rate: "0",
    created_at: "now()",
    updated_at: "now()",
  });
  const seriesTitle = Object.entries(SERIES_WORD)
    .map(([language, word]) => `when '${language}' then '${word} '`)
    .join(" ");
  await copyRows(tx, "product_translation", "bench_product_map", {
    id: "nextval(pg_get_serial_sequence('product_translation', 'id'))",
    product_id: "m.new_id",
    title: `left(c.title || ' ' || (case c.language ${seriesTitle} else '' end) || m.series, 255)`,
    seo_link: `left(c.seo_link, 240) || '-s' || m.series`,
  }, "product_id");
  await mapChildren(tx, "sub_product", "product_id", "bench_product_map");
  await copyRows(tx, "sub_product", "bench_sub_product_map", { id: "m.new_id", product_id: "m.new_parent" });
  await copyRows(tx, "product_image", "bench_product_map", {
    id: "nextval(pg_get_serial_sequence('product_image', 'id'))",
    product_id: "m.new_id",
  }, "product_id");
  await copyRows(tx, "product_faq", "bench_product_map", {
    id: "nextval(pg_get_serial_sequence('product_faq', 'id'))",
    product_id: "m.new_id",
  }, "product_id");
  await mapChildren(tx, "personalization", "product_id", "bench_product_map");
  await copyRows(tx, "personalization", "bench_personalization_map", { id: "m.new_id", product_id: "m.new_parent" });
  await copyRows(tx, "personalization_translation", "bench_personalization_map", {
    id: "nextval(pg_get_serial_sequence('personalization_translation', 'id'))",
    personalization_id: "m.new_id",
  }, "personalization_id");
  await mapChildren(tx, "personalization_option", "personalization_id", "bench_personalization_map");
  await copyRows(tx, "personalization_option", "bench_personalization_option_map", { id: "m.new_id", personalization_id: "m.new_parent" });
  await copyRows(tx, "personalization_option_translation", "bench_personalization_option_map", {
    id: "nextval(pg_get_serial_sequence('personalization_option_translation', 'id'))",
    option_id: "m.new_id",
  }, "option_id");
  // Colour and accessory links stay inside a series: a copy links to the copy of its target made with it.
  const linkColumns = await columnsOf(tx, "product_link");
  await sql(
    tx,
    `insert into product_link (${linkColumns.join(", ")})
     select ${linkColumns.map((c) => (c === "id" ? "nextval(pg_get_serial_sequence('product_link', 'id'))" : c === "product_id" ? "m.new_id" : c === "target_id" ? "t.new_id" : `l.${c}`)).join(", ")}
       from product_link l
       join bench_product_map m on m.old_id = l.product_id
       join bench_product_map t on t.old_id = l.target_id and t.series = m.series`,
  );
}

/** A map `bench_<table>_map` (old id, new id from the table's sequence, new parent id) of the children of mapped parents. */
async function mapChildren(tx: EntityManager, table: string, parentColumn: string, parentMap: string) {
  await sql(
    tx,
    `create temp table bench_${table}_map on commit drop as
       select c.id as old_id, nextval(pg_get_serial_sequence('${table}', 'id'))::int as new_id, m.new_id as new_parent
         from ${table} c join ${parentMap} m on m.old_id = c.${parentColumn}`,
  );
}

/**
 * insert into `table` select … from `table` c join `map` m: every column copied from `c` except those in
 * `replaced` (SQL over `c` and `m`). By default `m.old_id` is the row's own id; `joinColumn` names the column that
 * points at the map's old id instead (children copied with their parent's map).
 */
async function copyRows(tx: EntityManager, table: string, map: string, replaced: Record<string, string>, joinColumn = "id") {
  const columns = await columnsOf(tx, table);
  const values = columns.map((column) => replaced[column] ?? `c.${column}`);
  await sql(tx, `insert into ${table} (${columns.join(", ")}) select ${values.join(", ")} from ${table} c join ${map} m on m.old_id = c.${joinColumn}`);
}

async function columnsOf(tx: EntityManager, table: string): Promise<string[]> {
  const rows = await sql(
    tx,
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = ? order by ordinal_position`,
    [table],
  );
  return rows.map((r) => String(r.column_name));
}

/** Opens the shop's database (migrating and seeding it as a start would), grows it, closes it. */
export async function growShopDatabase(target: number, database: { databaseUrl?: string; pgliteDataDir?: string }): Promise<GrowResult> {
  let orm: MikroORM | undefined;
  const shop = await createShop({ ...database, rateLimits: null, housekeeping: null, readCacheSeconds: 0 }, { onOrm: (o) => (orm = o) });
  try {
    return await growCatalogue(orm!.em.fork(), target);
  } finally {
    await shop.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = Number(process.argv[2] ?? process.env.BENCH_PRODUCTS);
  if (!Number.isSafeInteger(target) || target < 1) {
    console.error("usage: npm run bench:catalogue -- <products>  (DATABASE_URL or PGLITE_DIR names the database)");
    process.exit(2);
  }
  const result = await growShopDatabase(target, {
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDataDir: process.env.PGLITE_DIR ?? ".data/pglite",
  });
  console.log(`catalogue: ${result.before} → ${result.after} products in ${result.milliseconds} ms`);
  process.exit(0);
}
