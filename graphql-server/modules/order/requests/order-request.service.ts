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
import { num, sql, str } from "../../../core/db.js";
import { isStorableText } from "../../../core/unstorable-text.js";
import { canTransition, isOrderStatus, type OrderStatusCode } from "../order-state.js";
import { asOrderError, orderError, type OrderErrorResult } from "../place/index.js";
import { canRequestCancel, canRequestRefund, reasonsOf, requestableQuantities, type OrderRequestKind } from "./order-request-state.js";
import { recordStatus } from "../admin/index.js";
import { deliveredAt, findRequest, statusHistories, type OrderRequestRecord } from "./order-request.read.js";
import type { RequestedLine } from "./order-request.entities.js";

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
    const orders = await sql(
      tx,
      `select id, status, email, language from shop_order where shopper_kind = 'customer' and shopper_id = ? and ${
        input.orderId ? "id = ?" : "code = ?"
      } for update`,
      [customerId, input.orderId ?? code],
    );
    const order = orders[0];
    if (!order) throw notFound();
    const orderId = num(order.id);
    const status = str(order.status);
    if (!isOrderStatus(status)) throw new Refusal(refusedCode(kind));
    const history = (await statusHistories(tx, [orderId])).get(orderId) ?? [];
    const allowed = kind === "cancel" ? canRequestCancel(status) : canRequestRefund(status, deliveredAt(history), now);
    if (!allowed) throw new Refusal(refusedCode(kind));
    if (!reasonsOf(kind).includes(input.reason)) throw new Refusal("MISSING_INFORMATION", { field: "reason" });
    const asked = askedLines(input.lines);
    if (!asked.length) throw new Refusal("MISSING_INFORMATION", { field: "lines" });
    const orderLines = await sql(tx, `select id, quantity from order_line where order_id = ?`, [orderId]);
    const earlier = await sql(tx, `select status, lines from order_request where order_id = ?`, [orderId]);
    const left = requestableQuantities(
      orderLines.map((l) => ({ id: num(l.id), quantity: num(l.quantity) })),
      earlier.map((r) => ({ status: str(r.status), lines: (typeof r.lines === "string" ? JSON.parse(r.lines) : r.lines) as RequestedLine[] })),
    );
    // A line of another order, or more than is left of a line: these items cannot be asked for.
    if (asked.some((l) => (left.get(l.orderLineId) ?? 0) < l.quantity)) throw new Refusal(refusedCode(kind), { field: "lines" });
    const inserted = await sql(
      tx,
      `insert into order_request (order_id, kind, status, reason, note, lines, answer, created_at, updated_at)
         values (?, ?, 'requested', ?, ?, ?::jsonb, '', now(), now()) returning id`,
      [orderId, kind, input.reason, input.note?.trim() ?? "", JSON.stringify(asked)],
    );
    if (kind === "refund") await moveOrder(tx, orderId, status, "refund_requested", "return_requested" satisfies ShopStatusNote);
    return { ok: true as const, id: num(inserted[0].id), email: str(order.email), language: str(order.language) };
  });
  if (!made.ok) return made;
  return { ok: true, request: (await findRequest(scope.em, made.id))!, email: made.email, language: made.language };
}

/** Moves the order along the state machine (when the move is allowed and is one) and records it in the history. */
async function moveOrder(tx: RequestScope["em"], orderId: number, from: OrderStatusCode, to: OrderStatusCode, note: string): Promise<void> {
  if (!canTransition(from, to)) return;
  await recordStatus(tx, orderId, to, note, null);
}
