// Prints the SQL a new migration needs: migrates an in-memory PGlite with the committed migrations, then asks the
// schema generator what differs from the entities. Usage: `npx tsx graphql-server/migrations/diff.ts`, paste the
// statements into a new migration class, and list it in ./index.ts. (tests/server/database.test.ts fails while
// entities and migrations disagree.)
import { MikroORM } from "@mikro-orm/core";
import { ormOptions } from "../mikro-orm.config.js";
import { migratorOf } from "./migrator.js";

const { options, pglite } = await ormOptions({ pgliteDataDir: "memory://" });
const orm = await MikroORM.init(options);
try {
  await (await migratorOf(orm)).up();
  const sql = (await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim();
  console.log(sql || "-- entities and migrations agree; nothing to migrate");
} finally {
  await orm.close(true);
  await pglite?.close();
}
