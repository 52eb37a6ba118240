// A member's session in the browser: the bearer token in g_u_t (HttpOnly, as a guest's) and who is signed in in
// g_u_i — `{id, name, surname}` as URI-encoded JSON, readable by the page's own script (the session start/end
// reports name the member's id) and by the header, which greets the member without asking the server. g_u_i
// authorises nothing: every member call is checked by its token.
import { COOKIE_NAMES, SHOPPER_COOKIE_MAX_AGE } from "~/utils/constants";
import { readCookie, siteCookie } from "~/utils/cookies.server";
import { shopperCookies, shopperToken } from "~/utils/shopper.server";

export interface SignedInMember {
  id: number;
  name: string;
  surname: string;
}

/** The member the g_u_i cookie names (null without one, or when it is not what this shop wrote). */
export function signedInMember(request: Request): SignedInMember | null {
  const raw = readCookie(request, COOKIE_NAMES.user);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SignedInMember>;
    if (!Number.isSafeInteger(value.id) || (value.id as number) <= 0) return null;
    return { id: value.id as number, name: String(value.name ?? "").slice(0, 128), surname: String(value.surname ?? "").slice(0, 128) };
  } catch {
    return null;
  }
}

/** Set-Cookie values of a new member session: the token, the member, and the guest code gone (the guest became a member). */
export function memberCookies(token: string, member: SignedInMember): string[] {
  return [...shopperCookies(token), siteCookie(COOKIE_NAMES.user, JSON.stringify(member), SHOPPER_COOKIE_MAX_AGE), siteCookie(COOKIE_NAMES.guestCode, "", 0)];
}

/** A member's session: the token and the member, both cookies present (a guest has a token but no member). */
export function memberSession(request: Request): { token: string; member: SignedInMember } | null {
  const token = shopperToken(request);
  const member = token ? signedInMember(request) : null;
  return token && member ? { token, member } : null;
}

/** Set-Cookie of the member's browsing session id (HttpOnly: only the server reads it, the page's script never does). */
export const browsingSessionCookie = (id: string) => siteCookie(COOKIE_NAMES.session, id, SHOPPER_COOKIE_MAX_AGE, { httpOnly: true });

/** The browsing session id the browser keeps (the server checks it is the member's; this only keeps junk out). */
export const browsingSessionId = (request: Request) => readCookie(request, COOKIE_NAMES.session)?.slice(0, 64) || null;
