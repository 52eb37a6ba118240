// /api/v1 routes of the shop's order operations (admin) in the legacy snake_case shapes: the order list with
// filters, a status change, a decision on a cancel or return request. Statuses travel as the state machine's codes
// in lower case (awaiting_payment, shipped, …); money in major units, Turkish notation accepted.
import type { Mutation, Order, OrderChanged, OrderError, OrderRequest, OrderRequestResult, AdminOrderResult, Query } from "../../../generated/resolvers-types.js";
import { legacyUserError } from "../../../core/errors.js";
import { toMajor } from "../../../core/money.js";
import { defineRoute, RestInputError, type RestRoute } from "../../../core/rest.js";
import { firstGiven, legacyBody, legacyChoice, legacyFlag, legacyList, legacyMoney, legacyText, positiveId, wholeNumber } from "../../../core/rest-input.js";
import { legacyOrder, ORDER_FIELDS } from "../order.legacy.js";
import { legacyOrderRequest } from "../requests/index.js";
import { legacyOrderSummary } from "../order.rest.js";
import { ORDER_STATUS_CODES } from "../order-state.js";

const ADMIN_ORDER_FIELDS = `${ORDER_FIELDS} invoiceNumber cargoTrackingCode paidMinor refundedMinor customerId
  statusHistory { status statusName note adminId createdAt }
  requests { id orderId orderCode kind status statusName reason reasonName note answer refundMinor stockReturned createdAt updatedAt
    lines { orderLineId title variantNames quantity } }`;

/** The admin's view of an order: the full order, its money, history and requests. */
const legacyAdminOrder = (o: Order) => ({
  ...legacyOrder(o),
  invoice_number: o.invoiceNumber ?? null,
  cargo_tracking_number: o.cargoTrackingCode ?? null,
  customer_id: o.customerId ?? null,
  paid_amount: toMajor(o.paidMinor),
  refunded_amount: toMajor(o.refundedMinor),
  status_history: o.statusHistory.map((h) => ({
    status: h.status.toLowerCase(),
    status_name: h.statusName,
    note: h.note,
    admin_id: h.adminId ?? null,
    created_at: h.createdAt,
  })),
  refunds: o.requests.map(legacyDecidedRequest),
});

const legacyDecidedRequest = (r: OrderRequest) => ({
  ...legacyOrderRequest(r),
  refund_amount: r.refundMinor === null || r.refundMinor === undefined ? null : toMajor(r.refundMinor),
  stock_returned: r.stockReturned,
});

/** The state machine's codes, lower case, → the GraphQL enum. */
const statusChoice = legacyChoice(Object.fromEntries(ORDER_STATUS_CODES.map((code) => [code, code.toUpperCase()])));
const SORTS = { created_desc: "CREATED_DESC", created_asc: "CREATED_ASC", total_desc: "TOTAL_DESC", total_asc: "TOTAL_ASC" } as const;

function required<T>(value: T | null | undefined, field: string): T {
  if (value === null || value === undefined) throw new RestInputError(field);
  return value;
}

const statusesOf = (list: string[] | undefined) => {
  const codes = list?.map((s) => s.toLowerCase()) ?? [];
  if (codes.some((c) => !(ORDER_STATUS_CODES as readonly string[]).includes(c))) throw new RestInputError("status");
  return codes.length ? codes.map((c) => c.toUpperCase()) : null;
};

const adminResult = (result: AdminOrderResult, okCode: string) =>
  result.__typename === "OrderError"
    ? { body: legacyUserError(result as OrderError) }
    : { body: { success: true, code: okCode, response: legacyAdminOrder((result as OrderChanged).order) } };

export const orderAdminRoutes: RestRoute[] = [
  /**
   * POST /api/v1/order/getOrders?language — admin; body {status (a code or a list), start_date, end_date (ISO dates),
   * payment_code, customer_id, customer (part of the email, phone or name), order_code (part of it), sort
   * (created_desc | created_asc | total_desc | total_asc), page, per_page}: 200 {success, response:{data:[{id,
   * order_code, created_at, status, status_name, payment_code, payment_name, iso_code, total, product_count,
   * email, name, invoice_number, refunded_amount}], total, page, per_page}}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/getOrders",
    access: "admin",
    body: legacyBody(
      () => ({
        status: legacyList,
        start_date: legacyText(40),
        end_date: legacyText(40),
        payment_code: legacyText(32),
        customer_id: positiveId,
        customer: legacyText(255),
        order_code: legacyText(32),
        sort: legacyChoice(SORTS),
        page: wholeNumber,
        per_page: wholeNumber,
      }),
      (b) => ({ ...b, order_code: firstGiven(b, "order_code", "code"), status: firstGiven(b, "status", "statuses") }),
    ),
    document: `query RestAdminOrders($filter: AdminOrderFilter, $sort: AdminOrderSort, $page: Int, $perPage: Int, $language: String) {
      adminOrders(filter: $filter, sort: $sort, page: $page, perPage: $perPage, language: $language) { total page perPage
        orders { id code createdAt status statusName paymentCode paymentName currencyCode email invoiceNumber refundedMinor
          deliveryAddress { firstName lastName } lines { quantity } totals { grandTotalMinor } } } }`,
    variables: ({ body }, { language }) => ({
      filter: {
        statuses: statusesOf(body.status),
        createdFrom: body.start_date ?? null,
        createdTo: body.end_date ?? null,
        paymentMethod: body.payment_code ?? null,
        customerId: body.customer_id,
        customer: body.customer ?? null,
        code: body.order_code ?? null,
      },
      sort: body.sort ?? null,
      page: body.page,
      perPage: body.per_page,
      language,
    }),
    reply: (data: Pick<Query, "adminOrders">) => ({
      body: {
        success: true,
        response: {
          data: data.adminOrders.orders.map((o) => ({
            ...legacyOrderSummary(o),
            email: o.email,
            name: `${o.deliveryAddress.firstName} ${o.deliveryAddress.lastName}`.trim(),
            invoice_number: o.invoiceNumber ?? null,
            refunded_amount: toMajor(o.refundedMinor),
          })),
          total: data.adminOrders.total,
          page: data.adminOrders.page,
          per_page: data.adminOrders.perPage,
        },
      },
    }),
  }),
  /**
   * POST /api/v1/order/changeOrderStatus?language — admin; body {order_id, status, note, cargo_id, tracking_code
   * (or cargo_tracking_number), invoice_number, return_stock}: 200 {success:true, code:"order_status_changed",
   * response: order with invoice_number, paid_amount, refunded_amount, status_history, refunds} or {success:false,
   * code: order_status_not_allowed | missing_information, message, field}; an unknown order: 404.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/changeOrderStatus",
    access: "admin",
    body: legacyBody(
      () => ({
        order_id: positiveId,
        status: statusChoice,
        note: legacyText(1000),
        cargo_id: positiveId,
        tracking_code: legacyText(64),
        invoice_number: legacyText(64),
        return_stock: legacyFlag,
      }),
      (b) => ({ ...b, order_id: firstGiven(b, "order_id", "id"), tracking_code: firstGiven(b, "tracking_code", "cargo_tracking_number") }),
    ),
    document: `mutation RestChangeOrderStatus($input: ChangeOrderStatusInput!, $language: String) {
      changeOrderStatus(input: $input, language: $language) { __typename ... on OrderChanged { order { ${ADMIN_ORDER_FIELDS} } } ... on OrderError { code message field } } }`,
    variables: ({ body }, { language }) => ({
      language,
      input: {
        orderId: required(body.order_id, "order_id"),
        status: required(body.status, "status"),
        note: body.note ?? null,
        cargoId: body.cargo_id,
        trackingCode: body.tracking_code ?? null,
        invoiceNumber: body.invoice_number ?? null,
        returnStock: body.return_stock,
      },
    }),
    reply: (data: Pick<Mutation, "changeOrderStatus">) => adminResult(data.changeOrderStatus, "order_status_changed"),
  }),
  /**
   * POST /api/v1/order/changeOrderRefundStatus?language — admin; body {id (or refund_id), status: approved |
   * rejected | refunded, refund_amount (major units), description, return_stock}: 200 {success:true,
   * code:"refund_status_changed", response: request with refund_amount, stock_returned} or {success:false, code:
   * request_already_decided | refund_amount_too_high | can_not_refund | can_not_cancel | missing_information,
   * message, field}; an unknown request: 404.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/changeOrderRefundStatus",
    access: "admin",
    body: legacyBody(
      () => ({
        id: positiveId,
        status: legacyChoice({ approved: "APPROVED", rejected: "REJECTED", refunded: "REFUNDED" }),
        refund_amount: legacyMoney,
        description: legacyText(1000),
        return_stock: legacyFlag,
      }),
      (b) => ({ ...b, id: firstGiven(b, "id", "refund_id", "request_id"), description: firstGiven(b, "description", "answer") }),
    ),
    document: `mutation RestDecideOrderRequest($input: DecideOrderRequestInput!, $language: String) {
      decideOrderRequest(input: $input, language: $language) { __typename
        ... on OrderRequest { id orderId orderCode kind status statusName reason reasonName note answer refundMinor stockReturned createdAt updatedAt
          lines { orderLineId title variantNames quantity } }
        ... on OrderError { code message field } } }`,
    variables: ({ body }, { language }) => ({
      language,
      input: {
        requestId: required(body.id, "id"),
        status: required(body.status, "status"),
        refundMinor: body.refund_amount ?? null,
        description: body.description ?? null,
        returnStock: body.return_stock,
      },
    }),
    reply: (data: Pick<Mutation, "decideOrderRequest">) => {
      const result: OrderRequestResult = data.decideOrderRequest;
      if (result.__typename === "OrderError") return { body: legacyUserError(result as OrderError) };
      return { body: { success: true, code: "refund_status_changed", response: legacyDecidedRequest(result as OrderRequest) } };
    },
  }),
];
