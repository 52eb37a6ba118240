// Installments: a card payment split into monthly parts, with the interest the acquirer states. The approve page and
// the provider compute the charged amount with this one function, so what the page shows is what is charged.
import { mulDivRound } from "./money.js";

export interface InstallmentOption {
  count: number;
  /** Interest on the whole amount in basis points (300 = 3 %). */
  interestBasisPoints: number;
}

/** The amount charged for a total paid in this option (minor units, rounded once), and one part of it. */
export function installmentCharge(totalMinor: number, option: InstallmentOption): { chargedMinor: number; perInstallmentMinor: number } {
  const chargedMinor = mulDivRound(totalMinor, 10_000 + option.interestBasisPoints, 10_000);
  return { chargedMinor, perInstallmentMinor: mulDivRound(chargedMinor, 1, option.count) };
}
