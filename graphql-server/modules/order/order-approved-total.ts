// What the shopper approved is what is charged. The approve page shows a grand total; between that page and the
// payment a coupon can be used up by other shoppers, a campaign can end, a price, the cargo fee or an exchange rate
// can change. Placing the order at a total nobody saw would be a silent change of the deal, so the total computed
// inside the order transaction (after the stock locks and the coupon claim) must equal the approved one.
import type { ErrorCode } from "../../generated/resolvers-types.js";

/** The input field a refusal names, so clients can tell "look at the new total" from other failures. */
export const APPROVED_TOTAL_FIELD = "approvedTotalMinor";

/**
 * Why the payable total is not the approved one, or null when it is (or when no total was approved: older REST
 * clients keep today's behaviour). A promotion that no longer applies explains the difference with its own code
 * (REACHED_MAXIMUM_USAGE, CAMPAIGN_NO_ADDED, …); anything else — a price, the cargo, a fee, a rate — is TOTAL_CHANGED.
 */
export function approvedTotalProblem(approvedMinor: number | null, payableMinor: number, promotionProblems: readonly { code: ErrorCode }[]): ErrorCode | null {
  if (approvedMinor === null || approvedMinor === payableMinor) return null;
  return promotionProblems[0]?.code ?? "TOTAL_CHANGED";
}
