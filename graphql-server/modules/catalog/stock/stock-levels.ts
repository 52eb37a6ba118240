// Stock before and after a catalogue write, compared: the units that came back from zero are the ones whose
// back-in-stock alerts go out (a product as a whole, subProductId 0, and each variant).
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import type { StockUnit } from "../engagement/index.js";

export interface StockLevels {
  /** Products' derived totals by id. */
  totals: Map<number, number>;
  /** Variants' stock by id, with their product. */
  variants: Map<number, { productId: number; amount: number }>;
}

/** The products' totals and their variants' stock (read inside the write's transaction). */
export async function stockLevels(em: EntityManager, productIds: readonly number[]): Promise<StockLevels> {
  const among = sql<number>`any(${[...new Set(productIds)]}::int[])`;
  const [products, variants] = [
    await rows(em, db.selectFrom("product").select(["id", "stock_total"]).where("id", "=", among)),
    await rows(em, db.selectFrom("sub_product").select(["id", "product_id", "stock_amount"]).where("product_id", "=", among)),
  ];
  return {
    totals: new Map(products.map((r) => [r.id, r.stock_total])),
    variants: new Map(variants.map((r) => [r.id, { productId: r.product_id, amount: r.stock_amount }])),
  };
}

/** The units out of stock before and in stock after. */
export function cameBack(before: StockLevels, after: StockLevels): StockUnit[] {
  const units: StockUnit[] = [];
  for (const [id, total] of after.totals) if ((before.totals.get(id) ?? 0) <= 0 && total > 0) units.push({ productId: id, subProductId: 0 });
  for (const [id, variant] of after.variants) {
    if ((before.variants.get(id)?.amount ?? 0) <= 0 && variant.amount > 0) units.push({ productId: variant.productId, subProductId: id });
  }
  return units;
}
