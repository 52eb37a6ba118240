// Money at the storefront's edge (decision 004): amounts travel as integer minor units (kuruş); the shop shows whole
// lira with a dot thousands separator and " TL" (`15.588 TL`). Written by hand rather than with Intl.NumberFormat so
// the server's and the browser's output are byte-identical (ICU data differs between Node builds and browsers, which
// would break hydration).

/** Whole major units, rounded half away from zero (the same rounding as the backend's price rules). */
export function toMajorRounded(minor: number): number {
  const major = minor / 100;
  return Math.sign(major) * Math.round(Math.abs(major));
}

function groupThousands(value: number): string {
  return String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** `1558800` → `15.588 TL`. The label is the currency's display code ("TL" for the default currency). */
export function formatMoney(minor: number, label = "TL"): string {
  const major = toMajorRounded(minor);
  return `${major < 0 ? "-" : ""}${groupThousands(major)} ${label}`;
}

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

/** The label after an amount for a legacy currency code: tl (the lira) as "TL" rather than ₺, usd as $, euro as €. */
export function currencyLabel(code: string | null | undefined): string {
  switch ((code ?? "").toLowerCase()) {
    case "usd":
      return "$";
    case "euro":
    case "eur":
      return "€";
    default:
      return "TL";
  }
}
