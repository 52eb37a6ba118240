// /api/v1 order routes of the guest checkout with legacy shapes. Orders are created by the payment
// routes (payment/payDoor, payment/payWireTransfer — idempotent); createOrder / createOrderGuest are the checkout's
// "can this cart be ordered" step (the address check) and getOrderInfo the order summary before paying
// (docs/decisions/014). Another shopper's order id answers 404.
import type { Address, Cart, Order, OrderAddressCheck, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { ADDRESS_FIELDS, legacyAddress } from "../address/index.js";
import { legacyBody, legacyText, pathId } from "../../core/rest-input.js";
import { toMajor } from "../../core/money.js";
import { legacyOrder, legacyTotals, ORDER_FIELDS, TOTALS_FIELDS } from "./order.legacy.js";
import { legacyCode } from "../../core/errors.js";

const checkReply = (check: OrderAddressCheck) => ({ body: { success: true, code: legacyCode(check.code), message: check.message } });

/** The payment method whose fee the summary adds; in the body or the query string (the body wins). */
const paymentCode = legacyText(32);
const byId = z.object({ id: pathId });

type OrderInfo = Pick<Query, "cart" | "checkOrderAddress" | "shopperContact" | "addresses">;

function orderInfoReply(data: OrderInfo) {
  const cart = data.cart as Cart;
  const byId = new Map(data.addresses.map((a: Address) => [a.id, a]));
  const address = (id: number | null | undefined) => (id != null && byId.has(id) ? legacyAddress(byId.get(id)!) : null);
  return {
    body: {
      success: true,
      response: {
        address_check: legacyCode(data.checkOrderAddress.code),
        address_check_message: data.checkOrderAddress.message,
        contact: data.shopperContact
          ? { email: data.shopperContact.email, phone: data.shopperContact.phone, name: data.shopperContact.firstName, surname: data.shopperContact.lastName }
          : null,
        invoice_address: address(cart.invoiceAddressId),
        delivery_address: address(cart.deliveryAddressId),
        iso_code: cart.currencyCode,
        currency_code: cart.currency,
        products: cart.lines.map((l) => ({
          cart_product_id: l.id,
          product_id: l.productId,
          sub_product_id: l.subProductId ?? null,
          title: l.title,
          variant_names: l.variantNames,
          quantity: l.quantity,
          price: toMajor(l.unitPriceMinor),
          total_price: toMajor(l.lineTotalMinor),
        })),
        totals: legacyTotals(cart.totals),
      },
    },
  };
}

export const legacyOrderSummary = (o: Order) => ({
  id: o.id,
  order_code: o.code,
  created_at: o.createdAt,
  status: o.status.toLowerCase(),
  status_name: o.statusName,
  payment_code: o.paymentCode,
  payment_name: o.paymentName,
  iso_code: o.currencyCode,
  total: toMajor(o.totals.grandTotalMinor),
  product_count: o.lines.reduce((n, l) => n + l.quantity, 0),
});

const CHECK_DOCUMENT = `query RestOrderAddressCheck($language: String, $guestToken: String) {
  checkOrderAddress(language: $language, guestToken: $guestToken) { code message } }`;

export const orderRoutes: RestRoute[] = [
  /** GET /api/v1/order/contorOrderAddress?language — 200 {success:true, code: no_problem|no_delivery_address|no_invoice_address|no_two_address, message}. */
  defineRoute<Pick<Query, "checkOrderAddress">>({
    method: "GET",
    path: "/api/v1/order/contorOrderAddress",
    access: "shopper",
    document: CHECK_DOCUMENT,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => checkReply(data.checkOrderAddress),
  }),
  /** GET /api/v1/order/createOrder?language — the checkout's order step: the address check (same reply as contorOrderAddress). */
  defineRoute<Pick<Query, "checkOrderAddress">>({
    method: "GET",
    path: "/api/v1/order/createOrder",
    access: "shopper",
    document: CHECK_DOCUMENT,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => checkReply(data.checkOrderAddress),
  }),
  /**
   * POST /api/v1/order/createOrderGuest?language — body {guest_code, token}: createOrder for a guest whose token
   * comes in the body (the Authorization header wins when both come). 401 without a known token.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/createOrderGuest",
    access: "public",
    body: legacyBody(() => ({ token: legacyText(512) })),
    document: CHECK_DOCUMENT,
    variables: ({ body }, { language }) => ({ language, guestToken: body.token ?? null }),
    reply: (data: Pick<Query, "checkOrderAddress">) => checkReply(data.checkOrderAddress),
  }),
  /**
   * POST /api/v1/order/getOrderInfo?language — body {payment_code?} (door adds its fee). The order summary before
   * paying: 200 {success, response:{address_check, address_check_message, contact, invoice_address,
   * delivery_address, iso_code, currency_code, products:[…], totals:{sub_total, …, door_payment_fee, total}}}.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/order/getOrderInfo",
    access: "shopper",
    query: z.object({ payment_code: paymentCode }),
    body: legacyBody(() => ({ payment_code: paymentCode })),
    document: `query RestOrderInfo($language: String, $paymentCode: String) {
      cart(language: $language, paymentCode: $paymentCode) { __typename ... on Cart { currencyCode currency invoiceAddressId deliveryAddressId
        lines { id productId subProductId title variantNames quantity unitPriceMinor lineTotalMinor } totals { ${TOTALS_FIELDS} } } }
      checkOrderAddress(language: $language) { code message }
      shopperContact { email phone firstName lastName }
      addresses { ${ADDRESS_FIELDS} } }`,
    variables: ({ query, body }, { language }) => ({ language, paymentCode: body.payment_code ?? query.payment_code ?? null }),
    reply: orderInfoReply,
  }),
  /** GET /api/v1/order/getOrder/{id}?language — one of the caller's orders, summary: 200 {success, response:{id, order_code, status, …, total}}; another's: 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/order/getOrder/{id}",
    access: "shopper",
    params: byId,
    document: `query RestOrder($id: Int!, $language: String) { order(id: $id, language: $language) { ${ORDER_FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "order">) => ({ body: { success: true, response: legacyOrderSummary(data.order) } }),
  }),
  /** GET /api/v1/order/getOrderDetail/{id}?language — the full order (lines, totals, addresses, payment): 200 {success, response: order}; another's: 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/order/getOrderDetail/{id}",
    access: "shopper",
    params: byId,
    document: `query RestOrderDetail($id: Int!, $language: String) { order(id: $id, language: $language) { ${ORDER_FIELDS} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "order">) => ({ body: { success: true, response: legacyOrder(data.order) } }),
  }),
];
