// The test acquirer's installment table, as a Turkish acquirer's sandbox states one: every credit card pays in one
// payment, 3 or 6; the long plans (9 and 12) belong to the big loyalty families' campaigns; debit and prepaid cards
// have no installments. The interest belongs to the count, never to the family, so a plan's charged amount is the
// same whichever card chose it (the order side checks the count against the whole table and charges by it; `start`
// checks that the card itself offers it).
import type { InstallmentOption } from "../../../../../shared/installments.js";
import type { CardBinInfo } from "../../card-bins/index.js";

const SINGLE: InstallmentOption = { count: 1, interestBasisPoints: 0 };
const SHORT: readonly InstallmentOption[] = [SINGLE, { count: 3, interestBasisPoints: 300 }, { count: 6, interestBasisPoints: 600 }];
const LONG: readonly InstallmentOption[] = [...SHORT, { count: 9, interestBasisPoints: 900 }, { count: 12, interestBasisPoints: 1200 }];

/** The families whose campaigns add 9 and 12 installments. */
export const LONG_PLAN_FAMILIES: readonly string[] = ["Bonus", "World", "Maximum"];

/** Every plan some card may get: what the method lists, and what the order side checks a chosen count against. */
export const TEST_INSTALLMENTS: readonly InstallmentOption[] = LONG;

/** The plans one card gets by what its BIN says; an unknown BIN is taken for a plain credit card. */
export function testInstallmentsFor(card: CardBinInfo): InstallmentOption[] {
  if (card.kind === "DEBIT" || card.kind === "PREPAID") return [SINGLE];
  return [...(card.family && LONG_PLAN_FAMILIES.includes(card.family) ? LONG : SHORT)];
}
