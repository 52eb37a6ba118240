// Cart totals (docs/decisions/013): pure (its only import is the shared money rules), integer minor units of one currency in and out.
// Prices are VAT-inclusive (Turkish style). The campaign discounts the lines it may discount, the coupon the goods
// left after the campaign; neither exceeds what it discounts. Discounts are spread over the VAT rates in proportion
// (largest remainder, so the parts sum exactly); gift package, cargo and the door fee carry SERVICE_VAT_RATE.
// Percent amounts round half away from zero, on integers only (BigInt where products could pass 2^53).

import { convertMinor, mulDivRound } from "../../../shared/money.js";

/** VAT rate of the gift package, cargo and cash-on-delivery fee. */
export const SERVICE_VAT_RATE = 20;

export interface TotalsLine {
  unitMinor: number;
  /** Personalization price per unit. */
  personalizationMinor: number;
  quantity: number;
  /** Percent (0, 1, 10, 20 …). */
  vatRate: number;
  /** The selected cart campaign may discount this line (in its scope, no price campaign already in the unit price). */
  campaignEligible: boolean;
  /** The product ships free. */
  freeCargo: boolean;
}

/** A discount: percent (0–100) or an amount; when both are given the percent wins. */
export interface DiscountRule {
  percent: number | null;
  amountMinor: number | null;
}

export interface CampaignRuleInput extends DiscountRule {
  freeCargo: boolean;
}

export interface CargoInput {
  priceMinor: number;
  /** Free when the goods total after discounts reaches this; null = never by amount. */
  freeAboveMinor: number | null;
}

export interface TotalsInput {
  lines: TotalsLine[];
  giftPackageMinor: number;
  campaign: CampaignRuleInput | null;
  coupon: DiscountRule | null;
  cargo: CargoInput | null;
  doorFeeMinor: number;
}

export interface VatPart {
  rate: number;
  netMinor: number;
  vatMinor: number;
}

export interface CartTotalsResult {
  linesMinor: number;
  personalizationMinor: number;
  giftPackageMinor: number;
  campaignDiscountMinor: number;
  couponDiscountMinor: number;
  cargoMinor: number;
  isCargoFree: boolean;
  doorFeeMinor: number;
  vat: VatPart[];
  vatMinor: number;
  /** Installment interest of a card payment in several parts: 0 on a cart, set on an order (installment-interest.ts). */
  installmentInterestMinor: number;
  grandTotalMinor: number;
}

const nonNegative = (n: number) => (Number.isSafeInteger(n) && n > 0 ? n : 0);

// Converting and the exact mul-div live with the other money rules both halves share.
export { convertMinor, mulDivRound };

/** A discount on `base`, never more than `base`. */
export function discountOn(base: number, rule: DiscountRule | null): number {
  if (!rule || base <= 0) return 0;
  if (rule.percent !== null) return Math.min(base, mulDivRound(base, Math.min(100, nonNegative(rule.percent)), 100));
  return Math.min(base, nonNegative(rule.amountMinor ?? 0));
}

/**
 * Splits `amount` over `weights` in proportion (largest remainder): the parts sum to `amount` and none exceeds its
 * weight when `amount` ≤ Σ weights.
 */
export function allocate(amount: number, weights: readonly (number | bigint)[]): number[] {
  const big = weights.map((w) => BigInt(w));
  const total = big.reduce((s, w) => s + w, 0n);
  if (amount <= 0 || total <= 0n) return weights.map(() => 0);
  const whole = BigInt(amount);
  const result = big.map((w) => Number((whole * w) / total));
  const remainders = big.map((w, i) => ({ i, r: (whole * w) % total }));
  let left = amount - result.reduce((s, p) => s + p, 0);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0) break;
    result[i] += 1;
    left -= 1;
  }
  return result;
}

/**
 * The payable goods split over VAT rates, each rate's part its exact share rounded down or up (largest remainder)
 * so the parts sum to the payable amount. The exact share of a line is its goods less its proportional part of the
 * campaign discount (over the eligible lines) and of the coupon (over what the campaign left), kept as one integer
 * numerator over a common denominator — rounding each line first would let a rate with several lines drift by more
 * than one minor unit.
 */
function payableByRate(
  lines: readonly { vatRate: number }[],
  goods: readonly number[],
  eligible: readonly number[],
  campaignMinor: number,
  couponMinor: number,
): Map<number, number> {
  const eligibleSum = BigInt(eligible.reduce((s, g) => s + g, 0));
  const afterCampaign = BigInt(goods.reduce((s, g) => s + g, 0) - campaignMinor);
  const payable = Number(afterCampaign) - couponMinor;
  const weightByRate = new Map<number, bigint>();
  lines.forEach((line, i) => {
    // (goods·E − campaign·eligible)/E is the line's exact amount after the campaign (just goods without one).
    const afterItsCampaign = eligibleSum > 0n ? BigInt(goods[i]) * eligibleSum - BigInt(campaignMinor) * BigInt(eligible[i]) : BigInt(goods[i]);
    const weight = afterItsCampaign * (afterCampaign - BigInt(couponMinor));
    weightByRate.set(line.vatRate, (weightByRate.get(line.vatRate) ?? 0n) + weight);
  });
  const rates = [...weightByRate.keys()];
  const parts = allocate(payable, rates.map((rate) => weightByRate.get(rate)!));
  return new Map(rates.map((rate, i) => [rate, parts[i]]));
}

/** Adds `amount` to the gross of `rate`. */
function addGross(byRate: Map<number, number>, rate: number, amount: number) {
  byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
}

export function computeCartTotals(input: TotalsInput): CartTotalsResult {
  const lines = input.lines.map((l) => ({ ...l, quantity: nonNegative(l.quantity), vatRate: nonNegative(l.vatRate) }));
  const goodsOf = (l: (typeof lines)[number]) => (nonNegative(l.unitMinor) + nonNegative(l.personalizationMinor)) * l.quantity;
  const goods = lines.map(goodsOf);
  const linesMinor = goods.reduce((s, g) => s + g, 0);
  const personalizationMinor = lines.reduce((s, l) => s + nonNegative(l.personalizationMinor) * l.quantity, 0);
  // An empty cart costs nothing: no gift package, cargo or door fee without goods.
  const giftPackageMinor = lines.length ? nonNegative(input.giftPackageMinor) : 0;
  const doorFeeMinor = lines.length ? nonNegative(input.doorFeeMinor) : 0;

  const eligible = goods.map((g, i) => (lines[i].campaignEligible ? g : 0));
  const campaignDiscountMinor = discountOn(eligible.reduce((s, g) => s + g, 0), input.campaign);
  const couponDiscountMinor = discountOn(linesMinor - campaignDiscountMinor, input.coupon);
  const payableGoods = linesMinor - campaignDiscountMinor - couponDiscountMinor;

  const allFreeCargo = lines.length > 0 && lines.every((l) => l.freeCargo);
  const cargo = input.cargo;
  const byAmount = cargo !== null && cargo.freeAboveMinor !== null && payableGoods >= cargo.freeAboveMinor;
  const isCargoFree = lines.length > 0 && (Boolean(input.campaign?.freeCargo) || allFreeCargo || byAmount);
  const cargoMinor = lines.length === 0 || isCargoFree || cargo === null ? 0 : nonNegative(cargo.priceMinor);

  const grossByRate = payableByRate(lines, goods, eligible, campaignDiscountMinor, couponDiscountMinor);
  const services = giftPackageMinor + cargoMinor + doorFeeMinor;
  if (services > 0) addGross(grossByRate, SERVICE_VAT_RATE, services);
  const vat = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const netMinor = mulDivRound(gross, 100, 100 + rate);
      return { rate, netMinor, vatMinor: gross - netMinor };
    });
  return {
    linesMinor,
    personalizationMinor,
    giftPackageMinor,
    campaignDiscountMinor,
    couponDiscountMinor,
    cargoMinor,
    isCargoFree,
    doorFeeMinor,
    vat,
    vatMinor: vat.reduce((s, v) => s + v.vatMinor, 0),
    installmentInterestMinor: 0,
    grandTotalMinor: payableGoods + services,
  };
}
