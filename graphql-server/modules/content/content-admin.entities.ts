// What the admin keeps of content beyond the pages themselves: the names of the page types (content categories),
// and each past version of a page's texts, so that what a shopper accepted under version N can still be read.
import { defineEntity, type InferEntity } from "@mikro-orm/core";
import { ContentPageSchema } from "./content.entities.js";

/** A content category: the `type` pages are grouped by (footer lists, contracts, help), named per language. */
export const ContentCategorySchema = defineEntity({
  name: "ContentCategory",
  tableName: "content_category",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(32).unique(),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type ContentCategory = InferEntity<typeof ContentCategorySchema>;

export const ContentCategoryTranslationSchema = defineEntity({
  name: "ContentCategoryTranslation",
  tableName: "content_category_translation",
  uniques: [{ properties: ["category", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(ContentCategorySchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
  }),
});
export type ContentCategoryTranslation = InferEntity<typeof ContentCategoryTranslationSchema>;

/** One language's text of a page as it stood in one version (written when the version is created). */
export const ContentPageVersionSchema = defineEntity({
  name: "ContentPageVersion",
  tableName: "content_page_version",
  uniques: [{ properties: ["page", "version", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    page: () => p.manyToOne(ContentPageSchema).deleteRule("cascade"),
    version: p.integer(),
    language: p.string().length(8),
    title: p.string().length(255),
    content: p.text().default(""),
    adminId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type ContentPageVersion = InferEntity<typeof ContentPageVersionSchema>;
