// The order state machine, pure: the statuses an order goes through and which transitions are allowed. Orders
// start in `received` (cash on delivery), `awaiting_payment` (wire transfer) or `payment_failed` (a card payment
// that did not complete); `cancelled` and `refunded` are final. Names live in order-status.service.ts.

export const ORDER_STATUS_CODES = [
  "awaiting_payment",
  "payment_failed",
  "received",
  "approved",
  "preparing",
  "shipped",
  "delivered",
  "cancelled",
  "refund_requested",
  "refunded",
] as const;
export type OrderStatusCode = (typeof ORDER_STATUS_CODES)[number];

/** Allowed transitions: from → the statuses it may move to. A status absent from every list is never entered. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatusCode, readonly OrderStatusCode[]>> = {
  // Wire transfer: the money arrives (approved), never arrives (cancelled) or the bank rejects it.
  awaiting_payment: ["approved", "payment_failed", "cancelled"],
  // A failed payment may be retried (wire transfer, or a card payment started again) or given up.
  payment_failed: ["awaiting_payment", "approved", "cancelled"],
  // Cash on delivery: the shop confirms the order or cancels it.
  received: ["approved", "cancelled"],
  approved: ["preparing", "cancelled"],
  preparing: ["shipped", "cancelled"],
  // Shipped: delivered, or refused at the door / returned, which starts a refund.
  shipped: ["delivered", "refund_requested"],
  delivered: ["refund_requested"],
  // A rejected refund request puts the order back to delivered.
  refund_requested: ["refunded", "delivered"],
  cancelled: [],
  refunded: [],
};

/** Statuses a new order may start in. */
export const INITIAL_ORDER_STATUSES: readonly OrderStatusCode[] = ["received", "awaiting_payment", "payment_failed"];

export function isOrderStatus(value: string): value is OrderStatusCode {
  return (ORDER_STATUS_CODES as readonly string[]).includes(value);
}

/** True when an order in `from` may move to `to` (never to itself, never out of a final status). */
export function canTransition(from: string, to: string): boolean {
  if (!isOrderStatus(from) || !isOrderStatus(to)) return false;
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: OrderStatusCode): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}
