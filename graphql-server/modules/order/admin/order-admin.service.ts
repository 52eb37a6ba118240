// An admin moves an order to another status: only along ORDER_TRANSITIONS (a wire transfer's awaiting_payment →
// approved is the payment's confirmation), recorded in the status history with the admin and a note, with one mail
// to the customer queued in the same transaction. Shipping needs the cargo company and the tracking number; an
// invoice number may come with any change or alone. The order row is locked while it changes, so two admins moving
// the same order one after the other each see the other's result. Cancelling a card order refunds the card.
import type { EntityManager } from "@mikro-orm/core";
import type { Selectable } from "kysely";
import { z } from "zod";
import { notFound } from "../../../core/errors.js";
import { refusable, Refusal } from "../../../core/refusal.js";
import { first, rows, sql } from "../../../core/database.js";
import type { Tables } from "../../../generated/database.js";
import type { JobSender } from "../../../core/jobs.js";
import { isStorableText } from "../../../core/unstorable-text.js";
import { findCargoCompany, trackingLink } from "../../cargo/index.js";
import type { PaymentProviders } from "../../payment/index.js";
import { auditOrderWrite, orderSnapshot } from "./order-admin-audit.js";
import { refundCardOnCancel } from "./order-card-refund.js";
import { orderStatusMailJob } from "./order-admin.mail.js";
import { recordStatus } from "../order-status-history.js";
import { ORDER_STATUS_CODES, canTransition, isOrderStatus } from "../order-state.js";
import { returnOrderStock } from "./order-stock.js";
import { orderDatabase as db } from "../order.database.js";
import { asOrderError, orderError, type OrderErrorResult } from "../place/index.js";

const id = z.number().int().positive().max(2_147_483_647);
const shortText = z.string().max(64).refine(isStorableText);

const changeSchema = z.object({
  orderId: id,
  status: z.enum(ORDER_STATUS_CODES),
  note: z.string().max(1000).refine(isStorableText).nullish(),
  cargoId: id.nullish(),
  trackingCode: shortText.nullish(),
  invoiceNumber: shortText.nullish(),
  returnStock: z.boolean().nullish(),
});

/** An order row as the admin's writes lock it. */
export type LockedOrder = Selectable<Tables["shop_order"]>;

export type AdminOrderOutcome = { ok: true; orderId: number } | { ok: false; error: OrderErrorResult };

/** The first field zod found wrong, as MISSING_INFORMATION with that field (an unknown id is NOT_FOUND). */
function invalid(error: z.ZodError, idField: string): OrderErrorResult {
  const field = String(error.issues[0]?.path[0] ?? "input");
  if (field === idField) throw notFound();
  return orderError("MISSING_INFORMATION", field);
}

/** The order, locked for the change; NOT_FOUND when there is none. */
export async function lockOrder(tx: EntityManager, orderId: number): Promise<LockedOrder> {
  const order = await first(tx, db.selectFrom("shop_order").selectAll().where("id", "=", orderId).forUpdate());
  if (!order) throw notFound();
  return order;
}

/** Text an admin typed, trimmed; empty is none. */
const given = (value: string | null | undefined) => value?.trim() || null;

export async function changeOrderStatus(
  em: EntityManager,
  jobs: JobSender,
  payments: PaymentProviders,
  adminId: number,
  rawInput: unknown,
): Promise<AdminOrderOutcome> {
  const parsed = changeSchema.safeParse(rawInput);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error, "orderId") };
  const input = parsed.data;
  return refusable(em, asOrderError, async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const from = order.status;
    if (!isOrderStatus(from) || !canTransition(from, input.status)) throw new Refusal("ORDER_STATUS_NOT_ALLOWED", { field: "status" });
    const before = await orderSnapshot(tx, input.orderId);
    if (input.status === "shipped") await ship(tx, order, input.cargoId ?? null, given(input.trackingCode));
    if (input.invoiceNumber !== undefined && input.invoiceNumber !== null) await setInvoice(tx, input.orderId, given(input.invoiceNumber));
    await recordStatus(tx, input.orderId, input.status, input.note?.trim() ?? "", adminId);
    // A cancelled card order gives the card its money back; a provider that refuses leaves the order as it was.
    const refundedToCard = input.status === "cancelled" ? await refundCardOnCancel(tx, payments, order) : 0;
    if (input.returnStock && (input.status === "cancelled" || input.status === "refunded")) await returnOrderStock(tx, jobs, input.orderId, "all");
    await queueStatusMail(tx, jobs, input.orderId, refundedToCard);
    // A wire transfer's move out of awaiting_payment to approved is the confirmation that the money arrived.
    const action = from === "awaiting_payment" && input.status === "approved" ? "confirm_payment" : "status";
    await auditOrderWrite(tx, adminId, { action, entity: "order", id: input.orderId, before, after: await orderSnapshot(tx, input.orderId) });
    return { ok: true as const, orderId: input.orderId };
  });
}

/** Shipping: the cargo company (the one asked, else the shopper's choice) and the tracking number are required. */
async function ship(tx: EntityManager, order: LockedOrder, cargoId: number | null, trackingCode: string | null): Promise<void> {
  if (!trackingCode) throw new Refusal("MISSING_INFORMATION", { field: "trackingCode" });
  const company = await findCargoCompany(tx, cargoId ?? order.cargo_id ?? 0);
  if (!company) throw new Refusal("MISSING_INFORMATION", { field: "cargoId" });
  await rows(
    tx,
    db
      .updateTable("shop_order")
      .set({ cargo_id: company.id, cargo_name: company.name, cargo_tracking_url: company.trackingUrl || null, cargo_tracking_code: trackingCode })
      .where("id", "=", order.id),
  );
}

const setInvoice = (tx: EntityManager, orderId: number, invoiceNumber: string | null) =>
  rows(tx, db.updateTable("shop_order").set({ invoice_number: invoiceNumber, updated_at: sql<Date>`now()` }).where("id", "=", orderId));

const invoiceSchema = z.object({ orderId: id, invoiceNumber: shortText });

/** Sets the invoice number alone (empty clears it); no status change, no mail. */
export async function setOrderInvoiceNumber(em: EntityManager, adminId: number, rawInput: unknown): Promise<AdminOrderOutcome> {
  const parsed = invoiceSchema.safeParse(rawInput);
  if (!parsed.success) return { ok: false, error: invalid(parsed.error, "orderId") };
  const { orderId, invoiceNumber } = parsed.data;
  return refusable(em, asOrderError, async (tx) => {
    await lockOrder(tx, orderId);
    const before = await orderSnapshot(tx, orderId);
    await setInvoice(tx, orderId, given(invoiceNumber));
    await auditOrderWrite(tx, adminId, { action: "invoice_number", entity: "order", id: orderId, before, after: await orderSnapshot(tx, orderId) });
    return { ok: true as const, orderId };
  });
}

/**
 * The customer's mail about the order's status as it now stands, queued in the transaction that changed it, with what
 * the change gave back to the card.
 */
export async function queueStatusMail(tx: EntityManager, jobs: JobSender, orderId: number, refundedToCardMinor = 0): Promise<void> {
  const o = (await first(tx, db.selectFrom("shop_order").selectAll().where("id", "=", orderId)))!;
  const status = o.status;
  if (!isOrderStatus(status)) return;
  const trackingCode = o.cargo_tracking_code;
  const template = o.cargo_tracking_url;
  const history = await first(tx, db.selectFrom("order_status_history").select((eb) => eb.fn.max("id").as("id")).where("order_id", "=", orderId));
  await jobs.send(
    orderStatusMailJob,
    {
      to: o.email,
      language: o.language,
      name: `${o.first_name} ${o.last_name}`.trim(),
      code: o.code,
      status,
      cargoName: o.cargo_name,
      trackingCode,
      trackingUrl: template && trackingCode ? trackingLink(template, trackingCode) || null : null,
      invoiceNumber: o.invoice_number,
      refundedToCard: refundedToCardMinor > 0 ? { amountMinor: refundedToCardMinor, currencyCode: o.currency_code } : null,
    },
    { em: tx, singletonKey: `order-status-${history?.id ?? 0}` },
  );
}
