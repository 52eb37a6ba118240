// Stock belongs to the catalogue: an order takes it through these two steps inside its transaction. The row locks,
// taken in id order, are what prevents overselling (tests/server/checkout-concurrency.test.ts fails without them).
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql, type Row } from "../../core/db.js";

export interface StockItem {
  productId: number;
  subProductId: number | null;
}

export interface StockLock {
  products: ReadonlyMap<number, Row>;
  subProducts: ReadonlyMap<number, Row>;
}

/** Locks the products and variants (`for update`, in id order) and reads their activity and stock under the lock. */
export async function lockStock(tx: EntityManager, items: readonly StockItem[]): Promise<StockLock> {
  const productIds = [...new Set(items.map((i) => i.productId))].sort((a, b) => a - b);
  const subIds = [...new Set(items.flatMap((i) => (i.subProductId === null ? [] : [i.subProductId])))].sort((a, b) => a - b);
  const products = productIds.length
    ? await sql(tx, `select id, is_active, stock_amount from product where id = any(?::int[]) order by id for update`, [intList(productIds)])
    : [];
  const subs = subIds.length
    ? await sql(tx, `select id, product_id, is_active, stock_amount from sub_product where id = any(?::int[]) order by id for update`, [intList(subIds)])
    : [];
  return { products: new Map(products.map((r) => [num(r.id), r])), subProducts: new Map(subs.map((r) => [num(r.id), r])) };
}

export type StockProblem = { kind: "inactive"; lineId: number } | { kind: "short" };

/**
 * Takes the lines' quantities from the locked stock: every product and variant must be active and have enough
 * (two lines of one product with different personalizations share its stock). Decrements and refreshes the
 * products' totals; returns the first problem instead, writing nothing.
 */
export async function takeStock(
  tx: EntityManager,
  lock: StockLock,
  lines: readonly (StockItem & { lineId: number; quantity: number })[],
): Promise<StockProblem | null> {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const product = lock.products.get(line.productId);
    const sub = line.subProductId === null ? null : lock.subProducts.get(line.subProductId);
    const active = Boolean(product?.is_active) && (line.subProductId === null || Boolean(sub?.is_active));
    if (!active) return { kind: "inactive", lineId: line.lineId };
    const unit = line.subProductId === null ? `p${line.productId}` : `s${line.subProductId}`;
    wanted.set(unit, (wanted.get(unit) ?? 0) + line.quantity);
  }
  const rowOf = (unit: string) => (unit.startsWith("p") ? lock.products : lock.subProducts).get(Number(unit.slice(1)));
  for (const [unit, quantity] of wanted) if (num(rowOf(unit)?.stock_amount) < quantity) return { kind: "short" };
  for (const [unit, quantity] of wanted) {
    const table = unit.startsWith("p") ? "product" : "sub_product";
    await sql(tx, `update ${table} set stock_amount = stock_amount - ? where id = ?`, [quantity, Number(unit.slice(1))]);
  }
  await refreshStockTotals(tx, [...lock.products.keys()]);
  return null;
}

/** Recomputes the products' derived total: their own stock, or the sum of their active variants'. */
export async function refreshStockTotals(tx: EntityManager, productIds: readonly number[]): Promise<void> {
  await sql(
    tx,
    `update product p set stock_total = coalesce((select sum(sp.stock_amount) from sub_product sp where sp.product_id = p.id and sp.is_active), p.stock_amount)
      where p.id = any(?::int[])`,
    [intList(productIds)],
  );
}
