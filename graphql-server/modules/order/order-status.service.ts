// The order status list: the state machine's statuses (order-state.ts); their names are written by the GraphQL
// layer (order.texts.ts) from the locale files.
import type { OrderStatus as OrderStatusDto, OrderStatusCode as OrderStatusCodeDto } from "../../generated/resolvers-types.js";
import { ORDER_STATUS_CODES, ORDER_TRANSITIONS, isFinalStatus, type OrderStatusCode } from "./order-state.js";

/** `awaiting_payment` → `AWAITING_PAYMENT` (the GraphQL enum). */
export const toStatusEnum = (code: OrderStatusCode) => code.toUpperCase() as OrderStatusCodeDto;

/** A status as listed: the schema's fields less the name, which the GraphQL layer writes. */
export type OrderStatusRecord = Omit<OrderStatusDto, "name"> & { statusCode: OrderStatusCode };

export function listOrderStatuses(): OrderStatusRecord[] {
  return ORDER_STATUS_CODES.map((code, index) => ({
    code: toStatusEnum(code),
    statusCode: code,
    sort: index + 1,
    isFinal: isFinalStatus(code),
    next: ORDER_TRANSITIONS[code].map(toStatusEnum),
  }));
}
