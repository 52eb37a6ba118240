// Stock coming back into the catalogue (a cancelled or refunded order's lines, later an admin's correction): the one
// place that raises stock, so "it is back" is noticed wherever it happens. Units that go from none to some have
// their back-in-stock alerts closed and mailed in the same transaction (stock-alert.service.ts).
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import type { JobSender } from "../../../core/jobs.js";
import { changeStock, refreshStockTotals, type StockItem } from "./stock.js";
import { catalogDatabase as db } from "../catalog.database.js";
import { announceReturnedStock, type StockUnit } from "../engagement/index.js";

export interface ReturnedItem extends StockItem {
  quantity: number;
}

/**
 * Adds the quantities back to the products' and variants' stock (locked in id order, as takeStock locks them) and
 * announces the units that were sold out. Call it inside the transaction that makes the change; returns those units.
 */
export async function returnStock(tx: EntityManager, jobs: JobSender, items: readonly ReturnedItem[]): Promise<StockUnit[]> {
  const added = new Map<string, number>();
  for (const item of items) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0) continue;
    const unit = item.subProductId === null ? `p${item.productId}` : `s${item.subProductId}`;
    added.set(unit, (added.get(unit) ?? 0) + item.quantity);
  }
  const productIds = [...new Set(items.map((i) => i.productId))].sort((a, b) => a - b);
  if (!added.size) return [];
  const products = sql<number>`any(${productIds}::int[])`;
  const productsBefore = await rows(tx, db.selectFrom("product").select(["id", "stock_total"]).where("id", "=", products).orderBy("id").forUpdate());
  const subIds = [...added.keys()].filter((u) => u.startsWith("s")).map((u) => Number(u.slice(1))).sort((a, b) => a - b);
  const subsBefore = subIds.length
    ? await rows(
        tx,
        db.selectFrom("sub_product").select(["id", "product_id", "stock_amount"]).where("id", "=", sql<number>`any(${subIds}::int[])`).orderBy("id").forUpdate(),
      )
    : [];
  for (const [unit, quantity] of added) await changeStock(tx, unit, quantity);
  await refreshStockTotals(tx, productIds);
  const productsAfter = await rows(tx, db.selectFrom("product").select(["id", "stock_total"]).where("id", "=", products));
  const totalBefore = new Map(productsBefore.map((r) => [r.id, r.stock_total]));
  const returned: StockUnit[] = productsAfter.filter((r) => (totalBefore.get(r.id) ?? 0) <= 0 && r.stock_total > 0).map((r) => ({ productId: r.id, subProductId: 0 }));
  for (const sub of subsBefore) {
    const before = sub.stock_amount;
    if (before <= 0 && before + (added.get(`s${sub.id}`) ?? 0) > 0) returned.push({ productId: sub.product_id, subProductId: sub.id });
  }
  await announceReturnedStock(tx, jobs, returned);
  return returned;
}
