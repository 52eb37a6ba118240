// An admin's REST write names what it changes: a body field the route does not read is refused with 400
// `unknown_field`, the field named in the reply and in its message (tr, en, ar), instead of answering success and
// changing nothing. Every admin write route of the route table is walked with an extra field; the aliases legacy
// clients send (category_id for id) are fields the route reads, and stay accepted.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeRoutes } from "../../graphql-server/core/module.js";
import { readRestSurface } from "../../graphql-server/core/rest-surface.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { createProduct } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

// The walk makes a call per admin write route: more than the default 30 s on a busy machine.
vi.setConfig({ testTimeout: 300_000 });

const served = new Set(composeRoutes(shopModules()).map((r) => `${r.method} ${r.path}`));
const adminWrites = readRestSurface().filter((r) => r.access === "admin" && r.method !== "GET" && served.has(`${r.method} ${r.path}`));

let t: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestShop();
  admin = { authorization: `Bearer ${await t.token("admin")}`, "content-type": "application/json" };
});
afterAll(() => t?.close());

const post = (path: string, body: unknown, method = "POST") => t.rest(path, { method, headers: admin, body: JSON.stringify(body) });

describe("admin REST writes", () => {
  it("refuse a field they do not read on every route, naming it", async () => {
    expect(adminWrites.length).toBeGreaterThan(40);
    const ignored: string[] = [];
    for (const route of adminWrites) {
      const path = route.path.replace(/\{\w+\}/g, "1");
      const reply = await post(path, { surprise_field: 1 }, route.method);
      const { success, code, field, message } = reply.body;
      if (reply.status !== 400 || success !== false || code !== "unknown_field" || field !== "surprise_field" || !String(message).includes("surprise_field")) {
        ignored.push(`${route.method} ${route.path}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      }
    }
    expect(ignored).toEqual([]);
  });

  it("updatePrice with a misspelt field changes nothing and says which field, in the request's language", async () => {
    const p = await createProduct(t);
    const before = await db(t, `select selling_price_minor from product where id = ?`, [p.id]);
    const refused = await post(`/api/v1/product/updatePrice/${p.id}?language=en`, { sellingPrice: 999 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ success: false, code: "unknown_field", field: "sellingPrice", message: "This request does not take the field “sellingPrice”; check its name." });
    expect(await db(t, `select selling_price_minor from product where id = ?`, [p.id])).toEqual(before);
    const arabic = await post(`/api/v1/product/updatePrice/${p.id}?language=ar`, { selling_price: 120, price: 5 });
    expect(arabic.body).toMatchObject({ code: "unknown_field", field: "price" });
    expect(String(arabic.body.message)).toMatch(/[\u0600-\u06FF]/);

    const saved = await post(`/api/v1/product/updatePrice/${p.id}`, { selling_price: 120 });
    expect(saved.body).toMatchObject({ success: true, code: "successfully_updated" });
  });

  it("accept the fields a route reads under their other names, and an empty body", async () => {
    const p = await createProduct(t);
    // `category_id` is the legacy name of a category's id; `top_category_id` of its parent.
    const category = await post(`/api/v1/category/update/${p.categoryId}`, { category_id: p.categoryId, top_category_id: 0, sort: 3 });
    expect(category.body.code).not.toBe("unknown_field");
    const sort = await post(`/api/v1/product/updateSort/${p.id}`, {});
    expect(sort.body.code).not.toBe("unknown_field");
  });
});
