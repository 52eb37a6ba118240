// The installment interest added to an order's totals (decision 094), pure: for any cart and any charge at or above
// its total, the interest is the difference, the grand total is the charge, and the VAT lines still add up to it —
// the interest split over the rates in proportion to their gross, each rate's VAT worked out again from its gross.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeCartTotals } from "../../graphql-server/modules/cart/cart-totals.js";
import { withInstallmentInterest } from "../../graphql-server/modules/cart/index.js";

const lineArb = fc.record({
  unitMinor: fc.integer({ min: 0, max: 5_000_000 }),
  personalizationMinor: fc.constant(0),
  quantity: fc.integer({ min: 1, max: 5 }),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  campaignEligible: fc.constant(false),
  freeCargo: fc.boolean(),
});

describe("the installment interest as a line of the totals", () => {
  it("makes the charge the grand total, the difference the interest, and keeps the VAT lines adding up to it", () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 9_990 }), (lines, bp, cargo) => {
        const totals = computeCartTotals({ lines, giftPackageMinor: 0, campaign: null, coupon: null, cargo: { priceMinor: cargo, freeAboveMinor: null }, doorFeeMinor: 0 });
        const charged = Math.round((totals.grandTotalMinor * (10_000 + bp)) / 10_000);
        const withInterest = withInstallmentInterest(totals, charged);
        expect(withInterest.installmentInterestMinor).toBe(charged - totals.grandTotalMinor);
        expect(withInterest.grandTotalMinor).toBe(charged);
        expect(withInterest.vat.reduce((sum, v) => sum + v.netMinor + v.vatMinor, 0)).toBe(charged);
        expect(withInterest.vatMinor).toBe(withInterest.vat.reduce((sum, v) => sum + v.vatMinor, 0));
        // Everything but the interest, the VAT and the grand total is the cart's.
        expect({ ...withInterest, vat: totals.vat, vatMinor: totals.vatMinor, installmentInterestMinor: 0, grandTotalMinor: totals.grandTotalMinor }).toEqual(totals);
      }),
    );
  });

  it("splits the interest over the rates by their gross: 10.199,70 TL half at 20 %, half at 10 %, charged 10.811,68", () => {
    const line = (vatRate: number) => ({ unitMinor: 509_985, personalizationMinor: 0, quantity: 1, vatRate, campaignEligible: false, freeCargo: true });
    const totals = computeCartTotals({ lines: [line(20), line(10)], giftPackageMinor: 0, campaign: null, coupon: null, cargo: null, doorFeeMinor: 0 });
    const withInterest = withInstallmentInterest(totals, 1_081_168);
    expect(withInterest.installmentInterestMinor).toBe(61_198);
    // 61.198 kuruş in two equal halves: 30.599 on each rate's 509.985.
    expect(withInterest.vat).toEqual([
      { rate: 10, netMinor: 491_440, vatMinor: 49_144 },
      { rate: 20, netMinor: 450_487, vatMinor: 90_097 },
    ]);
  });

  it("refuses a charge below the grand total: the card cannot have been charged less than the order", () => {
    const totals = computeCartTotals({
      lines: [{ unitMinor: 10_000, personalizationMinor: 0, quantity: 1, vatRate: 20, campaignEligible: false, freeCargo: true }],
      giftPackageMinor: 0,
      campaign: null,
      coupon: null,
      cargo: null,
      doorFeeMinor: 0,
    });
    expect(() => withInstallmentInterest(totals, 9_999)).toThrow(/below the grand total/);
  });
});
