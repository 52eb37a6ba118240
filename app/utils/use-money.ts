// Writes amounts in the page's language with the shared rule: `money(1022960, "TRY")` → `10.229,60 TL` in Turkish.
import { useCallback } from "react";
import { formatMoney } from "~/domain/money";
import { usePageLocale } from "~/utils/use-locale";

export type MoneyWriter = (minor: number, currency: string | null | undefined) => string;

export function useMoney(): MoneyWriter {
  const language = usePageLocale();
  return useCallback((minor, currency) => formatMoney(minor, { currency, language }), [language]);
}
