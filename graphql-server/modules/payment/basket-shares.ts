// Providers that itemise the basket check that the items' prices add up to the charged amount exactly, while the
// approved total carries the discounts of the whole order. So the total is shared out over the lines in proportion to
// what each line cost before the discounts (largest remainder: the kuruş left over by rounding go to the lines that
// lost the most).
import type { CardChargeDetails } from "./card-provider.js";

type Item = CardChargeDetails["items"][number];

/** The total shared out over the items; every share > 0 and their sum is exactly `totalMinor`. */
export function shareTotal(totalMinor: number, items: readonly Item[]): { id: string; name: string; priceMinor: number }[] {
  const weighted = items.filter((item) => item.amountMinor > 0);
  if (totalMinor <= 0) return [];
  if (!weighted.length) return [{ id: "order", name: "Order", priceMinor: totalMinor }];
  const weight = weighted.reduce((sum, item) => sum + item.amountMinor, 0);
  const shares = weighted.map((item) => {
    const exact = (totalMinor * item.amountMinor) / weight;
    return { item, floor: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let left = totalMinor - shares.reduce((sum, share) => sum + share.floor, 0);
  for (const share of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (left <= 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares.filter((share) => share.floor > 0).map((share) => ({ id: share.item.id, name: share.item.name, priceMinor: share.floor }));
}
