// The card step's BIN: the only part of a card number that ever leaves the card form before "Place order". Pure, for
// the browser (what to look up as the number is typed) and the server (the no-JavaScript "show installments" post).
import { cardDigits } from "../../shared/card";

/** Up to the first 8 digits once at least 6 are typed; null while there are fewer (or other characters). */
export function binOf(number: string): string | null {
  const digits = cardDigits(number);
  return /^\d{6,}$/.test(digits) ? digits.slice(0, 8) : null;
}

export type CardSchemeName = "VISA" | "MASTERCARD" | "TROY" | "AMEX";
export type CardKindName = "CREDIT" | "DEBIT" | "PREPAID";

/** One plan as the card step lists it: the amounts computed by the server for the approved total. */
export interface CardPlan {
  count: number;
  interestBasisPoints: number;
  /** The first part carries the remainder of the division, so the parts add up to the total exactly. */
  firstInstallmentMinor: number;
  perInstallmentMinor: number;
  totalMinor: number;
}

/** What the lookup answered for the card being typed. */
export interface CardBinView {
  scheme: CardSchemeName | null;
  bankName: string | null;
  family: string | null;
  kind: CardKindName | null;
  installments: CardPlan[];
}

/** The schemes' names as printed on cards (the same in every language). */
export const SCHEME_NAMES: Record<CardSchemeName, string> = { VISA: "Visa", MASTERCARD: "Mastercard", TROY: "Troy", AMEX: "American Express" };

/** The plan every card has. */
export const SINGLE_PAYMENT = 1;

/** Before the card is known: one payment of the total, the plan every card has. */
export const singlePlan = (totalMinor: number): CardPlan => ({
  count: SINGLE_PAYMENT,
  interestBasisPoints: 0,
  firstInstallmentMinor: totalMinor,
  perInstallmentMinor: totalMinor,
  totalMinor,
});

/** The plans to offer: the card's, else the single payment. */
export const plansOf = (view: CardBinView | null, totalMinor: number): CardPlan[] => (view?.installments.length ? view.installments : [singlePlan(totalMinor)]);

/** The chosen plan when the card offers it, else the first (the single payment). */
export const chosenPlan = (plans: CardPlan[], chosen: number): CardPlan => plans.find((plan) => plan.count === chosen) ?? plans[0];
