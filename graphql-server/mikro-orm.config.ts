// ORM configuration shared by the app and the tests. PGlite (embedded, WASM Postgres 17) unless a DATABASE_URL
// names a real PostgreSQL server; the same entities and migrations serve both.
import type { PGlite } from "@electric-sql/pglite";
import type { EntitySchema, Options } from "@mikro-orm/core";
import type { PGliteConnectionConfig } from "mikro-orm-pglite";
import { BoundPostgreSqlDriver, loadBoundPGliteDriver } from "./core/bound-parameters.js";
import { ShopOrmLogger } from "./core/sql-log.js";
import { migrationsList } from "./migrations/index.js";
import { MIGRATIONS_TABLE } from "./migrations/migrator.js";
import { composeEntities } from "./core/module.js";
import { shopModules } from "./modules/index.js";
import { READ_VERSION_TABLE } from "./core/read-version.js";
import { lockDataDir } from "./core/data-dir-lock.js";

/** Every module's tables. */
export const entities = composeEntities(shopModules());

export interface DatabaseOptions {
  /** The tables (default: every module's). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  entities?: readonly EntitySchema<any, any>[];
  /** postgres://… → a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory when no databaseUrl; `memory://` for an in-memory database. */
  pgliteDataDir?: string;
  /** What an in-memory PGlite database starts with (a `dumpDataDir` of another) instead of an empty cluster. */
  pgliteStartFrom?: Blob;
  /** Called with every SQL statement and its bound values (tests count queries with it). */
  onQuery?: (sql: string, params: readonly unknown[]) => void;
  debug?: boolean;
}

/** Builds the ORM options; for PGlite it also returns the instance so the caller can close it. */
export async function ormOptions(db: DatabaseOptions): Promise<{ options: Options; pglite?: PGlite }> {
  const common: Options = {
    entities: [...(db.entities ?? entities)],
    // Metadata comes from defineEntity: no reflection, no file scanning, so startup stays fast.
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    migrations: {
      migrationsList,
      tableName: MIGRATIONS_TABLE,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    // The public-read cache's counter belongs to no entity (core/read-version.ts makes it at start).
    schemaGenerator: { skipTables: [READ_VERSION_TABLE] },
    debug: db.debug ?? false,
    // Statements go to the shop's JSON log at debug level, without their values (core/sql-log.ts).
    loggerFactory: () => new ShopOrmLogger(),
    allowGlobalContext: false,
    onQuery: db.onQuery
      ? (sql: string, params?: readonly unknown[]) => {
          db.onQuery?.(sql, params ?? []);
          return sql;
        }
      : undefined,
  };
  if (db.databaseUrl) {
    return { options: { ...common, driver: BoundPostgreSqlDriver, clientUrl: db.databaseUrl } };
  }
  // Loaded only for the embedded database: a shop on PostgreSQL never pays for PGlite's modules.
  const [{ PGlite }, { pg_trgm }, BoundPGliteDriver] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    loadBoundPGliteDriver(),
  ]);
  const dataDir = db.pgliteDataDir ?? ".data/pglite";
  // pg_trgm: typo-tolerant search (the migration creates the extension; PostgreSQL ships it in contrib).
  const extensions = { pg_trgm };
  // A folder on disk is this process's alone until PGlite is closed (core/data-dir-lock.ts).
  const lock = dataDir !== "memory://" ? lockDataDir(dataDir) : null;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(
      dataDir !== "memory://" ? { dataDir, extensions } : db.pgliteStartFrom ? { loadDataDir: db.pgliteStartFrom, extensions } : { extensions },
    );
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (lock) releaseAfterClose(pglite, lock.release);
  return {
    pglite,
    options: {
      ...common,
      driver: BoundPGliteDriver,
      dbName: "postgres",
      driverOptions: { connection: { pglite: () => pglite } satisfies PGliteConnectionConfig },
    },
  };
}

/** Every caller closes PGlite when done with it; the folder's lock goes with it. */
function releaseAfterClose(pglite: PGlite, release: () => void): void {
  const close = pglite.close.bind(pglite);
  pglite.close = async () => {
    try {
      await close();
    } finally {
      release();
    }
  };
}
