// `npm run admin:create -- --email owner@shop.example --name "Ayşe Yılmaz" [--password …] [--role owner]`: makes an
// admin user (an owner unless --role says otherwise) in the shop's database (DATABASE_URL, else the embedded one in
// PGLITE_DIR or DATA_DIR/pglite, as the server finds it). Missing values are asked for; the password is typed
// unseen, so it stays out of the shell's history.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { MikroORM } from "@mikro-orm/core";
import { ormOptions } from "../graphql-server/mikro-orm.config.js";
import { DataDirInUse } from "../graphql-server/core/data-dir-lock.js";
import { migratorOf } from "../graphql-server/migrations/migrator.js";
import { composeEntities } from "../graphql-server/core/module.js";
import { shopModules } from "../graphql-server/modules/index.js";
import { runAdminCreate } from "./admin-create-run.js";

const { values } = parseArgs({
  options: { email: { type: "string" }, name: { type: "string" }, password: { type: "string" }, role: { type: "string", multiple: true } },
  strict: true,
});

async function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden) {
    // Echo nothing of what is typed (readline writes through _writeToOutput).
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
      if (text.includes(question)) process.stdout.write(text);
    };
  }
  const answer = await rl.question(question);
  if (hidden) process.stdout.write("\n");
  rl.close();
  return answer;
}

const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const pgliteDataDir = process.env.PGLITE_DIR ?? path.join(dataDir, "pglite");
if (!process.env.DATABASE_URL) mkdirSync(path.dirname(pgliteDataDir), { recursive: true });
const { options, pglite } = await ormOptions({
  entities: composeEntities(shopModules()),
  databaseUrl: process.env.DATABASE_URL || undefined,
  pgliteDataDir,
}).catch((error: unknown) => {
  // The embedded database is the running shop's alone: an admin written by a second process would never reach it.
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(`${error.message}\nThe shop is running on it: stop the shop, run \`npm run admin:create\` again, then start the shop.`);
  process.exit(1);
});
const orm = await MikroORM.init(options);
try {
  await (await migratorOf(orm)).up();
  const outcome = await runAdminCreate(orm.em.fork(), values, ask);
  console.log(outcome.message);
  process.exitCode = outcome.ok ? 0 : 1;
} finally {
  await orm.close(true);
  await pglite?.close();
}
