// Cancel and return requests, pure: when a member may ask, which reasons they choose from, and the states the shop
// moves a request through. A cancel request is possible while the order has not left the shop; a return request
// from delivery until REFUND_WINDOW_DAYS later. The order itself follows order-state.ts: a return request moves a
// delivered order to refund_requested (a rejected one puts it back), a cancel request leaves the order's status to
// the shop, which cancels the order when it approves.
import type { OrderStatusCode } from "../order-state.js";

export type OrderRequestKind = "cancel" | "refund";

export const ORDER_REQUEST_STATUSES = ["requested", "approved", "rejected", "refunded"] as const;
export type OrderRequestStatus = (typeof ORDER_REQUEST_STATUSES)[number];

/** The moves the shop makes: a cancel request is answered once; a return is approved, then refunded when the items come back. */
export const ORDER_REQUEST_TRANSITIONS: Readonly<Record<OrderRequestKind, Readonly<Record<OrderRequestStatus, readonly OrderRequestStatus[]>>>> = {
  cancel: { requested: ["approved", "rejected"], approved: [], rejected: [], refunded: [] },
  refund: { requested: ["approved", "rejected"], approved: ["refunded", "rejected"], rejected: [], refunded: [] },
};

export const REFUND_WINDOW_DAYS = 15;

/** Statuses before the parcel leaves: the shop can still stop the order. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatusCode[] = ["awaiting_payment", "payment_failed", "received", "approved", "preparing"];

/** A delivered order, or one whose earlier return request is open: more items may be returned within the window. */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatusCode[] = ["delivered", "refund_requested"];

export const CANCEL_REASONS = ["changed_mind", "ordered_by_mistake", "found_cheaper", "delivery_too_long", "other"] as const;
export const REFUND_REASONS = ["damaged", "wrong_item", "not_as_described", "does_not_fit", "changed_mind", "other"] as const;

export const reasonsOf = (kind: OrderRequestKind): readonly string[] => (kind === "cancel" ? CANCEL_REASONS : REFUND_REASONS);

export function isOrderRequestStatus(value: string): value is OrderRequestStatus {
  return (ORDER_REQUEST_STATUSES as readonly string[]).includes(value);
}

export function canMoveRequest(kind: OrderRequestKind, from: string, to: string): boolean {
  return isOrderRequestStatus(from) && isOrderRequestStatus(to) && ORDER_REQUEST_TRANSITIONS[kind][from].includes(to);
}

export const canRequestCancel = (status: OrderStatusCode): boolean => CANCELLABLE_ORDER_STATUSES.includes(status);

/** The last moment a return may be asked for: REFUND_WINDOW_DAYS after delivery (null: not delivered). */
export function refundDeadline(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + REFUND_WINDOW_DAYS * 24 * 3600 * 1000) : null;
}

export function canRequestRefund(status: OrderStatusCode, deliveredAt: Date | null, now: Date): boolean {
  const deadline = refundDeadline(deliveredAt);
  return REFUNDABLE_ORDER_STATUSES.includes(status) && deadline !== null && now.getTime() <= deadline.getTime();
}

/**
 * How many of each order line may still be asked for: the line's quantity less what open or granted requests of
 * either kind already hold (a rejected request gives its items back).
 */
export function requestableQuantities(
  lines: readonly { id: number; quantity: number }[],
  requests: readonly { status: string; lines: readonly { orderLineId: number; quantity: number }[] }[],
): Map<number, number> {
  const left = new Map(lines.map((l) => [l.id, l.quantity]));
  for (const request of requests) {
    if (request.status === "rejected") continue;
    for (const line of request.lines) if (left.has(line.orderLineId)) left.set(line.orderLineId, Math.max(0, left.get(line.orderLineId)! - line.quantity));
  }
  return left;
}
