// The member's orders and their requests: thin fields over order-request.read.ts / order-request.service.ts. An
// order's history and requests are batched per request (one statement for a whole page of orders).
import DataLoader from "dataloader";
import { statusNoteText } from "../order-status-note.js";
import type { ShopContext } from "../../../core/context.js";
import { requireAdmin, requireCustomer } from "../../../core/context.js";
import { messageLanguage } from "../../../core/messages.js";
import type {
  MutationResolvers,
  OrderRequestKind as KindEnum,
  OrderRequestResolvers,
  OrderRequestResultResolvers,
  OrderRequestStatus as StatusEnum,
  OrderResolvers,
  OrderStatusEntryResolvers,
  QueryResolvers,
} from "../../../generated/resolvers-types.js";
import { orderStatusText } from "../order.texts.js";
import type { OrderRecord } from "../order.read.js";
import { canRequestCancel, canRequestRefund, reasonsOf, refundDeadline, requestableQuantities, type OrderRequestKind } from "./order-request-state.js";
import {
  customerOrdersPage,
  deliveredAt,
  listRequests,
  MAX_PER_PAGE,
  requestsOfOrders,
  statusHistories,
  type OrderRequestRecord,
  type OrderStatusEntryRecord,
} from "./order-request.read.js";
import { orderRequestMailJob } from "./order-request.mail.js";
import { createOrderRequest } from "./order-request.service.js";
import { requestReasonText, requestStatusText } from "./order-request.texts.js";
import { isOrderStatus } from "../order-state.js";

const MAX_PAGE = 100_000;
/** A page number or size from the caller, held to what makes sense (never an error: a list is a list). */
const clamp = (value: number | null | undefined, fallback: number, max: number) =>
  typeof value === "number" && Number.isSafeInteger(value) ? Math.min(Math.max(value, 1), max) : fallback;

const kindOf = (kind: KindEnum): OrderRequestKind => (kind === "REFUND" ? "refund" : "cancel");

/** An order's status history, batched per request (shared with the admin's fields). */
export const historyOf = (ctx: ShopContext, orderId: number) =>
  ctx
    .loader(
      "orderStatusHistory",
      () =>
        new DataLoader<number, OrderStatusEntryRecord[]>(async (ids) => {
          const found = await statusHistories(ctx.em, ids);
          return ids.map((id) => found.get(id) ?? []);
        }),
    )
    .load(orderId);

const requestsOf = (ctx: ShopContext, orderId: number) =>
  ctx
    .loader(
      "orderRequests",
      () =>
        new DataLoader<number, OrderRequestRecord[]>(async (ids) => {
          const found = await requestsOfOrders(ctx.em, ids);
          return ids.map((id) => found.get(id) ?? []);
        }),
    )
    .load(orderId);

/** Requests are the owner's business: anyone else reading the order (an order lookup) sees none. */
const isOwner = (ctx: ShopContext, order: OrderRecord) => order.customerId !== null && ctx.auth.customer?.id === order.customerId;

async function leftToAsk(ctx: ShopContext, order: OrderRecord): Promise<Map<number, number>> {
  return requestableQuantities(order.lines, isOwner(ctx, order) ? await requestsOf(ctx, order.id) : []);
}
const anyLeft = (left: Map<number, number>) => [...left.values()].some((n) => n > 0);

export const orderRequestFields: OrderResolvers = {
  statusHistory: (order, _a, ctx) => historyOf(ctx, order.id),
  // The shop answers the requests, so an admin reads them too.
  requests: async (order, _a, ctx) => (isOwner(ctx, order) || ctx.auth.admin ? requestsOf(ctx, order.id) : []),
  canCancel: async (order, _a, ctx) => isOwner(ctx, order) && canRequestCancel(order.statusCode) && anyLeft(await leftToAsk(ctx, order)),
  canRefund: async (order, _a, ctx) =>
    isOwner(ctx, order) && canRequestRefund(order.statusCode, deliveredAt(await historyOf(ctx, order.id)), new Date()) && anyLeft(await leftToAsk(ctx, order)),
  refundableUntil: async (order, _a, ctx) => refundDeadline(deliveredAt(await historyOf(ctx, order.id)))?.toISOString() ?? null,
  requestableLines: async (order, _a, ctx) => [...(await leftToAsk(ctx, order))].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
};

export const orderRequestQueries: QueryResolvers = {
  customerOrders: async (_p, args, ctx) => {
    const customer = requireCustomer(ctx);
    return customerOrdersPage(ctx.scope, customer.id, clamp(args.page, 1, MAX_PAGE), clamp(args.perPage, 10, MAX_PER_PAGE));
  },
  orderRequestReasons: async (_p, args, ctx) => {
    const language = ctx.language;
    return reasonsOf(kindOf(args.kind)).map((code) => ({ code, name: requestReasonText(code, language) }));
  },
  orderRequests: async (_p, args, ctx) => {
    requireAdmin(ctx, "orders");
    const filter = { kind: args.kind ? kindOf(args.kind) : null, status: args.status ? (args.status.toLowerCase() as StatusLower) : null };
    return listRequests(ctx.em, filter, clamp(args.page, 1, MAX_PAGE), clamp(args.perPage, 20, MAX_PER_PAGE));
  },
};
type StatusLower = Lowercase<StatusEnum>;

async function request(kind: OrderRequestKind, input: unknown, ctx: ShopContext) {
  const customer = requireCustomer(ctx);
  const outcome = await createOrderRequest(ctx.scope, customer.id, kind, input);
  if (!outcome.ok) return outcome.error;
  await ctx.jobs.send(
    orderRequestMailJob,
    { request: outcome.request, to: outcome.email, language: outcome.language },
    { singletonKey: `request-${outcome.request.id}` },
  );
  return { __typename: "OrderRequest" as const, ...outcome.request };
}

export const orderRequestMutations: MutationResolvers = {
  requestOrderCancel: (_p, args, ctx) => request("cancel", args.input, ctx),
  requestOrderRefund: (_p, args, ctx) => request("refund", args.input, ctx),
};

export const orderRequestTextResolvers: OrderRequestResolvers = {
  statusName: (r, _a, ctx, info) => requestStatusText(r.statusCode, messageLanguage(info, ctx.language)),
  reasonName: (r, _a, ctx, info) => requestReasonText(r.reason, messageLanguage(info, ctx.language)),
};

export const orderStatusEntryResolvers: OrderStatusEntryResolvers = {
  statusName: (e, _a, ctx, info) => orderStatusText(isOrderStatus(e.statusCode) ? e.statusCode : "received", messageLanguage(info, ctx.language)),
  note: (e, _a, ctx, info) => statusNoteText(e.note, e.adminId, messageLanguage(info, ctx.language)),
};

export const orderRequestResultResolvers: OrderRequestResultResolvers = {
  __resolveType: (r) => ("__typename" in r && r.__typename === "OrderError" ? "OrderError" : "OrderRequest"),
};
