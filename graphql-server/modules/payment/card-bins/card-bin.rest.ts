// /api/v1 card BIN queries of the card providers that offer one (iyzico, PayTR): the same legacy shape for both.
import { z } from "zod";
import type { CardBin, OperationError, Query } from "../../../generated/resolvers-types.js";
import { legacyUserError } from "../../../core/errors.js";
import { toMajor } from "../../../core/money.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { firstGiven, legacyBody, legacyMoney, legacyText } from "../../../core/rest-input.js";

/** The card step's names in the legacy reply's (iyzico's) spelling. */
const LEGACY_TYPE = { CREDIT: "CREDIT_CARD", DEBIT: "DEBIT_CARD", PREPAID: "PREPAID_CARD" } as const;
const LEGACY_ASSOCIATION = { VISA: "VISA", MASTERCARD: "MASTER_CARD", TROY: "TROY", AMEX: "AMERICAN_EXPRESS" } as const;

const legacyBin = (binNumber: string, card: CardBin) => ({
  bin_number: binNumber,
  card_type: card.kind ? LEGACY_TYPE[card.kind] : null,
  card_association: card.scheme ? LEGACY_ASSOCIATION[card.scheme] : null,
  card_family: card.family ?? null,
  bank_name: card.bankName ?? null,
  bank_code: null,
  commercial: false,
  force3ds: true,
  installment_prices: card.installments.map((plan) => ({
    installment_number: plan.count,
    total_price: toMajor(plan.totalMinor),
    installment_price: toMajor(plan.perInstallmentMinor),
  })),
});

/**
 * POST /api/v1/payment/{provider}QueryInstallmentAndBin?language — body {bin_number (or binNumber, or card_number: its
 * first 8 digits), price (major units, the amount to split), currency (default TRY)}. 200 {success:true, response:
 * {bin_number, card_type, card_association, card_family, bank_name, bank_code, commercial, force3ds,
 * installment_prices:[{installment_number, total_price, installment_price}]}}; response null when the provider does
 * not know the BIN and the shop's table does not either (answered from the provider's BIN service when it knows the
 * BIN, else from the table, as the card step's cardBin is). A BIN that is not 6–8 digits or a missing price: 400 bad_user_input.
 */
const binRoute = (path: string, paymentCode: string): RestRoute =>
  defineRoute({
    method: "POST",
    path,
    access: "shopper",
    body: legacyBody(
      () => ({
        bin_number: z.string().regex(/^\d{6,8}$/),
        price: legacyMoney.pipe(z.number().int().positive()),
        currency: legacyText(3),
      }),
      (b) => {
        const card = firstGiven(b, "card_number", "cardNumber");
        const fromCard = typeof card === "string" ? card.replace(/[\s-]/g, "").slice(0, 8) : undefined;
        return { ...b, bin_number: firstGiven(b, "bin_number", "binNumber") ?? fromCard, price: firstGiven(b, "price", "amount") };
      },
    ),
    document: `query RestProviderBin($paymentCode: String!, $bin: String!, $amountMinor: Money!, $currency: String) {
      cardBin(paymentCode: $paymentCode, bin: $bin, amountMinor: $amountMinor, currency: $currency) {
        __typename
        ... on CardBin { scheme bankName family kind installments { count totalMinor perInstallmentMinor } }
        ... on OperationError { code message field }
      }
    }`,
    variables: ({ body }) => ({ paymentCode, bin: body.bin_number, amountMinor: body.price, currency: body.currency?.toUpperCase() ?? null }),
    reply: (data: Pick<Query, "cardBin">, _request, { body }) => {
      const answer = data.cardBin;
      if (answer.__typename === "OperationError") return { body: legacyUserError(answer as OperationError) };
      const card = answer as CardBin;
      // A BIN neither the provider nor the shop's table knows anything of: no card to describe.
      return { body: { success: true, response: card.scheme || card.bankName ? legacyBin(body.bin_number, card) : null } };
    },
  });

export const cardBinRoutes: RestRoute[] = [
  binRoute("/api/v1/payment/iyzicoQueryInstallmentAndBin", "iyzico"),
  binRoute("/api/v1/payment/paytrQueryInstallmentAndBin", "paytr"),
];
