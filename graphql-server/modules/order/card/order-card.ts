// Paying by card (docs/decisions/037): the order is placed when the provider confirms, not before.
//
// start: the card is checked, the order is placed in a transaction that is rolled back (every rule of placing —
// contact, addresses, contracts, stock, coupon, approved total — answers now, before the shopper meets their bank),
// a pending card_payment records who pays what under which idempotency key, and the provider takes the card for
// this one call and answers the 3-D Secure address. Nothing else keeps the card.
//
// confirm: the provider's callback, its signature checked. Under the payment row's lock, a pending payment whose
// shopper passed 3-D Secure is placed as an order (the same steps, the approved total) and the money captured, in
// one transaction: a refusal or a failed capture rolls the order back, the cart stays, the payment is marked failed
// with the reason. A replayed callback finds the payment paid (or failed) and changes nothing; a forged one fails
// its signature and is never read.
//
// Confirmation from the payment row (docs/decisions/049): a provider may call back without the shopper's cookies
// (iyzico's cross-site form post, a server-to-server webhook). Then there is no caller, and the shopper is the one the
// card_payment row names — allowed only because the provider's own proof names that row: a signed callback, or, for
// an unsigned one ("by-capture"), the provider's signed answer to the capture, which must name the row's
// transaction and the amount the shop asked for.
import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import type { RequestScope, Shopper } from "../../../core/context.js";
import type { Selectable } from "kysely";
import { first, rows, sql } from "../../../core/database.js";
import { loggerFor } from "../../../core/logger.js";
import { refusable, Refusal } from "../../../core/refusal.js";
import type { Tables } from "../../../generated/database.js";
import type { ErrorCode } from "../../../generated/resolvers-types.js";
import type { CardPaymentProvider } from "../../payment/index.js";
import { cardChargeDetails } from "./order-card-details.js";
import { checkCard, type CardField } from "../../../../shared/card.js";
import { installmentCharge } from "../../../../shared/installments.js";
import { orderDatabase as db } from "../order.database.js";
import { asOrderError, orderError, placeOrderIn, type OrderErrorResult, type OrderPayment, type PlaceOrderInput } from "../place/index.js";

/** Where the shopper's browser comes back to when the client names no page of its own. */
export const DEFAULT_CARD_RETURN_PATH = "/odeme/kart-sonuc";

export interface CardPayInput {
  card: { holder?: string | null; number?: string | null; expiry?: string | null; cvv?: string | null } | null;
  installments: number;
  returnPath: string | null;
  /**
   * The card's first 6–8 digits, for a provider whose own page takes the card (PayTR): its plans of several parts
   * depend on the card's family, which only the BIN tells the shop before the shopper types the card there.
   */
  cardBin?: string | null;
}

export type CardStartOutcome =
  | { __typename?: undefined; kind: "challenge"; redirectUrl: string; reference: string; chargedMinor: number; installmentCount: number }
  | { __typename?: undefined; kind: "placed"; orderId: number }
  | OrderErrorResult;

export type CardConfirmOutcome =
  | { __typename?: undefined; kind: "placed"; orderId: number; created: boolean; shopper: Shopper; reference: string; language: string }
  | (OrderErrorResult & { reference?: string; language?: string });

interface PaymentRow {
  reference: string;
  paymentCode: string;
  shopper: Shopper;
  idempotencyKey: string;
  status: "pending" | "paid" | "failed";
  language: string;
  currencyCode: string;
  approvedTotalMinor: number;
  installmentCount: number;
  chargedMinor: number;
  transactionId: string | null;
  redirectUrl: string | null;
  orderId: number | null;
  failureCode: ErrorCode | null;
}

const rowOf = (r: Selectable<Tables["card_payment"]>): PaymentRow => ({
  reference: r.reference,
  paymentCode: r.payment_code,
  shopper: { kind: r.shopper_kind, id: r.shopper_id },
  idempotencyKey: r.idempotency_key,
  status: r.status,
  language: r.language,
  currencyCode: r.currency_code,
  approvedTotalMinor: r.approved_total_minor,
  installmentCount: r.installment_count,
  chargedMinor: r.charged_minor,
  transactionId: r.provider_transaction_id,
  redirectUrl: r.redirect_url,
  orderId: r.order_id,
  failureCode: r.failure_code as ErrorCode | null,
});

async function paymentByKey(em: EntityManager, shopper: Shopper, key: string): Promise<PaymentRow | null> {
  const row = await first(
    em,
    db.selectFrom("card_payment").selectAll().where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id).where("idempotency_key", "=", key),
  );
  return row ? rowOf(row) : null;
}

/** What an earlier attempt with the same key already answered: a retry never charges again. */
function earlierAnswer(row: PaymentRow): CardStartOutcome {
  if (row.status === "paid" && row.orderId !== null) return { kind: "placed", orderId: row.orderId };
  if (row.status === "pending" && row.redirectUrl) {
    return {
      kind: "challenge",
      redirectUrl: row.redirectUrl,
      reference: row.reference,
      chargedMinor: row.chargedMinor,
      installmentCount: row.installmentCount,
    };
  }
  return orderError(row.failureCode ?? "PAYMENT_FAILED");
}

/** A card's BIN as a hosted provider's plans are looked up by. */
const BIN = /^\d{6,8}$/;

/** A path of this shop (never another site, never `//host`): where the provider sends the shopper back. */
const ownPath = (path: string | null) => (path && /^\/(?![/\\])[\w\-./]{0,200}$/.test(path) ? path : DEFAULT_CARD_RETURN_PATH);

const cardPaymentOf = (paymentCode: string, card: OrderPayment["card"]): OrderPayment => ({ paymentCode, status: "received", codePrefix: "", card });

export async function startCardPayment(
  scope: RequestScope,
  provider: CardPaymentProvider,
  config: Record<string, unknown>,
  shopper: Shopper,
  order: PlaceOrderInput,
  input: CardPayInput,
): Promise<CardStartOutcome> {
  const { em } = scope;
  if (!provider.accepts(config)) return orderError("ORDER_NOT_CREATED", "paymentCode");
  const earlier = await paymentByKey(em, shopper, order.idempotencyKey);
  if (earlier) return earlierAnswer(earlier);

  // A provider whose own page takes the card (PayTR's iframe) gets none: the shopper's card fields are not read.
  const hosted = provider.startHosted?.bind(provider);
  const { problems, card } = hosted
    ? { problems: {}, card: null }
    : checkCard({
        holder: input.card?.holder ?? "",
        number: input.card?.number ?? "",
        expiry: input.card?.expiry ?? "",
        cvv: input.card?.cvv ?? "",
      });
  if (!card && !hosted) return orderError("MISSING_INFORMATION", Object.keys(problems)[0] as CardField);
  const option = provider.installmentOptions(config).find((o) => o.count === input.installments);
  const byCard = !option && hosted && provider.binInstallments && BIN.test(input.cardBin ?? "") ? input.cardBin! : null;
  if (!option && !byCard) return orderError("MISSING_INFORMATION", "installments");

  // The trial placement is rolled back whatever it finds: it answers the total (and what the provider is told about
  // the order), or the rule that refuses it.
  const trial = await refusable(
    em,
    asOrderError,
    async (tx) => {
      const placed = await placeOrderIn(tx, scope, shopper, order, cardPaymentOf(provider.code, null));
      return { ...placed, details: placed.created ? await cardChargeDetails(tx, shopper, placed.orderId) : null };
    },
    { rollBack: true },
  );
  if (!trial.ok) return trial.error;
  // The key already placed an order by another method: that order is the answer.
  if (!trial.created || trial.grandTotalMinor === null || trial.currencyCode === null) return { kind: "placed", orderId: trial.orderId };

  const chargedMinor = option
    ? installmentCharge(trial.grandTotalMinor, option).chargedMinor
    : await cardPlanTotal(provider, config, byCard!, input.installments, trial.grandTotalMinor, trial.currencyCode);
  if (chargedMinor === null) return orderError("INSTALLMENT_NOT_OFFERED", "installments");
  const reference = randomBytes(12).toString("hex");
  const inserted = await rows(
    em,
    db
      .insertInto("card_payment")
      .values({
        reference,
        payment_code: provider.code,
        shopper_kind: shopper.kind,
        shopper_id: shopper.id,
        idempotency_key: order.idempotencyKey,
        status: "pending",
        language: scope.language,
        currency_code: trial.currencyCode,
        approved_total_minor: trial.grandTotalMinor,
        installment_count: input.installments,
        charged_minor: chargedMinor,
        created_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .onConflict((conflict) => conflict.columns(["shopper_kind", "shopper_id", "idempotency_key"]).doNothing())
      .returning("id"),
  );
  // A parallel request with the same key got there first: its answer is this one's.
  if (!inserted.length) return earlierAnswer((await paymentByKey(em, shopper, order.idempotencyKey))!);

  const charge = {
    reference,
    amountMinor: chargedMinor,
    currencyCode: trial.currencyCode,
    installmentCount: input.installments,
    language: scope.language,
    returnUrl: ownPath(input.returnPath),
    details: trial.details ?? undefined,
  };
  const started = hosted ? await hosted(em, charge) : await provider.start(em, card!, charge);
  if (!started.ok) {
    await markFailed(em, reference, started.code);
    return orderError(started.code);
  }
  await rows(
    em,
    db
      .updateTable("card_payment")
      .set({ provider_transaction_id: started.transactionId, redirect_url: started.redirectUrl, updated_at: sql<Date>`now()` })
      .where("reference", "=", reference),
  );
  return { kind: "challenge", redirectUrl: started.redirectUrl, reference, chargedMinor, installmentCount: input.installments };
}

/** The total the provider's own rates charge this card for `count` parts of the approved total; null when not offered. */
async function cardPlanTotal(
  provider: CardPaymentProvider,
  config: Record<string, unknown>,
  bin: string,
  count: number,
  totalMinor: number,
  currencyCode: string,
): Promise<number | null> {
  const card = await provider.binInstallments!(config, bin, totalMinor, currencyCode);
  return card?.plans.find((plan) => plan.count === count)?.totalMinor ?? null;
}

async function markFailed(em: EntityManager, reference: string, code: ErrorCode): Promise<void> {
  await rows(
    em,
    db
      .updateTable("card_payment")
      .set({ status: "failed", failure_code: code, updated_at: sql<Date>`now()` })
      .where("reference", "=", reference)
      .where("status", "=", "pending"),
  );
}

/**
 * The provider's callback: places the order and captures, or records why not. `caller` is the shopper whose browser
 * brought the callback; null when it came without one (a cross-site post, a webhook): the row's shopper then.
 */
export async function confirmCardPayment(
  scope: RequestScope,
  provider: CardPaymentProvider,
  caller: Shopper | null,
  params: Record<string, string>,
  config: Record<string, unknown>,
): Promise<CardConfirmOutcome> {
  const { em } = scope;
  const callback = provider.verifyCallback(params, config);
  // Unsigned or altered: it proves nothing, so nothing is read or changed because of it.
  if (!callback.verified) return orderError("PAYMENT_FAILED", "signature");
  let captured = false;
  let row: PaymentRow | null = null;
  try {
    return await em.transactional(async (tx): Promise<CardConfirmOutcome> => {
      const found = await first(
        tx,
        db.selectFrom("card_payment").selectAll().where("reference", "=", callback.reference).where("payment_code", "=", provider.code).forUpdate(),
      );
      row = found ? rowOf(found) : null;
      // Another shopper's payment (a callback address passed on) is not theirs to complete or to read.
      const othersPayment = caller !== null && (row?.shopper.kind !== caller.kind || row?.shopper.id !== caller.id);
      if (!row || row.transactionId !== callback.transactionId || othersPayment) {
        row = null;
        return orderError("PAYMENT_FAILED", "reference");
      }
      const named = { reference: row.reference, language: row.language };
      if (row.status === "paid" && row.orderId !== null) return { kind: "placed", orderId: row.orderId, created: false, shopper: row.shopper, ...named };
      if (row.status !== "pending") return { ...orderError(row.failureCode ?? "PAYMENT_FAILED"), ...named };
      if (callback.verified === true && !callback.authenticated) {
        await markFailed(tx, row.reference, callback.code);
        return { ...orderError(callback.code), ...named };
      }
      // Signed, yet not the amount the shop asked for: never captured, never an order.
      if (callback.verified === true && callback.amountMinor !== row.chargedMinor) throw new Refusal("PAYMENT_FAILED");

      const card = { provider: provider.code, transactionId: row.transactionId, installmentCount: row.installmentCount, chargedMinor: row.chargedMinor };
      const orderScope: RequestScope = { em: tx, language: row.language, currency: row.currencyCode };
      const order = {
        idempotencyKey: row.idempotencyKey,
        contracts: { distanceSales: true, preInformation: true },
        approvedTotalMinor: row.approvedTotalMinor,
        currency: row.currencyCode,
      };
      const placed = await placeOrderIn(tx, orderScope, row.shopper, order, cardPaymentOf(provider.code, card));
      const capture = await provider.capture(tx, row.transactionId, row.chargedMinor);
      if (!capture.ok) throw new Refusal(capture.code);
      captured = true;
      // The provider's signed answer names what it took: anything but the amount asked for is given back.
      if (capture.amountMinor !== undefined && capture.amountMinor !== row.chargedMinor) throw new Refusal("PAYMENT_FAILED");
      await rows(tx, db.updateTable("card_payment").set({ status: "paid", order_id: placed.orderId, updated_at: sql<Date>`now()` }).where("reference", "=", row.reference));
      return { kind: "placed", orderId: placed.orderId, created: placed.created, shopper: row.shopper, ...named };
    });
  } catch (error) {
    const failed = row as PaymentRow | null;
    if (!failed) throw error;
    const refusal = error instanceof Refusal ? error : null;
    const code: ErrorCode = refusal?.code ?? "PAYMENT_FAILED";
    // Whatever the acquirer holds for this payment is released: an authentication no order came of, or a capture
    // whose order could not be committed.
    const voided = await provider.cancel(em, failed.transactionId!).catch(() => ({ ok: false as const, code: "CAN_NOT_CANCEL" as const }));
    if (captured && !voided.ok) loggerFor("order").error({ payment: failed.reference }, "captured card payment could not be voided after its order failed");
    await markFailed(em, failed.reference, code);
    const named = { reference: failed.reference, language: failed.language };
    if (refusal) return { ...asOrderError(refusal), ...named };
    throw error;
  }
}
