// A supplier's feed as the catalogue takes it: the products and variants its codes name (by the supplier's product
// code — a product's or a variant's code — or by barcode), and the new prices and stock applied in one go, with the
// derived columns (list price, stock total) and back-in-stock alerts following as after any stock change.
import type { EntityManager } from "@mikro-orm/core";
import { sql } from "../../../core/db.js";
import { rows, sql as typedSql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import type { JobSender } from "../../../core/jobs.js";
import { refreshProductDerived } from "../catalog.derived.js";
import { announceReturnedStock, type StockUnit } from "../engagement/index.js";
import { cameBack, stockLevels } from "./stock-levels.js";

/** Updates from one import past which the product tables' planner statistics are gathered again. */
const ANALYZE_AFTER_UPDATES = 500;

export type SupplierMatchBy = "SUPPLIER_CODE" | "BARCODE";

/** A product or one of its variants, as a supplier's code found it. */
export interface SupplierUnit {
  code: string;
  productId: number;
  subProductId: number | null;
  productName: string;
  subProductCode: string | null;
  priceMinor: number;
  stock: number;
  currencyCode: string;
}

export interface SupplierUpdate {
  productId: number;
  subProductId: number | null;
  priceMinor: number | null;
  stock: number | null;
}

/** Every unit the codes name; a code may name several (two products sharing a supplier code). */
export async function supplierUnits(em: EntityManager, matchBy: SupplierMatchBy, codes: readonly string[]): Promise<SupplierUnit[]> {
  if (!codes.length) return [];
  const column = matchBy === "BARCODE" ? "barcode" : "supplier_product_code";
  const list = typedSql<string>`any(${[...new Set(codes)]}::text[])`;
  const products = db
    .selectFrom("product as p")
    .innerJoin("currency as c", "c.id", "p.currency_id")
    .select((eb) => [
      eb.ref(`p.${column}`).as("code"),
      "p.id as productId",
      typedSql<number | null>`null::int`.as("subProductId"),
      "p.name as productName",
      typedSql<string | null>`null`.as("subProductCode"),
      "p.selling_price_minor as priceMinor",
      "p.stock_amount as stock",
      "c.iso_code as currencyCode",
    ])
    .where(`p.${column}`, "=", list);
  const variants = db
    .selectFrom("sub_product as sp")
    .innerJoin("product as p", "p.id", "sp.product_id")
    .innerJoin("currency as c", "c.id", "p.currency_id")
    .select([
      "sp.code",
      "p.id as productId",
      "sp.id as subProductId",
      "p.name as productName",
      "sp.code as subProductCode",
      "sp.selling_price_minor as priceMinor",
      "sp.stock_amount as stock",
      "c.iso_code as currencyCode",
    ])
    .where("sp.code", "=", list);
  // Barcodes are a product's; a supplier's code may be a product's or a variant's.
  const found = matchBy === "BARCODE" ? products : products.unionAll(variants);
  return rows(em, found.orderBy("productId").orderBy("subProductId"));
}

/**
 * Sets the prices and stock (a null leaves that value as it is), in the caller's transaction. Returns the units
 * whose stock came back from zero (their alerts are closed and mailed).
 */
export async function applySupplierUpdates(tx: EntityManager, jobs: JobSender, updates: readonly SupplierUpdate[]): Promise<StockUnit[]> {
  if (!updates.length) return [];
  const productIds = [...new Set(updates.map((u) => u.productId))].sort((a, b) => a - b);
  await rows(tx, db.selectFrom("product").select("id").where("id", "=", typedSql<number>`any(${productIds}::int[])`).orderBy("id").forUpdate());
  const before = await stockLevels(tx, productIds);
  for (const update of updates) {
    const values = {
      selling_price_minor: typedSql<number>`coalesce(${update.priceMinor}::bigint, selling_price_minor)`,
      stock_amount: typedSql<number>`coalesce(${update.stock}::int, stock_amount)`,
    };
    if (update.subProductId === null) await rows(tx, db.updateTable("product").set(values).where("id", "=", update.productId));
    else await rows(tx, db.updateTable("sub_product").set(values).where("id", "=", update.subProductId));
  }
  await refreshProductDerived(tx, productIds);
  // A large import changes the prices and stock the planner has statistics of (PGlite has no autovacuum to notice).
  if (updates.length >= ANALYZE_AFTER_UPDATES) await sql(tx, `analyze product, sub_product`);
  const returned = cameBack(before, await stockLevels(tx, productIds));
  await announceReturnedStock(tx, jobs, returned);
  return returned;
}
