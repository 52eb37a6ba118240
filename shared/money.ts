// Money rules both halves need, pure and free of I/O: converting minor units between currencies and writing an
// amount for a person. The server (catalogue prices, cart, mail) and the storefront (every page) import this one
// file, so a figure is converted and written the same way wherever a shopper reads it (decision 030).

/** round(a × b / c) half away from zero for non-negative integers, exactly (BigInt, so products may pass 2^53). */
export function mulDivRound(a: number, b: number, c: number): number {
  const bc = BigInt(c);
  return Number((2n * BigInt(a) * BigInt(b) + bc) / (2n * bc));
}

/** Exchange rates are decimals with at most this many digits after the point (numeric columns). */
const RATE_SCALE = 1_000_000_000;

/**
 * Minor units of a currency with `fromRate` → minor units of one with `toRate` (rates against the default currency),
 * rounded once, half away from zero, exactly (the rates are scaled to integers, the division is done on BigInt).
 */
export function convertMinor(minor: number, fromRate: number, toRate: number): number {
  if (fromRate === toRate || minor === 0) return minor;
  const from = Math.round(fromRate * RATE_SCALE);
  const to = Math.round(toRate * RATE_SCALE);
  if (from <= 0 || to <= 0) return minor;
  const sign = minor < 0 ? -1 : 1;
  return sign * mulDivRound(Math.abs(minor), to, from);
}

/** ISO 4217 code of a currency named by its ISO code (TRY) or the shop's legacy code (tl, usd, euro). */
export function isoCurrency(code: string | null | undefined): string {
  const value = (code ?? "").trim();
  switch (value.toLowerCase()) {
    case "":
    case "tl":
    case "try":
      return "TRY";
    case "euro":
      return "EUR";
    default:
      return value.toUpperCase();
  }
}

/** What follows an amount: the lira as "TL" (how Turkish shops and their invoices write it), $ and €, else the code. */
export function currencyLabel(code: string | null | undefined): string {
  const iso = isoCurrency(code);
  return CURRENCY_LABELS[iso] ?? iso;
}

const CURRENCY_LABELS: Record<string, string> = { TRY: "TL", USD: "$", EUR: "€" };

// Latin digits in every language, named explicitly: the page's other numbers (quantities, percents, dates) use
// them, and a default numbering system is what differs between ICU builds (Node's and the browser's), which would
// make the server's and the browser's text differ and break hydration.
const LOCALE_TAGS: Record<string, string> = { tr: "tr-TR-u-nu-latn", en: "en-GB-u-nu-latn", ar: "ar-u-nu-latn" };

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language] ?? LOCALE_TAGS.tr, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    formatters.set(key, format);
  }
  return format;
}

/** The exact decimal text of `minor` minor units (`-123456`, 2 → `-1234.56`); no float ever holds the amount. */
function decimalText(minor: number, decimals: number): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(decimals + 1, "0");
  const whole = decimals ? digits.slice(0, -decimals) : digits;
  const fraction = decimals ? `.${digits.slice(-decimals)}` : "";
  return `${minor < 0 ? "-" : ""}${whole}${fraction}`;
}

export interface MoneyFormat {
  /** ISO (TRY) or legacy (tl) code of the amount's currency. */
  currency: string | null | undefined;
  /** tr, en or ar; anything else is written as Turkish. */
  language: string;
  /** Digits of the minor unit (2 for kuruş and cents). */
  decimals?: number;
}

/**
 * An amount as every page, mail and note writes it: the language's separators, the minor units only when there are
 * any (`1.234 TL`, `10.229,60 TL`; en `1,234.50 TL`), then the currency's label. Never rounded: a charge with kuruş
 * shows its kuruş. The separators come from Intl.NumberFormat fed the exact decimal text.
 */
export function formatMoney(minor: number, { currency, language, decimals = 2 }: MoneyFormat): string {
  const scale = 10 ** decimals;
  const fractionDigits = minor % scale === 0 ? 0 : decimals;
  const magnitude = Math.abs(minor);
  const shown = fractionDigits ? decimalText(magnitude, decimals) : decimalText(magnitude / scale, 0);
  // Intl.NumberFormat takes a decimal string exactly (no binary rounding of 0.1-style amounts). The sign is ours:
  // ICU adds direction marks to negative Arabic numbers, and those differ between builds.
  const number = numberFormat(language, fractionDigits).format(shown as unknown as number);
  // A no-break space keeps the label on the amount's line.
  return `${minor < 0 ? "-" : ""}${number}\u00a0${currencyLabel(currency)}`;
}

/**
 * An amount as a form field shows it for editing: the language's separators like every amount beside it, without a
 * label, and always with its minor digits (`42.865,90`, `42.865,00`; en `42,865.90`) — a whole Turkish `42.865` would
 * read back as a decimal point.
 */
export function formatAmountForInput(minor: number, language: string, decimals = 2): string {
  const number = numberFormat(language, decimals).format(decimalText(Math.abs(minor), decimals) as unknown as number);
  return `${minor < 0 ? "-" : ""}${number}`;
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/**
 * A currency's name in the language (Türk lirası, Turkish Lira, ليرة تركية), from the platform's own tables: the name
 * the admin typed is in one language only. Null for a code the platform does not know (a shop's own currency).
 */
export function currencyName(code: string | null | undefined, language: string): string | null {
  let names = currencyNames.get(language);
  if (!names) currencyNames.set(language, (names = new Intl.DisplayNames(LOCALE_TAGS[language] ?? LOCALE_TAGS.tr, { type: "currency", fallback: "none" })));
  try {
    return names.of(isoCurrency(code)) ?? null;
  } catch {
    // Not shaped like an ISO code at all (the admin may type anything there).
    return null;
  }
}
