// The audit trail of the shop's order operations: each admin write (a status change, a wire transfer's confirmation,
// an invoice number, a decision on a request) appends who did what with the record before and after, written in
// the same transaction as the change so that a refused or rolled-back change leaves no entry.
import type { EntityManager } from "@mikro-orm/core";
import { num, numOrNull, sql, str, strOrNull } from "../../core/db.js";
import { audit } from "../../core/audit.js";

/** The parts of an order an admin changes: enough to read what moved, no personal data beyond the number. */
export async function orderSnapshot(tx: EntityManager, orderId: number) {
  const [o] = await sql(tx, `select code, status, invoice_number, cargo_name, cargo_tracking_code, refunded_minor from shop_order where id = ?`, [orderId]);
  return {
    code: str(o.code),
    status: str(o.status),
    invoiceNumber: strOrNull(o.invoice_number),
    cargoName: strOrNull(o.cargo_name),
    trackingCode: strOrNull(o.cargo_tracking_code),
    refundedMinor: num(o.refunded_minor),
  };
}

/** A request as the decision leaves it (its order's number so the log reads without a lookup). */
export async function requestSnapshot(tx: EntityManager, requestId: number) {
  const [r] = await sql(
    tx,
    `select r.order_id, o.code, r.kind, r.status, r.answer, r.refund_minor, r.stock_returned from order_request r join shop_order o on o.id = r.order_id where r.id = ?`,
    [requestId],
  );
  return {
    orderId: num(r.order_id),
    orderCode: str(r.code),
    kind: str(r.kind),
    status: str(r.status),
    answer: str(r.answer),
    refundMinor: numOrNull(r.refund_minor),
    stockReturned: Boolean(r.stock_returned),
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
