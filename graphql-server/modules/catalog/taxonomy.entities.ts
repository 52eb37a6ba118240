// Catalogue taxonomy: the category tree (translated, seo link per language), brands, models and suppliers.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const CategorySchema = defineEntity({
  name: "Category",
  tableName: "category",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    parent: () => p.manyToOne(CategorySchema).nullable().deleteRule("cascade"),
    sort: p.integer().default(0),
    image: p.string().length(255).nullable(),
    isActive: p.boolean().default(true),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type Category = InferEntity<typeof CategorySchema>;

export const CategoryTranslationSchema = defineEntity({
  name: "CategoryTranslation",
  tableName: "category_translation",
  uniques: [{ properties: ["category", "language"] }, { properties: ["language", "seoLink"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(CategorySchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255),
    seoLink: p.string().length(255),
    seoTitle: p.string().length(255).default(""),
    seoDescription: p.text().default(""),
    description: p.text().default(""),
  }),
});
export type CategoryTranslation = InferEntity<typeof CategoryTranslationSchema>;

/** Brands are not translated (brand names are proper names); the seo link is the same in every language. */
export const BrandSchema = defineEntity({
  name: "Brand",
  tableName: "brand",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    seoLink: p.string().length(255).unique(),
    description: p.text().default(""),
    image: p.string().length(255).nullable(),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type Brand = InferEntity<typeof BrandSchema>;

export const ModelSchema = defineEntity({
  name: "Model",
  tableName: "model",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    brand: () => p.manyToOne(BrandSchema).nullable().deleteRule("set null"),
    isActive: p.boolean().default(true),
  }),
});
export type Model = InferEntity<typeof ModelSchema>;

export const SupplierSchema = defineEntity({
  name: "Supplier",
  tableName: "supplier",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    isActive: p.boolean().default(true),
  }),
});
export type Supplier = InferEntity<typeof SupplierSchema>;
