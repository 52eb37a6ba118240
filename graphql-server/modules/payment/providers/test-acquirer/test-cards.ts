// The test acquirer's cards: the number decides how a payment ends, as a sandbox of a real acquirer does. Any expiry
// in the future, any three-digit CVV, any holder name; the 3-D Secure password is TEST_PASSWORD. Listed on the
// challenge page and in README.md; a number not listed here is declined, so real cards never "work" by accident.
import { cardDigits } from "../../../../../shared/card.js";

export type TestCardBehaviour = "success" | "decline" | "3ds_fail" | "insufficient_funds" | "no_refund";

export const TEST_PASSWORD = "123456";

export const TEST_CARDS: readonly { number: string; behaviour: TestCardBehaviour }[] = [
  { number: "4111 1111 1111 1111", behaviour: "success" },
  { number: "5555 5555 5555 4444", behaviour: "success" },
  { number: "4000 0000 0000 0002", behaviour: "decline" },
  { number: "4000 0000 0000 9995", behaviour: "insufficient_funds" },
  { number: "4000 0000 0000 3063", behaviour: "3ds_fail" },
  { number: "4000 0000 0000 0077", behaviour: "no_refund" },
];

export function behaviourOf(number: string): TestCardBehaviour {
  const digits = cardDigits(number);
  return TEST_CARDS.find((card) => cardDigits(card.number) === digits)?.behaviour ?? "decline";
}
