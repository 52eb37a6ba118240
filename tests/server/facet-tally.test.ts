// The facet tally stays equal to a count of the product table itself, whatever happens to products: generated runs
// of stock emptied and refilled, products switched off and on, moved between categories and brands, given other
// property values, added and deleted, some of it in a transaction rolled back, with folds in between.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntityManager } from "@mikro-orm/core";
import { sql, type Row } from "../../graphql-server/core/db.js";
import { COMPACT_AFTER_FOLDING, foldAndCompactFacetTally, foldFacetTally } from "../../graphql-server/modules/catalog/listing/facet-tally.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let productIds: number[] = [];
let categoryIds: number[] = [];
let brandIds: number[] = [];
let propertyIds: number[] = [];

type Run = <T extends Row = Row>(query: string, params?: unknown[]) => Promise<T[]>;
/** Statements on `em`, in its transaction when it has one. */
const runner = (em: EntityManager = t.orm.em.fork()): Run => (query, params = []) => sql(em, query, params);

beforeAll(async () => {
  t = await startTestShop();
  const run = runner();
  const ids = async (query: string) => (await run<{ id: number }>(query)).map((r) => Number(r.id));
  productIds = await ids(`select id from product order by id limit 40`);
  categoryIds = await ids(`select id from category order by id`);
  brandIds = await ids(`select id from brand order by id`);
  propertyIds = await ids(`select id from property order by id`);
}, 120_000);
afterAll(() => t?.close());

/** The tally summed per group, and the same groups counted from the products: they must be equal. */
async function tallyAndRecount(run: Run) {
  const group = `category_id, brand_id, in_stock, property_id`;
  const tally = await run(
    `select ${group}, sum(n)::int as n from product_facet_tally group by ${group} having sum(n) <> 0 order by ${group}`,
  );
  const recount = await run(
    `select p.category_id, p.brand_id, p.stock_total > 0 as in_stock, v.id as property_id, count(*)::int as n
       from product p cross join unnest(array_prepend(0, p.property_ids)) as v(id)
      where p.is_active group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  );
  return { tally, recount };
}

const pick = <T,>(values: () => T[]) => fc.nat().map((i) => values()[i % values().length]);

const change = fc.oneof(
  fc.record({ kind: fc.constant("stock" as const), product: pick(() => productIds), stock: fc.constantFrom(0, 0, 3, 10) }),
  fc.record({ kind: fc.constant("active" as const), product: pick(() => productIds), active: fc.boolean() }),
  fc.record({ kind: fc.constant("category" as const), product: pick(() => productIds), category: fc.option(pick(() => categoryIds)) }),
  fc.record({ kind: fc.constant("brand" as const), product: pick(() => productIds), brand: fc.option(pick(() => brandIds)) }),
  fc.record({ kind: fc.constant("properties" as const), product: pick(() => productIds), values: fc.uniqueArray(pick(() => propertyIds), { maxLength: 4 }) }),
  fc.record({ kind: fc.constant("add" as const), category: pick(() => categoryIds), brand: pick(() => brandIds), stock: fc.constantFrom(0, 5) }),
  fc.record({ kind: fc.constant("remove added" as const) }),
  fc.record({ kind: fc.constant("fold" as const) }),
);
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

async function apply(run: Run, c: Change): Promise<void> {
  switch (c.kind) {
    case "stock":
      return void (await run(`update product set stock_total = ? where id = ?`, [c.stock, c.product]));
    case "active":
      return void (await run(`update product set is_active = ? where id = ?`, [c.active, c.product]));
    case "category":
      return void (await run(`update product set category_id = ? where id = ?`, [c.category, c.product]));
    case "brand":
      return void (await run(`update product set brand_id = ? where id = ?`, [c.brand, c.product]));
    case "properties":
      return void (await run(`update product set property_ids = ?::int[] where id = ?`, [`{${[...c.values].sort((a, b) => a - b).join(",")}}`, c.product]));
    case "add":
      return void (await run(
        `insert into product (name, currency_id, selling_price_minor, category_id, brand_id, stock_total, property_ids, created_at, updated_at)
         select 'tally test', min(id), 1000, ?, ?, ?, '{}', now(), now() from currency`,
        [c.category, c.brand, c.stock],
      ));
    case "remove added":
      return void (await run(`delete from product where id = (select max(id) from product where name = 'tally test')`));
    case "fold":
      await foldFacetTally(t.orm.em.fork());
  }
}

describe("facet tally", () => {
  it("counts what the product table holds after any run of changes, also rolled-back ones and folds", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 12 }), fc.array(change, { maxLength: 4 }), async (changes, abandoned) => {
        const run = runner();
        for (const c of changes) await apply(run, c);
        // Changes of a transaction that rolls back leave no delta behind.
        const em = t.orm.em.fork();
        await em
          .transactional(async (tx) => {
            for (const c of abandoned.filter((a) => a.kind !== "fold")) await apply(runner(tx), c);
            throw new Error("roll back");
          })
          .catch(() => undefined);
        const { tally, recount } = await tallyAndRecount(run);
        expect(tally).toEqual(recount);
      }),
      { numRuns: 40 },
    );
    // A fold leaves one row per group, and the same sums.
    const run = runner();
    await foldFacetTally(t.orm.em.fork());
    const [{ rows, groups }] = await run<{ rows: number; groups: number }>(
      `select count(*)::int as rows, count(distinct (category_id, brand_id, in_stock, property_id))::int as groups from product_facet_tally`,
    );
    expect(rows).toBe(groups);
    const { tally, recount } = await tallyAndRecount(run);
    expect(tally).toEqual(recount);
  }, 240_000);

  it("folds a bulk change and gives the emptied pages back, counting the same", async () => {
    const run = runner();
    const pages = async () => (await run<{ pages: number }>(`select (pg_relation_size('product_facet_tally') / current_setting('block_size')::int)::int as pages`))[0].pages;
    await foldFacetTally(t.orm.em.fork());
    const before = await pages();
    // Every product off and on again, several times over: thousands of delta rows, the table grown to hold them.
    for (let i = 0; i < 10; i++) await run(`update product set is_active = not is_active`);
    expect(await pages()).toBeGreaterThan(before * 2);
    const report = await foldAndCompactFacetTally(t.orm.em.fork());
    expect(report.facetTallyRowsFolded).toBeGreaterThanOrEqual(COMPACT_AFTER_FOLDING);
    expect(await pages()).toBeLessThanOrEqual(before);
    const { tally, recount } = await tallyAndRecount(run);
    expect(tally).toEqual(recount);
    // A small fold leaves the table as it is.
    await run(`update product set is_active = not is_active where id = ?`, [productIds[0]]);
    await run(`update product set is_active = not is_active where id = ?`, [productIds[0]]);
    const small = await foldAndCompactFacetTally(t.orm.em.fork());
    expect(small.facetTallyRowsFolded).toBeLessThan(COMPACT_AFTER_FOLDING);
    expect((await tallyAndRecount(run)).tally).toEqual((await tallyAndRecount(run)).recount);
  }, 120_000);
});
