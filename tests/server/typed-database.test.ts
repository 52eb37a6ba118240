// The typed query layer (graphql-server/core/database.ts): statements built against the generated table types run
// on the shop's own connection, lists are bound as one value, a module's builder writes only its own tables, and
// the declaration a module gives must name the tables its entities define.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { first, moduleDatabase, rows, sql } from "../../graphql-server/core/database.js";
import { tableRules } from "../../graphql-server/core/table-ownership.js";
import type { Tables } from "../../graphql-server/generated/database.js";
import { shopModules } from "../../graphql-server/modules/index.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const cartDb = moduleDatabase<Tables>()({ owns: ["cart", "cart_product"], reads: ["product"] });

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t.close());

describe("typed database", () => {
  it("compiles to the shop's placeholders and reads typed rows on the request's connection", async () => {
    const query = cartDb.selectFrom("product").select(["id", "stock_amount"]).where("is_active", "=", true).orderBy("id").limit(2);
    expect(query.compile().sql).toBe(`select "id", "stock_amount" from "product" where "is_active" = ? order by "id" limit ?`);
    const products = await rows(t.orm.em.fork(), query);
    expect(products).toHaveLength(2);
    expect(typeof products[0].id).toBe("number");
  });

  it("binds a list as one array value", async () => {
    const em = t.orm.em.fork();
    const [one, two] = (await rows(em, cartDb.selectFrom("product").select("id").orderBy("id").limit(2))).map((p) => p.id);
    const query = cartDb.selectFrom("product").select("id").where("id", "=", sql<number>`any(${[two, one]}::int[])`).orderBy("id");
    expect((await rows(em, query)).map((p) => p.id)).toEqual([one, two]);
  });

  it("answers bigint columns as numbers on either database", async () => {
    const row = await first(t.orm.em.fork(), cartDb.selectNoFrom(sql<number>`9007199254740991::bigint`.as("big")));
    expect(row?.big).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("answers timestamps as Dates on either database", async () => {
    const row = await first(t.orm.em.fork(), cartDb.selectNoFrom(sql<Date>`'2026-12-07T10:00:00.250Z'::timestamptz`.as("at")));
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.at.toISOString()).toBe("2026-12-07T10:00:00.250Z");
  });

  it("writes inside the caller's transaction", async () => {
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        await rows(tx, cartDb.insertInto("cart").values({ shopper_kind: "guest", shopper_id: -1, currency_id: 1, created_at: new Date(), updated_at: new Date() }));
        expect(await first(tx, cartDb.selectFrom("cart").select("id").where("shopper_id", "=", -1))).toBeDefined();
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await first(t.orm.em.fork(), cartDb.selectFrom("cart").select("id").where("shopper_id", "=", -1))).toBeUndefined();
  });

  it("refuses Kysely's own execute, which holds no connection of the shop's", async () => {
    await expect(cartDb.selectFrom("cart").selectAll().execute()).rejects.toThrow("rows(em, query)");
  });

  it("does not compile a write of another module's table or a read it did not declare", () => {
    // @ts-expect-error product is the catalogue's: the cart reads it, never writes it
    cartDb.updateTable("product");
    // @ts-expect-error shop_order is neither the cart's nor declared among its reads
    cartDb.selectFrom("shop_order");
    expect(cartDb.reads).toEqual(["product"]);
  });

  it("refuses a module whose builder owns other tables than its entities", () => {
    const modules = shopModules().map((module) => (module.name === "cart" ? { ...module, database: { owns: ["cart"], reads: [] } } : module));
    expect(() => tableRules(modules)).toThrow("cart's typed builder owns cart, its entities cart, cart_product");
  });
});
