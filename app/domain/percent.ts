// A whole percentage as each shop language writes it, matching what Intl.NumberFormat(language, { style: "percent" })
// gives with today's CLDR: Turkish puts the sign first (%15), English after (15%), Arabic after with left-to-right
// marks around the sign (15‎%‎) so the number and its sign stay together inside right-to-left text. Written by hand for
// the reason money.ts gives: browsers with an older ICU write Arabic differently (١٥٪), and the server's and the
// browser's text must be identical or hydration fails. Every percent a shopper reads goes through here; locale texts
// take the formatted value ({{percent}}, {{rate}}) instead of placing a sign themselves.
const LRM = "\u200E";

export function formatPercent(value: number, language: string): string {
  if (language === "tr") return `%${value}`;
  if (language === "ar") return `${value}${LRM}%${LRM}`;
  return `${value}%`;
}
