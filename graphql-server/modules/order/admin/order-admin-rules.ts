// The rules of the shop's side of an order, pure: how much of an order was paid (so how much may go back), which
// request states a decision passes through, and where the order goes once a request is decided. The services apply
// them inside one transaction; the tests walk them through the state machines.
import { ORDER_REQUEST_TRANSITIONS, type OrderRequestKind, type OrderRequestStatus } from "../requests/index.js";
import type { OrderStatusCode } from "../order-state.js";

/** The request state in which the shop gives money and stock back: a cancel when approved, a return when refunded. */
export const GRANTED_STATUS: Readonly<Record<OrderRequestKind, OrderRequestStatus>> = { cancel: "approved", refund: "refunded" };

/** Request states still waiting for the shop. */
const OPEN_STATUSES: readonly OrderRequestStatus[] = ["requested", "approved"];

export const isGranted = (kind: OrderRequestKind, status: string) => GRANTED_STATUS[kind] === status;

export interface PaidOrder {
  paymentCode: string;
  /** What a card was charged (null for offline methods). */
  chargedMinor: number | null;
  grandTotalMinor: number;
}

/**
 * What the shop holds of the shopper's money: a card's charge at once; a wire transfer once the shop confirmed it
 * (the order passed `approved`); cash on delivery once delivered. Before that nothing can be refunded.
 */
export function paidMinor(order: PaidOrder, statusesPassed: readonly string[]): number {
  if (order.chargedMinor !== null) return order.chargedMinor;
  if (order.paymentCode === "wire_transfer") return statusesPassed.includes("approved") ? order.grandTotalMinor : 0;
  return statusesPassed.includes("delivered") ? order.grandTotalMinor : 0;
}

/** What may still be refunded: paid less what went back already, never below zero. */
export const refundableMinor = (paid: number, refunded: number) => Math.max(0, paid - refunded);

/**
 * The states a decision walks through from `from` to `to` in the request machine (shortest way, `to` last), so a
 * return can be approved and refunded in one decision and every step is one the machine allows; null when `to`
 * cannot be reached (a decided request, or the same state).
 */
export function requestPath(kind: OrderRequestKind, from: OrderRequestStatus, to: OrderRequestStatus): OrderRequestStatus[] | null {
  const moves = ORDER_REQUEST_TRANSITIONS[kind];
  const queue: OrderRequestStatus[][] = [[from]];
  const seen = new Set<OrderRequestStatus>([from]);
  while (queue.length) {
    const path = queue.shift()!;
    for (const next of moves[path.at(-1)!]) {
      if (seen.has(next)) continue;
      if (next === to) return [...path.slice(1), next];
      seen.add(next);
      queue.push([...path, next]);
    }
  }
  return null;
}

export interface RequestState {
  kind: OrderRequestKind;
  status: string;
  lines: readonly { orderLineId: number; quantity: number }[];
}

/**
 * Where the order goes after a decision, given every request on it as it stands afterwards: when granted requests
 * (of either kind) cover every item, a cancel ends the order `cancelled` and a return `refunded`; a return order
 * with no return left open goes back to `delivered`; otherwise it stays (null). Part of an order cancelled leaves
 * the rest to be shipped.
 */
export function orderAfterDecision(
  decided: OrderRequestKind,
  orderStatus: OrderStatusCode,
  lines: readonly { id: number; quantity: number }[],
  requests: readonly RequestState[],
): OrderStatusCode | null {
  const granted = new Map<number, number>();
  for (const request of requests) {
    if (!isGranted(request.kind, request.status)) continue;
    for (const l of request.lines) granted.set(l.orderLineId, (granted.get(l.orderLineId) ?? 0) + l.quantity);
  }
  const allGranted = lines.length > 0 && lines.every((l) => (granted.get(l.id) ?? 0) >= l.quantity);
  if (allGranted) return decided === "cancel" ? "cancelled" : "refunded";
  const returnOpen = requests.some((r) => r.kind === "refund" && OPEN_STATUSES.includes(r.status as OrderRequestStatus));
  if (decided === "refund" && orderStatus === "refund_requested" && !returnOpen) return "delivered";
  return null;
}

/** Of each asked line, how many may still go back into stock (what was not returned before). */
export function stockToReturn(
  asked: readonly { orderLineId: number; quantity: number }[],
  lines: readonly { id: number; quantity: number; returnedQuantity: number }[],
): { orderLineId: number; quantity: number }[] {
  const left = new Map(lines.map((l) => [l.id, Math.max(0, l.quantity - l.returnedQuantity)]));
  const out: { orderLineId: number; quantity: number }[] = [];
  for (const a of asked) {
    const n = Math.min(a.quantity, left.get(a.orderLineId) ?? 0);
    if (n <= 0) continue;
    left.set(a.orderLineId, left.get(a.orderLineId)! - n);
    out.push({ orderLineId: a.orderLineId, quantity: n });
  }
  return out;
}
