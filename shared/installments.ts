// Installments: a card payment split into monthly parts, with the interest the acquirer states. The approve page and
// the provider compute the charged amount with this one function, so what the page shows is what is charged.
import { mulDivRound } from "./money.js";

export interface InstallmentOption {
  count: number;
  /** Interest on the whole amount in basis points (300 = 3 %). */
  interestBasisPoints: number;
}

/**
 * The parts of a charged amount paid in `count` installments, adding up to it exactly: every part is the amount
 * divided by the count rounded down to the minor unit, and the first carries the remainder (at most count − 1
 * minor units more), as card issuers bill it.
 */
export function installmentParts(chargedMinor: number, count: number): { firstMinor: number; restMinor: number } {
  const parts = Math.max(1, Math.trunc(count));
  const restMinor = Math.floor(chargedMinor / parts);
  return { firstMinor: chargedMinor - restMinor * (parts - 1), restMinor };
}

/**
 * The amount charged for a total paid in this option (minor units, rounded once) and its parts: the first
 * installment, and each of the others (installmentParts).
 */
export function installmentCharge(
  totalMinor: number,
  option: InstallmentOption,
): { chargedMinor: number; firstInstallmentMinor: number; perInstallmentMinor: number } {
  const chargedMinor = mulDivRound(totalMinor, 10_000 + option.interestBasisPoints, 10_000);
  const { firstMinor, restMinor } = installmentParts(chargedMinor, option.count);
  return { chargedMinor, firstInstallmentMinor: firstMinor, perInstallmentMinor: restMinor };
}
