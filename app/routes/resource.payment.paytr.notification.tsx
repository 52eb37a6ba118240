// /resource/payment/paytr/notification — PayTR's server-to-server notification (its "Bildirim URL"): a form post with
// merchant_oid, status, total_amount, hash and the rest, sent again until the answer is the plain text "OK". It comes
// from PayTR's servers, with no cookie and no same-site origin, so the form is read `fromAnySite`; nothing in it is
// believed until its hash holds (confirmProviderPayment → the PayTR adapter, decision 058). Whichever comes first —
// this or the shopper's browser coming back — places the order; a repeat finds the payment paid or failed and
// changes nothing, and still answers "OK" so PayTR stops. A notification whose hash does not hold names no payment:
// 400 with PayTR's own wording, so a forger learns nothing and a misconfigured key shows in PayTR's panel.
import type { ActionFunctionArgs } from "@remix-run/node";
import { graphql } from "~/graphql/generated";
import { readForm } from "~/utils/form.server";
import { runMutation, withInputNet } from "~/utils/graphql.server";

/** The notification's fields (PayTR's names); anything else is dropped. */
const FIELDS = [
  "merchant_oid",
  "status",
  "total_amount",
  "hash",
  "failed_reason_code",
  "failed_reason_msg",
  "test_mode",
  "payment_type",
  "currency",
  "payment_amount",
  "installment_count",
] as const;

const plain = (text: string, status = 200) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

export const action = withInputNet(answerPost);

async function answerPost({ request, context }: ActionFunctionArgs) {
  const { form } = await readForm(request, { fromAnySite: true });
  const callback = FIELDS.flatMap((name) => {
    const value = form.get(name);
    return typeof value === "string" && value.length <= 256 ? [{ name, value }] : [];
  });
  // Without a hash this would be read as the shopper's browser coming back, which a notification never is.
  if (!callback.some((field) => field.name === "hash")) return plain("PAYTR notification failed: bad hash", 400);
  const { confirmProviderPayment: result } = await runMutation(request, context, ConfirmPaytrNotificationDocument, { callback });
  return result.reference ? plain("OK") : plain("PAYTR notification failed: bad hash", 400);
}

/** Only posts: a GET is not PayTR. */
export const loader = () => plain("Method Not Allowed", 405);

const ConfirmPaytrNotificationDocument = graphql(`
  mutation StorefrontConfirmPaytrNotification($callback: [CallbackField!]!) {
    confirmProviderPayment(paymentCode: "paytr", callback: $callback) {
      status
      reference
    }
  }
`);
