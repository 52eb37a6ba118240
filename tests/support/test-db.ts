// A fresh database per test file: in-memory PGlite by default, or a uniquely named database on the PostgreSQL
// server TEST_DATABASE_URL points at (created here, dropped on cleanup).
import { randomBytes } from "node:crypto";
import { MikroORM } from "@mikro-orm/core";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import { entities } from "../../graphql-server/mikro-orm.config.js";

export interface TestDatabase {
  /** Set on real PostgreSQL. */
  databaseUrl?: string;
  /** Set on PGlite. */
  pgliteDataDir?: string;
  kind: "pglite" | "postgresql";
  drop(): Promise<void>;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** Runs one statement on the server's maintenance database (CREATE/DROP DATABASE cannot run in the target). */
async function admin(url: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({ driver: PostgreSqlDriver, clientUrl: url, entities, pool: { min: 0, max: 1 } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

export async function createTestDatabase(options: { pgliteDataDir?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return { kind: "pglite", pgliteDataDir: options.pgliteDataDir ?? "memory://", drop: async () => {} };
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await admin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "postgresql",
    databaseUrl: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
