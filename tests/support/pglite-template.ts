// vitest's global setup: on the embedded database, one shop is migrated and seeded before any test file runs and its
// database dumped to a file. Each test shop then starts from a copy of it (test-db.ts) instead of an empty cluster:
// an empty one costs every file PGlite's initdb, 35 migrations and the demo seed (~5 s of a core), a copy ~1.5 s.
// Made anew on every run, so it always holds the migrations and seed of the code under test.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createShop } from "../../graphql-server/index.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated and seeded embedded database ("" on PostgreSQL, or when none was made). */
    seededPgliteDump: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("seededPgliteDump", "");
    return () => {};
  }
  const folder = mkdtempSync(path.join(tmpdir(), "shop-test-template-"));
  const file = path.join(folder, "seeded.tar");
  let pglite: PGlite | undefined;
  // As a test shop starts (test-shop.ts), so its first start's own writes (the cleanup job's pass) are in the copy.
  const shop = await createShop({ pgliteDataDir: "memory://", dev: false, rateLimits: null }, { onPglite: (p) => (pglite = p) });
  try {
    await shop.jobs.idle();
    const dump = await pglite!.dumpDataDir("none");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await shop.close();
  }
  project.provide("seededPgliteDump", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
