// The card step's lookup: the card a BIN describes and the plans the payment method's provider offers it for an
// amount. Only the BIN ever reaches this function; the card number stays in the form that pays.
import type { EntityManager } from "@mikro-orm/core";
import type { CardBin } from "../../generated/resolvers-types.js";
import { operationError, type OperationErrorResult } from "../../core/errors.js";
import { installmentCharge } from "../../../shared/installments.js";
import { lookupBin } from "./card-bins/bin-lookup.js";
import type { PaymentProviders } from "./payment-provider.js";
import { paymentMethodConfig } from "./payment.service.js";

export type CardBinAnswer = (CardBin & { __typename: "CardBin" }) | OperationErrorResult;

export async function cardBinOf(em: EntityManager, payments: PaymentProviders, bin: string, amountMinor: number, paymentCode: string): Promise<CardBinAnswer> {
  const provider = payments.findCard(paymentCode);
  const config = provider ? await paymentMethodConfig(em, paymentCode) : null;
  if (!provider || !config || !provider.accepts(config)) return operationError("PROVIDER_NOT_CONFIGURED", "paymentCode");
  const card = lookupBin(bin);
  const installments = provider
    .installmentOptions(config, card)
    .sort((a, b) => a.count - b.count)
    .map((option) => {
      const { chargedMinor, perInstallmentMinor } = installmentCharge(amountMinor, option);
      return { count: option.count, interestBasisPoints: option.interestBasisPoints, perInstallmentMinor, totalMinor: chargedMinor };
    });
  return { __typename: "CardBin", scheme: card.scheme, bankName: card.bank, family: card.family, kind: card.kind, installments };
}
