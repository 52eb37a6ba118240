// What the first digits of a card number say about the card: the issuing bank, its loyalty family and whether it is
// a credit, debit or prepaid card when the prefix is in the table, else only the scheme its number range belongs to.
// Pure and synchronous: the table is in memory, and the lookup never sees more than the first 8 digits.
import { BIN_TABLE, type BinEntry, type CardKind, type CardScheme } from "./bin-table.js";

export type { CardKind, CardScheme } from "./bin-table.js";

export interface CardBinInfo {
  scheme: CardScheme | null;
  bank: string | null;
  family: string | null;
  kind: CardKind | null;
}

/** The longest a BIN can be (new 8-digit BINs); the lookup ignores anything after it. */
export const BIN_MAX_DIGITS = 8;
/** Fewer digits say nothing reliable about the issuer. */
export const BIN_MIN_DIGITS = 6;

/** 6 to 8 digits, nothing else: the only shape a BIN query accepts. */
export const isBin = (value: string): boolean => /^\d{6,8}$/.test(value);

/**
 * The scheme by the number's range (ISO/IEC 7812 issuer ranges): Visa 4, Mastercard 51–55 and 2221–2720 (and its
 * Maestro debit ranges 50 and 56–58, which Turkish banks issue debit cards from), American Express 34 and 37, Troy
 * 9792. Null for anything else.
 */
export function schemeByRange(digits: string): CardScheme | null {
  if (digits.startsWith("4")) return "VISA";
  if (/^3[47]/.test(digits)) return "AMEX";
  if (digits.startsWith("9792")) return "TROY";
  if (/^5[0-8]/.test(digits)) return "MASTERCARD";
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return "MASTERCARD";
  return null;
}

/** The table by prefix, built once per table. */
const indexes = new WeakMap<readonly BinEntry[], Map<string, BinEntry>>();
function indexOf(table: readonly BinEntry[]): Map<string, BinEntry> {
  let index = indexes.get(table);
  if (!index) {
    index = new Map(table.map((entry) => [entry.prefix, entry]));
    indexes.set(table, index);
  }
  return index;
}

/**
 * The card's information from its first digits (a BIN, or a longer start of the number: only the first 8 digits are
 * read). The longest prefix of the table that the digits start with wins; none: the scheme by range only.
 */
export function lookupBin(digits: string, table: readonly BinEntry[] = BIN_TABLE): CardBinInfo {
  const bin = digits.slice(0, BIN_MAX_DIGITS);
  const index = indexOf(table);
  for (let length = bin.length; length >= BIN_MIN_DIGITS; length--) {
    const entry = index.get(bin.slice(0, length));
    if (entry) return { scheme: entry.scheme, bank: entry.bank, family: entry.family, kind: entry.kind };
  }
  return { scheme: schemeByRange(bin), bank: null, family: null, kind: null };
}
