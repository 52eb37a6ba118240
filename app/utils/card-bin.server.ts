// The card step's BIN lookup for the storefront's server: the resource route the card form's script calls as the
// number is typed, and the approve page's "show installments" post without JavaScript. Both send the BIN only.
import type { AppLoadContext } from "@remix-run/node";
import type { CardBinView } from "~/domain/card-bin";
import { graphql } from "~/graphql/generated";
import { graphQLErrorCode, runQuery } from "~/utils/graphql.server";
import { errorText } from "~/utils/member-actions.server";
import type { Locale } from "~/utils/locale";

export type CardBinAnswer = { card: CardBinView; error?: undefined } | { card?: undefined; error: string };

/** The card a BIN describes and its plans for the amount; a refusal (too many lookups, no card provider) as its message. */
export async function lookUpCardBin(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  { bin, amountMinor, paymentCode }: { bin: string; amountMinor: number; paymentCode: string },
): Promise<CardBinAnswer> {
  try {
    const { cardBin } = await runQuery(request, context, CardBinDocument, { bin, amountMinor, paymentCode });
    if (cardBin.__typename === "OperationError") return { error: await errorText(locale, cardBin.code) };
    const { __typename: _type, ...card } = cardBin;
    return { card };
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code !== "RATE_LIMITED" && code !== "BAD_USER_INPUT") throw error;
    return { error: await errorText(locale, code === "RATE_LIMITED" ? "rate_limited" : "bad_user_input") };
  }
}

const CardBinDocument = graphql(`
  query CheckoutCardBin($bin: String!, $amountMinor: Money!, $paymentCode: String) {
    cardBin(bin: $bin, amountMinor: $amountMinor, paymentCode: $paymentCode) {
      __typename
      ... on CardBin {
        scheme
        bankName
        family
        kind
        installments {
          count
          interestBasisPoints
          firstInstallmentMinor
          perInstallmentMinor
          totalMinor
        }
      }
      ... on OperationError {
        code
      }
    }
  }
`);
