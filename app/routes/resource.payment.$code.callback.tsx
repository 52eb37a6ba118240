// /resource/payment/{code}/callback — where a card provider posts the shopper's browser back after 3-D Secure
// (iyzico: status, paymentId, conversationId, conversationData, mdStatus as a form). The post comes from the
// provider's page, so it is cross-site: the browser sends no SameSite cookie and the storefront's cross-site refusal
// would stop it. This action is exempt (`readForm(…, { fromAnySite: true })`) because it needs no cookie and trusts
// nothing it was posted: it hands the fields to confirmProviderPayment, which confirms only on the provider's own
// signed answer and for the shopper the payment row names (decision 049). The browser then goes (303, a same-site
// GET that carries the shopper's cookies again) to the result page it came from, which shows the order or the reason.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "~/domain/return-path";
import { graphql } from "~/graphql/generated";
import { readForm } from "~/utils/form.server";
import { runMutation, withInputNet } from "~/utils/graphql.server";
import { DEFAULT_LOCALE, localeOrDefault, localizePath } from "~/utils/locale";

/** The fields a provider posts back; anything else is dropped. */
const CALLBACK_FIELDS = ["status", "paymentId", "conversationId", "conversationData", "mdStatus"] as const;
const RESULT_PATH = "/odeme/kart-sonuc";
const CODE = /^[a-z0-9_]{1,32}$/;

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  // Read in full (a body left unread resets the connection); anything but a form is the translated 400 page.
  const { form } = await readForm(request, { fromAnySite: true });
  const code = CODE.test(params.code ?? "") ? params.code! : null;
  const fields = CALLBACK_FIELDS.flatMap((name) => {
    const value = form.get(name);
    return typeof value === "string" && value.length <= 256 ? [{ name, value }] : [];
  });
  const returnTo = new URL(request.url).searchParams.get("return");
  if (!code) return redirect(localizePath(RESULT_PATH, DEFAULT_LOCALE), 303);
  const { confirmProviderPayment: result } = await runMutation(request, context, ConfirmProviderPaymentDocument, { paymentCode: code, callback: fields });
  const fallback = localizePath(RESULT_PATH, localeOrDefault(result.language));
  const target = new URL(safeReturnPath(returnTo, fallback), "http://shop.invalid");
  // The result page confirms again with the shopper's session: the row is paid by now, so it finds the order.
  target.search = new URLSearchParams([["payment", code], ...fields.map(({ name, value }): [string, string] => [name, value])]).toString();
  return redirect(target.pathname + target.search, { status: 303, headers: { "Cache-Control": "no-store" } });
}

const ConfirmProviderPaymentDocument = graphql(`
  mutation StorefrontConfirmProviderPayment($paymentCode: String!, $callback: [CallbackField!]!) {
    confirmProviderPayment(paymentCode: $paymentCode, callback: $callback) {
      status
      language
    }
  }
`);
