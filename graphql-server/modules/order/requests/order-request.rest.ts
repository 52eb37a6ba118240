// /api/v1 routes of the member's orders and requests in the legacy snake_case shapes: the member's order list, the
// cancel and return requests (selected items), and the shop's list of requests (admin).
import type { Mutation, OrderError, OrderRequest, OrderRequestResult, Query } from "../../../generated/resolvers-types.js";
import { z } from "zod";
import { legacyUserError } from "../../../core/errors.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { firstGiven, legacyBody, legacyObject, legacyText, positiveId, wholeNumber } from "../../../core/rest-input.js";
import { legacyOrderSummary } from "../order.rest.js";

const REQUEST_FIELDS = `id orderId orderCode kind status statusName reason reasonName note answer createdAt updatedAt
  lines { orderLineId title variantNames quantity }`;

export const legacyOrderRequest = (r: OrderRequest) => ({
  id: r.id,
  order_id: r.orderId,
  order_code: r.orderCode,
  type: r.kind.toLowerCase(),
  status: r.status.toLowerCase(),
  status_name: r.statusName,
  reason: r.reason,
  reason_name: r.reasonName,
  description: r.note,
  answer: r.answer,
  products: r.lines.map((l) => ({ order_product_id: l.orderLineId, title: l.title, variant_names: l.variantNames, quantity: l.quantity })),
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});

/** A selected item: the order line (`order_product_id`, or `id` as the order detail names it) and how many. */
const requestedItem = legacyObject({ order_product_id: positiveId, quantity: wholeNumber }, (p) => ({
  ...p,
  order_product_id: firstGiven(p, "order_product_id", "id"),
}));

/** {order_id | order_code, products:[{order_product_id, quantity}], reason, description | note}. */
const requestBody = legacyBody(
  () => ({
    order_id: positiveId,
    order_code: legacyText(32),
    products: z.array(requestedItem).max(200).default([]),
    reason: legacyText(32),
    description: legacyText(1000),
  }),
  (b) => ({ ...b, order_id: firstGiven(b, "order_id", "id"), description: firstGiven(b, "description", "note") }),
);

const requestVariables = ({ body }: { body: z.output<typeof requestBody> }, { language }: { language: string }) => ({
  language,
  input: {
    orderId: body.order_id,
    code: body.order_code ?? null,
    lines: body.products.map((p) => ({ orderLineId: p.order_product_id ?? 0, quantity: p.quantity ?? 0 })),
    reason: body.reason ?? "",
    note: body.description ?? null,
  },
});

function requestReply(result: OrderRequestResult, okCode: string) {
  if (result.__typename === "OrderError") return { body: legacyUserError(result as OrderError) };
  return { body: { success: true, code: okCode, response: legacyOrderRequest(result as OrderRequest) } };
}

const requestDocument = (field: "requestOrderCancel" | "requestOrderRefund") => `mutation Rest_${field}($input: OrderRequestInput!, $language: String) {
  ${field}(input: $input, language: $language) { __typename ... on OrderRequest { ${REQUEST_FIELDS} } ... on OrderError { code message field } } }`;

const page = z.object({ page: wholeNumber, per_page: wholeNumber });

export const orderRequestRoutes: RestRoute[] = [
  /**
   * GET /api/v1/order/getOrderByCustomer?language&page&per_page — the member's orders, newest first:
   * 200 {success, response:{data:[{id, order_code, created_at, status, status_name, payment_code, payment_name,
   * iso_code, total, product_count}], total, page, per_page}}.
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/order/getOrderByCustomer",
    access: "customer",
    query: page,
    document: `query RestOrdersByCustomer($page: Int, $perPage: Int, $language: String) {
      customerOrders(page: $page, perPage: $perPage, language: $language) { total page perPage
        orders { id code createdAt status statusName paymentCode paymentName currencyCode lines { quantity } totals { grandTotalMinor } } } }`,
    variables: ({ query }, { language }) => ({ page: query.page, perPage: query.per_page, language }),
    reply: (data: Pick<Query, "customerOrders">) => ({
      body: {
        success: true,
        response: {
          data: data.customerOrders.orders.map(legacyOrderSummary),
          total: data.customerOrders.total,
          page: data.customerOrders.page,
          per_page: data.customerOrders.perPage,
        },
      },
    }),
  }),
  /**
   * POST /api/v1/order/orderCancel?language — body {order_id | order_code, products:[{order_product_id, quantity}],
   * reason, description}. 200 {success:true, code:"cancel_request_created", response: request} or {success:false,
   * code: can_not_cancel | missing_information, message, field}; another member's order: 404.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/orderCancel",
    access: "customer",
    body: requestBody,
    document: requestDocument("requestOrderCancel"),
    variables: requestVariables,
    reply: (data: Pick<Mutation, "requestOrderCancel">) => requestReply(data.requestOrderCancel, "cancel_request_created"),
  }),
  /**
   * POST /api/v1/order/createOrderRefund?language — the same body as orderCancel, for a delivered order (at most
   * 15 days ago). 200 {success:true, code:"refund_request_created", response: request} or {success:false,
   * code: can_not_refund | missing_information, message, field}; another member's order: 404.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/createOrderRefund",
    access: "customer",
    body: requestBody,
    document: requestDocument("requestOrderRefund"),
    variables: requestVariables,
    reply: (data: Pick<Mutation, "requestOrderRefund">) => requestReply(data.requestOrderRefund, "refund_request_created"),
  }),
  /**
   * POST /api/v1/order/getRefundOrders?language — admin; body {type: cancel|refund, status, page, per_page}:
   * 200 {success, response:{data:[request], total, page, per_page}}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/getRefundOrders",
    access: "admin",
    body: legacyBody(() => ({
      type: z.enum(["cancel", "refund"]).optional(),
      status: z.enum(["requested", "approved", "rejected", "refunded"]).optional(),
      page: wholeNumber,
      per_page: wholeNumber,
    })),
    document: `query RestRefundOrders($kind: OrderRequestKind, $status: OrderRequestStatus, $page: Int, $perPage: Int, $language: String) {
      orderRequests(kind: $kind, status: $status, page: $page, perPage: $perPage, language: $language) { total page perPage requests { ${REQUEST_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({
      kind: body.type ? body.type.toUpperCase() : null,
      status: body.status ? body.status.toUpperCase() : null,
      page: body.page,
      perPage: body.per_page,
      language,
    }),
    reply: (data: Pick<Query, "orderRequests">) => ({
      body: {
        success: true,
        response: {
          data: data.orderRequests.requests.map(legacyOrderRequest),
          total: data.orderRequests.total,
          page: data.orderRequests.page,
          per_page: data.orderRequests.perPage,
        },
      },
    }),
  }),
];
