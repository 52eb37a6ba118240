// Products: label-level fields, per-language content and images. Money is integer minor units of the product's
// currency (docs/decisions/004). `listPriceMinor`, `stockTotal`, `commentTotal`, `commentRate`, `soldCount` and `propertyIds` are
// derived columns the catalogue service maintains (catalog.derived.ts) so listings sort and filter on indexes.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { CurrencySchema } from "../localization/index.js";
import { BrandSchema, CategorySchema, ModelSchema, SupplierSchema } from "./taxonomy.entities.js";

export const ProductSchema = defineEntity({
  name: "Product",
  tableName: "product",
  indexes: [
    // A category's products with the columns its listing counts and filters on: the facets and the total are read
    // from the index alone (an index-only scan), not from the wide product rows.
    {
      name: "product_listing_index",
      expression: `create index "product_listing_index" on "product" ("category_id") include ("is_active", "stock_total", "brand_id", "list_price_minor", "property_ids")`,
    },
    { properties: ["brand"] },
    // A listing by price walks this index in order and filters on what it carries, reading no product row until
    // the page is chosen.
    {
      name: "product_price_index",
      expression: `create index "product_price_index" on "product" ("list_price_minor") include ("id", "category_id", "is_active", "stock_total")`,
    },
    // A category's head in the storefront's order and by price (either way): a category listing takes each
    // category of the subtree's first rows from these and merges them, rather than walking the whole order.
    {
      name: "product_category_sort_index",
      expression: `create index "product_category_sort_index" on "product" ("category_id", "sort", "id" desc) include ("is_active", "stock_total")`,
    },
    {
      name: "product_category_price_index",
      expression: `create index "product_category_price_index" on "product" ("category_id", "list_price_minor", "id") include ("is_active", "stock_total")`,
    },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    model: () => p.manyToOne(ModelSchema).nullable().deleteRule("set null"),
    brand: () => p.manyToOne(BrandSchema).nullable().deleteRule("set null"),
    category: () => p.manyToOne(CategorySchema).nullable().deleteRule("set null"),
    supplier: () => p.manyToOne(SupplierSchema).nullable().deleteRule("set null"),
    currency: () => p.manyToOne(CurrencySchema),
    barcode: p.string().length(64).default(""),
    supplierProductCode: p.string().length(64).default(""),
    vatRate: p.integer().default(20),
    cashPriceMinor: p.bigint("number").default(0),
    buyingPriceMinor: p.bigint("number").default(0),
    /** selling_price_with_vat. */
    sellingPriceMinor: p.bigint("number"),
    /** discounted_selling_price_with_vat; null without a discount. */
    discountedPriceMinor: p.bigint("number").nullable(),
    stockUnit: p.string().length(16).default("adet"),
    stockAmount: p.integer().default(0),
    width: p.decimal("number").precision(10).scale(2).default(0),
    height: p.decimal("number").precision(10).scale(2).default(0),
    depth: p.decimal("number").precision(10).scale(2).default(0),
    weight: p.decimal("number").precision(10).scale(3).default(0),
    desi: p.decimal("number").precision(10).scale(2).default(0),
    isNew: p.boolean().default(false),
    isPromotional: p.boolean().default(false),
    isVendor: p.boolean().default(false),
    freeCargo: p.boolean().default(false),
    isActive: p.boolean().default(true),
    sort: p.integer().default(0),
    searchWords: p.text().default(""),
    memberMinOrder: p.integer().nullable(),
    memberMaxOrder: p.integer().nullable(),
    skt: p.string().length(64).nullable(),
    video: p.text().nullable(),
    /** Derived: the display price in the default currency's minor units (sorting, price filter and bounds). */
    listPriceMinor: p.bigint("number").default(0),
    /** Derived: own stock, or the sum of active sub-products' stock. */
    stockTotal: p.integer().default(0),
    /** Derived from approved comments. */
    commentTotal: p.integer().default(0),
    commentRate: p.decimal("number").precision(3).scale(2).default(0),
    /** Units sold (best sellers); the order module increments it. */
    soldCount: p.integer().default(0),
    /** The property values of its active variants (derived): the listing counts its property facet from it. */
    propertyIds: p.array().columnType("int[]").default("{}").lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type Product = InferEntity<typeof ProductSchema>;

export const ProductTranslationSchema = defineEntity({
  name: "ProductTranslation",
  tableName: "product_translation",
  uniques: [{ properties: ["product", "language"] }, { properties: ["language", "seoLink"] }],
  // A product link is looked up in every language at once (a Turkish link opened in /en still finds its product).
  indexes: [{ properties: ["seoLink"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255),
    seoLink: p.string().length(255),
    seoTitle: p.string().length(255).default(""),
    seoDescription: p.text().default(""),
    seoKeyword: p.string().length(255).default(""),
    shortDescription: p.text().default(""),
    description: p.text().default(""),
  }),
});
export type ProductTranslation = InferEntity<typeof ProductTranslationSchema>;

/** An image in three sizes (S, M, B), optionally bound to a variant (property1 and/or property2 value). */
export const ProductImageSchema = defineEntity({
  name: "ProductImage",
  tableName: "product_image",
  indexes: [{ properties: ["product", "sort"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    small: p.string().length(255),
    medium: p.string().length(255),
    big: p.string().length(255),
    sort: p.integer().default(0),
    variant1Id: p.integer().nullable().fieldName("variant1_id"),
    variant2Id: p.integer().nullable().fieldName("variant2_id"),
  }),
});
export type ProductImage = InferEntity<typeof ProductImageSchema>;
