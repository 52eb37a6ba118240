// The facet tally: how many active products each (category, brand, in stock) group holds, and per property value,
// so a category listing counts its facets from a few dozen rows instead of every product of its subtree. A trigger
// on `product` (the migration) writes a +1/-1 row for each change that moves a product between groups. The writer
// only appends, so concurrent orders never wait on a shared counter row, and each delta commits or rolls back with
// the product row it belongs to. A read sums the rows of its groups. The fold replaces the rows with one per group;
// housekeeping runs it, and so do the seed and bulk copies.
import { defineEntity, type EntityManager } from "@mikro-orm/core";
import { sql } from "../../../core/db.js";

/** `property_id` of the rows that count products themselves; the other rows count one property value each. */
export const PRODUCT_ROW = 0;

export const ProductFacetTallySchema = defineEntity({
  name: "ProductFacetTally",
  tableName: "product_facet_tally",
  indexes: [
    {
      name: "product_facet_tally_category_index",
      expression: `create index "product_facet_tally_category_index" on "product_facet_tally" ("category_id", "property_id") include ("brand_id", "in_stock", "n")`,
    },
  ],
  properties: (p) => ({
    id: p.bigint("number").primary().autoincrement(),
    categoryId: p.integer().nullable(),
    brandId: p.integer().nullable(),
    inStock: p.boolean(),
    propertyId: p.integer().default(PRODUCT_ROW),
    n: p.integer(),
  }),
});

const GROUP = ["category_id", "brand_id", "in_stock", "property_id"];

/**
 * Folds the tally into one row per group (groups that sum to nothing go); a group that is one row already is left
 * as it is, so a folded tally is not written again. One statement: the rows it deletes are the rows it sums, so
 * deltas written meanwhile stay as they are, and two folds at once cannot count a row twice.
 */
export async function foldFacetTally(em: EntityManager): Promise<Record<string, number>> {
  const columns = GROUP.join(", ");
  const rows = await sql<{ folded: number }>(
    em,
    `with loose as (select ${columns} from product_facet_tally group by ${columns} having count(*) > 1 or sum(n) = 0),
          gone as (delete from product_facet_tally t using loose g
                    where ${GROUP.map((c) => `t.${c} is not distinct from g.${c}`).join(" and ")}
                returning ${GROUP.map((c) => `t.${c}`).join(", ")}, t.n),
          kept as (insert into product_facet_tally (${columns}, n)
                   select ${columns}, sum(n) from gone group by ${columns} having sum(n) <> 0
                   returning 1)
     select (select count(*) from gone) - (select count(*) from kept) as folded`,
  );
  return { facetTallyRowsFolded: rows[0]?.folded ?? 0 };
}

/**
 * A fold of at least this many rows (a bulk import, a price or stock update of much of the catalogue) leaves the
 * table's pages mostly empty, and they stay: at 20,000 copied products, 296 rows on 356 pages. The planner then
 * costs a tally read by its pages, finds a plan made for the values cheaper than the prepared one, and plans every
 * listing's value count anew.
 */
export const COMPACT_AFTER_FOLDING = 1_000;

/** The fold housekeeping runs: then, after a large one, the table rewritten to its rows' size. */
export async function foldAndCompactFacetTally(em: EntityManager): Promise<Record<string, number>> {
  const report = await foldFacetTally(em);
  if (report.facetTallyRowsFolded >= COMPACT_AFTER_FOLDING) await compactFacetTally(em);
  return report;
}

/**
 * Rewrites the tally into as many pages as its rows need. It locks the table while it copies a few hundred rows, a
 * few milliseconds; outside a transaction only.
 */
export async function compactFacetTally(em: EntityManager): Promise<void> {
  await em.getConnection().execute("vacuum full product_facet_tally");
}
