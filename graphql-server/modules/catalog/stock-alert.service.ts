// Back-in-stock alerts: a member asks once per product (or variant) while it is sold out; when the catalogue brings
// the stock back (stock-return.ts), the same transaction closes every open alert of it and queues one mail job per
// alert, so a mail goes out exactly once however often the stock moves afterwards, and never for a rolled-back change.
import type { EntityManager } from "@mikro-orm/core";
import { intList, num, sql, str } from "../../core/db.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { defineJob, type JobSender } from "../../core/jobs.js";
import { getMailer } from "../mail/index.js";
import { stockAlertMail } from "./stock-alert.mail.js";

export interface StockAlertRequest {
  __typename: "StockAlertRequest";
  productId: number;
  subProductId: number | null;
}

/** A product as a whole (subProductId 0) or one of its variants. */
export interface StockUnit {
  productId: number;
  subProductId: number;
}

/** Whether the unit exists, is on sale and is sold out (an alert for something in stock would never fire). */
async function soldOut(em: EntityManager, { productId, subProductId }: StockUnit): Promise<boolean | null> {
  const rows = subProductId
    ? await sql(em, `select sp.stock_amount as stock from sub_product sp join product p on p.id = sp.product_id
                      where sp.id = ? and sp.product_id = ? and sp.is_active and p.is_active`, [subProductId, productId])
    : await sql(em, `select stock_total as stock from product where id = ? and is_active`, [productId]);
  return rows[0] ? num(rows[0].stock) <= 0 : null;
}

/** Opens an alert for the member, in the language they asked in; an open one for the same unit is HAS_LETMENOW. */
export async function requestStockAlert(
  em: EntityManager,
  customerId: number,
  unit: StockUnit,
  language: string,
): Promise<StockAlertRequest | OperationErrorResult> {
  if (!(await soldOut(em, unit))) return operationError("LETMENOW_NOT_ADDED", "productId");
  // A closed alert (mailed already) opens again: the member asks for the next return.
  const opened = await sql(
    em,
    `insert into product_stock_alert (customer_id, product_id, sub_product_id, language, created_at)
     values (?, ?, ?, ?, now())
     on conflict (customer_id, product_id, sub_product_id)
       do update set notified_at = null, language = excluded.language, created_at = excluded.created_at
       where product_stock_alert.notified_at is not null
     returning id`,
    [customerId, unit.productId, unit.subProductId, language],
  );
  if (!opened.length) return operationError("HAS_LETMENOW", "productId");
  return { __typename: "StockAlertRequest", productId: unit.productId, subProductId: unit.subProductId || null };
}

export async function hasOpenAlert(em: EntityManager, customerId: number, unit: StockUnit): Promise<boolean> {
  const rows = await sql(
    em,
    `select 1 from product_stock_alert where customer_id = ? and product_id = ? and sub_product_id = ? and notified_at is null`,
    [customerId, unit.productId, unit.subProductId],
  );
  return rows.length > 0;
}

/** The member withdraws an open alert; one already mailed is history and stays. */
export async function cancelStockAlert(em: EntityManager, customerId: number, unit: StockUnit): Promise<boolean> {
  const closed = await sql(
    em,
    `delete from product_stock_alert
      where customer_id = ? and product_id = ? and sub_product_id = ? and notified_at is null returning id`,
    [customerId, unit.productId, unit.subProductId],
  );
  return closed.length > 0;
}

/** The member's open alerts on the product and its variants, so that its page shows them as set. */
export async function openAlertsOnProduct(em: EntityManager, customerId: number, productId: number): Promise<StockAlertRequest[]> {
  const rows = await sql(
    em,
    `select sub_product_id from product_stock_alert
      where customer_id = ? and product_id = ? and notified_at is null order by sub_product_id`,
    [customerId, productId],
  );
  return rows.map((r) => ({ __typename: "StockAlertRequest", productId, subProductId: num(r.sub_product_id) || null }));
}

interface AlertMailData {
  alertId: number;
  customerId: number;
  productId: number;
  language: string;
}

/** The mail of one closed alert: written when the job runs, in the language the member asked in. */
export const stockAlertJob = defineJob<AlertMailData>({
  name: "catalog.stock-alert-mail",
  describe: ({ alertId }) => `back-in-stock alert ${alertId}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run(data, { em }) {
    const mail = await stockAlertMail(em, data);
    // A member who left, or a product gone since, gets nothing: there is no one or nothing to tell about.
    if (mail) await getMailer(em).send(mail);
  },
});

/**
 * Called by every catalogue change that brings stock back, inside its transaction, with the units whose stock went
 * from zero to more: closes their open alerts and queues one mail per alert in the same transaction.
 */
export async function announceReturnedStock(tx: EntityManager, jobs: JobSender, units: readonly StockUnit[]): Promise<number> {
  if (!units.length) return 0;
  const closed = await sql(
    tx,
    `update product_stock_alert a set notified_at = now()
       from unnest(?::int[], ?::int[]) as u(product_id, sub_product_id)
      where a.product_id = u.product_id and a.sub_product_id = u.sub_product_id and a.notified_at is null
      returning a.id, a.customer_id, a.product_id, a.language`,
    [intList(units.map((u) => u.productId)), intList(units.map((u) => u.subProductId))],
  );
  for (const row of closed) {
    const data: AlertMailData = { alertId: num(row.id), customerId: num(row.customer_id), productId: num(row.product_id), language: str(row.language) };
    await jobs.send(stockAlertJob, data, { em: tx, singletonKey: `stock-alert-${data.alertId}` });
  }
  return closed.length;
}
