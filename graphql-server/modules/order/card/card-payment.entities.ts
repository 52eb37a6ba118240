// A card payment waiting for its provider (docs/decisions/037): the order is placed only when the provider confirms
// the 3-D Secure step, so until then the shopper's intent lives here — who pays, with which idempotency key, the
// total they approved and what the provider was asked to charge. No card data: the card travels to the provider in
// the one request that starts the payment and is never written anywhere.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const CardPaymentSchema = defineEntity({
  name: "CardPayment",
  tableName: "card_payment",
  uniques: [{ properties: ["shopperKind", "shopperId", "idempotencyKey"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Random, unguessable: it names the payment in the provider's callback. */
    reference: p.string().length(32).unique(),
    paymentCode: p.string().length(32),
    shopperKind: p.enum(["guest", "customer"]),
    shopperId: p.integer(),
    idempotencyKey: p.string().length(128),
    /** pending (at the provider), paid (the order is placed), failed (nothing placed; failureCode says why). */
    status: p.enum(["pending", "paid", "failed"]).default("pending"),
    language: p.string().length(8),
    currencyCode: p.string().length(3),
    /** The grand total the shopper approved; the order is placed only at this total. */
    approvedTotalMinor: p.bigint("number"),
    installmentCount: p.integer().default(1),
    /** What the provider is asked to charge: the approved total plus the installment interest. */
    chargedMinor: p.bigint("number"),
    providerTransactionId: p.string().length(64).nullable(),
    redirectUrl: p.text().nullable(),
    orderId: p.integer().nullable(),
    failureCode: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  }),
});
export type CardPayment = InferEntity<typeof CardPaymentSchema>;
