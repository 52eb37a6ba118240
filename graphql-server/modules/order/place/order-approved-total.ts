// What the shopper approved is what is charged. The approve page shows a grand total; between that page and the
// payment a coupon can be used up by other shoppers, a campaign can end, a price, the cargo fee or an exchange rate
// can change. Placing the order at a total nobody saw would be a silent change of the deal, so the total computed
// inside the order transaction (after the stock locks and the coupon claim) must equal the approved one.
//
// A client that sends no total (every legacy REST client) cannot be held to one, but it asked for the promotions on
// its cart: when one of them no longer applies, placing the order without it would charge more than the client was
// told, so the order is refused with the promotion's own code and the cart kept (docs/decisions/096).
import type { ErrorCode } from "../../../generated/resolvers-types.js";

/** The input field a refusal names, so clients can tell "look at the new total" from other failures. */
export const APPROVED_TOTAL_FIELD = "approvedTotalMinor";

/** The field of a refusal for a promotion on the cart that no longer applies (the cart lists them: promotionProblems). */
export const PROMOTIONS_FIELD = "promotions";

/**
 * Why the order may not be placed at the payable total, or null when it may. With an approved total: a different
 * payable total, explained by the first promotion that no longer applies (REACHED_MAXIMUM_USAGE, CAMPAIGN_NO_ADDED, …)
 * or else TOTAL_CHANGED (a price, the cargo, a fee, a rate). Without one: the first promotion that no longer applies.
 */
export function approvedTotalProblem(
  approvedMinor: number | null,
  payableMinor: number,
  promotionProblems: readonly { code: ErrorCode }[],
): { code: ErrorCode; field: string } | null {
  if (approvedMinor === null) return promotionProblems[0] ? { code: promotionProblems[0].code, field: PROMOTIONS_FIELD } : null;
  if (approvedMinor === payableMinor) return null;
  return { code: promotionProblems[0]?.code ?? "TOTAL_CHANGED", field: APPROVED_TOTAL_FIELD };
}
