// ORM configuration shared by the app and the tests. PGlite (embedded, WASM Postgres 17) unless a DATABASE_URL
// names a real PostgreSQL server; the same entities and migrations serve both.
import { PGlite } from "@electric-sql/pglite";
import type { Options } from "@mikro-orm/core";
import { Migrator } from "@mikro-orm/migrations";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import { PGliteDriver, type PGliteConnectionConfig } from "mikro-orm-pglite";
import { migrationsList } from "./migrations/index.js";
import { AuthTokenSchema } from "./modules/auth/auth.entities.js";
import { HeaderMenuItemSchema, HeaderMenuItemTranslationSchema } from "./modules/header-menu/header-menu.entities.js";
import { CurrencySchema, LanguageSchema } from "./modules/localization/localization.entities.js";
import {
  PageLinkSchema,
  PageLinkTranslationSchema,
  SiteBlockSchema,
  SiteBlockTranslationSchema,
  SiteSettingSchema,
} from "./modules/site/site.entities.js";

export const entities = [
  LanguageSchema,
  CurrencySchema,
  SiteSettingSchema,
  PageLinkSchema,
  PageLinkTranslationSchema,
  SiteBlockSchema,
  SiteBlockTranslationSchema,
  HeaderMenuItemSchema,
  HeaderMenuItemTranslationSchema,
  AuthTokenSchema,
];

export interface DatabaseOptions {
  /** postgres://… → a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data directory when no databaseUrl; `memory://` for an in-memory database. */
  pgliteDataDir?: string;
  /** Called with every SQL statement (tests count queries with it). */
  onQuery?: (sql: string) => void;
  debug?: boolean;
}

/** Builds the ORM options; for PGlite it also returns the instance so the caller can close it. */
export async function ormOptions(db: DatabaseOptions): Promise<{ options: Options; pglite?: PGlite }> {
  const common: Options = {
    entities,
    // Metadata comes from defineEntity: no reflection, no file scanning, so startup stays fast.
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: "mikro_orm_migrations",
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: db.debug ?? false,
    allowGlobalContext: false,
    onQuery: db.onQuery
      ? (sql: string) => {
          db.onQuery?.(sql);
          return sql;
        }
      : undefined,
  };
  if (db.databaseUrl) {
    return { options: { ...common, driver: PostgreSqlDriver, clientUrl: db.databaseUrl } };
  }
  const dataDir = db.pgliteDataDir ?? ".data/pglite";
  const pglite = await PGlite.create(dataDir === "memory://" ? {} : { dataDir });
  return {
    pglite,
    options: {
      ...common,
      driver: PGliteDriver,
      dbName: "postgres",
      driverOptions: { connection: { pglite: () => pglite } satisfies PGliteConnectionConfig },
    },
  };
}
