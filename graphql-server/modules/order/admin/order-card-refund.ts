// Giving a card order's money back through the provider that charged it: a whole order cancelled before anything went
// back is voided (the provider's cancel: iyzico's same-day void, the test acquirer's void, PayTR's refund of the
// rest) — or, once the provider no longer voids it (iyzico after the day's settlement), refunded in full — and
// anything else refunded by amount. Offline methods (cash, transfer) are paid back by hand: recorded only.
// A provider that refuses is the admin's answer (PROVIDER_REFUND_REFUSED): the caller's transaction rolls back, so
// the order, its requests and its refunded amount stay as they were.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../../core/database.js";
import { Refusal } from "../../../core/refusal.js";
import type { PaymentProviders } from "../../payment/index.js";
import type { LockedOrder } from "./order-admin.service.js";
import { refundableMinor } from "./order-admin-rules.js";
import { orderDatabase as db } from "../order.database.js";

/** Sends `amountMinor` back to the card (voiding it when the whole untouched charge goes back). */
export async function giveCardMoneyBack(
  tx: EntityManager,
  payments: PaymentProviders,
  order: LockedOrder,
  amountMinor: number,
  wholeOrderCancelled: boolean,
): Promise<void> {
  const transactionId = order.payment_transaction_id;
  const provider = payments.findCard(order.payment_provider || order.payment_code);
  if (!provider || !transactionId) return;
  const whole = wholeOrderCancelled && order.refunded_minor === 0 && amountMinor === order.charged_minor;
  // A void only works until the provider settles the day (iyzico: same day); after that the whole goes back as a refund.
  const voided = whole ? await provider.cancel(tx, transactionId) : null;
  const result = voided?.ok ? voided : await provider.refund(tx, transactionId, amountMinor);
  if (!result.ok) throw new Refusal("PROVIDER_REFUND_REFUSED", { field: "refundMinor" });
}

/**
 * An admin cancels a card order outright (not through a request): what the card was charged and not yet given back
 * goes back through the provider, and the order records it. Nothing for other methods or when nothing is left.
 * Answers what went back (0: nothing), for the customer's mail.
 */
export async function refundCardOnCancel(tx: EntityManager, payments: PaymentProviders, order: LockedOrder): Promise<number> {
  if (order.charged_minor === null || !order.payment_transaction_id) return 0;
  const left = refundableMinor(order.charged_minor, order.refunded_minor);
  if (left <= 0) return 0;
  await giveCardMoneyBack(tx, payments, order, left, true);
  await rows(
    tx,
    db
      .updateTable("shop_order")
      .set((eb) => ({ refunded_minor: eb("refunded_minor", "+", left), updated_at: sql<Date>`now()` }))
      .where("id", "=", order.id),
  );
  return left;
}
