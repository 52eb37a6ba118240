// Reading PayTR's answers: which of the shop's error codes a failed notification is, and the amounts its status
// query reports.
import type { ErrorCode } from "../../../../generated/resolvers-types.js";
import type { PaytrAnswer } from "./client.js";
import { parseDecimalAmount } from "./signing.js";

/** PayTR's failed_reason_code values the shopper can act on; anything else is a plain payment failure. */
const FAILED_REASONS: Record<string, ErrorCode> = {
  "2": "THREE_D_SECURE_FAILED",
  "3": "CARD_DECLINED",
  "11": "INSUFFICIENT_FUNDS",
};

export const failedReasonCode = (code: string | undefined): ErrorCode => FAILED_REASONS[code ?? ""] ?? "PAYMENT_FAILED";

/** A status query's paid and refunded amounts (minor units); null when the answer is not a paid payment. */
export function statusAmounts(answer: PaytrAnswer | null): { paidMinor: number; refundedMinor: number } | null {
  if (answer?.status !== "success") return null;
  const paidMinor = parseDecimalAmount(answer.payment_total ?? answer.payment_amount);
  if (paidMinor === null) return null;
  const returns = Array.isArray(answer.returns) ? (answer.returns as unknown[]) : [];
  let refundedMinor = 0;
  for (const entry of returns) {
    const amount = entry && typeof entry === "object" ? parseDecimalAmount((entry as PaytrAnswer).return_amount) : null;
    if (amount === null) return null;
    refundedMinor += amount;
  }
  return { paidMinor, refundedMinor };
}
