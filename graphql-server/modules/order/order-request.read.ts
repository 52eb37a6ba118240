// Reads for the member's order pages: the member's orders a page at a time, each order's status history, and the
// cancel and return requests with the titles of the lines they name. Every list is one statement for all the
// orders asked (the GraphQL layer batches them per request).
import type { EntityManager } from "@mikro-orm/core";
import type { RequestScope } from "../../core/context.js";
import { intList, iso, num, numOrNull, sql, str, type Row } from "../../core/db.js";
import type { OrderRequest as OrderRequestDto, OrderStatusEntry } from "../../generated/resolvers-types.js";
import { isOrderStatus, type OrderStatusCode } from "./order-state.js";
import { toStatusEnum } from "./order-status.service.js";
import type { RequestedLine } from "./order-request.entities.js";
import { isOrderRequestStatus, type OrderRequestKind, type OrderRequestStatus } from "./order-request-state.js";
import { SELECT, withLines, type OrderRecord } from "./order.read.js";

export const MAX_PER_PAGE = 50;

/** A request as read: the schema's fields less the texts the GraphQL layer writes. */
export type OrderRequestRecord = Omit<OrderRequestDto, "statusName" | "reasonName"> & { kindCode: OrderRequestKind; statusCode: OrderRequestStatus };
export type OrderStatusEntryRecord = Omit<OrderStatusEntry, "statusName"> & { statusCode: OrderStatusCode };

const json = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

/** One page of the member's orders, newest first, and how many they have in all. */
export async function customerOrdersPage(
  scope: RequestScope,
  customerId: number,
  page: number,
  perPage: number,
): Promise<{ orders: OrderRecord[]; total: number; page: number; perPage: number }> {
  const { em, language } = scope;
  const counted = await sql(em, `select count(*) as n from shop_order where shopper_kind = 'customer' and shopper_id = ?`, [customerId]);
  const rows = await sql(em, `${SELECT} where o.shopper_kind = 'customer' and o.shopper_id = ? order by o.created_at desc, o.id desc limit ? offset ?`, [
    language,
    customerId,
    perPage,
    (page - 1) * perPage,
  ]);
  return { orders: await withLines(em, rows), total: num(counted[0]?.n), page, perPage };
}

/** The status changes of each order, oldest first. */
export async function statusHistories(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderStatusEntryRecord[]>> {
  const rows = await sql(
    em,
    `select order_id, status, note, admin_id, created_at from order_status_history where order_id = any(?::int[]) order by created_at, id`,
    [intList(orderIds)],
  );
  const byOrder = new Map<number, OrderStatusEntryRecord[]>();
  for (const r of rows) {
    const status = str(r.status);
    if (!isOrderStatus(status)) continue;
    const list = byOrder.get(num(r.order_id)) ?? [];
    list.push({ status: toStatusEnum(status), statusCode: status, note: str(r.note), adminId: numOrNull(r.admin_id), createdAt: iso(r.created_at) });
    byOrder.set(num(r.order_id), list);
  }
  return byOrder;
}

/** When an order was (last) delivered, from its history; null when it never was. */
export function deliveredAt(history: readonly OrderStatusEntryRecord[]): Date | null {
  const delivered = history.filter((h) => h.statusCode === "delivered").at(-1);
  return delivered ? new Date(delivered.createdAt) : null;
}

function requestDto(r: Row, titles: Map<number, Row>): OrderRequestRecord {
  const kind: OrderRequestKind = r.kind === "refund" ? "refund" : "cancel";
  const status: OrderRequestStatus = isOrderRequestStatus(str(r.status)) ? (str(r.status) as OrderRequestStatus) : "requested";
  return {
    id: num(r.id),
    orderId: num(r.order_id),
    orderCode: str(r.order_code),
    kind: kind === "refund" ? "REFUND" : "CANCEL",
    kindCode: kind,
    status: status.toUpperCase() as OrderRequestDto["status"],
    statusCode: status,
    reason: str(r.reason),
    note: str(r.note),
    answer: str(r.answer),
    refundMinor: numOrNull(r.refund_minor),
    stockReturned: Boolean(r.stock_returned),
    lines: json<RequestedLine[]>(r.lines).map((l) => ({
      orderLineId: l.orderLineId,
      quantity: l.quantity,
      title: str(titles.get(l.orderLineId)?.title),
      variantNames: json<string[] | null>(titles.get(l.orderLineId)?.variant_names) ?? [],
    })),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** Requests with the titles of their lines, in the order of `rows`. */
async function withTitles(em: EntityManager, rows: Row[]): Promise<OrderRequestRecord[]> {
  if (!rows.length) return [];
  const orderIds = [...new Set(rows.map((r) => num(r.order_id)))];
  const lines = await sql(em, `select id, title, variant_names from order_line where order_id = any(?::int[])`, [intList(orderIds)]);
  const titles = new Map(lines.map((l) => [num(l.id), l]));
  return rows.map((r) => requestDto(r, titles));
}

const REQUEST_SELECT = `select r.*, o.code as order_code from order_request r join shop_order o on o.id = r.order_id`;

/** The requests on each order, newest first. */
export async function requestsOfOrders(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderRequestRecord[]>> {
  const rows = await sql(em, `${REQUEST_SELECT} where r.order_id = any(?::int[]) order by r.created_at desc, r.id desc`, [intList(orderIds)]);
  const byOrder = new Map<number, OrderRequestRecord[]>();
  for (const request of await withTitles(em, rows)) {
    const list = byOrder.get(request.orderId) ?? [];
    list.push(request);
    byOrder.set(request.orderId, list);
  }
  return byOrder;
}

export async function findRequest(em: EntityManager, id: number): Promise<OrderRequestRecord | null> {
  return (await withTitles(em, await sql(em, `${REQUEST_SELECT} where r.id = ?`, [id])))[0] ?? null;
}

/** The shop's list (admin): requests of one kind and/or state, newest first, a page at a time. */
export async function listRequests(
  em: EntityManager,
  filter: { kind: OrderRequestKind | null; status: OrderRequestStatus | null },
  page: number,
  perPage: number,
): Promise<{ requests: OrderRequestRecord[]; total: number; page: number; perPage: number }> {
  const where = `where (?::text is null or r.kind = ?) and (?::text is null or r.status = ?)`;
  const params = [filter.kind, filter.kind, filter.status, filter.status];
  const counted = await sql(em, `select count(*) as n from order_request r ${where}`, params);
  const rows = await sql(em, `${REQUEST_SELECT} ${where} order by r.created_at desc, r.id desc limit ? offset ?`, [...params, perPage, (page - 1) * perPage]);
  return { requests: await withTitles(em, rows), total: num(counted[0]?.n), page, perPage };
}
