// /api/v1 routes of the payment read side: payment types and bank accounts.
import { randomUUID } from "node:crypto";
import type { BankAccount, Mutation, OrderError, PaymentOutcome, PaymentResult, PaymentType, Query } from "../../generated/resolvers-types.js";
import { defineRoute, queryString, RestInputError, type RestInput, type RestRoute } from "../../rest.js";
import { optionalInt } from "../address/address.rest.js";
import { body } from "../catalog/catalog.legacy.js";
import { toMajor } from "../catalog/pricing.js";
import { legacyOrder, legacyOrderError, ORDER_ERROR_FIELDS, ORDER_FIELDS } from "../order/order.legacy.js";
import { formatIban } from "./iban.js";

const legacyPaymentType = (p: PaymentType) => ({
  code: p.code,
  name: p.name,
  description: p.description,
  sort: p.sort,
  service_fee: toMajor(p.feeMinor),
  currency_code: p.feeCurrency,
  door_payment_types: p.doorPaymentTypes,
});

const legacyBankAccount = (b: BankAccount) => ({
  id: b.id,
  bank_name: b.bankName,
  account_holder: b.accountHolder,
  account_number: b.accountNumber,
  iban: b.iban,
  iban_formatted: formatIban(b.iban),
  branch: b.branch,
  currency_code: b.currency,
  sort: b.sort,
});

const PAY_RESULT = `__typename ... on PaymentOutcome { status redirectUrl html order { ${ORDER_FIELDS} } } ... on OrderError { ${ORDER_ERROR_FIELDS} }`;
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
  if (result.__typename === "OrderError") return { body: legacyOrderError(result as OrderError) };
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

export const paymentRoutes: RestRoute[] = [
  /**
   * POST /api/v1/payment/payDoor?door_payment_type=cash|card&language — cash on delivery; body see payVariables.
   * Places the order (status received; the door fee is in totals.door_payment_fee). 200 payReply, or
   * {success:false, code, message, field}: missing_information (door_payment_type, contact or contracts),
   * no_two_address / no_delivery_address / no_invoice_address, stock_problem_message, order_not_created.
   */
  defineRoute<Pick<Mutation, "payDoor">>({
    method: "POST",
    path: "/api/v1/payment/payDoor",
    access: "shopper",
    document: `mutation RestPayDoor($input: PayDoorInput!, $language: String) { payDoor(input: $input, language: $language) { ${PAY_RESULT} } }`,
    variables: (input) => {
      const type = (queryString(input, "door_payment_type") ?? String(body(input).door_payment_type ?? "")).toUpperCase();
      if (type !== "CASH" && type !== "CARD") throw new RestInputError("door_payment_type");
      return { language: input.language, input: { doorPaymentType: type, ...payVariables(input) } };
    },
    reply: (data) => payReply(data.payDoor),
  }),
  /**
   * POST /api/v1/payment/payWireTransfer?selected_account={bank account id}&language — wire transfer; body see
   * payVariables. Places the order awaiting payment with a JS number; response.bank_account and
   * response.payment_instructions (sender name and order number). Failures as payDoor (selected_account unknown:
   * missing_information with field bankAccountId).
   */
  defineRoute<Pick<Mutation, "payWireTransfer">>({
    method: "POST",
    path: "/api/v1/payment/payWireTransfer",
    access: "shopper",
    document: `mutation RestPayWire($input: PayWireTransferInput!, $language: String) { payWireTransfer(input: $input, language: $language) { ${PAY_RESULT} } }`,
    variables: (input) => {
      const account = optionalInt(queryString(input, "selected_account") ?? body(input).selected_account, "selected_account");
      if (account === null) throw new RestInputError("selected_account");
      return { language: input.language, input: { bankAccountId: account, ...payVariables(input) } };
    },
    reply: (data) => payReply(data.payWireTransfer),
  }),
  /**
   * GET /api/v1/payment/getPaymentType?language — enabled payment methods.
   * 200 {success, response:[{code,name,description,sort,service_fee (major units),currency_code,door_payment_types}]}
   */
  defineRoute<Pick<Query, "paymentTypes">>({
    method: "GET",
    path: "/api/v1/payment/getPaymentType",
    access: "public",
    document: `query RestPaymentTypes($language: String) { paymentTypes(language: $language) { code name description sort feeMinor feeCurrency doorPaymentTypes } }`,
    variables: (input) => ({ language: input.language }),
    reply: (data) => ({ body: { success: true, response: data.paymentTypes.map(legacyPaymentType) } }),
  }),
  /**
   * GET /api/v1/bank/getBankAccounts — active accounts for wire transfer.
   * 200 {success, response:[{id,bank_name,account_holder,account_number,iban,iban_formatted,branch,currency_code,sort}]}
   */
  defineRoute<Pick<Query, "bankAccounts">>({
    method: "GET",
    path: "/api/v1/bank/getBankAccounts",
    access: "public",
    document: `query RestBankAccounts { bankAccounts { id bankName accountHolder accountNumber iban branch currency sort } }`,
    reply: (data) => ({ body: { success: true, response: data.bankAccounts.map(legacyBankAccount) } }),
  }),
];
