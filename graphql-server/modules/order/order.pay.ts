// The one way to pay: place the order with the chosen payment provider. The method must be enabled, the provider
// checks its input, the order is placed in one transaction (idempotent per shopper and key), then the provider
// initiates the payment and the confirmation mail is queued — after the commit, never failing the order.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper } from "../../core/context.js";
import { badUserInput } from "../../core/errors.js";
import type { Order, OrderError } from "../../generated/resolvers-types.js";
import { paymentMethodConfig, type PaymentOrder, type PaymentProviders } from "../payment/index.js";
import { sendOrderConfirmation } from "./order.mail.js";
import { orderError, placeOrder } from "./order.place.js";
import { findOrder } from "./order.read.js";

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
  /** The payment method's code: door, wire_transfer, … */
  paymentMethod: string;
  idempotencyKey: string;
  contracts: { distanceSales: boolean; preInformation: boolean };
  /** What the chosen method needs (door payment type, bank account, card fields); the provider checks it. */
  providerInput: Record<string, unknown>;
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export async function pay(
  em: EntityManager,
  payments: PaymentProviders,
  shopper: Shopper,
  input: PayInput,
  language: string,
): Promise<PaymentResultDto> {
  if (!KEY.test(input.idempotencyKey)) throw badUserInput(language, "idempotencyKey");
  const paymentCode = input.paymentMethod;
  const provider = payments.find(paymentCode);
  const config = provider ? await paymentMethodConfig(em, paymentCode) : null;
  if (!provider || !config) return orderError(language, "ORDER_NOT_CREATED", "paymentCode");
  const plan = await provider.plan(em, input.providerInput, config);
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

