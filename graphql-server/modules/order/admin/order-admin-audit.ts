// The audit trail of the shop's order operations: each admin write (a status change, a wire transfer's confirmation,
// an invoice number, a decision on a request) appends who did what with the record before and after, written in
// the same transaction as the change so that a refused or rolled-back change leaves no entry.
import type { EntityManager } from "@mikro-orm/core";
import { audit } from "../../../core/audit.js";
import { first } from "../../../core/database.js";
import { orderDatabase as db } from "../order.database.js";

/** The parts of an order an admin changes: enough to read what moved, no personal data beyond the number. */
export async function orderSnapshot(tx: EntityManager, orderId: number) {
  const order = await first(
    tx,
    db
      .selectFrom("shop_order")
      .select(["code", "status", "invoice_number as invoiceNumber", "cargo_name as cargoName", "cargo_tracking_code as trackingCode", "refunded_minor as refundedMinor"])
      .where("id", "=", orderId),
  );
  return order!;
}

/** A request as the decision leaves it (its order's number so the log reads without a lookup). */
export async function requestSnapshot(tx: EntityManager, requestId: number) {
  const request = await first(
    tx,
    db
      .selectFrom("order_request as r")
      .innerJoin("shop_order as o", "o.id", "r.order_id")
      .select(["r.order_id as orderId", "o.code as orderCode", "r.kind", "r.status", "r.answer", "r.refund_minor as refundMinor", "r.stock_returned as stockReturned"])
      .where("r.id", "=", requestId),
  );
  return {
    ...request!,
  };
}

export type OrderAuditAction = "status" | "confirm_payment" | "invoice_number" | "request_decision";

/** Appends the entry in the transaction `tx` as the admin `adminId`. */
export function auditOrderWrite(
  tx: EntityManager,
  adminId: number,
  entry: { action: OrderAuditAction; entity: "order" | "order_request"; id: number; before: unknown; after: unknown },
): Promise<void> {
  return audit({ em: tx, auth: { admin: { id: adminId } } }, entry);
}
