// Back-in-stock alerts: a member asks once per product (or variant) while it is sold out; when the catalogue brings
// the stock back (stock-return.ts), the same transaction closes every open alert of it and queues one mail job per
// alert, so a mail goes out exactly once however often the stock moves afterwards, and never for a rolled-back change.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../core/database.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { defineJob, type JobSender } from "../../../core/jobs.js";
import { getMailer } from "../../mail/index.js";
import { stockAlertMail } from "./stock-alert.mail.js";
import { catalogDatabase as db } from "../catalog.database.js";

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
  const found = subProductId
    ? await first(
        em,
        db
          .selectFrom("sub_product as sp")
          .innerJoin("product as p", "p.id", "sp.product_id")
          .select("sp.stock_amount as stock")
          .where("sp.id", "=", subProductId)
          .where("sp.product_id", "=", productId)
          .where("sp.is_active", "=", true)
          .where("p.is_active", "=", true),
      )
    : await first(em, db.selectFrom("product").select("stock_total as stock").where("id", "=", productId).where("is_active", "=", true));
  return found ? found.stock <= 0 : null;
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
  const opened = await first(
    em,
    db
      .insertInto("product_stock_alert")
      .values({ customer_id: customerId, product_id: unit.productId, sub_product_id: unit.subProductId, language, created_at: sql<Date>`now()` })
      .onConflict((conflict) =>
        conflict
          .columns(["customer_id", "product_id", "sub_product_id"])
          .doUpdateSet((eb) => ({ notified_at: null, language: eb.ref("excluded.language"), created_at: eb.ref("excluded.created_at") }))
          .where("product_stock_alert.notified_at", "is not", null),
      )
      .returning("id"),
  );
  if (!opened) return operationError("HAS_LETMENOW", "productId");
  return { __typename: "StockAlertRequest", productId: unit.productId, subProductId: unit.subProductId || null };
}

export async function hasOpenAlert(em: EntityManager, customerId: number, unit: StockUnit): Promise<boolean> {
  const open = await first(em, openAlerts(customerId, unit.productId).select("id").where("sub_product_id", "=", unit.subProductId));
  return open !== undefined;
}

/** The member's alerts on a product not mailed yet. */
const openAlerts = (customerId: number, productId: number) =>
  db.selectFrom("product_stock_alert").where("customer_id", "=", customerId).where("product_id", "=", productId).where("notified_at", "is", null);

/** The member withdraws an open alert; one already mailed is history and stays. */
export async function cancelStockAlert(em: EntityManager, customerId: number, unit: StockUnit): Promise<boolean> {
  const closed = await rows(
    em,
    db
      .deleteFrom("product_stock_alert")
      .where("customer_id", "=", customerId)
      .where("product_id", "=", unit.productId)
      .where("sub_product_id", "=", unit.subProductId)
      .where("notified_at", "is", null)
      .returning("id"),
  );
  return closed.length > 0;
}

/** The member's open alerts on the product and its variants, so that its page shows them as set. */
export async function openAlertsOnProduct(em: EntityManager, customerId: number, productId: number): Promise<StockAlertRequest[]> {
  const open = await rows(em, openAlerts(customerId, productId).select("sub_product_id").orderBy("sub_product_id"));
  return open.map((r) => ({ __typename: "StockAlertRequest", productId, subProductId: r.sub_product_id || null }));
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
  const closed = await rows(
    tx,
    db
      .updateTable("product_stock_alert as a")
      .set({ notified_at: sql<Date>`now()` })
      // The units as two lists bound once each: one statement text however many units came back.
      .where(sql<boolean>`(a.product_id, a.sub_product_id) in (select * from unnest(${units.map((u) => u.productId)}::int[], ${units.map((u) => u.subProductId)}::int[]))`)
      .where("a.notified_at", "is", null)
      .returning(["a.id", "a.customer_id", "a.product_id", "a.language"]),
  );
  for (const row of closed) {
    const data: AlertMailData = { alertId: row.id, customerId: row.customer_id, productId: row.product_id, language: row.language };
    await jobs.send(stockAlertJob, data, { em: tx, singletonKey: `stock-alert-${data.alertId}` });
  }
  return closed.length;
}
