// An amount as the shop writes it ("1.234 TL", "10.229,60 TL"), isolated so an Arabic line keeps it in reading order.
import { useMoney } from "~/utils/use-money";

/** `currency`: the ISO or legacy code of the amount's currency. */
export function MoneyText({ minor, currency }: { minor: number; currency: string }) {
  const money = useMoney();
  return <bdi className="money">{money(minor, currency)}</bdi>;
}
