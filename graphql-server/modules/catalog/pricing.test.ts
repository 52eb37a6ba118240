// The price rules (display, rule and extra-discount prices; discount and rounding helpers) on worked numbers, in
// minor units.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyAmountDiscount, applyPercentDiscount, clampPercent } from "../../core/money.js";
import { displayPrice, percentBelow, rulePrice, withoutVat } from "./pricing.js";
import { round2, toMajor, toMinor } from "../../core/money.js";

describe("display price", () => {
  it("above 15,000 TL with no discount and not on sale: price × 0.95 + 588", () => {
    // 20,000 TL → 19,588 TL; extra discount × 0.9 → 17,629.20 TL; shown percent 12 (11.854 rounded).
    expect(displayPrice({ sellingMinor: 2_000_000 })).toEqual({
      displayMinor: 1_958_800,
      crossedOutMinor: 2_000_000,
      onSale: false,
      discountPercent: 2,
      extraDiscountMinor: 1_762_920,
      extraDiscountPercent: 12,
    });
    expect(rulePrice(1_600_000)).toBe(1_578_800); // 16,000 → 15,788
  });

  it("exactly 15,000 TL is not above the threshold", () => {
    const p = displayPrice({ sellingMinor: 1_500_000 });
    expect(p.displayMinor).toBe(1_500_000);
    expect(p.crossedOutMinor).toBeNull();
    expect(p.extraDiscountMinor).toBe(1_350_000);
    expect(p.extraDiscountPercent).toBe(10);
    expect(displayPrice({ sellingMinor: 1_500_001 }).displayMinor).toBe(rulePrice(1_500_001));
  });

  it("a discounted price wins over the rule and sets on_sale", () => {
    const p = displayPrice({ sellingMinor: 2_000_000, discountedMinor: 1_800_000 });
    expect(p).toMatchObject({ displayMinor: 1_800_000, crossedOutMinor: 2_000_000, onSale: true, discountPercent: 10 });
    expect(p.extraDiscountMinor).toBe(1_620_000);
    expect(p.extraDiscountPercent).toBe(19); // 19.0
  });

  it("the lower of discounted and campaign price applies; an offer not below the price is ignored", () => {
    expect(displayPrice({ sellingMinor: 100_000, discountedMinor: 90_000, campaignMinor: 85_000 }).displayMinor).toBe(85_000);
    expect(displayPrice({ sellingMinor: 100_000, discountedMinor: 120_000 })).toMatchObject({ displayMinor: 100_000, onSale: false });
  });

  it("the shown percent is rounded and never below 0", () => {
    expect(percentBelow(1000, 1200)).toBe(0);
    expect(percentBelow(0, 0)).toBe(0);
    expect(percentBelow(300, 200)).toBe(33);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), fc.option(fc.integer({ min: 0, max: 10_000_000_000 })), (selling, discounted) => {
        const p = displayPrice({ sellingMinor: selling, discountedMinor: discounted });
        expect(p.extraDiscountPercent).toBeGreaterThanOrEqual(0);
        expect(p.extraDiscountPercent).toBeLessThanOrEqual(100);
        expect(Number.isInteger(p.displayMinor) && Number.isInteger(p.extraDiscountMinor)).toBe(true);
        expect(p.extraDiscountMinor).toBeLessThanOrEqual(p.displayMinor);
      }),
    );
  });
});

describe("discount and rounding helpers", () => {
  it("clamps discount percent to 0–100", () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(applyPercentDiscount(10_000, 150)).toBe(0);
    expect(applyPercentDiscount(10_000, -10)).toBe(10_000);
    expect(applyPercentDiscount(999, 15)).toBe(849); // 849.15 → 849
  });

  it("an amount discount floors at 0", () => {
    expect(applyAmountDiscount(5_000, 7_500)).toBe(0);
    expect(applyAmountDiscount(5_000, 1_250)).toBe(3_750);
  });

  it("rounds to 2 decimals half away from zero", () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(17629.2)).toBe(17629.2);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMajor(1_958_800)).toBe(19588);
    expect(withoutVat(12_000, 20)).toBe(10_000);
  });
});
