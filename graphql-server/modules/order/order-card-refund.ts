// Giving a card order's money back through the provider that charged it: a whole order cancelled before anything went
// back is voided (the provider's cancel: iyzico's same-day void, the test acquirer's void, PayTR's refund of the
// rest) — or, once the provider no longer voids it (iyzico after the day's settlement), refunded in full — and
// anything else refunded by amount. Offline methods (cash, transfer) are paid back by hand: recorded only.
// A provider that refuses is the admin's answer (PROVIDER_REFUND_REFUSED): the caller's transaction rolls back, so
// the order, its requests and its refunded amount stay as they were.
import type { EntityManager } from "@mikro-orm/core";
import { num, sql, str, type Row } from "../../core/db.js";
import { Refusal } from "../../core/refusal.js";
import type { PaymentProviders } from "../payment/index.js";
import { refundableMinor } from "./order-admin-rules.js";

/** Sends `amountMinor` back to the card (voiding it when the whole untouched charge goes back). */
export async function giveCardMoneyBack(
  tx: EntityManager,
  payments: PaymentProviders,
  order: Row,
  amountMinor: number,
  wholeOrderCancelled: boolean,
): Promise<void> {
  const transactionId = str(order.payment_transaction_id);
  const provider = payments.findCard(str(order.payment_provider) || str(order.payment_code));
  if (!provider || !transactionId) return;
  const whole = wholeOrderCancelled && num(order.refunded_minor) === 0 && amountMinor === num(order.charged_minor);
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
export async function refundCardOnCancel(tx: EntityManager, payments: PaymentProviders, order: Row): Promise<number> {
  if (order.charged_minor === null || order.charged_minor === undefined || !str(order.payment_transaction_id)) return 0;
  const left = refundableMinor(num(order.charged_minor), num(order.refunded_minor));
  if (left <= 0) return 0;
  await giveCardMoneyBack(tx, payments, order, left, true);
  await sql(tx, `update shop_order set refunded_minor = refunded_minor + ?, updated_at = now() where id = ?`, [left, num(order.id)]);
  return left;
}
