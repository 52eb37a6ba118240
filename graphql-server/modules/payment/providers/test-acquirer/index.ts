// The built-in test acquirer (docs/decisions/037): a card provider that behaves like a real acquirer's sandbox and
// runs inside the shop, so development, the demo and the tests can pay by card with no account anywhere. It takes the
// card (keeping its last four digits and which test card it was), sends the shopper to its own 3-D Secure challenge
// page (challenge-page.ts, served at /test-acquirer/…), and sends them back to the shop with an HMAC-signed
// callback. Capture, refund and cancel work on its ledger (ledger.ts). It only takes payments for a method whose
// settings say `acquirer: "test"`, so a shop that enables card payments for real money never reaches it by accident.
import { createHmac, randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { lastFour, type CheckedCard } from "../../../../../shared/card.js";
import type { InstallmentOption } from "../../../../../shared/installments.js";
import type { ErrorCode } from "../../../../generated/resolvers-types.js";
import type { CardCallback, CardCharge, CardOperationResult, CardPaymentProvider, CardStartResult } from "../../card-provider.js";
import { cancelTransaction, captureTransaction, findTransaction, moveTransaction, openTransaction, refundTransaction } from "./ledger.js";
import { sign, verifiedFields } from "./signature.js";
import { behaviourOf, TEST_PASSWORD } from "./test-cards.js";
import { lookupBin, type CardBinInfo } from "../../card-bins/index.js";
import { TEST_INSTALLMENTS, testInstallmentsFor } from "./installments.js";

export { TEST_CARDS, TEST_PASSWORD } from "./test-cards.js";
export { testAcquirerRouter } from "./challenge-router.js";
export { TestAcquirerTransactionSchema } from "./test-acquirer.entities.js";

/** Where the challenge page is served (server.ts mounts the router there). */
export const TEST_ACQUIRER_PATH = "/test-acquirer";

export { TEST_INSTALLMENTS } from "./installments.js";

/** How the shopper left the challenge, as the callback's `result` names it. */
const RESULT_CODES: Record<string, ErrorCode | null> = { authenticated: null, "3ds_failed": "THREE_D_SECURE_FAILED", abandoned: "PAYMENT_ABANDONED" };

/**
 * The shared secret: from TEST_ACQUIRER_SECRET, else derived from SESSION_SECRET (every node of a shop has the same
 * one), else random for this process (tests, a shop started without either).
 */
export function testAcquirerSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.TEST_ACQUIRER_SECRET) return env.TEST_ACQUIRER_SECRET;
  if (env.SESSION_SECRET) return createHmac("sha256", env.SESSION_SECRET).update("test-acquirer").digest("hex");
  return randomBytes(32).toString("hex");
}

export class TestAcquirerProvider implements CardPaymentProvider {
  readonly kind = "card" as const;

  constructor(private readonly secret: string = testAcquirerSecret(), readonly code: string = "credit_card") {}

  accepts(config: Record<string, unknown>): boolean {
    return config.acquirer === "test";
  }

  installmentOptions(_config: Record<string, unknown>, card?: CardBinInfo): InstallmentOption[] {
    return card ? testInstallmentsFor(card) : [...TEST_INSTALLMENTS];
  }

  async start(em: EntityManager, card: CheckedCard, charge: CardCharge): Promise<CardStartResult> {
    // The order side checked the count against the whole table; this card may offer fewer plans (a debit card none).
    if (!testInstallmentsFor(lookupBin(card.number)).some((option) => option.count === charge.installmentCount)) {
      return { ok: false, code: "INSTALLMENT_NOT_OFFERED" };
    }
    const id = await openTransaction(em, {
      merchantReference: charge.reference,
      amountMinor: charge.amountMinor,
      currencyCode: charge.currencyCode,
      installmentCount: charge.installmentCount,
      cardLast4: lastFour(card.number),
      behaviour: behaviourOf(card.number),
      returnUrl: charge.returnUrl,
      language: charge.language,
    });
    return { ok: true, transactionId: id, redirectUrl: `${TEST_ACQUIRER_PATH}/challenge/${id}` };
  }

  verifyCallback(params: Record<string, string>): CardCallback {
    const fields = verifiedFields(this.secret, params);
    const amountMinor = Number(fields?.amount);
    if (!fields || !(fields.result in RESULT_CODES) || !Number.isSafeInteger(amountMinor)) return { verified: false };
    const base = { verified: true as const, reference: fields.reference, transactionId: fields.transaction, amountMinor };
    const code = RESULT_CODES[fields.result];
    return code ? { ...base, authenticated: false, code } : { ...base, authenticated: true };
  }

  capture(em: EntityManager, transactionId: string, amountMinor: number): Promise<CardOperationResult> {
    return captureTransaction(em, transactionId, amountMinor);
  }

  refund(em: EntityManager, transactionId: string, amountMinor: number): Promise<CardOperationResult> {
    return refundTransaction(em, transactionId, amountMinor);
  }

  cancel(em: EntityManager, transactionId: string): Promise<CardOperationResult> {
    return cancelTransaction(em, transactionId);
  }

  /**
   * The shopper's answer on the challenge page: the password, or giving up. Answers the signed callback address to
   * send them back to, or null when the transaction is unknown or was answered already.
   */
  async answerChallenge(em: EntityManager, id: string, answer: { password: string; abandon: boolean }, now = Date.now()): Promise<string | null> {
    const entry = await findTransaction(em, id);
    if (!entry || entry.status !== "challenge") return null;
    const passed = !answer.abandon && answer.password === TEST_PASSWORD && entry.behaviour !== "3ds_fail";
    if (!(await moveTransaction(em, id, ["challenge"], passed ? "authenticated" : "failed"))) return null;
    const fields = {
      reference: entry.merchantReference,
      transaction: entry.id,
      result: passed ? "authenticated" : answer.abandon ? "abandoned" : "3ds_failed",
      amount: String(entry.amountMinor),
      timestamp: String(now),
    };
    const query = new URLSearchParams({ ...fields, signature: sign(this.secret, fields) });
    return `${entry.returnUrl}${entry.returnUrl.includes("?") ? "&" : "?"}${query}`;
  }

  /** Reads a transaction for its challenge page. */
  transaction(em: EntityManager, id: string) {
    return findTransaction(em, id);
  }
}
