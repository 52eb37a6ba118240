// REST coverage against docs/api/v1-routes.tsv. Prints how many of the routes the shim serves and which are
// missing; fails only when a route marked `done` is not served (or answers with the not-found reply) or when the
// shim serves a route the tsv does not list.
import { readFileSync } from "node:fs";
import { buildSchema, parse, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { readRestSurface } from "../../graphql-server/core/rest-surface.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { DOCUMENT_ROUTES } from "../support/document-routes.js";

const restRoutes = composeRoutes(shopModules());

const tsv = readRestSurface().map((r) => ({ ...r, status: r.done ? "done" : "" }));

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

/** Path values that exist in the demo shop (a product seo link, a category, …); others get "home". */
const SAMPLE_PARAMS: Record<string, string> = {
  "{id}": "1",
  "{text}": "koltuk",
  "{type}": "policy",
  "{code}": "about",
  "/api/v1/product/getProductBySeoLink/{seo}:{seo}": "nordik-oslo-uclu-kanepe-antrasit-1",
  "/api/v1/category/getBySeoLink/{seo}:{seo}": "kanepeler",
  "/api/v1/brand/getBrandBySeoLink/{seo}:{seo}": "nordik",
  "/api/v1/contents/getContentsBySeoLink/{seo}:{seo}": "hakkimizda",
};

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

describe("REST coverage", () => {
  it("every route's operation is valid against the schema (a document built from a missing fragment fails here)", () => {
    const schema = buildSchema(readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8"));
    const invalid = restRoutes.flatMap((route) => validate(schema, parse(route.document)).map((error) => `${key(route)}: ${error.message}`));
    expect(invalid).toEqual([]);
  });

  it("reports coverage and serves nothing outside the tsv", () => {
    const listed = new Set(tsv.map(key));
    const served = new Set(restRoutes.map(key));
    const missing = tsv.filter((r) => !served.has(key(r)));
    console.log(`REST coverage: ${tsv.length - missing.length}/${tsv.length}`);
    console.log(`Missing routes:\n${missing.map((r) => `  ${key(r)} (${r.access})`).join("\n")}`);
    // The spec's 207 routes plus iyzico's webhook and the owner's two site-settings routes (chosen paths: the spec
    // names none for them).
    expect(tsv.length).toBe(210);
    expect(restRoutes.filter((r) => !listed.has(key(r))).map(key), "served but not in docs/api/v1-routes.tsv").toEqual([]);
    expect(restRoutes.filter((r) => tsv.find((x) => key(x) === key(r))?.access !== r.access).map(key), "access differs").toEqual([]);
    expect(tsv.filter((r) => r.status === "done" && !served.has(key(r))).map(key), "marked done but not served").toEqual([]);
    expect(tsv.filter((r) => r.status !== "done" && served.has(key(r))).map(key), "served but not marked done").toEqual([]);
  });

  // Served, JSON, never a 500 and never the not-found reply — even without the body a route needs (a 400/401/403
  // with the legacy failure shape is fine); each route's success path is tested in its module's REST test.
  it("every route marked done answers with its own JSON, never a 500", async () => {
    const admin = await t.token("admin");
    // Shopper routes run as a guest with one cart line: its guest code, line id and bodies naming them.
    const [plain] = await t.orm.em.fork().getConnection().execute<{ id: number }[]>(
      `select p.id from product p where p.is_active and p.stock_amount > 5 and p.member_min_order is null and p.member_max_order is null
         and not exists (select 1 from sub_product s where s.product_id = p.id)
         and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required) order by p.id limit 1`,
    );
    const addBody = JSON.stringify({ products: [{ product_id: Number(plain.id), quantity: 1 }] });
    const added = await t.rest("/api/v1/cart/add", { method: "POST", headers: { "content-type": "application/json" }, body: addBody });
    const guestToken = String(added.body.guest_token);
    const lineId = (added.body.cartDetails as { products: { cart_product_id: number }[] }).products[0].cart_product_id;
    const shopperParams: Record<string, string> = {
      "/api/v1/cart/getCartDetails/{id}:{id}": String(added.body.guest_code),
      "/api/v1/cart/delete/{id}:{id}": String(lineId),
    };
    const bodies: Record<string, string> = {
      "POST /api/v1/cart/add": addBody,
      "POST /api/v1/cart/update": JSON.stringify({ products: [{ cart_product_id: lineId, quantity: 1 }] }),
    };
    for (const route of tsv.filter((r) => r.status === "done")) {
      const path = route.path.replace(
        /\{\w+\}/g,
        (param) => shopperParams[`${route.path}:${param}`] ?? SAMPLE_PARAMS[`${route.path}:${param}`] ?? SAMPLE_PARAMS[param] ?? "home",
      );
      const token = route.access === "admin" ? admin : route.access === "shopper" ? guestToken : null;
      const res = await t.rest(path, {
        method: route.method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(bodies[key(route)] ? { "content-type": "application/json" } : {}) },
        body: bodies[key(route)],
      });
      if (DOCUMENT_ROUTES.has(key(route))) {
        expect(res.contentType, key(route)).toMatch(/application\/xml/);
        expect(res.status, key(route)).toBe(200);
        continue;
      }
      expect(res.contentType, key(route)).toMatch(/application\/json/);
      // A sample id may name nothing (or another shopper's order): not_found is then the right answer.
      if (!route.path.includes("{")) expect(res.body.code, key(route)).not.toBe("not_found");
      expect(res.status, key(route)).toBeLessThan(500);
      expect(typeof res.body.success === "boolean" || res.body.success === undefined, key(route)).toBe(true);
    }
  });
});
