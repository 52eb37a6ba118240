// An admin decides a member's cancel or return request, in one transaction: the order and then the request are
// locked (the order first, as a new request locks it, so the two never wait on each other), the request moves
// through its state machine (a second decision sent at the same time finds it decided: REQUEST_ALREADY_DECIDED), and
// the decision that grants it gives back the refund amount (at most what was paid less what went back already) and,
// when asked, the items into stock. The order follows (cancelled or refunded once every item is granted; a return
// order back to delivered when no return is left open). A card's money goes back through its provider, last: when
// the provider says no, everything before rolls back and nothing has changed.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { notFound } from "../../../core/errors.js";
import { refusable, Refusal } from "../../../core/refusal.js";
import { first, rows, sql } from "../../../core/database.js";
import type { JobSender } from "../../../core/jobs.js";
import { isStorableText } from "../../../core/unstorable-text.js";
import type { PaymentProviders } from "../../payment/index.js";
import type { ErrorCode } from "../../../generated/resolvers-types.js";
import { GRANTED_STATUS, orderAfterDecision, paidMinor, refundableMinor, requestPath } from "./order-admin-rules.js";
import { auditOrderWrite, requestSnapshot } from "./order-admin-audit.js";
import { requestDecisionMailJob } from "./order-admin.mail.js";
import { giveCardMoneyBack } from "./order-card-refund.js";
import { lockOrder } from "./order-admin.service.js";
import { recordStatus } from "../order-status-history.js";
import { ORDER_REQUEST_TRANSITIONS, canRequestCancel, isOrderRequestStatus, type OrderRequestKind, type OrderRequestStatus } from "../requests/index.js";
import { canTransition, isOrderStatus, type OrderStatusCode } from "../order-state.js";
import { returnOrderStock } from "./order-stock.js";
import { asOrderError, orderError, type OrderErrorResult } from "../place/index.js";
import { orderDatabase as db } from "../order.database.js";

const decisionSchema = z.object({
  requestId: z.number().int().positive().max(2_147_483_647),
  status: z.enum(["approved", "rejected", "refunded", "requested"]),
  refundMinor: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullish(),
  description: z.string().max(1000).refine(isStorableText).nullish(),
  returnStock: z.boolean().nullish(),
});

export type DecisionOutcome = { ok: true; requestId: number } | { ok: false; error: OrderErrorResult };

const refuse = (code: ErrorCode, field: string | null = null): never => {
  throw new Refusal(code, { field });
};

export async function decideOrderRequest(
  em: EntityManager,
  jobs: JobSender,
  payments: PaymentProviders,
  adminId: number,
  rawInput: unknown,
): Promise<DecisionOutcome> {
  const parsed = decisionSchema.safeParse(rawInput);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "input");
    if (field === "requestId") throw notFound();
    return { ok: false, error: orderError("MISSING_INFORMATION", field) };
  }
  const input = parsed.data;
  return refusable(em, asOrderError, async (tx) => {
    const found = await first(tx, db.selectFrom("order_request").select("order_id").where("id", "=", input.requestId));
    if (!found) throw notFound();
    const order = await lockOrder(tx, found.order_id);
    const orderId = order.id;
    const request = (await first(tx, db.selectFrom("order_request").selectAll().where("id", "=", input.requestId).forUpdate()))!;
    const kind: OrderRequestKind = request.kind === "refund" ? "refund" : "cancel";
    const from = request.status;
    const orderStatus = order.status;
    if (!isOrderRequestStatus(from) || !isOrderStatus(orderStatus)) return refuse("REQUEST_ALREADY_DECIDED", "status");
    const path = requestPath(kind, from, input.status);
    // Decided already (by the other admin of a race, or earlier), or a state this kind of request never reaches.
    if (!path) return refuse(ORDER_REQUEST_TRANSITIONS[kind][from].length ? "MISSING_INFORMATION" : "REQUEST_ALREADY_DECIDED", "status");
    const grants = path.includes(GRANTED_STATUS[kind]);
    const before = await requestSnapshot(tx, input.requestId);
    const lines = request.lines;

    let refund = 0;
    let stockReturned = Boolean(request.stock_returned);
    if (grants) {
      if (kind === "cancel" && !canRequestCancel(orderStatus)) refuse("CAN_NOT_CANCEL", "status");
      refund = input.refundMinor ?? 0;
      const passed = (await rows(tx, db.selectFrom("order_status_history").select("status").where("order_id", "=", orderId))).map((r) => r.status);
      const paid = paidMinor({ paymentCode: order.payment_code, chargedMinor: order.charged_minor, grandTotalMinor: order.grand_total_minor }, [...passed, orderStatus]);
      if (refund > refundableMinor(paid, order.refunded_minor)) refuse("REFUND_AMOUNT_TOO_HIGH", "refundMinor");
      if (input.returnStock) stockReturned = (await returnOrderStock(tx, jobs, orderId, lines)) > 0 || stockReturned;
    }

    const to = input.status as OrderRequestStatus;
    await rows(
      tx,
      db
        .updateTable("order_request")
        .set({
          status: to,
          answer: input.description?.trim() ?? request.answer,
          refund_minor: grants ? refund : request.refund_minor,
          stock_returned: stockReturned,
          decided_by: adminId,
          decided_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", input.requestId),
    );
    const orderTo = await moveOrderAfter(tx, orderId, kind, orderStatus, adminId, input.description?.trim() ?? "");
    if (refund > 0) {
      await rows(
        tx,
        db
          .updateTable("shop_order")
          .set((eb) => ({ refunded_minor: eb("refunded_minor", "+", refund), updated_at: sql<Date>`now()` }))
          .where("id", "=", orderId),
      );
      await giveCardMoneyBack(tx, payments, order, refund, orderTo === "cancelled");
    }
    const titles = await rows(tx, db.selectFrom("order_line").select(["id", "title"]).where("order_id", "=", orderId));
    const titleOf = new Map(titles.map((l) => [l.id, l.title]));
    await jobs.send(
      requestDecisionMailJob,
      {
        to: order.email,
        language: order.language,
        code: order.code,
        kind,
        status: to,
        answer: input.description?.trim() ?? "",
        lines: lines.map((l) => `${l.quantity} × ${titleOf.get(l.orderLineId) ?? ""}`),
        refundMinor: grants ? refund : 0,
        currencyCode: order.currency_code,
        orderStatus: orderTo,
      },
      { em: tx, singletonKey: `request-decision-${input.requestId}-${to}` },
    );
    const after = { ...(await requestSnapshot(tx, input.requestId)), orderStatus: orderTo ?? orderStatus };
    await auditOrderWrite(tx, adminId, { action: "request_decision", entity: "order_request", id: input.requestId, before: { ...before, orderStatus }, after });
    return { ok: true as const, requestId: input.requestId };
  });
}

/** Moves the order where the requests, as they now stand, put it; answers the new status (null: it stays). */
async function moveOrderAfter(
  tx: EntityManager,
  orderId: number,
  kind: OrderRequestKind,
  orderStatus: OrderStatusCode,
  adminId: number,
  note: string,
): Promise<OrderStatusCode | null> {
  const lines = await rows(tx, db.selectFrom("order_line").select(["id", "quantity"]).where("order_id", "=", orderId));
  const requests = (await rows(tx, db.selectFrom("order_request").select(["kind", "status", "lines"]).where("order_id", "=", orderId))).map((r) => ({
    ...r,
    kind: (r.kind === "refund" ? "refund" : "cancel") as OrderRequestKind,
  }));
  const target = orderAfterDecision(kind, orderStatus, lines, requests);
  if (!target) return null;
  if (!canTransition(orderStatus, target)) refuse("ORDER_STATUS_NOT_ALLOWED", "status");
  await recordStatus(tx, orderId, target, note, adminId);
  return target;
}
