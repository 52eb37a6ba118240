// Cash on delivery (`door`): the shopper pays the courier in cash or by card at the door. Nothing is charged online;
// its service fee is added to shipping by the cart's totals, and the order starts as received.
import type { EntityManager } from "@mikro-orm/core";
import { OfflinePaymentProvider, type PlanResult } from "../../payment-provider.js";

export class CashOnDeliveryProvider extends OfflinePaymentProvider {
  readonly code = "door";
  readonly kind = "cash_on_delivery";

  async plan(_em: EntityManager, input: Record<string, unknown>, config: Record<string, unknown>): Promise<PlanResult> {
    const type = String(input.doorPaymentType ?? "").toLowerCase();
    const accepted = Array.isArray(config.doorPaymentTypes) ? (config.doorPaymentTypes as unknown[]) : ["cash", "card"];
    if ((type !== "cash" && type !== "card") || !accepted.includes(type)) return { code: "MISSING_INFORMATION", field: "doorPaymentType" };
    return { status: "received", codePrefix: "", doorPaymentType: type };
  }
}
