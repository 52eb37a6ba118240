// /api/v1 pay routes: each places the order of the caller's cart with one payment method, through
// the same placeOrder operation as GraphQL. Idempotent per shopper and key.
import { randomUUID } from "node:crypto";
import type { Mutation, OrderError, PaymentOutcome, PaymentResult } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { groupOr, legacyBody, legacyMoney, orLeftOut, positiveId, queryOrBody, text, truthy } from "../../core/rest-input.js";
import { legacyUserError } from "../../core/errors.js";
import { legacyOrder, ORDER_ERROR_FIELDS, ORDER_FIELDS } from "./order.legacy.js";

const PLACE_ORDER = `mutation RestPlaceOrder($input: PlaceOrderInput!, $language: String) {
  placeOrder(input: $input, language: $language) {
    __typename ... on PaymentOutcome { status redirectUrl html order { ${ORDER_FIELDS} } } ... on OrderError { ${ORDER_ERROR_FIELDS} }
  }
}`;
/**
 * The body every pay route shares: {idempotency_key?, approved_total?, distance_sales, pre_information} (the
 * contracts also inside a `contracts` group). Without an idempotency key the route generates one per request: only a
 * client that sends its own key is safe against retries and double submits. `approved_total` is the grand total the
 * shopper approved (major units, as the cart's totals.grand_total); when the payable total differs nothing is placed
 * (the coupon's or campaign's code, or total_changed, with field approvedTotalMinor). Left out: not checked, as before.
 */
const payFields = {
  idempotency_key: text.nullish(),
  approved_total: legacyMoney,
  distance_sales: truthy,
  pre_information: truthy,
};
const liftContracts = (b: Record<string, unknown>) => {
  const contracts = groupOr(b, "contracts");
  return { ...b, distance_sales: contracts.distance_sales, pre_information: contracts.pre_information };
};

function payVariables(b: z.output<z.ZodObject<typeof payFields>>) {
  return {
    idempotencyKey: b.idempotency_key || randomUUID(),
    approvedTotalMinor: b.approved_total ?? null,
    contracts: { distanceSales: b.distance_sales, preInformation: b.pre_information },
  };
}

const doorTypes = z.enum(["CASH", "CARD"]);
/** cash or card, any letter case. */
const doorTypeInQuery = z
  .string()
  .transform((type) => type.toUpperCase())
  .pipe(doorTypes);
/** In the body any value is read as text ("cash", ["card"]), as the legacy reader did; null is no type. */
const doorTypeInBody = z
  .unknown()
  .transform((type) => String(type ?? "").toUpperCase())
  .pipe(doorTypes)
  .optional();

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
   * POST /api/v1/payment/payDoor?door_payment_type=cash|card&language — cash on delivery; body see payFields (the
   * door payment type may come in the body instead).
   * Places the order (status received; the door fee is in totals.door_payment_fee). 200 payReply, or
   * {success:false, code, message, field}: missing_information (door_payment_type, contact or contracts),
   * no_two_address / no_delivery_address / no_invoice_address, stock_problem_message, order_not_created, and with
   * approved_total a promotion's code or total_changed (field approvedTotalMinor).
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/payment/payDoor",
    access: "shopper",
    query: z.object({ door_payment_type: doorTypeInQuery.optional() }),
    body: legacyBody({ ...payFields, door_payment_type: doorTypeInBody }, liftContracts),
    document: PLACE_ORDER,
    variables: ({ query, body }, { language }) => {
      const doorPaymentType = queryOrBody(query.door_payment_type, body.door_payment_type, "door_payment_type");
      return { language, input: { paymentMethod: "door", providerInput: { doorPaymentType }, ...payVariables(body) } };
    },
    reply: (data: Pick<Mutation, "placeOrder">) => payReply(data.placeOrder),
  }),
  /**
   * POST /api/v1/payment/payWireTransfer?selected_account={bank account id}&language — wire transfer; body see
   * payFields (selected_account may come in the body instead). Places the order awaiting payment with a JS number; response.bank_account and
   * response.payment_instructions (sender name and order number). Failures as payDoor (selected_account unknown:
   * missing_information with field bankAccountId).
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/payment/payWireTransfer",
    access: "shopper",
    query: z.object({ selected_account: orLeftOut(positiveId) }),
    body: legacyBody({ ...payFields, selected_account: positiveId }, liftContracts),
    document: PLACE_ORDER,
    variables: ({ query, body }, { language }) => {
      const bankAccountId = queryOrBody(query.selected_account, body.selected_account, "selected_account");
      return { language, input: { paymentMethod: "wire_transfer", providerInput: { bankAccountId }, ...payVariables(body) } };
    },
    reply: (data: Pick<Mutation, "placeOrder">) => payReply(data.placeOrder),
  }),
];
