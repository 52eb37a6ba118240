// The built-in test acquirer's own ledger: what a real acquirer keeps on its side. One row per payment it was asked
// to take — the amount, the installments, the card's last four digits and which test card it was (that decides how
// the payment ends) — and what happened to it. Never the card number, expiry or CVV.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const TestAcquirerTransactionSchema = defineEntity({
  name: "TestAcquirerTransaction",
  tableName: "test_acquirer_transaction",
  properties: (p) => ({
    /** Random id, shown in the challenge page's address. */
    id: p.string().length(32).primary(),
    /** The shop's reference of the payment (sent back in the callback). */
    merchantReference: p.string().length(32),
    amountMinor: p.bigint("number"),
    currencyCode: p.string().length(3),
    installmentCount: p.integer(),
    cardLast4: p.string().length(4),
    /** What the test card does: success, decline, 3ds_fail, insufficient_funds, no_refund. */
    behaviour: p.string().length(32),
    /** challenge → authenticated | failed → captured → refunded | cancelled. */
    status: p.string().length(32),
    refundedMinor: p.bigint("number").default(0),
    /** Where the shopper goes back after the challenge (a path of the shop). */
    returnUrl: p.text(),
    language: p.string().length(8),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type TestAcquirerTransaction = InferEntity<typeof TestAcquirerTransactionSchema>;
