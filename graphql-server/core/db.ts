// Raw SQL helpers for the catalogue's read side. Listings, facets and search are aggregate queries that the ORM
// would build as several round trips; here each is one statement. MikroORM inlines `?` parameters (quoted), and
// expands an array parameter into a list — so integer arrays are written as literals with `intArray`.
import type { EntityManager } from "@mikro-orm/core";
import { DEFAULT_LANGUAGE } from "./i18n.js";

export type Row = Record<string, unknown>;

/** Runs a statement on the EntityManager's connection (and its transaction, if any: PGlite has one connection). */
export function sql<T extends Row = Row>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(query, params, "all", em.getTransactionContext());
}

/**
 * The two joins every translated read uses: `<alias>` in the requested language (one `?` to bind) and `<alias>0` in
 * the default language, so a query selects `coalesce(<alias>.x, <alias>0.x)` and never shows an empty name.
 */
export function translationJoins(table: string, alias: string, foreignKey: string, owner: string): string {
  return `left join ${table} ${alias} on ${alias}.${foreignKey} = ${owner} and ${alias}.language = ?
       left join ${table} ${alias}0 on ${alias}0.${foreignKey} = ${owner} and ${alias}0.language = '${DEFAULT_LANGUAGE}'`;
}

/** `array[1,2,3]::int[]` from validated integers (never user text). */
export function intArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`not an integer id: ${String(id)}`);
  return `array[${ids.join(",")}]::int[]`;
}

/** numeric/bigint columns arrive as strings from the driver. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
export const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
export const iso = (value: unknown): string => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** The PostgreSQL text search configuration of a language (Arabic has no stemmer in PostgreSQL 15: simple). */
export function textSearchConfig(language: string): "turkish" | "english" | "simple" {
  if (language === "tr") return "turkish";
  if (language === "en") return "english";
  return "simple";
}

type Thunks<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> };

/**
 * Runs independent reads together — or one after another inside a transaction, which has a single connection
 * (overlapping queries on one pg client are queued and deprecated by node-postgres).
 */
export async function inParallel<T extends readonly unknown[]>(em: EntityManager, tasks: [...Thunks<T>]): Promise<T> {
  if (!em.isInTransaction()) return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as unknown as T;
}
