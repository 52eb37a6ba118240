// Cargo companies the shopper chooses from (the cart's cargo options): a price in the company's currency, free above a
// goods total, a tracking link template with {code}, active flag and order. Products may ship free (product.freeCargo).
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const CargoCompanySchema = defineEntity({
  name: "CargoCompany",
  tableName: "cargo_company",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(128),
    /** Price in `currency` minor units. */
    priceMinor: p.bigint("number"),
    /** ISO 4217 code of the price and threshold (TRY, USD, EUR). */
    currency: p.string().length(3).default("TRY"),
    /** Cargo is free when the goods total (after discounts) reaches this; null = never by amount. */
    freeAboveMinor: p.bigint("number").nullable(),
    /** Tracking link with {code}; may be empty. */
    trackingUrl: p.string().length(512).default(""),
    isActive: p.boolean().default(true),
    sort: p.integer().default(0),
  }),
});
export type CargoCompany = InferEntity<typeof CargoCompanySchema>;
