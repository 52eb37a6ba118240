// Paying = placing the order with the chosen provider (payment-provider.ts): the method must be enabled, the
// provider checks its input, place-order runs in one transaction (idempotent per shopper and key), then the
// provider initiates the payment and the confirmation mail is queued — after the commit, never failing the order.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../context.js";
import { badUserInput } from "../../errors.js";
import type { Order, OrderError } from "../../generated/resolvers-types.js";
import { sql } from "../catalog/catalog.sql.js";
import { findOrder } from "../order/order.read.js";
import { sendOrderConfirmation } from "../order/order.mail.js";
import { orderError, placeOrder } from "../order/order.place.js";
import "./offline-providers.js";
import { paymentProvider, type PaymentOrder } from "./payment-provider.js";

/** What a provider needs of the order it is paid for. */
const paymentOrderOf = (order: Order, language: string): PaymentOrder => ({
  id: order.id,
  code: order.code,
  grandTotalMinor: order.totals.grandTotalMinor,
  currencyCode: order.currencyCode,
  email: order.email,
  firstName: order.invoiceAddress.firstName,
  lastName: order.invoiceAddress.lastName,
  language,
});

export type PaymentResultDto =
  | { __typename: "PaymentOutcome"; status: "COMPLETED" | "REDIRECT" | "HTML"; order: Order; redirectUrl: string | null; html: string | null }
  | (OrderError & { __typename: "OrderError" });

export interface PayInput {
  idempotencyKey: string;
  contracts: { distanceSales: boolean; preInformation: boolean };
  [field: string]: unknown;
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export async function pay(em: EntityManager, shopper: Shopper, paymentCode: string, input: PayInput, language: string): Promise<PaymentResultDto> {
  if (!KEY.test(input.idempotencyKey)) throw badUserInput(language, "idempotencyKey");
  const provider = paymentProvider(paymentCode);
  const methods = await sql(em, `select enabled, config from payment_method where code = ?`, [paymentCode]);
  if (!provider || !methods.length || !methods[0].enabled) return orderError(language, "ORDER_NOT_CREATED", "paymentCode");
  const config = (typeof methods[0].config === "string" ? JSON.parse(methods[0].config) : methods[0].config) as Record<string, unknown>;
  const plan = await provider.plan(em, input, config ?? {});
  if (!("status" in plan)) return orderError(language, plan.code, plan.field);

  const placed = await placeOrder(em, shopper, { idempotencyKey: input.idempotencyKey, contracts: input.contracts }, { paymentCode, ...plan }, language);
  if (!placed.ok) return placed.error;

  const order = (await findOrder(em, shopper, { id: placed.orderId }, language))!;
  let status: "COMPLETED" | "REDIRECT" | "HTML" = "COMPLETED";
  let redirectUrl: string | null = null;
  let html: string | null = null;
  if (placed.created) {
    const started = await provider.initiate(em, paymentOrderOf(order, language));
    if (started.status === "failed") return orderError(language, started.code);
    if (started.status === "redirect") [status, redirectUrl] = ["REDIRECT", started.redirectUrl];
    if (started.status === "html") [status, html] = ["HTML", started.html];
    if (started.status === "completed") sendOrderConfirmation(order, language);
  }
  return { __typename: "PaymentOutcome", status, order, redirectUrl, html };
}

