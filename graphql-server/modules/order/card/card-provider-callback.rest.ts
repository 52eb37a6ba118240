// iyzico's webhook: a JSON post from iyzico's servers, signed in its X-IYZ-SIGNATURE-V3 header, sent 10–15 seconds
// after a payment step and again until it gets a 2xx. It goes to confirmProviderPayment like the browser's callback
// (decision 049): whichever comes first places the order, the other finds it paid. A webhook whose signature does not
// hold names no payment and gets 401, so a forger learns nothing and iyzico's own retries are unaffected.
import { z } from "zod";
import type { Mutation } from "../../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { WEBHOOK_SIGNATURE_FIELD } from "../../payment/index.js";

/** The webhook's fields, as text (iyzico sends the event time as a number). */
const field = z
  .union([z.string().max(128), z.number().transform(String)])
  .nullish()
  .transform((value) => value ?? "");

const webhookBody = z.object({
  paymentConversationId: field,
  merchantId: field,
  paymentId: field,
  status: field,
  iyziReferenceCode: field,
  iyziEventType: field,
  iyziEventTime: field,
});

export const cardProviderCallbackRoutes: RestRoute[] = [
  /**
   * POST /api/v1/payment/iyzicoWebhook — iyzico's webhook (body {paymentConversationId, merchantId, paymentId, status,
   * iyziReferenceCode, iyziEventType, iyziEventTime}; header X-IYZ-SIGNATURE-V3). 200 {success:true, status:"paid" |
   * "failed"} once the signature holds (iyzico stops retrying); 401 {success:false, code:"payment_failed"} otherwise.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/payment/iyzicoWebhook",
    access: "public",
    body: webhookBody,
    document: `mutation RestIyzicoWebhook($callback: [CallbackField!]!) {
      confirmProviderPayment(paymentCode: "iyzico", callback: $callback) { status reference code }
    }`,
    variables: ({ body }, request) => {
      const fields = Object.entries(body).map(([name, value]) => ({ name, value }));
      return { callback: [...fields, { name: WEBHOOK_SIGNATURE_FIELD, value: (request.header(WEBHOOK_SIGNATURE_FIELD) ?? "").slice(0, 128) }] };
    },
    reply: (data: Pick<Mutation, "confirmProviderPayment">) => {
      const { status, reference } = data.confirmProviderPayment;
      if (!reference) return { status: 401, body: { success: false, code: "payment_failed" } };
      return { body: { success: true, status: status.toLowerCase() } };
    },
  }),
];
