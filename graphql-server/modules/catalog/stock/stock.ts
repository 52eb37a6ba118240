// Stock belongs to the catalogue: an order takes it through these two steps inside its transaction. The row locks,
// taken in id order, are what prevents overselling (tests/server/checkout-concurrency.test.ts fails without them).
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";

export interface StockItem {
  productId: number;
  subProductId: number | null;
}

/** A product's or variant's activity and stock as read under its lock. */
interface LockedUnit {
  is_active: boolean;
  stock_amount: number;
}

export interface StockLock {
  products: ReadonlyMap<number, LockedUnit>;
  subProducts: ReadonlyMap<number, LockedUnit>;
}

/** Locks the products and variants (`for update`, in id order) and reads their activity and stock under the lock. */
export async function lockStock(tx: EntityManager, items: readonly StockItem[]): Promise<StockLock> {
  const productIds = [...new Set(items.map((i) => i.productId))].sort((a, b) => a - b);
  const subIds = [...new Set(items.flatMap((i) => (i.subProductId === null ? [] : [i.subProductId])))].sort((a, b) => a - b);
  const products = productIds.length
    ? await rows(tx, db.selectFrom("product").select(["id", "is_active", "stock_amount"]).where("id", "=", sql<number>`any(${productIds}::int[])`).orderBy("id").forUpdate())
    : [];
  const subs = subIds.length
    ? await rows(
        tx,
        db.selectFrom("sub_product").select(["id", "product_id", "is_active", "stock_amount"]).where("id", "=", sql<number>`any(${subIds}::int[])`).orderBy("id").forUpdate(),
      )
    : [];
  return { products: new Map(products.map((r) => [r.id, r])), subProducts: new Map(subs.map((r) => [r.id, r])) };
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
  for (const [unit, quantity] of wanted) if ((rowOf(unit)?.stock_amount ?? 0) < quantity) return { kind: "short" };
  for (const [unit, quantity] of wanted) await changeStock(tx, unit, -quantity);
  await refreshStockTotals(tx, [...lock.products.keys()]);
  return null;
}

/** Adds `change` (negative: takes) to a unit's stock: `p<id>` a product's own, `s<id>` a variant's. */
export async function changeStock(tx: EntityManager, unit: string, change: number): Promise<void> {
  const id = Number(unit.slice(1));
  const amount = sql<number>`stock_amount + ${change}`;
  if (unit.startsWith("p")) await rows(tx, db.updateTable("product").set({ stock_amount: amount }).where("id", "=", id));
  else await rows(tx, db.updateTable("sub_product").set({ stock_amount: amount }).where("id", "=", id));
}

/** Recomputes the products' derived total: their own stock, or the sum of their active variants'. */
export async function refreshStockTotals(tx: EntityManager, productIds: readonly number[]): Promise<void> {
  await rows(
    tx,
    db
      .updateTable("product as p")
      .set((eb) => ({
        stock_total: eb.fn.coalesce(
          eb
            .selectFrom("sub_product as sp")
            .select(sql<number>`sum(sp.stock_amount)`.as("sum"))
            .whereRef("sp.product_id", "=", "p.id")
            .where("sp.is_active", "=", true),
          eb.ref("p.stock_amount"),
        ),
      }))
      .where("p.id", "=", sql<number>`any(${[...productIds]}::int[])`),
  );
}
