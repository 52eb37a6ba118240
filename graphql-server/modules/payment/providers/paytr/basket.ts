// PayTR's user_basket: base64 of a JSON list of [name, unit price, quantity], the unit price a decimal text. PayTR
// shows it to the shopper; the local fake (like a careful merchant) requires it to add up to payment_amount, so the
// approved total is shared out over the order's lines as iyzico's basket is (the same proportional rounding).
import type { CardChargeDetails } from "../../card-provider.js";
import { shareTotal } from "../../basket-shares.js";
import { decimalAmount, parseDecimalAmount } from "./signing.js";

export type BasketRow = [name: string, unitPrice: string, quantity: number];

/** The basket for an amount: the lines' shares of it, each with quantity 1. */
export function paytrBasket(amountMinor: number, details: CardChargeDetails | undefined): string {
  const rows: BasketRow[] = shareTotal(amountMinor, details?.items ?? []).map((item) => [item.name.slice(0, 100), decimalAmount(item.priceMinor), 1]);
  return Buffer.from(JSON.stringify(rows), "utf8").toString("base64");
}

/** A basket's sum in minor units; null when it is not a list of [name, price, quantity]. */
export function basketSum(encoded: string): number | null {
  let rows: unknown;
  try {
    rows = JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(rows) || !rows.length) return null;
  let sum = 0;
  for (const row of rows) {
    if (!Array.isArray(row) || row.length !== 3 || typeof row[0] !== "string") return null;
    const price = parseDecimalAmount(row[1]);
    const quantity = Number(row[2]);
    if (price === null || !Number.isInteger(quantity) || quantity < 1) return null;
    sum += price * quantity;
  }
  return sum;
}
