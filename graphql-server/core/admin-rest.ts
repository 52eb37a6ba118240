// Legacy replies of the admin's record routes (categories, menus, brands, properties, …): a saved or deleted record
// answers {success:true, code, response}; a refused form the legacy form failure (core/rest-form.ts); an unknown
// record 404 {success:false, code:"not_found", message}; another refusal {success:false, code, message, field}.
import type { ErrorCode } from "../generated/resolvers-types.js";
import { legacyUserError } from "./errors.js";
import type { RestReply } from "./rest.js";
import { FORM_ERROR_FIELDS, legacyFormError } from "./rest-form.js";

/** The selection of a delete result's failure. */
export const ADMIN_REFUSAL = `... on OperationError { code message field }`;

/** The selection of a save result's two failures. */
export const ADMIN_FAILURES = `... on FormError { ${FORM_ERROR_FIELDS} } ${ADMIN_REFUSAL}`;

type Failure =
  | { __typename: "FormError"; code: ErrorCode; message: string; fields: { field: string; message: string }[] }
  | { __typename: "OperationError"; code: ErrorCode; message: string; field?: string | null };

/** A union result as a legacy reply: `legacy` maps the success member. */
export function adminReply<T extends object>(result: T | Failure, okCode: string, legacy: (value: T) => unknown): RestReply {
  const failure = result as Failure;
  if (failure.__typename === "FormError") return { body: legacyFormError(failure) };
  if (failure.__typename === "OperationError") return { status: failure.code === "NOT_FOUND" ? 404 : 200, body: legacyUserError(failure) };
  return { body: { success: true, code: okCode, response: legacy(result as T) } };
}

/**
 * The texts of one language as legacy bodies send them (`language` plus the fields), or a `languages` list of
 * such objects: the entries of a per-language input.
 */
export function legacyLanguageEntries<T>(body: { language?: string | null; languages?: Record<string, unknown>[] | null }, entry: (fields: Record<string, unknown>, language: string) => T | null): T[] {
  if (body.languages?.length) return body.languages.map((fields) => entry(fields, typeof fields.language === "string" ? fields.language.toLowerCase() : "")).filter((e): e is T => e !== null);
  const single = entry(body as Record<string, unknown>, (body.language ?? "tr").toLowerCase());
  return single ? [single] : [];
}
