// Plain cookies with fixed names: the language and currency choices and the cookie-policy consent. Raw values (`lang=en`,
// `cookiePolitical=1`) rather than Remix's base64-JSON cookies, because anything else that reads them (a script the
// site settings add to the page, say) expects the plain values. Neither carries a secret, so neither is signed
// or HttpOnly.
import { CONSENT_COOKIE_MAX_AGE, COOKIE_NAMES, CURRENCY_COOKIE_MAX_AGE, LANGUAGE_COOKIE_MAX_AGE } from "~/utils/constants";
import { isLocale, type Locale } from "~/utils/locale";

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** Cookies travel over HTTPS only in production; COOKIE_SECURE=0 lets a production build run on plain HTTP. */
export const cookiesAreSecure = () => process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "0";

/**
 * A Set-Cookie value for the whole site (path /, SameSite=Lax, Secure when cookiesAreSecure): the value URI-encoded,
 * kept `maxAge` seconds (0 deletes it), HttpOnly when no script of the page may read it.
 */
export function siteCookie(name: string, value: string, maxAge: number, { httpOnly = false } = {}): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/${httpOnly ? "; HttpOnly" : ""}; SameSite=Lax${cookiesAreSecure() ? "; Secure" : ""}`;
}


export function getLanguageCookie(request: Request): Locale | null {
  const value = readCookie(request, COOKIE_NAMES.language);
  return isLocale(value) ? value : null;
}

export function serializeLanguageCookie(locale: Locale): string {
  return siteCookie(COOKIE_NAMES.language, locale, LANGUAGE_COOKIE_MAX_AGE);
}

/** The cookie holds an ISO 4217 code (TRY, EUR); anything else in it is no choice. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

export function getCurrencyCookie(request: Request): string | null {
  const value = readCookie(request, COOKIE_NAMES.currency);
  return value && CURRENCY_CODE.test(value) ? value.toUpperCase() : null;
}

export function serializeCurrencyCookie(code: string): string | null {
  return CURRENCY_CODE.test(code) ? siteCookie(COOKIE_NAMES.currency, code.toUpperCase(), CURRENCY_COOKIE_MAX_AGE) : null;
}

export function hasCookieConsent(request: Request): boolean {
  return readCookie(request, COOKIE_NAMES.consent) === "1";
}

export function serializeConsentCookie(): string {
  return siteCookie(COOKIE_NAMES.consent, "1", CONSENT_COOKIE_MAX_AGE);
}
