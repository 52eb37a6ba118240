// IBAN (ISO 13616) checks, pure: normalisation, per-country length, the mod-97 checksum, check-digit computation
// (for seeds and tests) and the printed format in groups of four.

/** IBAN lengths of the countries the shop sells to and a few common ones; others only need 15–34 characters. */
const LENGTHS: Record<string, number> = {
  TR: 26,
  DE: 22,
  AZ: 28,
  SA: 24,
  AE: 23,
  IQ: 23,
  GB: 22,
  FR: 27,
  NL: 18,
  AT: 20,
  CH: 21,
  BE: 16,
  IT: 27,
  ES: 24,
};

/** Upper case without spaces: the electronic format stored and compared. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** Remainder of the IBAN's numeric form (letters A=10 … Z=35) modulo 97, in chunks to stay within safe integers. */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** True for a well-formed IBAN (any spacing and case) with a valid checksum and the country's length. */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The two check digits for a country code and BBAN (the account part after them). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(normalizeIban(bban) + country.toUpperCase() + "00");
  return String(98 - remainder).padStart(2, "0");
}

/** A complete IBAN from country and BBAN. */
export function buildIban(country: string, bban: string): string {
  return `${country.toUpperCase()}${ibanCheckDigits(country, bban)}${normalizeIban(bban)}`;
}

/** Printed form: groups of four (TR33 0006 1005 …). */
export function formatIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}
