// How many of the listed migrations a database has not run, in one statement. The migrator learns the same, but
// first asks the catalogue whether its table exists and whether the database does: round trips at every start,
// where nearly every start has nothing to run. Whatever is pending, the migrator runs (and counts again).
import { TableNotFoundException, type EntityManager } from "@mikro-orm/core";
import { migrationsList } from "./index.js";

/** The migrator's record of what ran (the ORM configuration names it). */
export const MIGRATIONS_TABLE = "mikro_orm_migrations";

export async function pendingMigrationCount(em: EntityManager): Promise<number> {
  let ran: Set<string>;
  try {
    const rows = await em.getConnection().execute<{ name: string }[]>(`select name from "public"."${MIGRATIONS_TABLE}"`);
    ran = new Set(rows.map((row: { name: string }) => row.name));
  } catch (error) {
    // A new database: the migrator makes its table with the first migration.
    if (error instanceof TableNotFoundException || (error as { code?: string }).code === "42P01") return migrationsList.length;
    throw error;
  }
  return migrationsList.filter((migration) => !ran.has(migration.name)).length;
}
