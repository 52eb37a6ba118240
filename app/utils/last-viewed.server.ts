// Last-viewed products: their ids live in a plain cookie (newest first), so the server renders the strip
// without JavaScript and without a session.
import { LAST_VIEWED_COOKIE, LAST_VIEWED_MAX } from "~/utils/catalog";
import { readCookie, siteCookie } from "~/utils/cookies.server";

export function readLastViewed(request: Request): number[] {
  const value = readCookie(request, LAST_VIEWED_COOKIE) ?? "";
  return value
    .split(/[.,]/)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, LAST_VIEWED_MAX);
}

/** Set-Cookie for the list with `id` moved to the front. */
export function rememberViewed(previous: number[], id: number): string {
  const ids = [id, ...previous.filter((other) => other !== id)].slice(0, LAST_VIEWED_MAX);
  return siteCookie(LAST_VIEWED_COOKIE, ids.join("."), 30 * 24 * 60 * 60, { httpOnly: true });
}
