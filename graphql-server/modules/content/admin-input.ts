// Pieces every admin form of this module shares: how a refused input becomes one field error, the shapes of
// per-language texts, seo links and codes, and the check that a text's language is one the shop has.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { rows } from "../../core/database.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { contentDatabase as db } from "./content.database.js";

export const MAX_TEXTS = 10;
/** A record's code: lower-case letters, digits, `_` and `-` (it appears in addresses and in the code). */
export const codeSchema = (max: number) => z.string().trim().min(1).max(max).regex(/^[a-z0-9_-]+$/);
/** A seo link: one path segment, letters of any script, digits and dashes; no spaces, slashes or query marks. */
export const seoLinkSchema = z.string().trim().min(1).max(255).regex(/^[\p{L}\p{N}_-]+$/u);
export const sortSchema = z.number().int().min(-1_000_000).max(1_000_000);
export const languageSchema = z.string().trim().toLowerCase().regex(/^[a-z]{2,8}$/);
export const idSchema = z.number().int().min(1).max(2_147_483_647);

/**
 * The first problem of a refused input as one field error: MISSING_INFORMATION for an empty required value,
 * INVALID_VALUE for anything else. `fieldOf` names the field from the issue's path (texts are named by language).
 */
export function refusal(error: z.ZodError, fieldOf: (path: PropertyKey[]) => string = (path) => path.map(String).join(".")): OperationErrorResult {
  const issue = error.issues[0];
  const empty = issue?.code === "too_small" || (issue?.code === "invalid_type" && issue.input === undefined);
  return operationError(empty ? "MISSING_INFORMATION" : "INVALID_VALUE", issue ? fieldOf(issue.path) : null);
}

/** For translated inputs: `texts.1.title` → `en.title` (the form names its fields by language). */
export const textFieldOf =
  (texts: unknown) =>
  (path: PropertyKey[]): string => {
    if (path[0] !== "texts" || typeof path[1] !== "number") return path.map(String).join(".");
    const language = Array.isArray(texts) ? (texts[path[1]] as { language?: unknown } | undefined)?.language : undefined;
    return [typeof language === "string" ? language : String(path[1]), ...path.slice(2).map(String)].join(".");
  };

/** The first language in `languages` the shop does not have, or null when all are known. */
export async function unknownLanguage(em: EntityManager, languages: string[]): Promise<string | null> {
  const known = new Set((await rows(em, db.selectFrom("language").select("code"))).map((r) => r.code));
  return languages.find((language) => !known.has(language)) ?? null;
}

/** Texts must name each language once and include the default one (the storefront falls back to it). */
export function textsProblem(texts: { language: string }[], defaultLanguage: string): string | null {
  const seen = new Set<string>();
  for (const text of texts) {
    if (seen.has(text.language)) return `${text.language}.language`;
    seen.add(text.language);
  }
  return seen.has(defaultLanguage) ? null : `${defaultLanguage}.title`;
}

/** Page and page size of an admin list: 1-based page, 1…100 rows. */
export function paging(page: number | null | undefined, pageSize: number | null | undefined, fallbackSize = 20) {
  const size = Number.isSafeInteger(pageSize) && pageSize! > 0 ? Math.min(pageSize!, 100) : fallbackSize;
  const current = Number.isSafeInteger(page) && page! > 0 ? Math.min(page!, 100_000) : 1;
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

/** A search term for `ilike`: trimmed, at most 100 characters, with the pattern's own characters taken literally. */
export const likeTerm = (search: string | null | undefined) => {
  const term = (search ?? "").trim().slice(0, 100);
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};

export const isUniqueViolation = (error: unknown) => /unique|duplicate key/i.test(String((error as Error)?.message ?? error));

/** Names a service's record for a result union (an OperationError names itself already). */
export const named =
  <N extends string>(typename: N) =>
  <T extends object>(result: T | OperationErrorResult): (T & { __typename: N }) | OperationErrorResult =>
    "__typename" in result && result.__typename === "OperationError" ? (result as OperationErrorResult) : { ...(result as T), __typename: typename };

/** Result unions resolve by the __typename the records carry. */
export const byTypename = { __resolveType: <N extends string>(r: { __typename: N }) => r.__typename };
