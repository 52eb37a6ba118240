// Numbers and text read from a URL's query string. A URL is typed by anyone, so a value the backend could not take
// (an id or page past GraphQL's 32-bit Int, a price that overflows in minor units, a control character, half of
// an emoji cut off by a length limit) is ignored or clamped here and the page renders normally, never a 500.
import { withoutUnstorable } from "../../shared/storable-text";

/** GraphQL's Int upper bound: no id is larger. */
export const MAX_INT = 2_147_483_647;
/** Listing and comment pages past this are clamped to it (nobody pages that far; the offset stays small). */
export const MAX_PAGE = 10_000;

/** A positive whole number (digits only) up to `max`, else null: exponents, fractions and signs are not ids. */
export function urlId(text: string | null | undefined, max = MAX_INT): number | null {
  const trimmed = text?.trim() ?? "";
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= max ? value : null;
}

/** A page number: 1 when missing or not a positive whole number, at most MAX_PAGE. */
export function urlPage(text: string | null | undefined): number {
  const trimmed = text?.trim() ?? "";
  if (!/^\d+$/.test(trimmed)) return 1;
  return Math.max(1, Math.min(Number(trimmed), MAX_PAGE));
}

/** Free text (a search, a link) without characters no backend stores, trimmed and cut to `max` characters. */
export function urlText(text: string | null | undefined, max: number): string {
  // Cut first, clean after: a cut through a surrogate pair leaves a lone half, which the cleaning removes.
  return withoutUnstorable((text ?? "").trim().slice(0, max)).trim();
}
