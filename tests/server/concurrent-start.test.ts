// Several app nodes starting at once on one empty PostgreSQL database: one migrates and seeds, the others wait
// and find nothing left to do. Real PostgreSQL only: PGlite belongs to a single process, so a race there proves
// nothing.
import type { MikroORM } from "@mikro-orm/core";
import { afterAll, describe, expect, it } from "vitest";
import { createShop, type Shop } from "../../graphql-server/index.js";
import { migrationsList } from "../../graphql-server/migrations/index.js";
import { createTestDatabase, usingPostgres, type TestDatabase } from "../support/test-db.js";

describe.skipIf(!usingPostgres())("concurrent start on PostgreSQL", () => {
  let db: TestDatabase | undefined;
  const shops: Shop[] = [];
  afterAll(async () => {
    await Promise.all(shops.map((s) => s.close()));
    await db?.drop();
  });

  it("migrates and seeds exactly once", async () => {
    db = await createTestDatabase();
    const orms: MikroORM[] = [];
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => createShop({ databaseUrl: db!.databaseUrl }, { onOrm: (o) => orms.push(o) })),
    );
    for (const r of results) if (r.status === "fulfilled") shops.push(r.value);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
    const conn = orms[0].em.getConnection();
    expect(await conn.execute(`select count(*)::int as n from language`)).toEqual([{ n: 3 }]);
    expect(await conn.execute(`select count(*)::int as n from mikro_orm_migrations`)).toEqual([{ n: migrationsList.length }]);
    // The demo catalogue too: one seed, not four (every seo link is unique per language anyway).
    expect(await conn.execute(`select count(*)::int as n from brand`)).toEqual([{ n: 12 }]);
    expect(await conn.execute(`select count(*)::int as n from product`)).toEqual([{ n: 168 }]);
  });
});
