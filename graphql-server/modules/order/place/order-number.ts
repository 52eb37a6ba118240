// Order numbers a shopper reads out on the phone and types into the order lookup, that tell nobody how many orders
// the shop takes and cannot be walked through one by one: ten random digits from the operating system's generator
// (never starting with 0, so the length is fixed), after the payment method's prefix (JS for wire transfer). The
// space (9·10⁹) makes a clash rare; the unique index on shop_order.code decides, and placeOrder draws again.
import { randomInt } from "node:crypto";

const LOWEST = 1_000_000_000;
const HIGHEST = 9_999_999_999;

/** A new order number: `prefix` + ten random digits, e.g. JS4830291175 or 7302958814. */
export const newOrderNumber = (prefix: string): string => `${prefix}${randomInt(LOWEST, HIGHEST + 1)}`;

/** How many numbers placeOrder draws before giving up (a clash is ~1 in 10⁵ even with a million orders). */
export const ORDER_NUMBER_ATTEMPTS = 8;
