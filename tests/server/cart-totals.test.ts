// Cart totals against an independent reference (docs/decisions/004, 013). fast-check builds random carts (lines in
// several currencies, VAT rates, price-campaign lines, free-cargo products), cart campaigns, coupons, cargo
// companies, gift packages, door fees and a display currency; the service (evaluatePromotions → computeCartTotals)
// must agree with a reference written with exact rationals on BigInt, top-down and without the service's helpers.
// Plus worked examples that pin the rules down.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Shopper } from "../../graphql-server/core/context.js";
import type { CampaignRule } from "../../graphql-server/modules/campaign/index.js";
import type { CargoCompanyRow } from "../../graphql-server/modules/cargo/cargo.service.js";
import { evaluatePromotions, type PromotionData, type PromotionLine } from "../../graphql-server/modules/cart/cart-promotions.js";
import { allocate, computeCartTotals, convertMinor, SERVICE_VAT_RATE } from "../../graphql-server/modules/cart/cart-totals.js";
import type { CouponRow } from "../../graphql-server/modules/coupon/coupon.service.js";

// ── Reference arithmetic: rationals as [numerator, denominator] BigInt pairs ──────────────────────────────────────
type Q = [bigint, bigint];
const q = (n: bigint | number, d: bigint | number = 1n): Q => [BigInt(n), BigInt(d)];
const mul = (a: Q, b: Q): Q => [a[0] * b[0], a[1] * b[1]];
const div = (a: Q, b: Q): Q => [a[0] * b[1], a[1] * b[0]];
/** Nearest integer, halves away from zero (inputs here are ≥ 0). */
const roundQ = ([n, d]: Q): bigint => (2n * n + d) / (2n * d);
const floorQ = ([n, d]: Q): bigint => n / d;
const minB = (a: bigint, b: bigint) => (a < b ? a : b);
/** A decimal string rate ("0.0236") as an exact rational. */
function rateQ(rate: string): Q {
  const [whole, frac = ""] = rate.split(".");
  return [BigInt(whole + frac), 10n ** BigInt(frac.length)];
}
const convertRef = (minor: number, from: string, to: string): bigint => (from === to ? BigInt(minor) : roundQ(div(mul(q(minor), rateQ(to)), rateQ(from))));

// ── Random inputs ─────────────────────────────────────────────────────────────────────────────────────────────────
const rateArb = fc.oneof(
  fc.constantFrom("1", "0.0236", "0.0204", "34.5"),
  // 0.0010 … 100.0000: four decimals (the column keeps eight), ratios up to 10^5.
  fc.integer({ min: 10, max: 1_000_000 }).map((n) => {
    const digits = String(n).padStart(5, "0");
    return `${digits.slice(0, -4)}.${digits.slice(-4)}`;
  }),
);
const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 8 }),
  categoryId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  unitMinor: fc.integer({ min: 0, max: 5_000_000 }),
  personalizationMinor: fc.integer({ min: 0, max: 50_000 }),
  quantity: fc.integer({ min: 1, max: 25 }),
  available: fc.integer({ min: 0, max: 30 }),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  hasPriceCampaign: fc.boolean(),
  freeCargo: fc.boolean(),
  rate: rateArb,
});
const discountArb = fc.oneof(
  fc.record({ percent: fc.integer({ min: 0, max: 100 }), amount: fc.constant(null) }),
  fc.record({ percent: fc.constant(null), amount: fc.integer({ min: 0, max: 3_000_000 }) }),
);
const campaignArb = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  discount: discountArb,
  minCart: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
  freeCargo: fc.boolean(),
  productIds: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 3 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
});
const couponArb = fc.record({
  discount: discountArb,
  min: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: null }),
  max: fc.option(fc.integer({ min: 0, max: 50_000_000 }), { nil: null }),
  customerId: fc.option(fc.constantFrom(7, 8), { nil: null }),
  maxUses: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  maxUsesPerShopper: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  usedCount: fc.integer({ min: 0, max: 3 }),
  shopperUses: fc.integer({ min: 0, max: 3 }),
  expired: fc.boolean(),
});
const cargoArb = fc.record({
  price: fc.integer({ min: 0, max: 50_000 }),
  freeAbove: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
  rate: rateArb,
});
const cartArb = fc.record({
  lines: fc.array(lineArb, { maxLength: 7 }),
  campaigns: fc.uniqueArray(campaignArb, { maxLength: 3, selector: (c) => c.id }),
  selectedCampaignId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  coupon: fc.option(couponArb, { nil: null }),
  cargo: fc.array(cargoArb, { maxLength: 2 }),
  cargoChoice: fc.integer({ min: 0, max: 2 }),
  gift: fc.boolean(),
  giftMinor: fc.integer({ min: 0, max: 20_000 }),
  door: fc.option(fc.record({ minor: fc.integer({ min: 0, max: 10_000 }), rate: rateArb }), { nil: null }),
  target: rateArb,
  shopper: fc.constantFrom<Shopper>({ kind: "guest", id: 7 }, { kind: "customer", id: 7 }, { kind: "customer", id: 8 }),
});
type Scenario = typeof cartArb extends fc.Arbitrary<infer T> ? T : never;

// ── The service, fed from a scenario ──────────────────────────────────────────────────────────────────────────────
const DEFAULT_RATE = "1";
const DAY = 86_400_000;

function runService(s: Scenario) {
  const toTarget = (minor: number, rate: string) => convertMinor(minor, Number(rate), Number(s.target));
  const lines: PromotionLine[] = s.lines.map((l) => ({
    productId: l.productId,
    categoryId: l.categoryId,
    quantity: l.quantity,
    available: l.available,
    hasPriceCampaign: l.hasPriceCampaign,
    unitMinor: toTarget(l.unitMinor, l.rate),
    personalizationMinor: toTarget(l.personalizationMinor, l.rate),
    vatRate: l.vatRate,
    freeCargo: l.freeCargo,
  }));
  const campaigns: CampaignRule[] = s.campaigns.map((c) => ({
    id: c.id,
    name: `c${c.id}`,
    description: "",
    startsAt: new Date(0).toISOString(),
    endsAt: new Date(Date.now() + DAY).toISOString(),
    isActive: true,
    discountPercent: c.discount.percent,
    discountAmountMinor: c.discount.amount,
    productIds: c.productIds,
    categoryIds: c.categoryIds,
    coveredProductIds: new Set(c.productIds),
    coveredCategoryIds: new Set(c.categoryIds),
    minCartAmountMinor: c.minCart,
    isFreeCargo: c.freeCargo,
  }));
  const coupon: CouponRow | null = s.coupon && {
    id: 1,
    code: "X",
    discountPercent: s.coupon.discount.percent,
    discountAmountMinor: s.coupon.discount.amount,
    startsAt: new Date(Date.now() - DAY),
    endsAt: new Date(Date.now() + (s.coupon.expired ? -1 : 1) * DAY),
    isActive: true,
    minCartAmountMinor: s.coupon.min,
    maxCartAmountMinor: s.coupon.max,
    customerId: s.coupon.customerId,
    maxUses: s.coupon.maxUses,
    maxUsesPerShopper: s.coupon.maxUsesPerShopper,
    usedCount: s.coupon.usedCount,
    shopperUses: s.coupon.shopperUses,
  };
  const cargo: CargoCompanyRow[] = s.cargo.map((k, i) => ({
    id: i + 1,
    name: `k${i}`,
    priceMinor: k.price,
    freeAboveMinor: k.freeAbove,
    trackingUrl: "",
    rate: Number(k.rate),
  }));
  const data: PromotionData = {
    campaigns,
    coupon,
    cargo,
    giftPackageDefaultMinor: s.giftMinor,
    isDeliveryDateActive: false,
    doorFee: s.door && { minor: s.door.minor, rate: Number(s.door.rate) },
  };
  return evaluatePromotions(
    {
      shopper: s.shopper,
      selectedCampaignId: s.selectedCampaignId,
      couponCode: s.coupon ? "X" : null,
      cargoId: s.cargoChoice + 1,
      isGiftCart: s.gift,
      currencyCode: "XXX",
      currency: "xxx",
      convert: (minor, fromRate) => convertMinor(minor, fromRate, Number(s.target)),
    },
    lines,
    data,
  );
}

// ── The reference ─────────────────────────────────────────────────────────────────────────────────────────────────
function reference(s: Scenario) {
  const t = s.target;
  const fromDefault = (minor: number) => convertRef(minor, DEFAULT_RATE, t);
  const lines = s.lines.map((l) => {
    const unit = convertRef(l.unitMinor, l.rate, t);
    const pers = convertRef(l.personalizationMinor, l.rate, t);
    return { ...l, goods: (unit + pers) * BigInt(l.quantity), pers: pers * BigInt(l.quantity) };
  });
  const goods = lines.reduce((sum, l) => sum + l.goods, 0n);
  const covers = (c: Scenario["campaigns"][number], l: (typeof lines)[number]) =>
    (c.productIds.length === 0 && c.categoryIds.length === 0) || c.productIds.includes(l.productId) || (l.categoryId !== null && c.categoryIds.includes(l.categoryId));
  const chosen = s.campaigns.find((c) => c.id === s.selectedCampaignId);
  const applies =
    chosen !== undefined && (chosen.minCart === null || goods >= fromDefault(chosen.minCart)) && lines.some((l) => covers(chosen, l) && l.available > 0);
  const eligible = lines.map((l) => (applies && covers(chosen!, l) && !l.hasPriceCampaign ? l.goods : 0n));
  const eligibleSum = eligible.reduce((a, b) => a + b, 0n);
  const cut = (base: bigint, d: { percent: number | null; amount: number | null }) =>
    d.percent !== null ? minB(base, roundQ(q(base * BigInt(d.percent), 100))) : minB(base, fromDefault(d.amount ?? 0));
  const campaignDiscount = applies ? cut(eligibleSum, chosen!.discount) : 0n;

  const c = s.coupon;
  const owner = c?.customerId ?? null;
  const couponOk =
    c !== null &&
    !c.expired &&
    (owner === null || (s.shopper.kind === "customer" && s.shopper.id === owner)) &&
    (c.maxUses === null || c.usedCount < c.maxUses) &&
    (c.maxUsesPerShopper === null || c.shopperUses < c.maxUsesPerShopper) &&
    goods > 0n &&
    (c.min === null || goods >= fromDefault(c.min)) &&
    (c.max === null || goods <= fromDefault(c.max));
  const couponDiscount = couponOk ? cut(goods - campaignDiscount, c.discount) : 0n;
  const payable = goods - campaignDiscount - couponDiscount;

  const k = s.cargo[s.cargoChoice] ?? s.cargo[0];
  const free =
    lines.length > 0 &&
    ((applies && chosen!.freeCargo) || lines.every((l) => l.freeCargo) || (k !== undefined && k.freeAbove !== null && payable >= convertRef(k.freeAbove, k.rate, t)));
  const cargo = lines.length === 0 || free || k === undefined ? 0n : convertRef(k.price, k.rate, t);
  const gift = s.gift && lines.length ? fromDefault(s.giftMinor) : 0n;
  const door = s.door && lines.length ? convertRef(s.door.minor, s.door.rate, t) : 0n;

  // Exact (rational) gross per VAT rate: each line's goods minus its exact share of the discounts.
  const exactGross = new Map<number, Q>();
  const addQ = (rate: number, v: Q) => {
    const [n, d] = exactGross.get(rate) ?? [0n, 1n];
    exactGross.set(rate, [n * v[1] + v[0] * d, d * v[1]]);
  };
  const afterCampaign: Q[] = lines.map((l, i) => (eligibleSum > 0n ? [l.goods * eligibleSum - campaignDiscount * eligible[i], eligibleSum] : q(l.goods)));
  const baseAfter = goods - campaignDiscount;
  lines.forEach((l, i) => {
    const a = afterCampaign[i];
    addQ(l.vatRate, baseAfter > 0n ? [a[0] * baseAfter - couponDiscount * a[0], a[1] * baseAfter] : a);
  });
  if (gift + cargo + door > 0n) addQ(SERVICE_VAT_RATE, q(gift + cargo + door));
  return {
    linesMinor: goods,
    personalizationMinor: lines.reduce((sum, l) => sum + l.pers, 0n),
    campaignDiscount,
    couponDiscount,
    cargo,
    free,
    gift,
    door,
    grand: payable + gift + cargo + door,
    exactGross,
  };
}

describe("cart totals against the reference", () => {
  it("agree on every amount, never negative or fractional, VAT parts sum to the grand total", () => {
    fc.assert(
      fc.property(cartArb, (s) => {
        const { totals } = runService(s);
        const ref = reference(s);
        for (const [key, value] of Object.entries(totals)) {
          if (typeof value === "number") {
            expect(Number.isSafeInteger(value), key).toBe(true);
            expect(value, key).toBeGreaterThanOrEqual(0);
          }
        }
        expect(BigInt(totals.linesMinor)).toBe(ref.linesMinor);
        expect(BigInt(totals.personalizationMinor)).toBe(ref.personalizationMinor);
        expect(BigInt(totals.campaignDiscountMinor)).toBe(ref.campaignDiscount);
        expect(BigInt(totals.couponDiscountMinor)).toBe(ref.couponDiscount);
        expect(BigInt(totals.cargoMinor)).toBe(ref.cargo);
        expect(totals.isCargoFree).toBe(ref.free);
        expect(BigInt(totals.giftPackageMinor)).toBe(ref.gift);
        expect(BigInt(totals.doorFeeMinor)).toBe(ref.door);
        expect(BigInt(totals.grandTotalMinor)).toBe(ref.grand);
        // VAT: per rate, the gross is the exact share rounded down or up (largest remainder), the net is the gross
        // without VAT rounded half away from zero, and the parts add up to the grand total.
        let sum = 0;
        for (const part of totals.vat) {
          const gross = part.netMinor + part.vatMinor;
          const exact = ref.exactGross.get(part.rate)!;
          expect(exact, `rate ${part.rate}`).toBeDefined();
          const low = floorQ(exact);
          expect(BigInt(gross) === low || BigInt(gross) === low + 1n, `rate ${part.rate}: ${gross} vs ${exact.join("/")}`).toBe(true);
          expect(BigInt(part.netMinor)).toBe(roundQ(q(BigInt(gross) * 100n, 100 + part.rate)));
          expect(part.vatMinor).toBeGreaterThanOrEqual(0);
          sum += gross;
        }
        expect(sum).toBe(totals.grandTotalMinor);
        expect(totals.vat.reduce((a, v) => a + v.vatMinor, 0)).toBe(totals.vatMinor);
      }),
      { numRuns: 1500 },
    );
  });
});

describe("cart totals, worked examples", () => {
  const line = (unitMinor: number, quantity: number, vatRate = 20, extra: Partial<Parameters<typeof computeCartTotals>[0]["lines"][number]> = {}) => ({
    unitMinor,
    personalizationMinor: 0,
    quantity,
    vatRate,
    campaignEligible: true,
    freeCargo: false,
    ...extra,
  });

  it("applies the campaign to eligible lines only, the coupon to the rest, and free cargo above the threshold", () => {
    const totals = computeCartTotals({
      lines: [line(100_000, 2), line(50_000, 1, 10, { campaignEligible: false, personalizationMinor: 1_000 })],
      giftPackageMinor: 4_990,
      campaign: { percent: 10, amountMinor: null, freeCargo: false },
      coupon: { percent: null, amountMinor: 25_000 },
      cargo: { priceMinor: 7_990, freeAboveMinor: 100_000 },
      doorFeeMinor: 2_990,
    });
    expect(totals).toMatchObject({
      linesMinor: 251_000,
      personalizationMinor: 1_000,
      campaignDiscountMinor: 20_000,
      couponDiscountMinor: 25_000,
      cargoMinor: 0,
      isCargoFree: true,
      grandTotalMinor: 251_000 - 20_000 - 25_000 + 4_990 + 2_990,
    });
    expect(totals.vat.map((v) => v.rate)).toEqual([10, 20]);
  });

  it("never discounts more than the goods and never goes negative", () => {
    const totals = computeCartTotals({
      lines: [line(1_000, 1)],
      giftPackageMinor: 0,
      campaign: { percent: null, amountMinor: 50_000, freeCargo: true },
      coupon: { percent: 100, amountMinor: null },
      cargo: { priceMinor: 7_990, freeAboveMinor: null },
      doorFeeMinor: 0,
    });
    expect(totals).toMatchObject({ campaignDiscountMinor: 1_000, couponDiscountMinor: 0, cargoMinor: 0, grandTotalMinor: 0, vatMinor: 0 });
  });

  it("rounds percent discounts half away from zero and splits by largest remainder", () => {
    expect(computeCartTotals({ lines: [line(5, 1)], giftPackageMinor: 0, campaign: { percent: 10, amountMinor: null, freeCargo: false }, coupon: null, cargo: null, doorFeeMinor: 0 }).campaignDiscountMinor).toBe(1);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(convertMinor(100_000, 1, 0.0236)).toBe(2_360);
    expect(convertMinor(2_360, 0.0236, 1)).toBe(100_000);
  });

  it("an empty cart costs nothing, whatever the cargo, gift or door fee", () => {
    const totals = computeCartTotals({ lines: [], giftPackageMinor: 4_990, campaign: null, coupon: null, cargo: { priceMinor: 7_990, freeAboveMinor: null }, doorFeeMinor: 2_990 });
    expect(totals).toMatchObject({ linesMinor: 0, cargoMinor: 0, giftPackageMinor: 0, doorFeeMinor: 0, grandTotalMinor: 0, isCargoFree: false, vat: [] });
  });
});
