// Stock before and after a catalogue write, compared: the units that came back from zero are the ones whose
// back-in-stock alerts go out (a product as a whole, subProductId 0, and each variant).
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql } from "../../core/db.js";
import type { StockUnit } from "./stock-alert.service.js";

export interface StockLevels {
  /** Products' derived totals by id. */
  totals: Map<number, number>;
  /** Variants' stock by id, with their product. */
  variants: Map<number, { productId: number; amount: number }>;
}

/** The products' totals and their variants' stock (read inside the write's transaction). */
export async function stockLevels(em: EntityManager, productIds: readonly number[]): Promise<StockLevels> {
  const ids = intList([...new Set(productIds)]);
  const [products, variants] = [
    await sql(em, `select id, stock_total from product where id = any(?::int[])`, [ids]),
    await sql(em, `select id, product_id, stock_amount from sub_product where product_id = any(?::int[])`, [ids]),
  ];
  return {
    totals: new Map(products.map((r) => [num(r.id), num(r.stock_total)])),
    variants: new Map(variants.map((r) => [num(r.id), { productId: num(r.product_id), amount: num(r.stock_amount) }])),
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
