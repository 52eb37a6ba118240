// Migrations and the demo seed: they run on an empty database, a restart changes nothing, and the committed
// migrations produce exactly the schema the entities describe (on PGlite and on PostgreSQL alike).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MikroORM } from "@mikro-orm/core";
import { afterAll, describe, expect, it } from "vitest";
import { createShop } from "../../graphql-server/index.js";
import { migrationsList } from "../../graphql-server/migrations/index.js";
import { migratorOf } from "../../graphql-server/migrations/migrator.js";
import { seedDemoShop } from "../../graphql-server/seed/demo-shop.js";
import { createTestDatabase, type TestDatabase } from "../support/test-db.js";

const TABLES = [
  "language",
  "currency",
  "site_setting",
  "page_link",
  "page_link_translation",
  "site_block",
  "site_block_translation",
  "header_menu_item",
  "header_menu_item_translation",
  "category",
  "category_translation",
  "brand",
  "product",
  "product_translation",
  "product_image",
  "sub_product",
  "personalization",
  "product_comment",
  "campaign",
  "content_page_translation",
  "search_document",
  "search_term",
];

async function dump(orm: MikroORM): Promise<Record<string, unknown[]>> {
  const conn = orm.em.getConnection();
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) out[table] = await conn.execute(`select * from "${table}" order by 1`);
  return out;
}

describe("migrations and seed", () => {
  // PGlite needs a directory to survive a restart; PostgreSQL gets its own database.
  const dir = mkdtempSync(join(tmpdir(), "shop-db-test-"));
  let db: TestDatabase;

  afterAll(async () => {
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("migrates and seeds an empty database, and a restart or a second seed changes nothing", async () => {
    db = await createTestDatabase({ pgliteDataDir: join(dir, "pglite") });
    const open = async () => {
      let orm: MikroORM | undefined;
      const shop = await createShop(
        { databaseUrl: db.databaseUrl, pgliteDataDir: db.pgliteDataDir },
        { onOrm: (o) => (orm = o) },
      );
      return { shop, orm: orm! };
    };

    const first = await open();
    const executed = await (await migratorOf(first.orm)).getExecutedMigrations();
    expect(executed.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
    expect(await (await migratorOf(first.orm)).getPendingMigrations()).toEqual([]);
    // The committed migrations and the entities agree: nothing left for the schema generator to do.
    expect((await first.orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe("");

    const seeded = await dump(first.orm);
    expect(seeded.language).toHaveLength(3);
    expect(seeded.currency).toHaveLength(3);
    expect(seeded.product.length).toBeGreaterThanOrEqual(150);
    expect(seeded.search_document).toHaveLength(seeded.product_translation.length);
    expect(await seedDemoShop(first.orm.em)).toEqual({ seeded: false });
    expect(await dump(first.orm)).toEqual(seeded);
    await first.shop.close();

    const second = await open();
    expect(await dump(second.orm)).toEqual(seeded);
    await second.shop.close();
    // Two migrate-and-seed runs on a file-backed PGlite: slow on a busy 2-core machine.
  }, 120_000);

  it("seed: false leaves the database empty", async () => {
    const empty = await createTestDatabase();
    let orm: MikroORM | undefined;
    const shop = await createShop(
      { databaseUrl: empty.databaseUrl, pgliteDataDir: empty.pgliteDataDir, seed: false },
      { onOrm: (o) => (orm = o) },
    );
    try {
      const tables = await dump(orm!);
      for (const table of TABLES) expect(tables[table], table).toEqual([]);
    } finally {
      await shop.close();
      await empty.drop();
    }
  });
});
