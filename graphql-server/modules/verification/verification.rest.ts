// The legacy /api/v1/sms routes: send a phone-confirmation code (the phone in the body) and check it (the code in
// the path, the phone in the body). Replies {success, code, message}; failures answer 200 with success false, as the
// legacy clients read them; too many attempts answer 429.
import { z } from "zod";
import type { Mutation } from "../../generated/resolvers-types.js";
import { translate } from "../../core/i18n.js";
import { legacyCode } from "../../core/errors.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { legacyBody, legacyChoice, pathText, queryText, textOrNumber } from "../../core/rest-input.js";

const ERROR_FIELDS = `... on OperationError { code message field } ... on FormError { code message field fields { field message } }`;

type Failure = { __typename?: "OperationError" | "FormError"; code: string; message: string; field?: string | null; fields?: { message: string }[] };

/** A result error as the legacy reply: a field's own message when there is one ("check your phone number"). */
const failureReply = (error: Failure) => ({
  body: { success: false, code: legacyCode(error.code), message: error.fields?.[0]?.message ?? error.message, field: error.field ?? null },
});

const sendBody = legacyBody(() => ({
  phone: textOrNumber,
  channel: legacyChoice({ sms: "SMS", whatsapp: "WHATSAPP" }),
}));
const checkBody = legacyBody(() => ({ phone: textOrNumber }));

export const verificationRoutes: RestRoute[] = [
  /**
   * POST /api/v1/sms/otp?date — sends a six-digit code to `phone` (body; Turkish mobile number) by SMS, or by
   * WhatsApp with `channel: "whatsapp"`. 200 {success:true, code:"code_sent", message, expires_at}; 200
   * {success:false, code:"code_not_sent"|"form_required_general_message", message, field}; 429 rate_limited.
   * `date` (a cache-buster of the legacy clients) is ignored.
   */
  defineRoute<Pick<Mutation, "sendPhoneCode">, Record<string, never>, { date?: string }, z.output<typeof sendBody>>({
    method: "POST",
    path: "/api/v1/sms/otp",
    access: "public",
    query: z.object({ date: queryText }),
    body: sendBody,
    document: `mutation RestSendPhoneCode($phone: String!, $channel: CodeChannel) {
      sendPhoneCode(phone: $phone, channel: $channel) { __typename ... on PhoneCodeSent { phone channel expiresAt } ${ERROR_FIELDS} }
    }`,
    variables: ({ body }) => ({ phone: body.phone ?? "", channel: body.channel ?? "SMS" }),
    reply: ({ sendPhoneCode: result }, request) =>
      result.__typename === "PhoneCodeSent"
        ? { body: { success: true, code: "code_sent", message: translate(request.language, "verification", "codeSent"), expires_at: result.expiresAt } }
        : failureReply(result as Failure),
  }),
  /**
   * POST /api/v1/sms/otpControl/{code} — checks the code sent to `phone` (body). 200 {success:true,
   * code:"code_accepted", message}; 200 {success:false, code:"wrong_code"|"timeout"|"form_required_general_message",
   * message, field}; 429 rate_limited.
   */
  defineRoute<Pick<Mutation, "checkPhoneCode">, { code: string }, Record<string, never>, z.output<typeof checkBody>>({
    method: "POST",
    path: "/api/v1/sms/otpControl/{code}",
    access: "public",
    params: z.object({ code: pathText }),
    body: checkBody,
    document: `mutation RestCheckPhoneCode($phone: String!, $code: String!) {
      checkPhoneCode(phone: $phone, code: $code) { __typename ... on PhoneCodeAccepted { phone } ${ERROR_FIELDS} }
    }`,
    variables: ({ params, body }) => ({ phone: body.phone ?? "", code: params.code }),
    reply: ({ checkPhoneCode: result }, request) =>
      result.__typename === "PhoneCodeAccepted"
        ? { body: { success: true, code: "code_accepted", message: translate(request.language, "verification", "codeAccepted") } }
        : failureReply(result as Failure),
  }),
];
