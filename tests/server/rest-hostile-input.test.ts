// Every served /api/v1 route, fed generated hostile input: path parameters, query strings and JSON bodies with
// control characters (tab, NUL, newline), `;`, quotes, backslashes, Arabic, huge, negative and fractional numbers,
// arrays, nested objects and very long texts. Whatever comes in, the reply is JSON with a boolean `success`, and
// never a 5xx: malformed input is the caller's fault (400), and anything the schemas let through must be handled by
// the operation behind the route. Body fields are drawn from each route's own schema, so the generated bodies reach
// the checks behind the first one.
import fc from "fast-check";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { pathParamNames, type RestRoute } from "../../graphql-server/core/rest.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { bearer, createProduct, guestWithCart, registerMember } from "../support/factories.js";
import { DOCUMENT_ROUTES } from "../support/document-routes.js";

const routes = composeRoutes(shopModules());
/** Query parameters the runner reads for every route, before the route's own schema. */
const RUNNER_PARAMETERS = ["language", "currency"];

const PIECES = ["\t", "\u0000", "\n", "\r\n", ";", "'", '"', "\\", "\\'", "--", "%", "?", "&", "=", "#", "/", "..", "[]", "{}", " ", "a", "7", "-1", "0", "1.5", "1.250,50", "1e308", "99999999999999999999", "true", "null", "مرحبا", "Ğüşıöç İ", "<script>", "${x}"];

/** Texts built from the pieces, up to `max` pieces. */
const hostileText = (max: number) => fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: max }).map((parts) => parts.join(""));
const veryLong = fc.constantFrom("x".repeat(5000), "ي".repeat(2000), "1".repeat(400), ";".repeat(3000));

const numbers = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, -0.5, 1.005),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const scalar = fc.oneof(hostileText(8), numbers, fc.boolean(), fc.constant(null), fc.string({ unit: "binary", maxLength: 20 }));

/** Any JSON value: scalars, arrays and objects, a few levels deep, now and then a very long text. */
const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    scalar,
    veryLong,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText(2), fc.constantFrom("id", "products", "paging", "contracts")), tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** The names of an object schema's fields (the body's, the query's). */
const fieldNames = (schema: z.ZodType | undefined) =>
  schema ? Object.keys((z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: object }).properties ?? {}) : [];

/** A body: mostly an object with the route's own fields (and others), sometimes a raw JSON text of another shape. */
const body = (route: RestRoute) => {
  const names = [...fieldNames(route.body), "customer_id", "guest_code"];
  const fields = fc.dictionary(fc.constantFrom(...names), json, { maxKeys: names.length });
  return fc.oneof(
    { weight: 4, arbitrary: fields.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: json.map((value) => JSON.stringify(value) ?? "null") },
    { weight: 1, arbitrary: fc.constantFrom("", "null", "[]", '"x"', "5", "{", '{"a":', "\u0000") },
  );
};

/**
 * A query string with the route's parameters, the ones the runner reads for every route (`language`, `currency`) and
 * names no route reads (hostile ones too), values repeated (`a=1&a=2`) or bracketed (`a[]=1`) now and then.
 */
const query = (route: RestRoute) => {
  const names = [...fieldNames(route.query), ...RUNNER_PARAMETERS];
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names, `${names[0]}[]`, `${names[0]}[x]`) }, { weight: 1, arbitrary: hostileText(3) });
  const entry = fc.tuple(name, fc.oneof(hostileText(6), numbers.map(String), fc.constantFrom("tr", "en", "ar", "TRY", "USD", "")));
  return fc.array(entry, { maxLength: 4 }).map((entries) => new URLSearchParams(entries.map(([k, v]) => [k, v])).toString());
};

/** Path parameters: short hostile texts (a very long one would hit the HTTP server's header limit, not the route). */
const path = (route: RestRoute) =>
  fc.tuple(...pathParamNames(route.path).map(() => fc.oneof(hostileText(6), numbers.map(String)))).map((values) => {
    let i = 0;
    return route.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++]));
  });

let t: TestShop;
const tokens: Partial<Record<RestRoute["access"], string>> = {};
beforeAll(async () => {
  t = await startTestShop();
  tokens.shopper = await guestWithCart(t, (await createProduct(t, { stock: 1 })).id);
  tokens.optional = tokens.shopper;
  // A member who exists, as every customer token names one: a route that writes for the member needs the row.
  tokens.customer = (await registerMember(t)).token;
  tokens.admin = await t.token("admin");
});
afterAll(() => t?.close());

/** Bounded for CI; REST_FUZZ_RUNS=100 for a longer hunt by hand. */
const RUNS = Number(process.env.REST_FUZZ_RUNS ?? 4);

const key = (route: RestRoute) => `${route.method} ${route.path}`;

describe("a query string the database cannot store", () => {
  // Found by a longer run of the property below: `?currency=%00` reached the catalogue's currency lookup as a 500.
  const unstorable = [...RUNNER_PARAMETERS.map((name) => `${name}=%00`), "unread=%01x", "%00=1", "currency[x]=%7F", "language=tr&note=a%1Fb"];
  it.each(routes.map((route) => [key(route), route] as const))("%s is refused as bad input in every parameter", async (_name, route) => {
    const token = tokens[route.access];
    const url = route.path.replace(/\{\w+\}/g, "1");
    for (const search of unstorable) {
      const res = await t.rest(`${url}?${search}`, { method: route.method, headers: token ? bearer(token) : {} });
      expect(res.status, search).toBe(400);
      expect(res.body, search).toMatchObject({ success: false, code: "bad_user_input" });
    }
  });
});

describe("every served route answers hostile input with JSON, never a 5xx", () => {
  it.each(routes.map((route) => [key(route), route] as const))("%s", async (_name, route) => {
    const token = tokens[route.access];
    const sendsBody = route.method !== "GET" && route.method !== "DELETE";
    await fc.assert(
      fc.asyncProperty(path(route), query(route), sendsBody ? body(route) : fc.constant(undefined), async (url, search, payload) => {
        const res = await t.rest(`${url}${search ? `?${search}` : ""}`, {
          method: route.method,
          headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) },
          body: payload,
        });
        const seen = `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        if (DOCUMENT_ROUTES.has(key(route)) && res.status === 200) return void expect(res.contentType, seen).toMatch(/application\/xml/);
        expect(res.contentType, seen).toMatch(/application\/json/);
        expect(res.status, seen).toBeLessThan(500);
        expect(typeof res.body.success, seen).toBe("boolean");
      }),
      { numRuns: RUNS },
    );
  });
});
