// Price rules of the spec (§5, §9) on integer minor units (docs/decisions/004). Pure and dependency-free — no
// imports — so the storefront may import it too (e.g. to re-price when a variant is chosen).

/** §9: above this price (15,000.00 in the product's currency) without any discount, the rule price applies. */
export const RULE_THRESHOLD_MINOR = 1_500_000;
/** §9: rule price = price × 0.95 + 588.00. */
export const RULE_FACTOR = 0.95;
export const RULE_ADDITION_MINOR = 58_800;
/** §9: the further "extra discount" multiplies the shown price by 0.9. */
export const EXTRA_DISCOUNT_FACTOR = 0.9;

/** Rounds half away from zero to a whole number (a whole minor unit). */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value) + 1e-9);
  return value < 0 ? -rounded : rounded;
}

/** §5 helper: rounds a major-unit amount to 2 decimals, half away from zero (1.005 → 1.01). */
export function round2(value: number): number {
  // toPrecision strips binary noise (1.005 is 1.00499999…) before the decimal shift.
  const shifted = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = Math.round(shifted) / 100;
  return value < 0 ? -rounded : rounded;
}

/** Major units (12.5 TL) → minor units (1250), rounded to a whole minor unit. */
export const toMinor = (major: number, decimals = 2): number => roundHalfAwayFromZero(major * 10 ** decimals);
/** Minor units → major units (the legacy REST replies show major units). */
export const toMajor = (minor: number, decimals = 2): number => round2(minor / 10 ** decimals);

/** §5: discount percent is clamped to 0–100. */
export const clampPercent = (percent: number): number => Math.min(100, Math.max(0, percent));

/** Applies a percent discount (clamped 0–100) and rounds to a whole minor unit. */
export function applyPercentDiscount(amountMinor: number, percent: number): number {
  return roundHalfAwayFromZero((amountMinor * (100 - clampPercent(percent))) / 100);
}

/** §5: an amount discount floors at 0. */
export function applyAmountDiscount(amountMinor: number, discountMinor: number): number {
  return Math.max(0, amountMinor - Math.max(0, discountMinor));
}

/** §9 rule price: price × 0.95 + 588, rounded to a whole minor unit. */
export const rulePrice = (priceMinor: number): number =>
  roundHalfAwayFromZero(priceMinor * RULE_FACTOR) + RULE_ADDITION_MINOR;

/** §9 extra-discount price: shown price × 0.9. */
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
 * sale (the lower one wins). With neither and a price above 15,000 the §9 rule price is shown. The extra-discount
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
