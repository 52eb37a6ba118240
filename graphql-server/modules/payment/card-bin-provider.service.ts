// A card's BIN and installment plans, asked of the card method's provider when it offers the query (iyzico does).
import type { EntityManager } from "@mikro-orm/core";
import type { BinInstallments } from "./card-provider.js";
import type { PaymentProviders } from "./payment-provider.js";
import { paymentMethodConfig } from "./payment.service.js";

const BIN = /^\d{6,8}$/;
const CURRENCY = /^[A-Z]{3}$/;

export async function cardBinInstallments(
  em: EntityManager,
  payments: PaymentProviders,
  input: { paymentCode: string; binNumber: string; amountMinor: number; currency: string },
): Promise<BinInstallments | null> {
  const provider = payments.findCard(input.paymentCode);
  if (!provider?.binInstallments || !BIN.test(input.binNumber) || !CURRENCY.test(input.currency)) return null;
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) return null;
  const config = await paymentMethodConfig(em, input.paymentCode);
  if (!config || !provider.accepts(config)) return null;
  return provider.binInstallments(config, input.binNumber, input.amountMinor, input.currency);
}
