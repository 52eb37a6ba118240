// Search: one document per product and language (tsvector in the language's text search configuration plus the
// plain words for trigram typo matching), maintained by search.service's `refreshSearchDocuments`, and the
// most-searched terms, and the shop's synonym groups. The GIN indexes (tsvector, gin_trgm_ops) are created by the migration.
import { defineEntity } from "@mikro-orm/core";
import { versionCounterEntity } from "../../core/kept-snapshot.js";
import { ProductSchema } from "../catalog/index.js";

export const SearchDocumentSchema = defineEntity({
  name: "SearchDocument",
  tableName: "search_document",
  uniques: [{ properties: ["product", "language"] }],
  indexes: [
    {
      name: "search_document_document_index",
      expression: `create index "search_document_document_index" on "search_document" using gin ("document")`,
    },
    {
      name: "search_document_words_trgm_index",
      expression: `create index "search_document_words_trgm_index" on "search_document" using gin ("words" gin_trgm_ops)`,
    },
  ],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    product: () => p.manyToOne(ProductSchema).deleteRule("cascade"),
    language: p.string().length(8),
    document: p.string().columnType("tsvector"),
    words: p.text(),
    /** The product's `sort`, kept with its documents: ranking ties break on it without a lookup per hit. */
    productSort: p.integer().default(0),
  }),
});

export const SearchTermSchema = defineEntity({
  name: "SearchTerm",
  tableName: "search_term",
  properties: (p) => ({
    term: p.string().length(100).primary(),
    count: p.integer().default(0),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
  indexes: [
    {
      name: "search_term_term_trgm_index",
      expression: `create index "search_term_term_trgm_index" on "search_term" using gin ("term" gin_trgm_ops)`,
    },
  ],
});

/**
 * A group of words that mean the same thing to shoppers in one language ("koltuk", "kanepe"): searching for any of
 * them finds what the others find. Edited as whole groups (synonyms.service).
 */
export const SearchSynonymSchema = defineEntity({
  name: "SearchSynonym",
  tableName: "search_synonym",
  indexes: [{ properties: ["language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    language: p.string().length(8),
    words: p.array(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  }),
});

/**
 * One row: a number a trigger moves when a transaction that wrote search documents commits (the migration makes
 * it). Each node keeps the documents in memory (hit-indexes.ts) and reads this number to know when to load them again.
 */
export const SearchDocumentVersionSchema = versionCounterEntity("SearchDocumentVersion", "search_document_version");
