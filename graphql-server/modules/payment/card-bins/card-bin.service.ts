// The card step's lookup: the card a BIN describes and the plans it gets for an amount. One answer for every card
// method: the method's provider's own BIN service when it has one (iyzico, PayTR) and knows the BIN, else the
// built-in table (card-bins/) with the plans the provider offers that card. Only the BIN ever reaches this
// function; the card number stays in the form that pays.
import type { EntityManager } from "@mikro-orm/core";
import type { CardBin, CardKind, CardScheme } from "../../../generated/resolvers-types.js";
import { operationError, type OperationErrorResult } from "../../../core/errors.js";
import { installmentCharge, installmentParts } from "../../../../shared/installments.js";
import { lookupBin } from "./bin-lookup.js";
import type { BinInstallments, CardPaymentProvider } from "../card-provider.js";
import type { PaymentProviders } from "../payment-provider.js";
import { paymentMethodConfig } from "../payment.service.js";

export type CardBinAnswer = (CardBin & { __typename: "CardBin" }) | OperationErrorResult;

const SCHEMES: Record<string, CardScheme> = {
  VISA: "VISA",
  MASTER_CARD: "MASTERCARD",
  MASTERCARD: "MASTERCARD",
  TROY: "TROY",
  AMEX: "AMEX",
  AMERICAN_EXPRESS: "AMEX",
};
const KINDS: Record<string, CardKind> = { CREDIT_CARD: "CREDIT", DEBIT_CARD: "DEBIT", PREPAID_CARD: "PREPAID" };

/** A provider's BIN answer in the card step's terms; the interest of each plan as the provider's totals state it. */
function fromProvider(answer: BinInstallments, amountMinor: number): CardBin {
  const upper = (text: string | null) => (text ?? "").toUpperCase().replace(/\s+/g, "_");
  return {
    scheme: SCHEMES[upper(answer.cardAssociation)] ?? lookupBin(answer.binNumber).scheme,
    bankName: answer.bankName,
    family: answer.cardFamily,
    kind: KINDS[upper(answer.cardType)] ?? null,
    installments: [...answer.plans]
      .sort((a, b) => a.count - b.count)
      .map((plan) => {
        // The parts by the shop's one rule, so they add up to the provider's total whatever its own rounding.
        const { firstMinor, restMinor } = installmentParts(plan.totalMinor, plan.count);
        return {
          count: plan.count,
          interestBasisPoints: amountMinor > 0 ? Math.round(((plan.totalMinor - amountMinor) * 10_000) / amountMinor) : 0,
          firstInstallmentMinor: firstMinor,
          perInstallmentMinor: restMinor,
          totalMinor: plan.totalMinor,
        };
      }),
  };
}

/** The built-in table's card with the plans the provider offers it. */
function fromTable(provider: CardPaymentProvider, config: Record<string, unknown>, bin: string, amountMinor: number): CardBin {
  const card = lookupBin(bin);
  const installments = provider
    .installmentOptions(config, card)
    .sort((a, b) => a.count - b.count)
    .map((option) => {
      const { chargedMinor, firstInstallmentMinor, perInstallmentMinor } = installmentCharge(amountMinor, option);
      return { count: option.count, interestBasisPoints: option.interestBasisPoints, firstInstallmentMinor, perInstallmentMinor, totalMinor: chargedMinor };
    });
  return { scheme: card.scheme, bankName: card.bank, family: card.family, kind: card.kind, installments };
}

export async function cardBinOf(
  em: EntityManager,
  payments: PaymentProviders,
  bin: string,
  amountMinor: number,
  paymentCode: string,
  currencyCode = "TRY",
): Promise<CardBinAnswer> {
  const provider = payments.findCard(paymentCode);
  const config = provider ? await paymentMethodConfig(em, paymentCode) : null;
  if (!provider || !config || !provider.accepts(config)) return operationError("PROVIDER_NOT_CONFIGURED", "paymentCode");
  const asked = provider.binInstallments && amountMinor > 0 ? await provider.binInstallments(config, bin, amountMinor, currencyCode) : null;
  if (!asked) return { __typename: "CardBin", ...fromTable(provider, config, bin, amountMinor) };
  const card = fromProvider(asked, amountMinor);
  // A provider whose card is typed on the shop's page is charged by the method's own table: a count the provider
  // knows but the table does not list would be refused at payment, so it is not offered.
  if (provider.startHosted) return { __typename: "CardBin", ...card };
  const charged = new Set(provider.installmentOptions(config).map((option) => option.count));
  return { __typename: "CardBin", ...card, installments: card.installments.filter((plan) => charged.has(plan.count)) };
}
