// The card step's lookup as the number is typed: once 6 digits are there, and again when the 7th and 8th change the
// BIN, the BIN alone is posted to the resource route (a short pause first, so fast typing asks once). Fewer digits
// forget the card. The answer of a BIN that was typed over meanwhile is not shown.
import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { binOf, type CardBinView } from "~/domain/card-bin";
import type { action as cardBinAction } from "~/routes/resource.card-bin";
import { resourceRoutes } from "~/utils/resource-routes";
import type { Locale } from "~/utils/locale";

const PAUSE_MS = 250;

export function useCardBin({
  amountMinor,
  paymentCode,
  locale,
  initial,
}: {
  amountMinor: number;
  paymentCode: string;
  locale: Locale;
  initial: CardBinView | null;
}) {
  const fetcher = useFetcher<typeof cardBinAction>();
  const [bin, setBin] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const onNumber = useCallback(
    (number: string) => {
      const next = binOf(number);
      setBin(next);
      clearTimeout(timer.current);
      if (!next || next === asked.current) return;
      timer.current = setTimeout(() => {
        asked.current = next;
        fetcher.submit({ bin: next, amount: String(amountMinor), payment: paymentCode, lang: locale }, { method: "post", action: resourceRoutes.cardBin });
      }, PAUSE_MS);
    },
    [amountMinor, paymentCode, locale, fetcher],
  );

  const answered = fetcher.state === "idle" && fetcher.data && bin !== null && bin === asked.current ? fetcher.data : null;
  // Until the script has seen a digit, the page's own answer (the no-JavaScript post) stands.
  const card = bin === null && asked.current === null ? initial : answered && "card" in answered ? answered.card ?? null : null;
  const error = answered && "error" in answered ? answered.error ?? null : null;
  return { card, looking: bin !== null && (fetcher.state !== "idle" || bin !== asked.current), error, onNumber };
}
