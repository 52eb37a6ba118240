// The actions of the "verify your phone" card (the checkout's address step, and the account page while a member's
// phone is not confirmed): "phone-send" sends a code to the contact phone (SMS or WhatsApp) and shows the code step;
// "phone-confirm" checks it and goes back to the page with a toast. Failures come back as the card's state with the
// message.
import { data, type AppLoadContext } from "@remix-run/node";
import type { PhoneConfirmState } from "~/components/checkout/phone-confirm";
import { formText } from "~/domain/checkout-address";
import { stepPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import { graphQLErrorCode, runMutation } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { redirectWithToast } from "~/utils/toast.server";

export const PHONE_CONFIRM_INTENTS = ["phone-send", "phone-confirm"];

type Failure = { message: string; field?: string | null; fields?: { field: string; message: string }[] };

export async function phoneConfirmAction(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  form: FormData,
  /** Where a confirmed phone goes back to (the checkout's address list unless a page names its own). */
  done = `${stepPath("address", locale)}#addresses`,
) {
  const intent = formText(form, "intent");
  const channel = formText(form, "channel") === "WHATSAPP" ? "WHATSAPP" : "SMS";
  const reply = (state: Omit<PhoneConfirmState, "form" | "channel">, status = 200) => data<PhoneConfirmState>({ form: "phone", channel, ...state }, { status });
  const failed = (step: PhoneConfirmState["step"], failure: Failure) => {
    const message = failure.fields?.[0]?.message ?? failure.message;
    return reply({ step, sentTo: null, errors: { [step === "code" ? "code" : "phone"]: message }, message: null }, 400);
  };
  try {
    if (intent === "phone-send") {
      const { sendShopperPhoneCode: sent } = await runMutation(request, context, SendShopperPhoneCodeDocument, { channel }, locale);
      if (sent.__typename === "PhoneCodeSent") return reply({ step: "code", sentTo: sent.phone, errors: {}, message: null });
      return failed("send", sent);
    }
    const code = formText(form, "code").slice(0, 32);
    const e = await remixI18n.getFixedT(locale, "errors");
    if (!code) return reply({ step: "code", sentTo: null, errors: { code: e("wrong_code") }, message: null }, 400);
    const { confirmShopperPhone: result } = await runMutation(request, context, ConfirmShopperPhoneDocument, { code }, locale);
    if (result.__typename !== "ShopperPhone") return failed("code", result);
    const t = await remixI18n.getFixedT(locale, "checkout");
    return redirectWithToast(done, { type: "success", message: t("phoneConfirm.confirmed") });
  } catch (error) {
    if (graphQLErrorCode(error) !== "RATE_LIMITED") throw error;
    const e = await remixI18n.getFixedT(locale, "errors");
    return reply({ step: intent === "phone-send" ? "send" : "code", sentTo: null, errors: {}, message: e("rate_limited") }, 429);
  }
}

const SendShopperPhoneCodeDocument = graphql(`
  mutation CheckoutSendPhoneCode($channel: CodeChannel) {
    sendShopperPhoneCode(channel: $channel) {
      __typename
      ... on PhoneCodeSent {
        phone
      }
      ... on OperationError {
        message
        field
      }
      ... on FormError {
        message
        field
        fields {
          field
          message
        }
      }
    }
  }
`);

const ConfirmShopperPhoneDocument = graphql(`
  mutation CheckoutConfirmPhone($code: String!) {
    confirmShopperPhone(code: $code) {
      __typename
      ... on OperationError {
        message
        field
      }
      ... on FormError {
        message
        field
        fields {
          field
          message
        }
      }
    }
  }
`);
