// Wire transfer (`wire_transfer`): the shopper sends the money to one of the shop's active bank accounts. The order
// waits in awaiting_payment with a JS number until the shop sees the transfer; the transfer's description must name
// the sender and the order number.
import type { EntityManager } from "@mikro-orm/core";
import { first } from "../../../../core/database.js";
import { translate } from "../../../../core/i18n.js";
import { OfflinePaymentProvider, type PlanResult } from "../../payment-provider.js";
import { paymentDatabase as db } from "../../payment.database.js";

export class WireTransferProvider extends OfflinePaymentProvider {
  readonly code = "wire_transfer";
  readonly kind = "bank_transfer";

  async plan(em: EntityManager, input: Record<string, unknown>): Promise<PlanResult> {
    const id = input.bankAccountId;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { code: "MISSING_INFORMATION", field: "bankAccountId" };
    const account = await first(em, db.selectFrom("bank_account").select("id").where("id", "=", id).where((eb) => eb.ref("is_active")));
    if (!account) return { code: "MISSING_INFORMATION", field: "bankAccountId" };
    return { status: "awaiting_payment", codePrefix: "JS", bankAccountId: id };
  }
}

/** What the transfer's description must carry: the sender's name and the order number. */
export const wireTransferInstructions = (language: string, senderName: string, orderCode: string): string =>
  translate(language, "payment", "wireTransfer.instructions", { name: senderName, code: orderCode });
