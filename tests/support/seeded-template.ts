// vitest's global setup: one shop is migrated and seeded before any test file runs, and each test shop starts from a
// copy of its database (test-db.ts) instead of an empty one. An empty one costs every file the migrations and the
// demo seed (PGlite: initdb as well, ~5 s of a core; PostgreSQL ~2 s); a copy costs ~1.5 s on PGlite (loading a
// dump of its data directory) and ~0.3 s on PostgreSQL (CREATE DATABASE … TEMPLATE). Made anew on every run, so it
// always holds the migrations and the seed of the code under test.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createShop, type ShopOptions } from "../../graphql-server/index.js";
import { createServerDatabase, dropServerDatabase } from "./server-admin.js";

export interface SeededTemplate {
  /** On PGlite: a file holding the dump of a migrated and seeded database's data directory. */
  pgliteDump?: string;
  /** On PostgreSQL: a migrated and seeded database on TEST_DATABASE_URL's server, to copy. */
  postgresDatabase?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/** As a test shop starts (test-shop.ts), so its first start's own writes (the cleanup job's pass) are in the copy. */
async function seedShop(options: ShopOptions, onPglite?: (pglite: PGlite) => Promise<void>): Promise<void> {
  let pglite: PGlite | undefined;
  const shop = await createShop({ ...options, dev: false, rateLimits: null }, { onPglite: (p) => (pglite = p) });
  try {
    await shop.jobs.idle();
    if (pglite) await onPglite?.(pglite);
  } finally {
    await shop.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_test_template_${randomBytes(4).toString("hex")}`;
    await seedShop({ databaseUrl: await createServerDatabase(serverUrl, name) });
    project.provide("seededTemplate", { postgresDatabase: name });
    return () => dropServerDatabase(serverUrl, name);
  }
  const folder = mkdtempSync(path.join(tmpdir(), "shop-test-template-"));
  const file = path.join(folder, "seeded.tar");
  await seedShop({ pgliteDataDir: "memory://" }, async (pglite) => {
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  });
  project.provide("seededTemplate", { pgliteDump: file });
  return async () => rmSync(folder, { recursive: true, force: true });
}
