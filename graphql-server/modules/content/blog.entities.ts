// The blog (posts in categories, translated, with a picture, a publish flag and a view count) and the shop's
// general FAQ (questions and answers per language, in the admin's order).
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const BlogCategorySchema = defineEntity({
  name: "BlogCategory",
  tableName: "blog_category",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type BlogCategory = InferEntity<typeof BlogCategorySchema>;

export const BlogCategoryTranslationSchema = defineEntity({
  name: "BlogCategoryTranslation",
  tableName: "blog_category_translation",
  uniques: [{ properties: ["category", "language"] }, { properties: ["language", "seoLink"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(BlogCategorySchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(255),
    seoLink: p.string().length(255),
  }),
});
export type BlogCategoryTranslation = InferEntity<typeof BlogCategoryTranslationSchema>;

export const BlogPostSchema = defineEntity({
  name: "BlogPost",
  tableName: "blog_post",
  indexes: [{ properties: ["isPublished", "publishedAt"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    category: () => p.manyToOne(BlogCategorySchema).nullable().deleteRule("set null"),
    /** Media-store key of the picture; empty without one. */
    image: p.string().length(255).default(""),
    isPublished: p.boolean().default(false),
    publishedAt: p.datetime().nullable(),
    viewCount: p.integer().default(0),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  }),
});
export type BlogPost = InferEntity<typeof BlogPostSchema>;

/**
 * Views counted since the last fold into blog_post.view_count. Kept apart (and private to the read cache) so that a
 * shopper reading a post does not empty every cached public answer; housekeeping folds them in.
 */
export const BlogPostViewTallySchema = defineEntity({
  name: "BlogPostViewTally",
  tableName: "blog_post_view_tally",
  properties: (p) => ({
    post: () => p.manyToOne(BlogPostSchema).primary().deleteRule("cascade"),
    views: p.integer(),
  }),
});

export const BlogPostTranslationSchema = defineEntity({
  name: "BlogPostTranslation",
  tableName: "blog_post_translation",
  uniques: [{ properties: ["post", "language"] }, { properties: ["language", "seoLink"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    post: () => p.manyToOne(BlogPostSchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255),
    seoLink: p.string().length(255),
    summary: p.text().default(""),
    content: p.text().default(""),
    seoTitle: p.string().length(255).default(""),
    seoDescription: p.text().default(""),
  }),
});
export type BlogPostTranslation = InferEntity<typeof BlogPostTranslationSchema>;

export const FaqEntrySchema = defineEntity({
  name: "FaqEntry",
  tableName: "faq_entry",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type FaqEntry = InferEntity<typeof FaqEntrySchema>;

export const FaqEntryTranslationSchema = defineEntity({
  name: "FaqEntryTranslation",
  tableName: "faq_entry_translation",
  uniques: [{ properties: ["entry", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    entry: () => p.manyToOne(FaqEntrySchema).deleteRule("cascade"),
    language: p.string().length(8),
    question: p.string().length(500),
    answer: p.text().default(""),
  }),
});
export type FaqEntryTranslation = InferEntity<typeof FaqEntryTranslationSchema>;
