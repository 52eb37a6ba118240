// Stock coming back into the catalogue (a cancelled or refunded order's lines, later an admin's correction): the one
// place that raises stock, so "it is back" is noticed wherever it happens. Units that go from none to some have
// their back-in-stock alerts closed and mailed in the same transaction (stock-alert.service.ts).
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql } from "../../core/db.js";
import type { JobSender } from "../../core/jobs.js";
import { refreshStockTotals, type StockItem } from "./stock.js";
import { announceReturnedStock, type StockUnit } from "./stock-alert.service.js";

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
  const productsBefore = await sql(tx, `select id, stock_total from product where id = any(?::int[]) order by id for update`, [intList(productIds)]);
  const subIds = [...added.keys()].filter((u) => u.startsWith("s")).map((u) => Number(u.slice(1))).sort((a, b) => a - b);
  const subsBefore = subIds.length
    ? await sql(tx, `select id, product_id, stock_amount from sub_product where id = any(?::int[]) order by id for update`, [intList(subIds)])
    : [];
  for (const [unit, quantity] of added) {
    const table = unit.startsWith("p") ? "product" : "sub_product";
    await sql(tx, `update ${table} set stock_amount = stock_amount + ? where id = ?`, [quantity, Number(unit.slice(1))]);
  }
  await refreshStockTotals(tx, productIds);
  const productsAfter = await sql(tx, `select id, stock_total from product where id = any(?::int[])`, [intList(productIds)]);
  const totalBefore = new Map(productsBefore.map((r) => [num(r.id), num(r.stock_total)]));
  const returned: StockUnit[] = productsAfter
    .filter((r) => (totalBefore.get(num(r.id)) ?? 0) <= 0 && num(r.stock_total) > 0)
    .map((r) => ({ productId: num(r.id), subProductId: 0 }));
  for (const sub of subsBefore) {
    const before = num(sub.stock_amount);
    if (before <= 0 && before + (added.get(`s${num(sub.id)}`) ?? 0) > 0) returned.push({ productId: num(sub.product_id), subProductId: num(sub.id) });
  }
  await announceReturnedStock(tx, jobs, returned);
  return returned;
}
