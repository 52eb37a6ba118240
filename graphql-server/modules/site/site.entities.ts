// Site settings: code/value settings, page links and layout blocks, with per-language translation rows.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

/**
 * One code/value setting. `scope` says where it surfaces: `public` settings are listed in `settings`,
 * `setting` ones fill the SettingObject (scripts, css, default images), `config` ones the SiteConfig.
 */
export const SiteSettingSchema = defineEntity({
  name: "SiteSetting",
  tableName: "site_setting",
  properties: (p) => ({
    code: p.string().length(64).primary(),
    scope: p.enum(["public", "setting", "config"]).default("public"),
    value: p.text().default(""),
  }),
});
export type SiteSetting = InferEntity<typeof SiteSettingSchema>;

export const PageLinkSchema = defineEntity({
  name: "PageLink",
  tableName: "page_link",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(64).unique(),
    url: p.string().length(255),
    sort: p.integer().default(0),
    translations: () => p.oneToMany(PageLinkTranslationSchema).mappedBy("pageLink"),
  }),
});
export type PageLink = InferEntity<typeof PageLinkSchema>;

export const PageLinkTranslationSchema = defineEntity({
  name: "PageLinkTranslation",
  tableName: "page_link_translation",
  uniques: [{ properties: ["pageLink", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    pageLink: () => p.manyToOne(PageLinkSchema).deleteRule("cascade"),
    // Language code (tr, en, ar); validated against `language` by the services, no FK so codes stay readable.
    language: p.string().length(8),
    title: p.string().length(255),
  }),
});
export type PageLinkTranslation = InferEntity<typeof PageLinkTranslationSchema>;

/** A block in a layout section. `page` null = on every page, otherwise only on that page key. */
export const SiteBlockSchema = defineEntity({
  name: "SiteBlock",
  tableName: "site_block",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    code: p.string().length(64).unique(),
    section: p.enum(["header", "left", "center", "right", "footer"]),
    page: p.string().length(64).nullable(),
    type: p.string().length(32),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
    translations: () => p.oneToMany(SiteBlockTranslationSchema).mappedBy("block"),
  }),
});
export type SiteBlock = InferEntity<typeof SiteBlockSchema>;

export const SiteBlockTranslationSchema = defineEntity({
  name: "SiteBlockTranslation",
  tableName: "site_block_translation",
  uniques: [{ properties: ["block", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    block: () => p.manyToOne(SiteBlockSchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255).default(""),
    content: p.text().default(""),
  }),
});
export type SiteBlockTranslation = InferEntity<typeof SiteBlockTranslationSchema>;
