// Statements for a PostgreSQL server as a whole (used by test-db.ts and by the global setup, which may not import
// vitest and so cannot import test-db.ts).
import { MikroORM } from "@mikro-orm/core";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import { entities } from "../../graphql-server/mikro-orm.config.js";

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in the target). */
export async function serverAdmin(url: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, entities, pool: { min: 0, max: 1 } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}
