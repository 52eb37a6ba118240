// Around a product: related-colour and accessory links, comments (shown once approved), members' favourites and
// back-in-stock alerts, FAQ, home showcases.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { ProductSchema } from "./product.entities.js";

/** `colour`: the same product in another colour; `accessory`: items of a set shown with it. */
export const ProductLinkSchema = defineEntity({
  name: "ProductLink",
  tableName: "product_link",
  uniques: [{ properties: ["product", "kind", "target"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    kind: p.enum(["colour", "accessory"]),
    target: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    sort: p.integer().default(0),
  }),
});
export type ProductLink = InferEntity<typeof ProductLinkSchema>;

export const ProductCommentSchema = defineEntity({
  name: "ProductComment",
  tableName: "product_comment",
  indexes: [{ properties: ["product", "isApproved", "createdAt"] }],
  // One comment per member per product, also when two requests race (comments imported without a member have none).
  uniques: [{ properties: ["product", "customerId"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    customerId: p.integer().nullable(),
    customerName: p.string().length(255).default(""),
    title: p.string().length(255).default(""),
    text: p.text(),
    rate: p.smallint().default(5),
    isNameDisplay: p.boolean().default(true),
    isApproved: p.boolean().default(false),
    /** Set when an admin rejects it: a rejected comment never shows (waiting = neither approved nor rejected). */
    rejectedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type ProductComment = InferEntity<typeof ProductCommentSchema>;

/** A product a member keeps in their favourites (the member is the customer module's; only the id is kept here). */
export const CustomerFavoriteSchema = defineEntity({
  name: "CustomerFavorite",
  tableName: "customer_favorite",
  uniques: [{ properties: ["customerId", "product"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    customerId: p.integer(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type CustomerFavorite = InferEntity<typeof CustomerFavoriteSchema>;

/**
 * "Tell me when it is back": one row per member, product and variant (`subProductId` 0 = the product as a whole).
 * Open while `notifiedAt` is null; the catalogue closes it in the transaction that brings the stock back, and a job
 * mails the member in `language` (the language they asked in).
 */
export const StockAlertSchema = defineEntity({
  name: "StockAlert",
  tableName: "product_stock_alert",
  uniques: [{ properties: ["customerId", "product", "subProductId"] }],
  indexes: [{ properties: ["product", "subProductId"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    customerId: p.integer(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    subProductId: p.integer().default(0),
    language: p.string().length(8),
    createdAt: p.datetime().onCreate(() => new Date()),
    notifiedAt: p.datetime().nullable(),
  }),
});
export type StockAlert = InferEntity<typeof StockAlertSchema>;

export const ProductFaqSchema = defineEntity({
  name: "ProductFaq",
  tableName: "product_faq",
  indexes: [{ properties: ["product", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    language: p.string().length(8),
    question: p.text(),
    answer: p.text(),
    sort: p.integer().default(0),
  }),
});
export type ProductFaq = InferEntity<typeof ProductFaqSchema>;

/** A home showcase (vitrin). `rule` picks its products: new, promotional, discounted, best_selling or manual. */
export const ShowcaseSchema = defineEntity({
  name: "Showcase",
  tableName: "showcase",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(64).unique(),
    rule: p.enum(["new", "promotional", "discounted", "best_selling", "manual"]),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type Showcase = InferEntity<typeof ShowcaseSchema>;

export const ShowcaseTranslationSchema = defineEntity({
  name: "ShowcaseTranslation",
  tableName: "showcase_translation",
  uniques: [{ properties: ["showcase", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    showcase: () => p.manyToOne(ShowcaseSchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255),
  }),
});

/** Products of a manual showcase. */
export const ShowcaseProductSchema = defineEntity({
  name: "ShowcaseProduct",
  tableName: "showcase_product",
  uniques: [{ properties: ["showcase", "product"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    showcase: () => p.manyToOne(ShowcaseSchema).deleteRule("cascade"),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    sort: p.integer().default(0),
  }),
});
