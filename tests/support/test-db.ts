// A fresh database per test file: in-memory PGlite by default, or a uniquely named database on the PostgreSQL
// server TEST_DATABASE_URL points at (created here, dropped on cleanup).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { MikroORM } from "@mikro-orm/core";
import { PostgreSqlDriver } from "@mikro-orm/postgresql";
import { inject } from "vitest";
import { entities } from "../../graphql-server/mikro-orm.config.js";

export interface TestDatabase {
  /** Set on real PostgreSQL. */
  databaseUrl?: string;
  /** Set on PGlite. */
  pgliteDataDir?: string;
  /** On in-memory PGlite, what the database starts with (a migrated and seeded copy: pglite-template.ts). */
  pgliteStartFrom?: Blob;
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

/**
 * @param options.seeded start from the migrated and seeded copy made once per run (in-memory PGlite only; elsewhere,
 *   or when there is none, the database starts empty and the shop migrates and seeds it)
 */
export async function createTestDatabase(options: { pgliteDataDir?: string; seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pgliteDataDir = options.pgliteDataDir ?? "memory://";
    const dump = options.seeded && pgliteDataDir === "memory://" ? inject("seededPgliteDump") : "";
    const pgliteStartFrom = dump ? new Blob([readFileSync(dump)]) : undefined;
    return { kind: "pglite", pgliteDataDir, pgliteStartFrom, drop: async () => {} };
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
