// The shopper's identity between the browser and the GraphQL server. The bearer token (a guest's now, a member's
// later) lives in the HttpOnly cookie g_u_t (one day, 86400 s, path /; renewed on every cart write so an active guest
// keeps the cart); the public guest code in guest_code. Loaders and actions never see the token: the GraphQL link
// turns the cookie into an Authorization header (graphql.server.ts).
import { COOKIE_NAMES, SHOPPER_COOKIE_MAX_AGE, GUEST_CODE_COOKIE_MAX_AGE } from "~/utils/constants";
import { readCookie, siteCookie } from "~/utils/cookies.server";

/** The shopper's bearer token from the g_u_t cookie, when there is one (only [A-Za-z0-9_-] passes). */
export function shopperToken(request: Request): string | null {
  const token = readCookie(request, COOKIE_NAMES.token);
  return token && /^[\w-]{16,200}$/.test(token) ? token : null;
}

export const hasShopperSession = (request: Request) => shopperToken(request) !== null;

/** Set-Cookie values that keep (or start) a shopper session: the token and, for a guest, the guest code. */
export function shopperCookies(token: string, guestCode?: string | null): string[] {
  const cookies = [siteCookie(COOKIE_NAMES.token, token, SHOPPER_COOKIE_MAX_AGE, { httpOnly: true })];
  if (guestCode) cookies.push(siteCookie(COOKIE_NAMES.guestCode, guestCode, GUEST_CODE_COOKIE_MAX_AGE));
  return cookies;
}

/** Set-Cookie values that end the shopper session (an expired or rejected token, a logout): the member's cookies too. */
export function clearShopperCookies(): string[] {
  return [COOKIE_NAMES.token, COOKIE_NAMES.guestCode, COOKIE_NAMES.user, COOKIE_NAMES.session].map((name) => siteCookie(name, "", 0));
}

/** Appends Set-Cookie values to a Headers object (a redirect or a data response). */
export function withCookies(headers: Headers, cookies: string[]): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
