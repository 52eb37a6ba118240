// A supplier's feed as the catalogue takes it: the products and variants its codes name (by the supplier's product
// code — a product's or a variant's code — or by barcode), and the new prices and stock applied in one go, with the
// derived columns (list price, stock total) and back-in-stock alerts following as after any stock change.
import type { EntityManager } from "@mikro-orm/core";
import { BoundArray } from "../../core/bound-parameters.js";
import { intList, num, numOrNull, sql, str, strOrNull } from "../../core/db.js";
import type { JobSender } from "../../core/jobs.js";
import { refreshProductDerived } from "./catalog.derived.js";
import { announceReturnedStock, type StockUnit } from "./stock-alert.service.js";

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
  const products = `select p.${column} as code, p.id as product_id, null::int as sub_product_id,
                           p.name as product_name, null as sub_code, p.selling_price_minor as price, p.stock_amount as stock, c.iso_code
                      from product p join currency c on c.id = p.currency_id
                     where p.${column} = any(?::text[])`;
  const variants = `select sp.code, p.id, sp.id, p.name, sp.code, sp.selling_price_minor, sp.stock_amount, c.iso_code
                      from sub_product sp join product p on p.id = sp.product_id join currency c on c.id = p.currency_id
                     where sp.code = any(?::text[])`;
  const list = new BoundArray([...new Set(codes)]);
  // Barcodes are a product's; a supplier's code may be a product's or a variant's.
  const rows =
    matchBy === "BARCODE" ? await sql(em, `${products} order by 2, 3`, [list]) : await sql(em, `${products} union all ${variants} order by 2, 3`, [list, list]);
  return rows.map((r) => ({
    code: str(r.code),
    productId: num(r.product_id),
    subProductId: numOrNull(r.sub_product_id),
    productName: str(r.product_name),
    subProductCode: strOrNull(r.sub_code),
    priceMinor: num(r.price),
    stock: num(r.stock),
    currencyCode: str(r.iso_code),
  }));
}

/**
 * Sets the prices and stock (a null leaves that value as it is), in the caller's transaction. Returns the units
 * whose stock came back from zero (their alerts are closed and mailed).
 */
export async function applySupplierUpdates(tx: EntityManager, jobs: JobSender, updates: readonly SupplierUpdate[]): Promise<StockUnit[]> {
  if (!updates.length) return [];
  const productIds = [...new Set(updates.map((u) => u.productId))].sort((a, b) => a - b);
  const before = await sql(tx, `select id, stock_total from product where id = any(?::int[]) order by id for update`, [intList(productIds)]);
  const returned: StockUnit[] = [];
  for (const update of updates) {
    const table = update.subProductId === null ? "product" : "sub_product";
    const id = update.subProductId ?? update.productId;
    const [row] = await sql(
      tx,
      `update ${table} t set selling_price_minor = coalesce(?::bigint, t.selling_price_minor), stock_amount = coalesce(?::int, t.stock_amount)
         from (select stock_amount from ${table} where id = ?) old
        where t.id = ? returning old.stock_amount as stock_before, t.stock_amount as stock_after`,
      [update.priceMinor, update.stock, id, id],
    );
    if (update.subProductId !== null && row && num(row.stock_before) <= 0 && num(row.stock_after) > 0) {
      returned.push({ productId: update.productId, subProductId: update.subProductId });
    }
  }
  await refreshProductDerived(tx, productIds);
  const after = await sql(tx, `select id, stock_total from product where id = any(?::int[])`, [intList(productIds)]);
  const totalBefore = new Map(before.map((r) => [num(r.id), num(r.stock_total)]));
  for (const r of after) if ((totalBefore.get(num(r.id)) ?? 0) <= 0 && num(r.stock_total) > 0) returned.push({ productId: num(r.id), subProductId: 0 });
  await announceReturnedStock(tx, jobs, returned);
  return returned;
}
