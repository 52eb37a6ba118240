// Opens the embedded database in the folder given as the first argument, the way the shop does, says "open" and
// keeps it open until killed: the other process of the lock tests (tests/server/data-dir-lock.test.ts).
import { ormOptions } from "../../graphql-server/mikro-orm.config.js";

const folder = process.argv[2];
if (!folder) throw new Error("usage: hold-embedded-database.ts <folder>");
await ormOptions({ pgliteDataDir: folder });
process.stdout.write("open\n");
setInterval(() => undefined, 60_000);
