// A member asks to cancel an order that has not shipped, or to return items of one delivered at most
// REFUND_WINDOW_DAYS ago: chosen lines and quantities, a reason from the fixed list, an optional note. The order is
// locked while the request is checked and written, so two requests sent together cannot ask for the same items
// twice. Another member's order (or an unknown one) is NOT_FOUND; a rule that says no is a result (CAN_NOT_CANCEL,
// CAN_NOT_REFUND, MISSING_INFORMATION with the field).
import type { ShopStatusNote } from "../order-status-note.js";
import { z } from "zod";
import type { RequestScope } from "../../../core/context.js";
import { notFound } from "../../../core/errors.js";
import { refusable, Refusal } from "../../../core/refusal.js";
import { first, rows, sql } from "../../../core/database.js";
import { isStorableText } from "../../../core/unstorable-text.js";
import { canTransition, isOrderStatus, type OrderStatusCode } from "../order-state.js";
import { asOrderError, orderError, type OrderErrorResult } from "../place/index.js";
import { canRequestCancel, canRequestRefund, reasonsOf, requestableQuantities, type OrderRequestKind } from "./order-request-state.js";
import { recordStatus } from "../order-status-history.js";
import { deliveredAt, findRequest, statusHistories, type OrderRequestRecord } from "./order-request.read.js";
import type { RequestedLine } from "./order-request.entities.js";
import { orderDatabase as db } from "../order.database.js";

const MAX_NOTE = 1000;
const id = z.number().int().positive().max(2_147_483_647);

const inputSchema = z.object({
  orderId: id.nullish(),
  code: z.string().max(32).nullish(),
  lines: z.array(z.object({ orderLineId: id, quantity: z.number().int().min(0).max(100_000) })).max(200),
  reason: z.string().max(32),
  note: z.string().max(MAX_NOTE).refine(isStorableText).nullish(),
});

/** A request made, with where and in which language to tell the member (the order's contact and language). */
export type OrderRequestOutcome = { ok: true; request: OrderRequestRecord; email: string; language: string } | { ok: false; error: OrderErrorResult };

const refusedCode = (kind: OrderRequestKind) => (kind === "cancel" ? "CAN_NOT_CANCEL" : "CAN_NOT_REFUND");

/** The asked lines with a quantity, duplicates added up; lines asked with 0 (an unticked row of the form) are left out. */
function askedLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const sums = new Map<number, number>();
  for (const l of lines) if (l.quantity > 0) sums.set(l.orderLineId, (sums.get(l.orderLineId) ?? 0) + l.quantity);
  return [...sums].map(([orderLineId, quantity]) => ({ orderLineId, quantity }));
}

export async function createOrderRequest(
  scope: RequestScope,
  customerId: number,
  kind: OrderRequestKind,
  rawInput: unknown,
  now = new Date(),
): Promise<OrderRequestOutcome> {
  const parsed = inputSchema.safeParse(rawInput);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "input");
    if (field === "orderId" || field === "code") throw notFound();
    return { ok: false, error: orderError("MISSING_INFORMATION", field) };
  }
  const input = parsed.data;
  const code = input.code?.trim().toUpperCase() ?? "";
  if (!input.orderId && !code) throw notFound();
  const made = await refusable(scope.em, asOrderError, async (tx) => {
    const order = await first(
      tx,
      db
        .selectFrom("shop_order")
        .select(["id", "status", "email", "language"])
        .where("shopper_kind", "=", "customer")
        .where("shopper_id", "=", customerId)
        .where(input.orderId ? "id" : "code", "=", input.orderId ?? code)
        .forUpdate(),
    );
    if (!order) throw notFound();
    const orderId = order.id;
    const status = order.status;
    if (!isOrderStatus(status)) throw new Refusal(refusedCode(kind));
    const history = (await statusHistories(tx, [orderId])).get(orderId) ?? [];
    const allowed = kind === "cancel" ? canRequestCancel(status) : canRequestRefund(status, deliveredAt(history), now);
    if (!allowed) throw new Refusal(refusedCode(kind));
    if (!reasonsOf(kind).includes(input.reason)) throw new Refusal("MISSING_INFORMATION", { field: "reason" });
    const asked = askedLines(input.lines);
    if (!asked.length) throw new Refusal("MISSING_INFORMATION", { field: "lines" });
    const orderLines = await rows(tx, db.selectFrom("order_line").select(["id", "quantity"]).where("order_id", "=", orderId));
    const earlier = await rows(tx, db.selectFrom("order_request").select(["status", "lines"]).where("order_id", "=", orderId));
    const left = requestableQuantities(orderLines, earlier);
    // A line of another order, or more than is left of a line: these items cannot be asked for.
    if (asked.some((l) => (left.get(l.orderLineId) ?? 0) < l.quantity)) throw new Refusal(refusedCode(kind), { field: "lines" });
    const inserted = await first(
      tx,
      db
        .insertInto("order_request")
        .values({
          order_id: orderId,
          kind,
          status: "requested",
          reason: input.reason,
          note: input.note?.trim() ?? "",
          lines: JSON.stringify(asked),
          answer: "",
          created_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .returning("id"),
    );
    if (kind === "refund") await moveOrder(tx, orderId, status, "refund_requested", "return_requested" satisfies ShopStatusNote);
    return { ok: true as const, id: inserted!.id, email: order.email, language: order.language };
  });
  if (!made.ok) return made;
  return { ok: true, request: (await findRequest(scope.em, made.id))!, email: made.email, language: made.language };
}

/** Moves the order along the state machine (when the move is allowed and is one) and records it in the history. */
async function moveOrder(tx: RequestScope["em"], orderId: number, from: OrderStatusCode, to: OrderStatusCode, note: string): Promise<void> {
  if (!canTransition(from, to)) return;
  await recordStatus(tx, orderId, to, note, null);
}
