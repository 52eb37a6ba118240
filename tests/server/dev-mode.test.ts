// Development mode: the local sandbox landing page and introspection are on (production has neither; see
// graphql.test.ts).
import { afterAll, beforeAll, expect, it } from "vitest";
import { createShop, type Shop } from "../../graphql-server/index.js";
import { createTestDatabase, type TestDatabase } from "../support/test-db.js";

let shop: Shop;
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  shop = await createShop({ databaseUrl: db.databaseUrl, pgliteDataDir: db.pgliteDataDir, dev: true, seed: false });
});
afterAll(async () => {
  await shop?.close();
  await db?.drop();
});

it("allows introspection in development", async () => {
  const result = await shop.execute({ query: "{ __schema { queryType { name } } }" }, { headers: new Headers() });
  expect(result).toEqual({ data: { __schema: { queryType: { name: "Query" } } } });
});

it("serves the local sandbox landing page in development", async () => {
  const express = (await import("express")).default;
  const app = express();
  app.use("/graphql", shop.graphqlHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/sandbox/i);
  } finally {
    server.close();
  }
});
