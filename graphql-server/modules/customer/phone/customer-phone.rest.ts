// The legacy /api/v1/customerToken routes of signing in by a code to the phone (docs/decisions/043). Bodies:
//   loginPhone {phone}            → an SMS code to the member's phone          {success, code:"code_sent", message, expires_at}
//   loginPhone {phone, code}      → signs in with that SMS code                {success, code:"successfully_login", token, expires_at, user}
//   sendOtpWhatsapp {phone}       → a WhatsApp code to the member's phone      (as loginPhone {phone})
//   loginWhatsapp {phone, code}   → signs in with that WhatsApp code           (as loginPhone {phone, code})
//   controlWhatsapOTP {phone, code} → confirms the phone with the WhatsApp code, no session {success, code:"code_accepted", message}
// Failures answer 200 {success:false, code (wrong_code, timeout, code_not_sent, form_required_general_message),
// message, field}, as the legacy clients read them; too many attempts 429.
import type { CustomerSession, Mutation } from "../../../generated/resolvers-types.js";
import { legacyCode } from "../../../core/errors.js";
import { translate } from "../../../core/i18n.js";
import { defineRoute, type RestRoute } from "../../../core/rest.js";
import { legacyBody, textOrNumber } from "../../../core/rest-input.js";
import { legacySession } from "../customer.rest.js";

const ERROR_FIELDS = `... on OperationError { code message field } ... on FormError { code message field fields { field message } }`;
const SESSION = `... on CustomerSession { token expiresAt customer { id firstName lastName } }`;

type Failure = { code: string; message: string; field?: string | null; fields?: { message: string }[] };
type Result = { __typename?: string } & Partial<Failure>;

/** A failure as the legacy reply: a field's own message when there is one ("check your phone number"). */
const failureReply = (error: Failure) => ({
  body: { success: false, code: legacyCode(error.code), message: error.fields?.[0]?.message ?? error.message, field: error.field ?? null },
});

const codeSentReply = (result: Result & { expiresAt?: string }, language: string) =>
  result.__typename === "PhoneCodeSent"
    ? { body: { success: true, code: "code_sent", message: translate(language, "verification", "codeSent"), expires_at: result.expiresAt } }
    : failureReply(result as Failure);

const sessionReply = (result: Result) =>
  result.__typename === "CustomerSession"
    ? { body: { success: true, code: "successfully_login", ...legacySession(result as unknown as Parameters<typeof legacySession>[0]) } }
    : failureReply(result as Failure);

const phoneBody = legacyBody(() => ({ phone: textOrNumber }));
const phoneCodeBody = legacyBody(() => ({ phone: textOrNumber, code: textOrNumber }));

const SEND = (channel: string) => `sendLoginCode(phone: $phone, channel: ${channel}, language: $language) {
  __typename ... on PhoneCodeSent { phone channel expiresAt } ${ERROR_FIELDS} }`;
const LOGIN = (channel: string) => `loginWithCode(phone: $phone, code: $code, channel: ${channel}, language: $language) {
  __typename ${SESSION} ${ERROR_FIELDS} }`;

type SentData = { sendLoginCode?: Result & { expiresAt?: string } };
type LoginData = { loginWithCode?: Result & Partial<CustomerSession> };

export const customerPhoneRoutes: RestRoute[] = [
  /** POST /api/v1/customerToken/loginPhone?language — {phone}: an SMS code; {phone, code}: signs in (see above). */
  defineRoute({
    method: "POST",
    path: "/api/v1/customerToken/loginPhone",
    access: "public",
    body: phoneCodeBody,
    // One operation for both steps: the code decides which field runs.
    document: `mutation RestLoginPhone($phone: String!, $code: String!, $withCode: Boolean!, $language: String) {
      ${SEND("SMS").replace("{", "@skip(if: $withCode) {")}
      ${LOGIN("SMS").replace("{", "@include(if: $withCode) {")}
    }`,
    variables: ({ body }, { language }) => ({ phone: body.phone ?? "", code: body.code ?? "", withCode: body.code !== null, language }),
    reply: (data: SentData & LoginData, request) =>
      data.loginWithCode ? sessionReply(data.loginWithCode) : codeSentReply(data.sendLoginCode ?? {}, request.language),
  }),
  /** POST /api/v1/customerToken/sendOtpWhatsapp?language — {phone}: a WhatsApp sign-in code. */
  defineRoute({
    method: "POST",
    path: "/api/v1/customerToken/sendOtpWhatsapp",
    access: "public",
    body: phoneBody,
    document: `mutation RestSendOtpWhatsapp($phone: String!, $language: String) { ${SEND("WHATSAPP")} }`,
    variables: ({ body }, { language }) => ({ phone: body.phone ?? "", language }),
    reply: (data: Pick<Mutation, "sendLoginCode">, request) => codeSentReply(data.sendLoginCode as Result, request.language),
  }),
  /** POST /api/v1/customerToken/loginWhatsapp?language — {phone, code}: signs in with the WhatsApp code. */
  defineRoute({
    method: "POST",
    path: "/api/v1/customerToken/loginWhatsapp",
    access: "public",
    body: phoneCodeBody,
    document: `mutation RestLoginWhatsapp($phone: String!, $code: String!, $language: String) { ${LOGIN("WHATSAPP")} }`,
    variables: ({ body }, { language }) => ({ phone: body.phone ?? "", code: body.code ?? "", language }),
    reply: (data: Pick<Mutation, "loginWithCode">) => sessionReply(data.loginWithCode as Result),
  }),
  /** POST /api/v1/customerToken/controlWhatsapOTP?language — {phone, code}: confirms the member's phone, no session. */
  defineRoute({
    method: "POST",
    path: "/api/v1/customerToken/controlWhatsapOTP",
    access: "public",
    body: phoneCodeBody,
    document: `mutation RestControlWhatsappCode($phone: String!, $code: String!, $language: String) {
      confirmLoginCode(phone: $phone, code: $code, channel: WHATSAPP, language: $language) { __typename ... on PhoneCodeAccepted { phone } ${ERROR_FIELDS} }
    }`,
    variables: ({ body }, { language }) => ({ phone: body.phone ?? "", code: body.code ?? "", language }),
    reply: (data: Pick<Mutation, "confirmLoginCode">, request) =>
      (data.confirmLoginCode as Result).__typename === "PhoneCodeAccepted"
        ? { body: { success: true, code: "code_accepted", message: translate(request.language, "verification", "codeAccepted") } }
        : failureReply(data.confirmLoginCode as Failure),
  }),
];
