// Reads for the member's order pages: the member's orders a page at a time, each order's status history, and the
// cancel and return requests with the titles of the lines they name. Every list is one statement for all the
// orders asked (the GraphQL layer batches them per request).
import type { EntityManager } from "@mikro-orm/core";
import type { RequestScope } from "../../../core/context.js";
import type { InferResult } from "kysely";
import { first, rows, sql } from "../../../core/database.js";
import type { OrderRequest as OrderRequestDto, OrderStatusEntry } from "../../../generated/resolvers-types.js";
import { isOrderStatus, type OrderStatusCode } from "../order-state.js";
import { toStatusEnum } from "../order-status.service.js";
import { isOrderRequestStatus, type OrderRequestKind, type OrderRequestStatus } from "./order-request-state.js";
import { orderDatabase as db } from "../order.database.js";
import { selectOrders, withLines, type OrderRecord } from "../order.read.js";

export const MAX_PER_PAGE = 50;

/** A request as read: the schema's fields less the texts the GraphQL layer writes. */
export type OrderRequestRecord = Omit<OrderRequestDto, "statusName" | "reasonName"> & { kindCode: OrderRequestKind; statusCode: OrderRequestStatus };
export type OrderStatusEntryRecord = Omit<OrderStatusEntry, "statusName"> & { statusCode: OrderStatusCode };

/** One page of the member's orders, newest first, and how many they have in all. */
export async function customerOrdersPage(
  scope: RequestScope,
  customerId: number,
  page: number,
  perPage: number,
): Promise<{ orders: OrderRecord[]; total: number; page: number; perPage: number }> {
  const { em, language } = scope;
  const counted = await first(
    em,
    db
      .selectFrom("shop_order")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("shopper_kind", "=", "customer")
      .where("shopper_id", "=", customerId),
  );
  const orders = await rows(
    em,
    selectOrders(language)
      .where("o.shopper_kind", "=", "customer")
      .where("o.shopper_id", "=", customerId)
      .orderBy("o.created_at", "desc")
      .orderBy("o.id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage),
  );
  return { orders: await withLines(em, orders), total: counted?.n ?? 0, page, perPage };
}

/** The status changes of each order, oldest first. */
export async function statusHistories(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderStatusEntryRecord[]>> {
  const entries = await rows(
    em,
    db
      .selectFrom("order_status_history")
      .select(["order_id", "status", "note", "admin_id", "created_at"])
      .where("order_id", "=", sql<number>`any(${orderIds}::int[])`)
      .orderBy("created_at")
      .orderBy("id"),
  );
  const byOrder = new Map<number, OrderStatusEntryRecord[]>();
  for (const entry of entries) {
    const status = entry.status;
    if (!isOrderStatus(status)) continue;
    const list = byOrder.get(entry.order_id) ?? [];
    list.push({ status: toStatusEnum(status), statusCode: status, note: entry.note, adminId: entry.admin_id, createdAt: entry.created_at.toISOString() });
    byOrder.set(entry.order_id, list);
  }
  return byOrder;
}

/** When an order was (last) delivered, from its history; null when it never was. */
export function deliveredAt(history: readonly OrderStatusEntryRecord[]): Date | null {
  const delivered = history.filter((h) => h.statusCode === "delivered").at(-1);
  return delivered ? new Date(delivered.createdAt) : null;
}

/** Requests with their order's number. */
const requests = () => db.selectFrom("order_request as r").innerJoin("shop_order as o", "o.id", "r.order_id").selectAll("r").select("o.code as order_code");
type RequestRow = InferResult<ReturnType<typeof requests>>[number];
type LineTitle = { title: string; variant_names: string[] };

function requestDto(r: RequestRow, titles: Map<number, LineTitle>): OrderRequestRecord {
  const kind: OrderRequestKind = r.kind === "refund" ? "refund" : "cancel";
  const status: OrderRequestStatus = isOrderRequestStatus(r.status) ? r.status : "requested";
  return {
    id: r.id,
    orderId: r.order_id,
    orderCode: r.order_code,
    kind: kind === "refund" ? "REFUND" : "CANCEL",
    kindCode: kind,
    status: status.toUpperCase() as OrderRequestDto["status"],
    statusCode: status,
    reason: r.reason,
    note: r.note,
    answer: r.answer,
    refundMinor: r.refund_minor,
    stockReturned: r.stock_returned,
    lines: r.lines.map((l) => ({
      orderLineId: l.orderLineId,
      quantity: l.quantity,
      title: titles.get(l.orderLineId)?.title ?? "",
      variantNames: titles.get(l.orderLineId)?.variant_names ?? [],
    })),
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** Requests with the titles of their lines, in the order of `found`. */
async function withTitles(em: EntityManager, found: RequestRow[]): Promise<OrderRequestRecord[]> {
  if (!found.length) return [];
  const orderIds = [...new Set(found.map((r) => r.order_id))];
  const lines = await rows(em, db.selectFrom("order_line").select(["id", "title", "variant_names"]).where("order_id", "=", sql<number>`any(${orderIds}::int[])`));
  const titles = new Map(lines.map((l) => [l.id, l]));
  return found.map((r) => requestDto(r, titles));
}

/** The requests on each order, newest first. */
export async function requestsOfOrders(em: EntityManager, orderIds: readonly number[]): Promise<Map<number, OrderRequestRecord[]>> {
  const found = await rows(em, requests().where("r.order_id", "=", sql<number>`any(${orderIds}::int[])`).orderBy("r.created_at", "desc").orderBy("r.id", "desc"));
  const byOrder = new Map<number, OrderRequestRecord[]>();
  for (const request of await withTitles(em, found)) {
    const list = byOrder.get(request.orderId) ?? [];
    list.push(request);
    byOrder.set(request.orderId, list);
  }
  return byOrder;
}

export async function findRequest(em: EntityManager, id: number): Promise<OrderRequestRecord | null> {
  return (await withTitles(em, await rows(em, requests().where("r.id", "=", id))))[0] ?? null;
}

/** The shop's list (admin): requests of one kind and/or state, newest first, a page at a time. */
export async function listRequests(
  em: EntityManager,
  filter: { kind: OrderRequestKind | null; status: OrderRequestStatus | null },
  page: number,
  perPage: number,
): Promise<{ requests: OrderRequestRecord[]; total: number; page: number; perPage: number }> {
  const counted = await first(
    em,
    db
      .selectFrom("order_request as r")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .$if(filter.kind !== null, (q) => q.where("r.kind", "=", filter.kind!))
      .$if(filter.status !== null, (q) => q.where("r.status", "=", filter.status!)),
  );
  const found = await rows(
    em,
    requests()
      .$if(filter.kind !== null, (q) => q.where("r.kind", "=", filter.kind!))
      .$if(filter.status !== null, (q) => q.where("r.status", "=", filter.status!))
      .orderBy("r.created_at", "desc")
      .orderBy("r.id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage),
  );
  return { requests: await withTitles(em, found), total: counted?.n ?? 0, page, perPage };
}
