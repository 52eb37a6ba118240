// A whole percentage as each shop language writes it: Turkish puts the sign before the number (%15), English and
// Arabic after it (15%), as the locale files' own texts do. Written by hand for the reason money.ts gives: the
// server's and the browser's text must be identical.
export function formatPercent(value: number, language: string): string {
  return language === "tr" ? `%${value}` : `${value}%`;
}
