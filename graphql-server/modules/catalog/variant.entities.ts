// Variants: property categories (Colour, Size) and their values, sub-products (property1 × property2 with own
// prices and stock) and personalizations (gift text, engraving) with options.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { ProductSchema } from "./product.entities.js";

export const PropertyCategorySchema = defineEntity({
  name: "PropertyCategory",
  tableName: "property_category",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    sort: p.integer().default(0),
    isColour: p.boolean().default(false),
  }),
});
export type PropertyCategory = InferEntity<typeof PropertyCategorySchema>;

export const PropertyCategoryTranslationSchema = defineEntity({
  name: "PropertyCategoryTranslation",
  tableName: "property_category_translation",
  uniques: [{ properties: ["propertyCategory", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    propertyCategory: () => p.manyToOne(PropertyCategorySchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
  }),
});

export const PropertySchema = defineEntity({
  name: "Property",
  tableName: "property",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    propertyCategory: () => p.manyToOne(PropertyCategorySchema).deleteRule("cascade"),
    sort: p.integer().default(0),
    /** Hex colour for swatches. */
    colour: p.string().length(16).nullable(),
  }),
});
export type Property = InferEntity<typeof PropertySchema>;

export const PropertyTranslationSchema = defineEntity({
  name: "PropertyTranslation",
  tableName: "property_translation",
  uniques: [{ properties: ["property", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    property: () => p.manyToOne(PropertySchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
  }),
});

export const SubProductSchema = defineEntity({
  name: "SubProduct",
  tableName: "sub_product",
  indexes: [{ properties: ["product"] }, { properties: ["property1"] }, { properties: ["property2"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    property1: () => p.manyToOne(PropertySchema).nullable().deleteRule("set null"),
    property2: () => p.manyToOne(PropertySchema).nullable().deleteRule("set null"),
    code: p.string().length(64).default(""),
    attribute1: p.string().length(255).default(""),
    attribute2: p.string().length(255).default(""),
    sellingPriceMinor: p.bigint("number"),
    discountedPriceMinor: p.bigint("number").nullable(),
    stockAmount: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type SubProduct = InferEntity<typeof SubProductSchema>;

export const PersonalizationSchema = defineEntity({
  name: "Personalization",
  tableName: "personalization",
  indexes: [{ properties: ["product"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    typeCode: p.enum(["input", "textarea", "select", "checkbox", "radio"]),
    isRequired: p.boolean().default(false),
    isPriceFree: p.boolean().default(true),
    priceMinor: p.bigint("number").default(0),
    sort: p.integer().default(0),
  }),
});
export type Personalization = InferEntity<typeof PersonalizationSchema>;

export const PersonalizationTranslationSchema = defineEntity({
  name: "PersonalizationTranslation",
  tableName: "personalization_translation",
  uniques: [{ properties: ["personalization", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    personalization: () => p.manyToOne(PersonalizationSchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
    description: p.text().default(""),
  }),
});

export const PersonalizationOptionSchema = defineEntity({
  name: "PersonalizationOption",
  tableName: "personalization_option",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    personalization: () => p.manyToOne(PersonalizationSchema).deleteRule("cascade"),
    isPriceFree: p.boolean().default(true),
    priceMinor: p.bigint("number").default(0),
    image: p.string().length(255).nullable(),
    sort: p.integer().default(0),
  }),
});

export const PersonalizationOptionTranslationSchema = defineEntity({
  name: "PersonalizationOptionTranslation",
  tableName: "personalization_option_translation",
  uniques: [{ properties: ["option", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    option: () => p.manyToOne(PersonalizationOptionSchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
  }),
});
