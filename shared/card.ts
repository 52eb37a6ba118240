// The card form's rules, pure, for both halves: the storefront checks a card before posting it (field messages
// without a round trip, also without JavaScript after the post) and the card provider checks it again before anything
// leaves the shop. Nothing here keeps a card: each function takes a value and answers.

export type CardField = "cardHolder" | "cardNumber" | "cardExpiry" | "cardCvv";
export const CARD_FIELDS: readonly CardField[] = ["cardHolder", "cardNumber", "cardExpiry", "cardCvv"];

/** Why a field is not usable: left empty, or filled but not a card value. */
export type CardFieldProblem = "required" | "invalid";

export interface CardInput {
  holder: string;
  number: string;
  expiry: string;
  cvv: string;
}

/** A card that passed the checks, in the shape a provider sends on. */
export interface CheckedCard {
  holder: string;
  /** Digits only. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvv: string;
}

/** Digits only: people type spaces and dashes between the groups. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, "");

/** The number as it is printed on cards: groups of four (Amex-style 4-6-5 is not worth a special case here). */
export const spacedCardNumber = (value: string): string =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, MM / YY, MMYY or MM/YYYY → month and four-digit year; null when it is none of them. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/.-]?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid until the end of its expiry month; more than 20 years ahead is a typing mistake. */
const expiryUsable = ({ month, year }: { month: number; year: number }, now: Date) => {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const expiry = year * 12 + month;
  return expiry >= current && expiry <= current + 20 * 12;
};

const HOLDER = /^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u;

/** Every field's problem (none: the card can be sent), and the checked card when there is none. */
export function checkCard(input: Partial<CardInput>, now = new Date()): { problems: Partial<Record<CardField, CardFieldProblem>>; card: CheckedCard | null } {
  const problems: Partial<Record<CardField, CardFieldProblem>> = {};
  const holder = (input.holder ?? "").trim().replace(/\s+/g, " ");
  const number = cardDigits(input.number ?? "");
  const expiryText = (input.expiry ?? "").trim();
  const cvv = (input.cvv ?? "").trim();
  const expiry = parseExpiry(expiryText);

  if (!holder) problems.cardHolder = "required";
  else if (!HOLDER.test(holder)) problems.cardHolder = "invalid";
  if (!number) problems.cardNumber = "required";
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) problems.cardNumber = "invalid";
  if (!expiryText) problems.cardExpiry = "required";
  else if (!expiry || !expiryUsable(expiry, now)) problems.cardExpiry = "invalid";
  if (!cvv) problems.cardCvv = "required";
  else if (!/^\d{3,4}$/.test(cvv)) problems.cardCvv = "invalid";

  if (Object.keys(problems).length || !expiry) return { problems, card: null };
  return { problems, card: { holder, number, expiryMonth: expiry.month, expiryYear: expiry.year, cvv } };
}

/** Last four digits, the only part of a number anything may keep or show. */
export const lastFour = (digits: string): string => digits.slice(-4);
