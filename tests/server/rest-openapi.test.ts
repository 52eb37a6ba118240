// The REST surface as documents and as a contract: the OpenAPI document lists exactly the served routes with the
// access of docs/api/v1-routes.tsv and the parameters and bodies their schemas declare, the docs page lists every route, and a route the table lists but the shop does not
// serve yet answers 401/403 to a caller without the access it names (then 501), never 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { readRestSurface } from "../../graphql-server/core/rest-surface.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const routes = composeRoutes(shopModules());
const surface = readRestSurface();
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const concrete = (path: string) => path.replace(/\{\w+\}/g, "1");

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

describe("the REST surface", () => {
  it("serves an OpenAPI 3.1 document of exactly the served routes, with the table's access", async () => {
    const res = await t.rest("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, Record<string, { "x-access": string; operationId: string }>> };
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
    expect(documented.map(key).sort()).toEqual(routes.map(key).sort());
    const access = new Map(surface.map((r) => [key(r), r.access]));
    for (const { method, path, op } of documented) expect(op["x-access"], `${method} ${path}`).toBe(access.get(key({ method, path })));
    expect(new Set(documented.map((d) => d.op.operationId)).size).toBe(documented.length);
  });

  it("documents every path parameter, the query parameters and the body each served route reads, from its schemas", async () => {
    const doc = (await t.rest("/api/v1/openapi.json")).body as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string; required: boolean; schema: object }[]; requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown> } }> } }>>;
    };
    for (const route of routes) {
      const op = doc.paths[route.path][route.method.toLowerCase()];
      const inPath = op.parameters.filter((p) => p.in === "path");
      expect(inPath.map((p) => p.name).sort(), key(route)).toEqual([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
      for (const p of inPath) expect(p.required, `${key(route)} ${p.name}`).toBe(true);
      const query = op.parameters.filter((p) => p.in === "query").map((p) => p.name);
      expect(query, key(route)).toContain("language");
      if (route.query) expect(query.length, key(route)).toBeGreaterThan(1);
      const body = op.requestBody?.content["application/json"]?.schema;
      if (route.body) {
        expect(body?.type, key(route)).toBe("object");
        expect(Object.keys(body?.properties ?? {}).length, key(route)).toBeGreaterThan(0);
      } else expect(body, key(route)).toBeUndefined();
    }
    // A body read by the listing routes: its legacy fields are all there.
    const listing = doc.paths["/api/v1/product/getCategoryProducts"].post.requestBody?.content["application/json"].schema.properties;
    expect(Object.keys(listing ?? {})).toEqual(expect.arrayContaining(["category", "brands", "min_price", "sort", "page", "length"]));
  });

  it("shows every route of the table on a page, served or planned", async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`${routes.length} of ${surface.length} routes are served`);
    for (const route of surface) expect(html).toContain(route.path.replace(/&/g, "&#38;"));
  });

  it("answers a planned route with the table's access check, then 501", async () => {
    const planned = surface.filter((r) => !routes.some((s) => key(s) === key(r)));
    // Few are left (the Instagram posts); the walk covers whatever the table still plans.
    const guest = await t.token("guest", 424242);
    const customer = await t.token("customer", 424242);
    for (const route of planned) {
      const call = (token?: string) =>
        t.rest(concrete(route.path), {
          method: route.method,
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: route.method === "GET" ? undefined : "{}",
        });
      const anonymous = await call();
      const needsToken = route.access === "shopper" || route.access === "customer" || route.access === "admin";
      expect(anonymous.status, key(route)).toBe(needsToken ? 401 : 501);
      expect(anonymous.body, key(route)).toMatchObject({ success: false, code: needsToken ? "unauthorized" : "not_implemented" });
      if (route.access === "customer" || route.access === "admin") expect((await call(guest)).status, key(route)).toBe(403);
      if (route.access === "admin") expect((await call(customer)).status, key(route)).toBe(403);
      if (route.access === "shopper") expect((await call(guest)).status, key(route)).toBe(501);
    }
  });
});
