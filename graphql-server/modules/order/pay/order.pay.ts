// The one way to pay: place the order with the chosen payment provider. The method must be enabled, the provider
// checks its input, the order is placed in one transaction (idempotent per shopper and key), then the provider
// initiates the payment and the confirmation mail is queued as a job — after the commit, never failing the order.
import type { Shopper, RequestScope } from "../../../core/context.js";
import { badUserInput } from "../../../core/errors.js";
import type { ErrorCode } from "../../../generated/resolvers-types.js";

import { findCurrency } from "../../localization/index.js";
import { paymentMethodConfig, type PaymentOrder, type PaymentProviders } from "../../payment/index.js";
import type { JobSender } from "../../../core/jobs.js";
import { loggerFor } from "../../../core/logger.js";
import { confirmCardPayment, startCardPayment, type CardPayInput } from "../card/index.js";
import { orderConfirmationJob } from "../place/index.js";
import { orderError, placeOrder, type OrderErrorResult } from "../place/index.js";
import { findOrder, type OrderRecord } from "../order.read.js";

/** What a provider needs of the order it is paid for. */
const paymentOrderOf = (order: OrderRecord): PaymentOrder => ({
  id: order.id,
  code: order.code,
  grandTotalMinor: order.totals.grandTotalMinor,
  currencyCode: order.currencyCode,
  email: order.email,
  firstName: order.invoiceAddress.firstName,
  lastName: order.invoiceAddress.lastName,
  language: order.language,
});

export type PaymentResultDto =
  | { __typename: "PaymentOutcome"; status: "COMPLETED" | "REDIRECT" | "HTML"; order: OrderRecord; redirectUrl: string | null; html: string | null }
  | { __typename: "PaymentChallenge"; status: "REDIRECT"; redirectUrl: string; reference: string; chargedMinor: number; installmentCount: number }
  | OrderErrorResult;

export interface PayInput {
  /** The payment method's code: door, wire_transfer, … */
  paymentMethod: string;
  idempotencyKey: string;
  contracts: { distanceSales: boolean; preInformation: boolean };
  /** The grand total the approve page showed; null for clients that send none (only the cart's promotions are checked). */
  approvedTotalMinor: number | null;
  /** What the chosen method needs (door payment type, bank account); the provider checks it. */
  providerInput: Record<string, unknown>;
  /** Card methods: the card (held for this request only), the installment count and the page to come back to. */
  cardInput?: CardPayInput;
  /** The currency of the amounts the shopper approved (ISO, legacy code or id of an active one); null = the cart's. */
  currency?: string | null;
}

/** The confirmation mail's job; the order stands even when the queue cannot take it (the failure is logged). */
async function queueConfirmation(jobs: JobSender, order: OrderRecord): Promise<void> {
  try {
    await jobs.send(orderConfirmationJob, { order }, { singletonKey: order.code });
  } catch (error) {
    loggerFor("order").error({ err: error, order: order.code }, "could not queue the order confirmation");
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,128}$/;

export async function pay(
  scope: RequestScope,
  { payments, jobs }: { payments: PaymentProviders; jobs: JobSender },
  shopper: Shopper,
  input: PayInput,
): Promise<PaymentResultDto> {
  const { em } = scope;
  if (!KEY.test(input.idempotencyKey)) throw badUserInput("idempotencyKey");
  // Charging in another currency than the one asked for would charge a figure the shopper never saw.
  if (input.currency && !(await findCurrency(em, input.currency))) throw badUserInput("currency");
  const paymentCode = input.paymentMethod;
  const orderInput = {
    idempotencyKey: input.idempotencyKey,
    contracts: input.contracts,
    approvedTotalMinor: input.approvedTotalMinor,
    currency: input.currency,
  };
  const card = payments.findCard(paymentCode);
  if (card) {
    const config = await paymentMethodConfig(em, paymentCode);
    if (!config) return orderError("ORDER_NOT_CREATED", "paymentCode");
    const started = await startCardPayment(scope, card, config, shopper, orderInput, input.cardInput ?? { card: null, installments: 1, returnPath: null });
    if (started.__typename === "OrderError") return started;
    if (started.kind === "placed")
      return {
        __typename: "PaymentOutcome",
        status: "COMPLETED",
        order: (await findOrder(scope, shopper, { id: started.orderId }))!,
        redirectUrl: null,
        html: null,
      };
    return { __typename: "PaymentChallenge", status: "REDIRECT", ...started };
  }
  const provider = payments.find(paymentCode);
  const config = provider ? await paymentMethodConfig(em, paymentCode) : null;
  if (!provider || !config) return orderError("ORDER_NOT_CREATED", "paymentCode");
  const plan = await provider.plan(em, input.providerInput, config);
  if (!("status" in plan)) return orderError(plan.code, plan.field);

  const placed = await placeOrder(scope, shopper, orderInput, { paymentCode, ...plan });
  if (!placed.ok) return placed.error;

  const order = (await findOrder(scope, shopper, { id: placed.orderId }))!;
  let status: "COMPLETED" | "REDIRECT" | "HTML" = "COMPLETED";
  let redirectUrl: string | null = null;
  let html: string | null = null;
  if (placed.created) {
    const started = await provider.initiate(em, paymentOrderOf(order));
    if (started.status === "failed") return orderError(started.code);
    if (started.status === "redirect") [status, redirectUrl] = ["REDIRECT", started.redirectUrl];
    if (started.status === "html") [status, html] = ["HTML", started.html];
    if (started.status === "completed") await queueConfirmation(jobs, order);
  }
  return { __typename: "PaymentOutcome", status, order, redirectUrl, html };
}

/**
 * The card provider's callback (the shopper's browser coming back from 3-D Secure): places the order when the
 * payment was confirmed, for the shopper who started it only.
 */
export async function confirmCard(
  scope: RequestScope,
  { payments, jobs }: { payments: PaymentProviders; jobs: JobSender },
  shopper: Shopper,
  paymentCode: string,
  params: Record<string, string>,
): Promise<PaymentResultDto> {
  const provider = payments.findCard(paymentCode);
  if (!provider) return orderError("ORDER_NOT_CREATED", "paymentCode");
  const confirmed = await confirmCardPayment(scope, provider, shopper, params, (await paymentMethodConfig(scope.em, paymentCode)) ?? {});
  if (confirmed.__typename === "OrderError") return orderError(confirmed.code, confirmed.field ?? undefined);
  const order = (await findOrder(scope, shopper, { id: confirmed.orderId }))!;
  if (confirmed.created) await queueConfirmation(jobs, order);
  return { __typename: "PaymentOutcome", status: "COMPLETED", order, redirectUrl: null, html: null };
}

/** What a provider's own call (no shopper's session) learns: the state of the payment it named, nothing more. */
export type ProviderConfirmationDto = {
  status: "PAID" | "FAILED";
  /** The shop's reference of the payment the provider named; null when it named none the shop could verify. */
  reference: string | null;
  /** The payment's language (where the browser goes next). */
  language: string | null;
  code: ErrorCode | null;
};

/**
 * The provider's callback or webhook without the shopper's session (decision 049): the payment is confirmed for the
 * shopper its row names, once the provider's proof names that row. Answers only paid or failed (with the code).
 */
export async function confirmCardFromProvider(
  scope: RequestScope,
  { payments, jobs }: { payments: PaymentProviders; jobs: JobSender },
  paymentCode: string,
  params: Record<string, string>,
): Promise<ProviderConfirmationDto> {
  const provider = payments.findCard(paymentCode);
  const config = provider ? await paymentMethodConfig(scope.em, paymentCode) : null;
  if (!provider || !config) return { status: "FAILED", reference: null, language: null, code: "ORDER_NOT_CREATED" };
  const confirmed = await confirmCardPayment(scope, provider, null, params, config);
  if (confirmed.__typename === "OrderError") {
    return { status: "FAILED", reference: confirmed.reference ?? null, language: confirmed.language ?? null, code: confirmed.code };
  }
  if (confirmed.created) {
    const order = (await findOrder({ ...scope, language: confirmed.language }, confirmed.shopper, { id: confirmed.orderId }))!;
    await queueConfirmation(jobs, order);
  }
  return { status: "PAID", reference: confirmed.reference, language: confirmed.language, code: null };
}
