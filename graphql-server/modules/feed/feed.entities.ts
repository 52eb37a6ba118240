// The XML files of the admin's feed page: product feeds the shop exported (the file itself sits in the media folder,
// public, since shopping engines fetch it) and supplier feeds an admin imported (the text kept here, never public,
// with the report of what it changed or would change).
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const XmlFileSchema = defineEntity({
  name: "XmlFile",
  tableName: "xml_file",
  indexes: [{ properties: ["kind", "createdAt"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** export | import */
    kind: p.string().length(8),
    name: p.string().length(128),
    /** export: the feed's language. */
    language: p.string().length(8).nullable(),
    /** export: the currency its prices are in (null: each product's own). */
    currencyCode: p.string().length(8).nullable(),
    /** export: the file in the media folder. */
    mediaPath: p.string().length(255).nullable(),
    /** import: the supplier's XML as it came. */
    content: p.text().lazy().nullable(),
    /** import: how its items are read and matched (SupplierMapping). */
    mapping: p.json<unknown>().nullable(),
    productCount: p.integer().default(0),
    /** ready (export), queued → applied | failed (import). */
    status: p.string().length(16),
    /** import: what the apply changed (SupplierReport). */
    report: p.json<unknown>().nullable(),
    adminId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});
export type XmlFile = InferEntity<typeof XmlFileSchema>;
