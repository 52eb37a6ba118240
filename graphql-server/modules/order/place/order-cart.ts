// The cart as place-order reads it: readCart (modules/cart/cart.read.ts) with the payment code, so the door fee is
// part of the totals, and the selected campaign, coupon and cargo option the order records.
import type { Shopper, RequestScope } from "../../../core/context.js";
import type { CargoOption, CartCampaign, CartCoupon, CartLine, CartTotals } from "../../../generated/resolvers-types.js";
import { readCart, type CartDto } from "../../cart/index.js";

export interface OrderCart {
  cart: CartDto;
  lines: CartLine[];
  totals: CartTotals;
  campaign: CartCampaign | null;
  coupon: CartCoupon | null;
  cargo: CargoOption | null;
}

/** `currency` (the one the shopper approved the amounts in) prices the order in it; null = the cart's currency. */
export async function readOrderCart(scope: RequestScope, shopper: Shopper, paymentCode: string, currency: string | null): Promise<OrderCart> {
  const cart = await readCart(scope, shopper, { paymentCode, currency });
  return {
    cart,
    lines: cart.lines,
    totals: cart.totals,
    // A promotion that no longer applies gives no discount and is not recorded (promotionProblems explains it).
    campaign: cart.selectedCampaign?.isApplicable ? cart.selectedCampaign : null,
    coupon: cart.coupon && cart.totals.couponDiscountMinor > 0 ? cart.coupon : null,
    cargo: cart.cargoOptions.find((o) => o.isSelected) ?? null,
  };
}
