// The rules of one-time codes in one place (docs/decisions/036).
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
/** Wrong tries a code survives; the next check finds it dead. */
export const MAX_WRONG_TRIES = 5;

/** Purposes are names the code's users choose (login_phone, phone_confirm): lower-case words and underscores. */
export const isPurpose = (purpose: string) => /^[a-z][a-z_]{0,31}$/.test(purpose);

/** Six random digits, zero-padded: every code from 000000 to 999999 equally likely. */
export const newCode = () => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");

/**
 * What is stored instead of the code: an HMAC over purpose, destination and code. Binding the first two means a
 * hash says nothing about another row; the key means a copy of the table alone cannot be tried against all million
 * codes.
 */
export const codeHash = (secret: string, purpose: string, destination: string, code: string) =>
  createHmac("sha256", secret).update(`${purpose}\n${destination}\n${code}`).digest("hex");

/** Compares two hex hashes in constant time (a timing difference must not tell how much of a guess was right). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
