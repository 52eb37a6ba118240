// What a start needs of the migrator, and the migrator itself once it is needed. Most starts have nothing to run:
// they learn it from two short statements here, where the migrator would check that the database exists and read
// the catalogue's table list before reading its record, and they never load the migrator's modules. Whatever is
// pending, the migrator runs (and counts again).
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import type { Migrator } from "@mikro-orm/migrations";
import { migrationsList } from "./index.js";

/** The migrator's record of what ran (the ORM configuration names it). */
export const MIGRATIONS_TABLE = "mikro_orm_migrations";

/** How many of the listed migrations the database has not run. */
export async function pendingMigrationCount(em: EntityManager): Promise<number> {
  const connection = em.getConnection();
  const table = `"public"."${MIGRATIONS_TABLE}"`;
  // A new database has no record yet (the migrator makes it with the first migration): asked first, so that no
  // statement fails on a first start.
  const [{ present }] = await connection.execute<{ present: boolean }[]>(`select to_regclass(?) is not null as present`, [table]);
  if (!present) return migrationsList.length;
  const ran = new Set((await connection.execute<{ name: string }[]>(`select name from ${table}`)).map((row: { name: string }) => row.name));
  return migrationsList.filter((migration) => !ran.has(migration.name)).length;
}

/** The ORMs whose migrator is registered. */
const registered = new WeakSet<MikroORM>();

/** The ORM's migrator, its package loaded and registered on first use. */
export async function migratorOf(orm: MikroORM): Promise<Migrator> {
  const { Migrator } = await import("@mikro-orm/migrations");
  if (!registered.has(orm)) {
    Migrator.register(orm);
    registered.add(orm);
  }
  return orm.getMigrator() as Migrator;
}
