// The actions of the sign-in by a one-time code (/uye-giris): "code-send" sends a code to the member's phone by SMS
// or WhatsApp and shows the code step; "code-login" signs in with it (member cookies, back to the return path);
// "code-phone" goes back to the number. Failures come back as the form's state with the field's message.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { CodeLoginState } from "~/components/account/code-login";
import { formText } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import type { PostedForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { startMemberSession } from "~/utils/member-session.server";

export const CODE_LOGIN_INTENTS = ["code-send", "code-login", "code-phone"];

type Failure = { code: string; message: string; field?: string | null; fields?: { field: string; message: string }[] };

/** A failure's message on its field (the number, or the code), as the form shows it. */
function failureState(base: Omit<CodeLoginState, "errors" | "message">, failure: Failure): CodeLoginState {
  const field = failure.fields?.[0]?.field ?? failure.field ?? "phone";
  const message = failure.fields?.[0]?.message ?? failure.message;
  // A dead code (TIMEOUT) stays on the code step: asking for a new one is the way on.
  const step = field === "code" ? "code" : "phone";
  return { ...base, step, errors: { [step === "code" ? "code" : "phone"]: message }, message };
}

export async function codeLoginAction(request: Request, context: AppLoadContext, locale: Locale, posted: PostedForm, returnTo: string) {
  const { form, refused } = posted;
  const intent = formText(form, "intent");
  const phone = formText(form, "phone").slice(0, 32);
  const channel = formText(form, "channel") === "WHATSAPP" ? "WHATSAPP" : "SMS";
  const reply = (state: CodeLoginState, status = 200) => data({ codeLogin: state }, { status });
  if (intent === "code-phone") return reply({ step: "phone", phone, channel, errors: {}, message: null });
  // Text that cannot be stored: the step again with the field's message.
  if (refused.length) {
    const errors = await refusedFieldErrors(refused, locale);
    return reply({ step: refused.includes("code") ? "code" : "phone", phone, channel, errors, message: Object.values(errors)[0] ?? null }, 400);
  }
  const e = await remixI18n.getFixedT(locale, "errors");
  try {
    if (intent === "code-send") {
      if (!phone) return reply({ step: "phone", phone, channel, errors: { phone: e("field_required_phone") }, message: null }, 400);
      const { sendLoginCode: sent } = await runMutation(request, context, SendLoginCodeDocument, { phone, channel }, locale);
      if (sent.__typename === "PhoneCodeSent") return reply({ step: "code", phone: sent.phone, channel, errors: {}, message: null });
      return reply(failureState({ step: "phone", phone, channel }, sent), 400);
    }
    const code = formText(form, "code").slice(0, 32);
    if (!code) return reply({ step: "code", phone, channel, errors: { code: e("wrong_code") }, message: null }, 400);
    const { loginWithCode: result } = await runMutation(request, context, LoginWithCodeDocument, { phone, code, channel }, locale);
    if (result.__typename !== "CustomerSession") return reply(failureState({ step: "code", phone, channel }, result), 400);
    const t = await remixI18n.getFixedT(locale, "account");
    return redirect(returnTo, { headers: await startMemberSession(request, context, locale, result, (name) => t("login.welcome", { name })) });
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    const step = intent === "code-send" ? "phone" : "code";
    return reply({ step, phone, channel, errors: {}, message: e("rate_limited") }, 429);
  }
}

const SendLoginCodeDocument = graphql(`
  mutation AccountSendLoginCode($phone: String!, $channel: CodeChannel) {
    sendLoginCode(phone: $phone, channel: $channel) {
      __typename
      ... on PhoneCodeSent {
        phone
      }
      ... on OperationError {
        code
        message
        field
      }
      ... on FormError {
        field
        ...FormErrorFields
      }
    }
  }
`);

const LoginWithCodeDocument = graphql(`
  mutation AccountLoginWithCode($phone: String!, $code: String!, $channel: CodeChannel) {
    loginWithCode(phone: $phone, code: $code, channel: $channel) {
      __typename
      ... on CustomerSession {
        ...MemberSessionFields
      }
      ... on OperationError {
        code
        message
        field
      }
      ... on FormError {
        field
        ...FormErrorFields
      }
    }
  }
`);
