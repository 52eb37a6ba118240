// A fresh database per test file: in-memory PGlite by default, or a uniquely named database on the PostgreSQL
// server TEST_DATABASE_URL points at (created here, dropped on cleanup).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { createServerDatabase, dropServerDatabase, refuseServerConnections } from "./server-admin.js";

export interface TestDatabase {
  /** Set on real PostgreSQL. */
  databaseUrl?: string;
  /** Set on PGlite. */
  pgliteDataDir?: string;
  /** On in-memory PGlite, what the database starts with (a migrated and seeded copy: seeded-template.ts). */
  pgliteStartFrom?: Blob;
  kind: "pglite" | "postgresql";
  /** On PostgreSQL: ends the shop's connections and refuses new ones (an outage of the server, as the shop sees it). */
  refuseConnections?(): Promise<void>;
  drop(): Promise<void>;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/**
 * @param options.seeded start as a copy of the database migrated and seeded once per run (seeded-template.ts); else,
 *   or on PGlite with a data directory on disk, the database starts empty and the shop migrates and seeds it
 */
export async function createTestDatabase(options: { pgliteDataDir?: string; seeded?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pgliteDataDir = options.pgliteDataDir ?? "memory://";
    const dump = options.seeded && pgliteDataDir === "memory://" ? inject("seededTemplate").pgliteDump : undefined;
    const pgliteStartFrom = dump ? new Blob([readFileSync(dump)]) : undefined;
    return { kind: "pglite", pgliteDataDir, pgliteStartFrom, drop: async () => {} };
  }
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = options.seeded ? inject("seededTemplate").postgresDatabase : undefined;
  return {
    kind: "postgresql",
    databaseUrl: await createServerDatabase(serverUrl, name, template),
    refuseConnections: () => refuseServerConnections(serverUrl, name),
    drop: () => dropServerDatabase(serverUrl, name),
  };
}
