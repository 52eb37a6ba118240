// Payment read side: the bank accounts shown for wire transfer, and the payment methods with their enabled flag,
// order, cash-on-delivery service fee and provider configuration. The payment framework (issue 4) writes orders.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const BankAccountSchema = defineEntity({
  name: "BankAccount",
  tableName: "bank_account",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    bankName: p.string().length(128),
    accountHolder: p.string().length(255),
    accountNumber: p.string().length(64),
    /** Stored electronic format (no spaces, upper case); validated with iban.ts. */
    iban: p.string().length(34).unique(),
    branch: p.string().length(128).default(""),
    /** ISO 4217 code of the account (TRY, USD, EUR). */
    currency: p.string().length(3).default("TRY"),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type BankAccount = InferEntity<typeof BankAccountSchema>;

export const PaymentMethodSchema = defineEntity({
  name: "PaymentMethod",
  tableName: "payment_method",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** door, wire_transfer, credit_card, iyzico, paytr, … (the legacy payment_code). */
    code: p.string().length(32).unique(),
    enabled: p.boolean().default(false),
    sort: p.integer().default(0),
    /** Service fee added to shipping when the method is chosen (cash on delivery), in `feeCurrency` minor units. */
    feeMinor: p.bigint("number").default(0),
    /** ISO 4217 code of the fee. */
    feeCurrency: p.string().length(3).default("TRY"),
    /** Method-specific settings (door: the accepted door payment types; card providers: keys, 3D mode …). */
    config: p.json<Record<string, unknown>>().default("{}"),
  }),
});
export type PaymentMethod = InferEntity<typeof PaymentMethodSchema>;

export const PaymentMethodTranslationSchema = defineEntity({
  name: "PaymentMethodTranslation",
  tableName: "payment_method_translation",
  uniques: [{ properties: ["method", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    method: () => p.manyToOne(PaymentMethodSchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(128),
    description: p.text().default(""),
  }),
});
