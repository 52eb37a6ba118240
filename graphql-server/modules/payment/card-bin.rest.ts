// /api/v1 card BIN queries of the card providers that offer one (iyzico, PayTR): the same legacy shape for both.
import { z } from "zod";
import type { CardBinInstallments, Query } from "../../generated/resolvers-types.js";
import { toMajor } from "../../core/money.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyMoney, legacyText } from "../../core/rest-input.js";

const legacyBin = (info: CardBinInstallments) => ({
  bin_number: info.binNumber,
  card_type: info.cardType ?? null,
  card_association: info.cardAssociation ?? null,
  card_family: info.cardFamily ?? null,
  bank_name: info.bankName ?? null,
  bank_code: info.bankCode ?? null,
  commercial: info.commercial,
  force3ds: info.force3ds,
  installment_prices: info.plans.map((plan) => ({
    installment_number: plan.count,
    total_price: toMajor(plan.totalMinor),
    installment_price: toMajor(plan.installmentMinor),
  })),
});

/**
 * POST /api/v1/payment/{provider}QueryInstallmentAndBin?language — body {bin_number (or binNumber, or card_number: its
 * first 8 digits), price (major units, the amount to split), currency (default TRY)}. 200 {success:true, response:
 * {bin_number, card_type, card_association, card_family, bank_name, bank_code, commercial, force3ds,
 * installment_prices:[{installment_number, total_price, installment_price}]}}; response null when the provider does
 * not know the BIN or cannot be asked. A BIN that is not 6–8 digits or a missing price: 400 bad_user_input.
 */
const binRoute = (path: string, paymentCode: string): RestRoute =>
  defineRoute({
    method: "POST",
    path,
    access: "shopper",
    body: legacyBody(
      {
        bin_number: z.string().regex(/^\d{6,8}$/),
        price: legacyMoney.pipe(z.number().int().positive()),
        currency: legacyText(3),
      },
      (b) => {
        const card = firstGiven(b, "card_number", "cardNumber");
        const fromCard = typeof card === "string" ? card.replace(/[\s-]/g, "").slice(0, 8) : undefined;
        return { ...b, bin_number: firstGiven(b, "bin_number", "binNumber") ?? fromCard, price: firstGiven(b, "price", "amount") };
      },
    ),
    document: `query RestProviderBin($paymentCode: String!, $binNumber: String!, $amountMinor: Money!, $currency: String) {
      cardBinInstallments(paymentCode: $paymentCode, binNumber: $binNumber, amountMinor: $amountMinor, currency: $currency) {
        binNumber cardType cardAssociation cardFamily bankName bankCode commercial force3ds plans { count totalMinor installmentMinor }
      }
    }`,
    variables: ({ body }) => ({ paymentCode, binNumber: body.bin_number, amountMinor: body.price, currency: body.currency?.toUpperCase() ?? null }),
    reply: (data: Pick<Query, "cardBinInstallments">) => ({
      body: { success: true, response: data.cardBinInstallments ? legacyBin(data.cardBinInstallments) : null },
    }),
  });

export const cardBinRoutes: RestRoute[] = [
  binRoute("/api/v1/payment/iyzicoQueryInstallmentAndBin", "iyzico"),
  binRoute("/api/v1/payment/paytrQueryInstallmentAndBin", "paytr"),
];
