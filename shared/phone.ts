// Turkish mobile numbers in the one form codes are sent to and stored under: E.164, "+905321112233". People write
// them in many ways ("0532 111 22 33", "532-111-2233", "+90 (532) 111 22 33", Arabic-Indic digits on an Arabic
// keyboard); all of those are the same number, so a code sent to one spelling must be checked under another.
// Pure, so the storefront can tell a shopper about a mistyped number before any call.

/** Longest input looked at: a number with generous spacing fits; anything longer is not a phone number. */
const MAX_INPUT = 40;

/** Separators people put between digit groups: spaces (a pasted no-break space too), dashes, dots, parentheses. */
const SEPARATORS = /[ \u00a0\-.()]/g;

/** Arabic-Indic (U+0660–0669) and Eastern Arabic-Indic (U+06F0–06F9) digits → ASCII digits. */
export const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));

/** A Turkish mobile subscriber number: 5 and nine more digits. */
const MOBILE = /^5\d{9}$/;

/**
 * The number as E.164 ("+905321112233"), or null when it is not a Turkish mobile number. Accepted prefixes before
 * the ten digits 5xxxxxxxxx: none, "0", "90", "+90", "0090"; spaces, dashes, dots and parentheses anywhere between.
 * Idempotent: a normalised number normalises to itself.
 */
export function normalisePhone(raw: string): string | null {
  if (typeof raw !== "string" || raw.length > MAX_INPUT) return null;
  const compact = asciiDigits(raw).replace(SEPARATORS, "");
  const match = /^(\+90|0090|90|0)?(\d+)$/.exec(compact);
  if (!match || !MOBILE.test(match[2])) return null;
  return `+90${match[2]}`;
}

/** The number without its "+" (what SMS and WhatsApp APIs take: 905321112233). */
export const phoneDigits = (e164: string) => e164.replace(/^\+/, "");

/** "+90 532 *** ** 33": enough to tell a person which of their numbers got the code, for logs and replies. */
export const maskPhone = (e164: string) => `${e164.slice(0, 3)} ${e164.slice(3, 6)} *** ** ${e164.slice(-2)}`;
