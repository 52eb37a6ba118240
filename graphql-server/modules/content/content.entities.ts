// Content pages (about us, delivery, policies …): translated, one seo link per language, grouped by type.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const ContentPageSchema = defineEntity({
  name: "ContentPage",
  tableName: "content_page",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(64).unique(),
    type: p.string().length(32).default("page"),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
    /** Grows by one with every edit of the texts; acceptances (orders, consents) record the version they saw. */
    version: p.integer().default(1),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type ContentPage = InferEntity<typeof ContentPageSchema>;

export const ContentPageTranslationSchema = defineEntity({
  name: "ContentPageTranslation",
  tableName: "content_page_translation",
  uniques: [{ properties: ["page", "language"] }, { properties: ["language", "seoLink"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    page: () => p.manyToOne(ContentPageSchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255),
    seoLink: p.string().length(255),
    seoTitle: p.string().length(255).default(""),
    seoDescription: p.text().default(""),
    content: p.text().default(""),
  }),
});
export type ContentPageTranslation = InferEntity<typeof ContentPageTranslationSchema>;
