// Money at the storefront's edge (decision 004): amounts travel as integer minor units. Writing an amount is the
// shared rule (shared/money.ts, also used by the server's mail), so a page and the mail show the same text; this file
// adds reading Turkish-style money text back.
export { currencyLabel, currencyName, formatAmountForInput, formatMoney } from "../../shared/money";

/**
 * Turkish-style money text to a number of major units: `1.234,56` → 1234.56, `1234,5` → 1234.5, `1.234` → 1234.
 * A lone dot followed by exactly three digits is a thousands separator (Turkish writing); any other lone dot is a
 * decimal point (`12.5`). Currency labels and spaces are ignored. Null when there is no number.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]|TL|₺|\$|€/gi, "");
  if (!/^-?[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  let normalized: string;
  if (cleaned.includes(",")) {
    // The comma is the decimal separator; every dot groups thousands.
    const [whole, ...fraction] = cleaned.split(",");
    if (fraction.length > 1) return null;
    normalized = `${whole.replace(/\./g, "")}.${fraction[0] ?? ""}`;
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(cleaned)) {
    normalized = cleaned.replace(/\./g, "");
  } else {
    if ((cleaned.match(/\./g) ?? []).length > 1) return null;
    normalized = cleaned;
  }
  const value = Number(normalized.endsWith(".") ? normalized.slice(0, -1) : normalized);
  return Number.isFinite(value) ? value : null;
}

/** Parsed text as minor units (rounded once), or null. */
export function parseMoneyToMinor(text: string): number | null {
  const major = parseMoney(text);
  return major === null ? null : Math.round(major * 100);
}

/** Minor units as a form field shows them for editing: "29.90", "0". */
export const formatMinorAsInput = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));
