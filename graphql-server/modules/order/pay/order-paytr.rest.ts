// GET /api/v1/payment/getPayTRIframeToken: the legacy way to pay through PayTR — the shopper's cart is checked and a
// PayTR payment started exactly as payPaytr starts it, and the answer is PayTR's iframe token (and its address) for
// the client to frame. A GET carries the pay fields in the query. The order is placed when PayTR's notification comes.
import { z } from "zod";
import type { Mutation, PaymentChallenge } from "../../../generated/resolvers-types.js";
import { toMajor } from "../../../core/money.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { payFields, payReply, payVariables, PLACE_ORDER } from "./order-pay.rest.js";

/** PayTR's token is the last segment of its iframe address. */
const tokenOf = (iframeUrl: string) => /\/odeme\/guvenli\/([A-Za-z0-9]+)$/.exec(iframeUrl)?.[1] ?? null;

export const paytrTokenRoutes: RestRoute[] = [
  /**
   * GET /api/v1/payment/getPayTRIframeToken?language&distance_sales=1&pre_information=1&idempotency_key&approved_total
   * — 200 {success:true, code:"payment_redirect", response:{token, iframe_url, reference, payment_amount}}; the same
   * key answers the same token while the payment waits. Refusals as payPaytr ({success:false, code, message, field}).
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/payment/getPayTRIframeToken",
    access: "shopper",
    query: z.object(payFields),
    document: PLACE_ORDER,
    variables: ({ query }, { language }) => ({
      language,
      input: { paymentMethod: "paytr", providerInput: { installments: 1 }, ...payVariables(query) },
    }),
    reply: (data: Pick<Mutation, "placeOrder">) => {
      if (data.placeOrder.__typename !== "PaymentChallenge") return payReply(data.placeOrder);
      const challenge = data.placeOrder as PaymentChallenge & { challengeUrl: string };
      return {
        body: {
          success: true,
          code: "payment_redirect",
          response: {
            token: tokenOf(challenge.challengeUrl),
            iframe_url: challenge.challengeUrl,
            reference: challenge.reference,
            payment_amount: toMajor(challenge.chargedMinor),
          },
        },
      };
    },
  }),
];
