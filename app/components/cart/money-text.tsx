// An amount as the shop writes it ("1.234 TL"), isolated so an Arabic line keeps it in reading order.
import { formatMoney } from "~/domain/money";

export function MoneyText({ minor, currency }: { minor: number; currency: string }) {
  return <bdi className="money">{formatMoney(minor, currency)}</bdi>;
}
