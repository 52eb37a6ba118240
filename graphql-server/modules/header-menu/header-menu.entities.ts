// The storefront's header menu: a tree (parent pointer) with translated titles.
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const HeaderMenuItemSchema = defineEntity({
  name: "HeaderMenuItem",
  tableName: "header_menu_item",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    parent: () => p.manyToOne(HeaderMenuItemSchema).nullable().deleteRule("cascade"),
    url: p.string().length(255),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
    translations: () => p.oneToMany(HeaderMenuItemTranslationSchema).mappedBy("item"),
  }),
});
export type HeaderMenuItem = InferEntity<typeof HeaderMenuItemSchema>;

export const HeaderMenuItemTranslationSchema = defineEntity({
  name: "HeaderMenuItemTranslation",
  tableName: "header_menu_item_translation",
  uniques: [{ properties: ["item", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    item: () => p.manyToOne(HeaderMenuItemSchema).deleteRule("cascade"),
    language: p.string().length(8),
    title: p.string().length(255),
  }),
});
export type HeaderMenuItemTranslation = InferEntity<typeof HeaderMenuItemTranslationSchema>;
