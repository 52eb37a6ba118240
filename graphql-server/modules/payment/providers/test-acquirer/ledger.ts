// The acquirer's side of a payment, kept in its own table: what a real acquirer's servers would do. Every change is
// one conditional UPDATE (`where status = …`), so two parallel captures or refunds of one transaction cannot both
// succeed: the second finds the row already moved on.
import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../../core/database.js";
import type { CardOperationResult } from "../../card-provider.js";
import { paymentDatabase as db } from "../../payment.database.js";
import type { TestCardBehaviour } from "./test-cards.js";

export type LedgerStatus = "challenge" | "authenticated" | "failed" | "captured" | "refunded" | "cancelled";

export interface LedgerEntry {
  id: string;
  merchantReference: string;
  amountMinor: number;
  currencyCode: string;
  installmentCount: number;
  cardLast4: string;
  behaviour: TestCardBehaviour;
  status: LedgerStatus;
  refundedMinor: number;
  returnUrl: string;
  language: string;
}

export async function openTransaction(em: EntityManager, entry: Omit<LedgerEntry, "id" | "status" | "refundedMinor">): Promise<string> {
  const id = randomBytes(12).toString("hex");
  await rows(
    em,
    db.insertInto("test_acquirer_transaction").values({
      id,
      merchant_reference: entry.merchantReference,
      amount_minor: entry.amountMinor,
      currency_code: entry.currencyCode,
      installment_count: entry.installmentCount,
      card_last4: entry.cardLast4,
      behaviour: entry.behaviour,
      status: "challenge",
      refunded_minor: 0,
      return_url: entry.returnUrl,
      language: entry.language,
      created_at: sql<Date>`now()`,
    }),
  );
  return id;
}

export async function findTransaction(em: EntityManager, id: string): Promise<LedgerEntry | null> {
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  const row = await first(em, db.selectFrom("test_acquirer_transaction").selectAll().where("id", "=", id));
  if (!row) return null;
  return {
    id: row.id,
    merchantReference: row.merchant_reference,
    amountMinor: row.amount_minor,
    currencyCode: row.currency_code,
    installmentCount: row.installment_count,
    cardLast4: row.card_last4,
    behaviour: row.behaviour as TestCardBehaviour,
    status: row.status as LedgerStatus,
    refundedMinor: row.refunded_minor,
    returnUrl: row.return_url,
    language: row.language,
  };
}

/** Moves a transaction from one of `from` to `to`; false when it was not in any of them (someone else moved it). */
export async function moveTransaction(em: EntityManager, id: string, from: readonly LedgerStatus[], to: LedgerStatus): Promise<boolean> {
  const moved = await rows(em, db.updateTable("test_acquirer_transaction").set({ status: to }).where("id", "=", id).where("status", "in", from).returning("id"));
  return moved.length === 1;
}

/** Takes the money of an authenticated transaction; the test card decides whether the bank says yes. */
export async function captureTransaction(em: EntityManager, id: string, amountMinor: number): Promise<CardOperationResult> {
  const entry = await findTransaction(em, id);
  if (!entry || entry.status !== "authenticated" || entry.amountMinor !== amountMinor) return { ok: false, code: "PAYMENT_FAILED" };
  if (entry.behaviour === "decline")
    return (await moveTransaction(em, id, ["authenticated"], "failed")) ? { ok: false, code: "CARD_DECLINED" } : { ok: false, code: "PAYMENT_FAILED" };
  if (entry.behaviour === "insufficient_funds") {
    return (await moveTransaction(em, id, ["authenticated"], "failed")) ? { ok: false, code: "INSUFFICIENT_FUNDS" } : { ok: false, code: "PAYMENT_FAILED" };
  }
  return (await moveTransaction(em, id, ["authenticated"], "captured")) ? { ok: true } : { ok: false, code: "PAYMENT_FAILED" };
}

/** Gives back part or all of a captured amount, never more than was captured in total. */
export async function refundTransaction(em: EntityManager, id: string, amountMinor: number): Promise<CardOperationResult> {
  const entry = await findTransaction(em, id);
  if (!entry || entry.behaviour === "no_refund" || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return { ok: false, code: "CAN_NOT_REFUND" };
  const refundedAfter = sql<number>`refunded_minor + ${amountMinor}`;
  const refunded = await rows(
    em,
    db
      .updateTable("test_acquirer_transaction")
      .set((eb) => ({
        refunded_minor: refundedAfter,
        status: eb.case().when(refundedAfter, "=", eb.ref("amount_minor")).then("refunded").else(eb.ref("status")).end(),
      }))
      .where("id", "=", id)
      .where("status", "=", "captured")
      .where((eb) => eb(refundedAfter, "<=", eb.ref("amount_minor")))
      .returning("id"),
  );
  return refunded.length ? { ok: true } : { ok: false, code: "CAN_NOT_REFUND" };
}

/** Voids a transaction nothing was refunded of: before the capture, or after it (the same-day void). */
export async function cancelTransaction(em: EntityManager, id: string): Promise<CardOperationResult> {
  const entry = await findTransaction(em, id);
  if (!entry || entry.behaviour === "no_refund" || entry.refundedMinor > 0) return { ok: false, code: "CAN_NOT_CANCEL" };
  return (await moveTransaction(em, id, ["challenge", "authenticated", "captured"], "cancelled")) ? { ok: true } : { ok: false, code: "CAN_NOT_CANCEL" };
}
