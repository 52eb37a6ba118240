// Campaigns: name, period, active flag, discount (percent or amount), products and categories it covers.
// `kind` tells the two families apart (docs/decisions/013): `price` campaigns are baked into the catalogue's unit
// prices (and listed on /kampanyalar); `cart` campaigns are selected by the shopper in the cart (one at a time), with a
// minimum cart amount and a free-cargo flag, and never discount a line that already carries a price campaign.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { ProductSchema } from "../catalog/index.js";
import { CategorySchema } from "../catalog/index.js";

export const CampaignSchema = defineEntity({
  name: "Campaign",
  tableName: "campaign",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    isActive: p.boolean().default(true),
    /** Percent off (0–100); null for an amount campaign. */
    discountPercent: p.smallint().nullable(),
    /** Amount off in the default currency's minor units; null for a percent campaign. */
    discountAmountMinor: p.bigint("number").nullable(),
    sort: p.integer().default(0),
    /** `price`: in the unit price (catalogue); `cart`: selectable in the cart. */
    kind: p.enum(["price", "cart"]).default("price"),
    /** Cart campaigns: the goods total must reach this (default currency minor units); null = no minimum. */
    minCartAmountMinor: p.bigint("number").nullable(),
    /** Cart campaigns: selecting it makes cargo free. */
    isFreeCargo: p.boolean().default(false),
  }),
});
export type Campaign = InferEntity<typeof CampaignSchema>;

export const CampaignTranslationSchema = defineEntity({
  name: "CampaignTranslation",
  tableName: "campaign_translation",
  uniques: [{ properties: ["campaign", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
    description: p.text().default(""),
  }),
});

export const CampaignProductSchema = defineEntity({
  name: "CampaignProduct",
  tableName: "campaign_product",
  uniques: [{ properties: ["campaign", "product"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule("cascade"),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
  }),
});

export const CampaignCategorySchema = defineEntity({
  name: "CampaignCategory",
  tableName: "campaign_category",
  uniques: [{ properties: ["campaign", "category"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule("cascade"),
    category: () => p.manyToOne(CategorySchema).deleteRule("cascade"),
  }),
});
