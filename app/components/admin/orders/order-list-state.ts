// The order list's URL state (search = order number; filters status, dates, payment method, customer, member id,
// open request; sort): shared by the list, which reads it, and the dashboard and customer pages, which link into it
// with a filter set. Turning the URL state into the server's filter lives here too, so both read it the same way.
// Relative imports: unit-tested outside Vite (tests/domain/admin-order-list.test.ts).
import { listHref, type ListSpec, type ListState } from "../../../domain/admin-list";
import { adminPaths } from "../../../domain/admin-paths";
import type { OrderStatusCode } from "../../../graphql/generated/graphql";

/** The state machine's statuses, in its order. */
export const ORDER_STATUSES: readonly OrderStatusCode[] = [
  "AWAITING_PAYMENT",
  "PAYMENT_FAILED",
  "RECEIVED",
  "APPROVED",
  "PREPARING",
  "SHIPPED",
  "DELIVERED",
  "CANCELLED",
  "REFUND_REQUESTED",
  "REFUNDED",
];
const isStatus = (value: string | undefined): value is OrderStatusCode => (ORDER_STATUSES as readonly string[]).includes(value ?? "");

export const ORDER_SORTS = ["newest", "oldest", "total_desc", "total_asc"] as const;
export type OrderListSort = (typeof ORDER_SORTS)[number];

export const ORDER_LIST: ListSpec<OrderListSort> = {
  sorts: ORDER_SORTS,
  defaultSort: "newest",
  filters: ["status", "from", "to", "payment", "customer", "member", "request"],
};

/** The payment methods the shop offers (the filter's choices). */
export const PAYMENT_CODES = ["door", "wire_transfer", "credit_card"] as const;

export const REQUEST_KINDS = { cancel: "CANCEL", refund: "REFUND" } as const;

const SERVER_SORT = { newest: "CREATED_DESC", oldest: "CREATED_ASC", total_desc: "TOTAL_DESC", total_asc: "TOTAL_ASC" } as const;

/** A day as the date input sends it, within the years the server keeps; anything else is no date. */
export function dayOrNull(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const year = Number(value.slice(0, 4));
  const date = new Date(`${value}T00:00:00Z`);
  return year >= 1000 && year <= 9998 && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** The list's URL state as the server's filter and sort; `badDate` when a typed date was not a day (left out). */
export function orderQueryOf(state: ListState<OrderListSort>) {
  const f = state.filters;
  const status = f.status?.toUpperCase();
  const member = Number(f.member);
  const from = dayOrNull(f.from);
  const to = dayOrNull(f.to);
  return {
    filter: {
      statuses: isStatus(status) ? [status] : null,
      createdFrom: from,
      createdTo: to,
      paymentMethod: (PAYMENT_CODES as readonly string[]).includes(f.payment ?? "") ? f.payment! : null,
      customer: f.customer ?? null,
      customerId: Number.isSafeInteger(member) && member > 0 && member <= 2_147_483_647 ? member : null,
      code: state.search || null,
      openRequest: f.request === "cancel" || f.request === "refund" ? REQUEST_KINDS[f.request] : null,
    },
    sort: SERVER_SORT[state.sort],
    badDate: Boolean((f.from && !from) || (f.to && !to)),
  };
}

/** The order list with these filters (dashboard and customer links). */
export const ordersHref = (filters: Record<string, string>) =>
  listHref(adminPaths.orders, { search: "", sort: ORDER_LIST.defaultSort, page: 1, filters }, ORDER_LIST);
