// The acquirer's side of a payment, kept in its own table: what a real acquirer's servers would do. Every change is
// one conditional UPDATE (`where status = …`), so two parallel captures or refunds of one transaction cannot both
// succeed: the second finds the row already moved on.
import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { num, sql, str } from "../../../../core/db.js";
import type { CardOperationResult } from "../../card-provider.js";
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
  await sql(
    em,
    `insert into test_acquirer_transaction (id, merchant_reference, amount_minor, currency_code, installment_count, card_last4, behaviour,
                                            status, refunded_minor, return_url, language, created_at)
     values (?, ?, ?, ?, ?, ?, ?, 'challenge', 0, ?, ?, now())`,
    [
      id,
      entry.merchantReference,
      entry.amountMinor,
      entry.currencyCode,
      entry.installmentCount,
      entry.cardLast4,
      entry.behaviour,
      entry.returnUrl,
      entry.language,
    ],
  );
  return id;
}

export async function findTransaction(em: EntityManager, id: string): Promise<LedgerEntry | null> {
  if (!/^[0-9a-f]{24}$/.test(id)) return null;
  const [row] = await sql(em, `select * from test_acquirer_transaction where id = ?`, [id]);
  if (!row) return null;
  return {
    id: str(row.id),
    merchantReference: str(row.merchant_reference),
    amountMinor: num(row.amount_minor),
    currencyCode: str(row.currency_code),
    installmentCount: num(row.installment_count),
    cardLast4: str(row.card_last4),
    behaviour: str(row.behaviour) as TestCardBehaviour,
    status: str(row.status) as LedgerStatus,
    refundedMinor: num(row.refunded_minor),
    returnUrl: str(row.return_url),
    language: str(row.language),
  };
}

/** Moves a transaction from one of `from` to `to`; false when it was not in any of them (someone else moved it). */
export async function moveTransaction(em: EntityManager, id: string, from: readonly LedgerStatus[], to: LedgerStatus): Promise<boolean> {
  const rows = await sql(em, `update test_acquirer_transaction set status = ? where id = ? and status in (${from.map(() => "?").join(", ")}) returning id`, [
    to,
    id,
    ...from,
  ]);
  return rows.length === 1;
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
  const rows = await sql(
    em,
    `update test_acquirer_transaction
        set refunded_minor = refunded_minor + ?, status = case when refunded_minor + ? = amount_minor then 'refunded' else status end
      where id = ? and status = 'captured' and refunded_minor + ? <= amount_minor
      returning id`,
    [amountMinor, amountMinor, id, amountMinor],
  );
  return rows.length ? { ok: true } : { ok: false, code: "CAN_NOT_REFUND" };
}

/** Voids a transaction nothing was refunded of: before the capture, or after it (the same-day void). */
export async function cancelTransaction(em: EntityManager, id: string): Promise<CardOperationResult> {
  const entry = await findTransaction(em, id);
  if (!entry || entry.behaviour === "no_refund" || entry.refundedMinor > 0) return { ok: false, code: "CAN_NOT_CANCEL" };
  return (await moveTransaction(em, id, ["challenge", "authenticated", "captured"], "cancelled")) ? { ok: true } : { ok: false, code: "CAN_NOT_CANCEL" };
}
