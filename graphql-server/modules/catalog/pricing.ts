// Price rules on integer minor units (docs/decisions/004): display price, rule price above 15,000, extra-discount
// price, discount percents, prices without VAT. Pure: no I/O, only the kernel's rounding.
import { clampPercent, roundHalfAwayFromZero } from "../../core/money.js";

/** Above this price (15,000.00 in the product's currency) without any discount, the rule price applies. */
export const RULE_THRESHOLD_MINOR = 1_500_000;
/** Rule price = price × 0.95 + 588.00. */
export const RULE_FACTOR = 0.95;
export const RULE_ADDITION_MINOR = 58_800;
/** The further "extra discount" multiplies the shown price by 0.9. */
export const EXTRA_DISCOUNT_FACTOR = 0.9;

/** Rule price: price × 0.95 + 588, rounded to a whole minor unit. */
export const rulePrice = (priceMinor: number): number =>
  roundHalfAwayFromZero(priceMinor * RULE_FACTOR) + RULE_ADDITION_MINOR;

/** Extra-discount price: shown price × 0.9. */
export const extraDiscountPrice = (priceMinor: number): number =>
  roundHalfAwayFromZero(priceMinor * EXTRA_DISCOUNT_FACTOR);

/** Percent of `lowerMinor` below `referenceMinor`, rounded, never below 0 (and at most 100). */
export function percentBelow(referenceMinor: number, lowerMinor: number): number {
  if (referenceMinor <= 0) return 0;
  return clampPercent(Math.round(((referenceMinor - lowerMinor) * 100) / referenceMinor));
}

export interface PriceInput {
  /** selling_price_with_vat. */
  sellingMinor: number;
  /** discounted_selling_price_with_vat, when there is one. */
  discountedMinor?: number | null;
  /** campaign_price_with_vat, when a campaign applies. */
  campaignMinor?: number | null;
}

export interface DisplayPrice {
  /** The price the shopper pays now. */
  displayMinor: number;
  /** Crossed-out price (the selling price) when the display price is lower; else null. */
  crossedOutMinor: number | null;
  /** on_sale: a discounted or campaign price applies. */
  onSale: boolean;
  discountPercent: number;
  extraDiscountMinor: number;
  extraDiscountPercent: number;
}

/**
 * The price block of a product or sub-product. A discounted or campaign price below the selling price puts it on
 * sale (the lower one wins). With neither and a price above 15,000 the rule price is shown. The extra-discount
 * price is the shown price × 0.9; its percent is against the selling price, rounded, never below 0.
 */
export function displayPrice({ sellingMinor, discountedMinor, campaignMinor }: PriceInput): DisplayPrice {
  const offers = [discountedMinor, campaignMinor].filter(
    (v): v is number => typeof v === "number" && v >= 0 && v < sellingMinor,
  );
  const onSale = offers.length > 0;
  let displayMinor = onSale ? Math.min(...offers) : sellingMinor;
  if (!onSale && sellingMinor > RULE_THRESHOLD_MINOR) displayMinor = rulePrice(sellingMinor);
  const extraDiscountMinor = extraDiscountPrice(displayMinor);
  return {
    displayMinor,
    crossedOutMinor: displayMinor < sellingMinor ? sellingMinor : null,
    onSale,
    discountPercent: percentBelow(sellingMinor, displayMinor),
    extraDiscountMinor,
    extraDiscountPercent: percentBelow(sellingMinor, extraDiscountMinor),
  };
}

/** Removes VAT from a VAT-included amount (rate in percent), rounded to a whole minor unit. */
export const withoutVat = (amountMinor: number, vatRate: number): number =>
  roundHalfAwayFromZero((amountMinor * 100) / (100 + vatRate));
