// The two methods of issue 4: cash on delivery (`door`: cash or card at the door; its service fee is added to
// shipping by the cart totals) and wire transfer (`wire_transfer`: into one of the shop's active bank accounts;
// the order waits in awaiting_payment with a JS number, spec §3/§5).
import type { EntityManager } from "@mikro-orm/core";
import { sql } from "../catalog/catalog.sql.js";
import { OfflinePaymentProvider, registerPaymentProvider, type PaymentPlan } from "./payment-provider.js";
import type { ErrorCode } from "../../generated/resolvers-types.js";

type PlanResult = PaymentPlan | { code: ErrorCode; field: string };

export class DoorPaymentProvider extends OfflinePaymentProvider {
  readonly code = "door";

  async plan(_em: EntityManager, input: Record<string, unknown>, config: Record<string, unknown>): Promise<PlanResult> {
    const type = String(input.doorPaymentType ?? "").toLowerCase();
    const accepted = Array.isArray(config.doorPaymentTypes) ? (config.doorPaymentTypes as unknown[]) : ["cash", "card"];
    if ((type !== "cash" && type !== "card") || !accepted.includes(type)) return { code: "MISSING_INFORMATION", field: "doorPaymentType" };
    return { status: "received", codePrefix: "", doorPaymentType: type };
  }
}

export class WireTransferPaymentProvider extends OfflinePaymentProvider {
  readonly code = "wire_transfer";

  async plan(em: EntityManager, input: Record<string, unknown>): Promise<PlanResult> {
    const id = input.bankAccountId;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { code: "MISSING_INFORMATION", field: "bankAccountId" };
    const rows = await sql(em, `select id from bank_account where id = ? and is_active`, [id]);
    if (!rows.length) return { code: "MISSING_INFORMATION", field: "bankAccountId" };
    return { status: "awaiting_payment", codePrefix: "JS", bankAccountId: id };
  }
}

registerPaymentProvider(new DoorPaymentProvider());
registerPaymentProvider(new WireTransferPaymentProvider());

const INSTRUCTIONS: Record<string, (name: string, code: string) => string> = {
  tr: (name, code) => `Havale/EFT açıklamasına gönderen adını (${name}) ve sipariş numaranızı (${code}) yazınız.`,
  en: (name, code) => `Write the sender's name (${name}) and the order number (${code}) in the transfer description.`,
  ar: (name, code) => `اكتب اسم المرسل (${name}) ورقم الطلب (${code}) في وصف التحويل.`,
};

/** What the wire transfer's description must carry: the sender's name and the order number (spec §5). */
export function wireTransferInstructions(language: string, senderName: string, orderCode: string): string {
  return (INSTRUCTIONS[language] ?? INSTRUCTIONS.tr)(senderName, orderCode);
}
