// Raw SQL for the aggregate reads (listings, facets, search, carts, orders): one statement where the ORM would make
// several round trips. Values are bound (bound-parameters.ts): `?` is a value, a plain array a comma list of values,
// `intList(ids)` one array value.
import type { EntityManager } from "@mikro-orm/core";
import { BoundArray } from "./bound-parameters.js";
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

/** Integer ids bound as one array parameter: `p.id = any(?::int[])` with `[intList(ids)]` among the values. */
export function intList(ids: readonly number[]): BoundArray {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`not an integer id: ${String(id)}`);
  return new BoundArray(ids, true);
}

/** numeric/bigint columns arrive as strings from the driver. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const str = (value: unknown): string => (value === null || value === undefined ? "" : String(value));
export const strOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
/** An ilike pattern matching `text` anywhere, its own % _ and \\ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
