// /api/v1 pay routes (spec §7 payment): each places the order of the caller's cart with one payment method, through
// the same placeOrder operation as GraphQL. Idempotent per shopper and key.
import { randomUUID } from "node:crypto";
import type { Mutation, OrderError, PaymentOutcome, PaymentResult } from "../../generated/resolvers-types.js";
import { defineRoute, queryString, RestInputError, type RestInput, type RestRoute } from "../../core/rest.js";
import { body } from "../../core/rest-input.js";
import { optionalInt } from "../address/index.js";
import { legacyUserError } from "../../core/errors.js";
import { legacyOrder, ORDER_ERROR_FIELDS, ORDER_FIELDS } from "./order.legacy.js";

const PLACE_ORDER = `mutation RestPlaceOrder($input: PlaceOrderInput!, $language: String) {
  placeOrder(input: $input, language: $language) {
    __typename ... on PaymentOutcome { status redirectUrl html order { ${ORDER_FIELDS} } } ... on OrderError { ${ORDER_ERROR_FIELDS} }
  }
}`;
const accepted = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";

/**
 * The body every pay route shares: {idempotency_key?, distance_sales, pre_information} (or `contracts:{…}`).
 * Without an idempotency key the route generates one per request: only a client that sends its own key is safe
 * against retries and double submits.
 */
function payVariables(input: RestInput) {
  const b = body(input);
  const contracts = (typeof b.contracts === "object" && b.contracts !== null ? b.contracts : b) as Record<string, unknown>;
  const key = b.idempotency_key;
  if (key !== undefined && key !== null && typeof key !== "string") throw new RestInputError("idempotency_key");
  return {
    idempotencyKey: key || randomUUID(),
    contracts: { distanceSales: accepted(contracts.distance_sales), preInformation: accepted(contracts.pre_information) },
  };
}

/** 200 {success:true, code:"order_created", status:"completed"|"redirect"|"html", redirect_url, html, response: order}. */
function payReply(result: PaymentResult) {
  if (result.__typename === "OrderError") return { body: legacyUserError(result as OrderError) };
  const outcome = result as PaymentOutcome;
  return {
    body: {
      success: true,
      code: "order_created",
      status: outcome.status.toLowerCase(),
      redirect_url: outcome.redirectUrl ?? null,
      html: outcome.html ?? null,
      response: legacyOrder(outcome.order),
    },
  };
}

export const orderPayRoutes: RestRoute[] = [
  /**
   * POST /api/v1/payment/payDoor?door_payment_type=cash|card&language — cash on delivery; body see payVariables.
   * Places the order (status received; the door fee is in totals.door_payment_fee). 200 payReply, or
   * {success:false, code, message, field}: missing_information (door_payment_type, contact or contracts),
   * no_two_address / no_delivery_address / no_invoice_address, stock_problem_message, order_not_created.
   */
  defineRoute<Pick<Mutation, "placeOrder">>({
    method: "POST",
    path: "/api/v1/payment/payDoor",
    access: "shopper",
    document: PLACE_ORDER,
    variables: (input) => {
      const type = (queryString(input, "door_payment_type") ?? String(body(input).door_payment_type ?? "")).toUpperCase();
      if (type !== "CASH" && type !== "CARD") throw new RestInputError("door_payment_type");
      return { language: input.language, input: { paymentMethod: "door", providerInput: { doorPaymentType: type }, ...payVariables(input) } };
    },
    reply: (data) => payReply(data.placeOrder),
  }),
  /**
   * POST /api/v1/payment/payWireTransfer?selected_account={bank account id}&language — wire transfer; body see
   * payVariables. Places the order awaiting payment with a JS number; response.bank_account and
   * response.payment_instructions (sender name and order number). Failures as payDoor (selected_account unknown:
   * missing_information with field bankAccountId).
   */
  defineRoute<Pick<Mutation, "placeOrder">>({
    method: "POST",
    path: "/api/v1/payment/payWireTransfer",
    access: "shopper",
    document: PLACE_ORDER,
    variables: (input) => {
      const account = optionalInt(queryString(input, "selected_account") ?? body(input).selected_account, "selected_account");
      if (account === null) throw new RestInputError("selected_account");
      return { language: input.language, input: { paymentMethod: "wire_transfer", providerInput: { bankAccountId: account }, ...payVariables(input) } };
    },
    reply: (data) => payReply(data.placeOrder),
  }),
];
