// Languages and currencies: small reference tables every page reads.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const LanguageSchema = defineEntity({
  name: "Language",
  tableName: "language",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(8).unique(),
    name: p.string().length(64),
    direction: p.enum(["ltr", "rtl"]).default("ltr"),
    isDefault: p.boolean().default(false),
    isActive: p.boolean().default(true),
    sort: p.integer().default(0),
  }),
});
export type Language = InferEntity<typeof LanguageSchema>;

export const CurrencySchema = defineEntity({
  name: "Currency",
  tableName: "currency",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(8).unique(),
    isoCode: p.string().length(3).unique(),
    name: p.string().length(64),
    symbol: p.string().length(8),
    // Exchange rates are the one non-integer money-ish value: a ratio, not an amount.
    exchangeRate: p.decimal("number").precision(18).scale(8).default(1),
    decimals: p.smallint().default(2),
    isDefault: p.boolean().default(false),
    isActive: p.boolean().default(true),
    sort: p.integer().default(0),
  }),
});
export type Currency = InferEntity<typeof CurrencySchema>;
