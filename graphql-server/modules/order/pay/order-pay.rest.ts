// /api/v1 pay routes: each places the order of the caller's cart with one payment method, through
// the same placeOrder operation as GraphQL. Idempotent per shopper and key.
import { randomUUID } from "node:crypto";
import type { Mutation, OrderError, PaymentChallenge, PaymentOutcome, PaymentResult } from "../../../generated/resolvers-types.js";
import { toMajor } from "../../../core/money.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import {
  firstGiven,
  groupOr,
  legacyBody,
  legacyInt,
  legacyMoney,
  legacyText,
  orLeftOut,
  positiveId,
  queryOrBody,
  text,
  truthy,
} from "../../../core/rest-input.js";
import { legacyUserError } from "../../../core/errors.js";
import { legacyOrder, ORDER_ERROR_FIELDS, ORDER_FIELDS } from "../order.legacy.js";

export const PLACE_ORDER = `mutation RestPlaceOrder($input: PlaceOrderInput!, $language: String) {
  placeOrder(input: $input, language: $language) {
    __typename ... on PaymentOutcome { status redirectUrl html order { ${ORDER_FIELDS} } } ... on OrderError { ${ORDER_ERROR_FIELDS} }
    ... on PaymentChallenge { status challengeUrl: redirectUrl reference chargedMinor installmentCount }
  }
}`;
/**
 * The body every pay route shares: {idempotency_key?, approved_total?, distance_sales, pre_information} (the
 * contracts also inside a `contracts` group). Without an idempotency key the route generates one per request: only a
 * client that sends its own key is safe against retries and double submits. `approved_total` is the grand total the
 * shopper approved (major units, as the cart's totals.grand_total); when the payable total differs nothing is placed
 * (the coupon's or campaign's code, or total_changed, with field approvedTotalMinor). Left out, the total is not
 * checked, but a coupon or campaign on the cart that no longer applies still refuses the order (its code, field
 * promotions), the cart kept.
 */
export const payFields = {
  idempotency_key: text.nullish(),
  approved_total: legacyMoney,
  distance_sales: truthy,
  pre_information: truthy,
};
const liftContracts = (b: Record<string, unknown>) => {
  const contracts = groupOr(b, "contracts");
  return { ...b, distance_sales: contracts.distance_sales, pre_information: contracts.pre_information };
};

export function payVariables(b: z.output<z.ZodObject<typeof payFields>>) {
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

/**
 * 200 {success:true, code:"order_created", status:"completed"|"redirect"|"html", redirect_url, html, response: order};
 * a card payment waiting for 3-D Secure: {success:true, code:"payment_redirect", status:"redirect", redirect_url,
 * reference, charged_amount (major units), installment, response:null}.
 */
export function payReply(result: PaymentResult) {
  if (result.__typename === "OrderError") return { body: legacyUserError(result as OrderError) };
  if (result.__typename === "PaymentChallenge") {
    const challenge = result as PaymentChallenge;
    return {
      body: {
        success: true,
        code: "payment_redirect",
        status: "redirect",
        redirect_url: (challenge as PaymentChallenge & { challengeUrl: string }).challengeUrl,
        html: null,
        reference: challenge.reference,
        charged_amount: toMajor(challenge.chargedMinor),
        installment: challenge.installmentCount,
        response: null,
      },
    };
  }
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

/**
 * A card pay route: body see payFields plus the card: card_holder, card_number (a string, spaces allowed),
 * expire_month + expire_year or card_expiry ("MM/YY"), cvc (or cvv), installment (default 1), return_path (the shop
 * page the shopper comes back to), bin_number (the card's first 6–8 digits: how PayTR, whose page takes the card, prices
 * installments). Nothing is placed yet: 200 {code:"payment_redirect", redirect_url} sends the
 * shopper to 3-D Secure, and the order is placed when the provider confirms (confirmCardPayment). Card fields that
 * are missing or wrong: missing_information with field cardHolder, cardNumber, cardExpiry, cardCvv or installments;
 * other failures as payDoor.
 */
function cardPayRoute(path: string, defaultCode: string): RestRoute {
  return defineRoute({
    method: "POST",
    path,
    access: "shopper",
    query: z.object({ payment_code: orLeftOut(z.string().regex(/^[a-z0-9_]{1,32}$/)) }),
    body: legacyBody(
      () => ({
        ...payFields,
        card_holder: legacyText(128),
        card_number: legacyText(32),
        card_expiry: legacyText(16),
        expire_month: legacyText(2).or(legacyInt(1, 12)),
        expire_year: legacyText(4).or(legacyInt(0, 9999)),
        cvc: legacyText(4),
        installment: legacyInt(1, 36),
        return_path: legacyText(200),
        bin_number: legacyText(8),
      }),
      (b) => ({ ...liftContracts(b), card_holder: firstGiven(b, "card_holder", "cc_owner"), cvc: firstGiven(b, "cvc", "cvv") }),
    ),
    document: PLACE_ORDER,
    variables: ({ query, body }, { language }) => {
      const expiry = body.card_expiry ?? (body.expire_month !== undefined ? `${body.expire_month}/${body.expire_year ?? ""}` : "");
      const card = { holder: body.card_holder ?? "", number: body.card_number ?? "", expiry, cvv: body.cvc ?? "" };
      const providerInput = { card, installments: body.installment ?? 1, returnPath: body.return_path ?? null, cardBin: body.bin_number ?? null };
      return { language, input: { paymentMethod: query.payment_code ?? defaultCode, providerInput, ...payVariables(body) } };
    },
    reply: (data: Pick<Mutation, "placeOrder">) => payReply(data.placeOrder),
  });
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
    body: legacyBody(() => ({ ...payFields, door_payment_type: doorTypeInBody }), liftContracts),
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
    body: legacyBody(() => ({ ...payFields, selected_account: positiveId }), liftContracts),
    document: PLACE_ORDER,
    variables: ({ query, body }, { language }) => {
      const bankAccountId = queryOrBody(query.selected_account, body.selected_account, "selected_account");
      return { language, input: { paymentMethod: "wire_transfer", providerInput: { bankAccountId }, ...payVariables(body) } };
    },
    reply: (data: Pick<Mutation, "placeOrder">) => payReply(data.placeOrder),
  }),
  /**
   * POST /api/v1/payment/payCreditCard?payment_code={card method, default credit_card}&language — pays by card with
   * the provider configured for that method; body see cardPayRoute.
   */
  cardPayRoute("/api/v1/payment/payCreditCard", "credit_card"),
  /**
   * POST /api/v1/payment/payIyzico?payment_code={default iyzico}&language — the same card body, paid through iyzico:
   * redirect_url is iyzico's 3-D Secure page; iyzico posts the browser back to the shop, which confirms the payment
   * with iyzico's signed auth answer (docs/decisions/049).
   */
  cardPayRoute("/api/v1/payment/payIyzico", "iyzico"),
  /**
   * POST /api/v1/payment/payPaytr?payment_code={default paytr}&language — pays through PayTR's iframe: card fields
   * are not read (the card is typed on PayTR's page); redirect_url is PayTR's iframe page, for the client to frame.
   * PayTR's notification places the order (docs/decisions/058).
   */
  cardPayRoute("/api/v1/payment/payPaytr", "paytr"),
];
