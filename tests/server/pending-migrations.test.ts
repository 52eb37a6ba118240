// The start's own count of pending migrations agrees with the migrator's: on a new database (no migrations table),
// after migrating (none), and when the record lacks a migration the list names (that one), on PGlite and PostgreSQL.
import type { PGlite } from "@electric-sql/pglite";
import { MikroORM } from "@mikro-orm/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ormOptions } from "../../graphql-server/mikro-orm.config.js";
import { migrationsList } from "../../graphql-server/migrations/index.js";
import { MIGRATIONS_TABLE, migratorOf, pendingMigrationCount } from "../../graphql-server/migrations/migrator.js";
import { createTestDatabase, type TestDatabase } from "../support/test-db.js";

describe("pending migrations at start", () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let pglite: PGlite | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    let options;
    ({ options, pglite } = await ormOptions({ databaseUrl: db.databaseUrl, pgliteDataDir: db.pgliteDataDir }));
    orm = await MikroORM.init(options);
  });

  afterAll(async () => {
    await orm?.close(true);
    await pglite?.close();
    await db?.drop();
  });

  const migratorCount = async () => (await (await migratorOf(orm)).getPendingMigrations()).length;

  it("counts every migration on a new database, none once migrated, and one the record lacks", async () => {
    expect(await pendingMigrationCount(orm.em)).toBe(migrationsList.length);

    await (await migratorOf(orm)).up();
    expect(await pendingMigrationCount(orm.em)).toBe(0);
    expect(await migratorCount()).toBe(0);

    const last = migrationsList[migrationsList.length - 1].name;
    await orm.em.getConnection().execute(`delete from "${MIGRATIONS_TABLE}" where name = ?`, [last]);
    expect(await pendingMigrationCount(orm.em)).toBe(1);
    expect(await migratorCount()).toBe(1);
  }, 120_000);
});
