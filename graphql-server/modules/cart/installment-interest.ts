// The installment interest of a card payment in several parts ("vade farkı", decision 094) as a line of the totals:
// what the card was charged is the grand total, so every page, mail, list, revenue figure and refund that reads the
// totals reads the charged amount. The interest is part of the sale's price, so it carries the VAT of what was sold:
// it is split over the VAT rates in proportion to each rate's gross (largest remainder, so the parts add up exactly)
// and each rate's net and VAT are worked out again from its new gross.
import type { CartTotalsResult } from "./cart-totals.js";
import { allocate, mulDivRound, SERVICE_VAT_RATE } from "./cart-totals.js";

/** The totals of a cart paid with `chargedMinor` (never less than its grand total): the difference is the interest. */
export function withInstallmentInterest<T extends CartTotalsResult>(totals: T, chargedMinor: number): T {
  const interestMinor = chargedMinor - totals.grandTotalMinor;
  if (!Number.isSafeInteger(chargedMinor) || interestMinor < 0) {
    throw new Error(`installment interest: charged ${chargedMinor} is below the grand total ${totals.grandTotalMinor}`);
  }
  const grossByRate = new Map(totals.vat.map((v) => [v.rate, v.netMinor + v.vatMinor]));
  // A total without any VAT line (nothing but zero-priced lines) still gets its interest taxed somewhere.
  if (grossByRate.size === 0 && interestMinor > 0) grossByRate.set(SERVICE_VAT_RATE, 0);
  const rates = [...grossByRate.keys()];
  const weights = rates.map((rate) => grossByRate.get(rate)!);
  const parts = weights.some((w) => w > 0) ? allocate(interestMinor, weights) : rates.map((_, i) => (i === 0 ? interestMinor : 0));
  const vat = rates.map((rate, i) => {
    const gross = grossByRate.get(rate)! + parts[i];
    const netMinor = mulDivRound(gross, 100, 100 + rate);
    return { rate, netMinor, vatMinor: gross - netMinor };
  });
  return {
    ...totals,
    vat,
    vatMinor: vat.reduce((s, v) => s + v.vatMinor, 0),
    installmentInterestMinor: interestMinor,
    grandTotalMinor: chargedMinor,
  };
}
