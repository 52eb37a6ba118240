// Cross-site request forgery on the API: what another site's page can make a browser send without a preflight — a
// POST whose body is text/plain, form-urlencoded or multipart, or a bodiless POST the browser marks as cross-site —
// is refused by every POST route of /api/v1 before anything runs (no guest is created, no rate limit is used up),
// in the REST shim's failure shape. A route that declares itself a payment callback still takes forms. /graphql
// refuses the same requests through Apollo's CSRF prevention.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createShop, type Shop } from "../../graphql-server/index.js";
import { errorMessage } from "../../graphql-server/core/errors.js";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { defineRoute } from "../../graphql-server/core/rest.js";
import { SIMPLE_BODY_TYPES } from "../../graphql-server/core/rest-cross-site.js";
import { readRestSurface } from "../../graphql-server/core/rest-surface.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { createTestDatabase, type TestDatabase } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

/** Every POST route the API answers: the served ones and those the route table lists as not served yet. */
const POST_PATHS = [...new Set([...composeRoutes(shopModules()), ...readRestSurface()].filter((route) => route.method === "POST").map((route) => route.path))];
const concretePath = (path: string) => path.replace(/\{\w+\}/g, "1");

let t: TestShop;
beforeAll(async () => {
  // One new guest per address and window: a single forged request that got through would use it up.
  t = await startTestShop({
    rateLimits: {
      newGuest: { points: 1, windowSeconds: 600 },
      orderLookup: { points: 1, windowSeconds: 600 },
      orderLookupCode: { points: 1, windowSeconds: 600 },
    },
  });
});
afterAll(() => t?.close());

const guestCount = async () => {
  const [row] = await t.orm.em.fork().getConnection().execute<{ n: number }[]>("select count(*)::int as n from guest");
  return row.n;
};

/** A simple body type as browsers and forms write it: any case, with parameters. */
const simpleContentType = fc
  .tuple(fc.constantFrom(...SIMPLE_BODY_TYPES), fc.constantFrom("", "; charset=UTF-8", "; boundary=----x", ";charset=iso-8859-1"), fc.boolean())
  .map(([type, parameters, upper]) => (upper ? type.toUpperCase() : type) + parameters);

describe("POST /api/v1/* with a body a foreign page can send", () => {
  it(`every POST route (${POST_PATHS.length}) refuses every simple body type with 415 in the failure shape`, async () => {
    const before = await guestCount();
    for (const path of POST_PATHS) {
      for (const type of SIMPLE_BODY_TYPES) {
        const res = await t.rest(`${concretePath(path)}?language=en`, { method: "POST", headers: { "content-type": type }, body: '{"quantity":1}' });
        expect({ path, type, status: res.status, body: res.body }).toEqual({
          path,
          type,
          status: 415,
          body: { success: false, code: "unsupported_media_type", message: errorMessage("en", "unsupported_media_type") },
        });
      }
    }
    expect(await guestCount()).toBe(before);
  });

  it("property: any route, any spelling of a simple type, any body → refused, nothing created", async () => {
    const before = await guestCount();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_PATHS), simpleContentType, fc.string({ maxLength: 200 }), async (path, type, body) => {
        const res = await t.rest(concretePath(path), { method: "POST", headers: { "content-type": type }, body });
        expect(res.status).toBe(415);
        expect(res.body).toMatchObject({ success: false, code: "unsupported_media_type" });
      }),
      { numRuns: 60 },
    );
    expect(await guestCount()).toBe(before);
  });

  it("a bodiless POST the browser marks as coming from another site is refused with 403", async () => {
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of foreign) {
      const res = await t.rest("/api/v1/guestToken?language=ar", { method: "POST", headers });
      expect({ headers, status: res.status, body: res.body }).toEqual({
        headers,
        status: 403,
        body: { success: false, code: "cross_site_request", message: errorMessage("ar", "cross_site_request") },
      });
    }
  });

  it("after all the forged requests the address's one new guest is still there for a real client", async () => {
    const res = await t.rest("/api/v1/guestToken", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
  });

  it("JSON, a bodiless call of a non-browser client, a same-origin page and a bearer token are not refused", async () => {
    const port = new URL(t.baseUrl).host;
    const allowed: Record<string, string>[] = [
      { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      {},
      { "sec-fetch-site": "same-origin" },
      { origin: `http://${port}` },
      { authorization: "Bearer not-a-token", "content-type": "text/plain" },
    ];
    for (const headers of allowed) {
      const res = await t.rest("/api/v1/cart/add", { method: "POST", headers });
      expect({ headers, refused: [403, 415].includes(res.status) }).toEqual({ headers, refused: false });
    }
  });
});

describe("a payment callback route", () => {
  let db: TestDatabase;
  let shop: Shop;
  let server: Server;
  let baseUrl: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    const callback = defineRoute<{ __typename: string }>({
      method: "POST",
      path: "/api/v1/payment/test-provider/callback",
      access: "public",
      acceptsCrossSiteForms: true,
      document: "query TestCallback { __typename }",
      reply: () => ({ body: { success: true } }),
    });
    shop = await createShop({
      databaseUrl: db.databaseUrl,
      pgliteDataDir: db.pgliteDataDir,
      rateLimits: null,
      housekeeping: null,
      modules: [...shopModules(), { name: "test-provider", routes: [callback] }],
    });
    const app = express().use("/api/v1", shop.restRouter);
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await shop?.close();
    await db?.drop();
  });

  it("declares the exemption and takes the provider's form post", async () => {
    for (const type of SIMPLE_BODY_TYPES) {
      const res = await fetch(`${baseUrl}/api/v1/payment/test-provider/callback`, {
        method: "POST",
        headers: { "content-type": type, origin: "https://bank.example", "sec-fetch-site": "cross-site" },
        body: "status=ok",
      });
      expect({ type, status: res.status }).toEqual({ type, status: 200 });
    }
  });
});

describe("/graphql", () => {
  const CREATE_GUEST = "mutation { createGuestToken { guestCode } }";

  it("refuses simple requests (Apollo's CSRF prevention) without running them", async () => {
    const before = await guestCount();
    for (const type of SIMPLE_BODY_TYPES) {
      const res = await fetch(`${t.baseUrl}/graphql`, { method: "POST", headers: { "content-type": type }, body: JSON.stringify({ query: CREATE_GUEST }) });
      expect({ type, status: res.status }).toEqual({ type, status: 400 });
    }
    // A GET is simple too: a query without the preflight header is refused, a mutation never runs over GET.
    const get = await fetch(`${t.baseUrl}/graphql?query=${encodeURIComponent("{ __typename }")}`);
    expect(get.status).toBe(400);
    expect(await guestCount()).toBe(before);
  });
});
