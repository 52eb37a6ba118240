// Back from the bank (/odeme/kart-sonuc?…): the card provider sends the shopper's browser here after 3-D Secure
// with its signed result in the query. The result goes to confirmCardPayment as it came; the shop checks the
// signature, places the order and captures the payment. Paid: the order's success page. Not paid: the payment step
// again (the card method chosen) with the reason — the cart is untouched — or the cart when the goods ran out
// meanwhile. Loading this address again changes nothing: a payment is confirmed once. No page of its own: it
// always redirects, so it stays outside the checkout layout. `payment` names the card method when it is not the
// default one (iyzico's callback route sends the browser here with it, after confirming without the session).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { CART_PATH, orderSuccessPath, stepPath } from "~/domain/checkout-steps";
import { graphql } from "~/graphql/generated";
import { runUrlMutation } from "~/utils/graphql.server";
import { userAuthenticated } from "~/utils/guards.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { redirectWithToast } from "~/utils/toast.server";

/** A provider's callback has a handful of short fields; anything beyond is not one. */
const MAX_FIELDS = 20;
const PAYMENT_CODE = /^[a-z0-9_]{1,32}$/;
/** The card method of a return that names none (a provider that does not add it to the address). */
const DEFAULT_CARD_METHOD = "credit_card";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  userAuthenticated(request, locale);
  const query = new URL(request.url).searchParams;
  const fields = [...query].slice(0, MAX_FIELDS).map(([name, value]) => ({ name: name.slice(0, 64), value: value.slice(0, 256) }));
  const named = query.get("payment") ?? "";
  const paymentCode = PAYMENT_CODE.test(named) ? named : DEFAULT_CARD_METHOD;
  const { confirmCardPayment: result } = await runUrlMutation(request, context, ConfirmCardPaymentDocument, {
    paymentCode,
    callback: fields,
  });
  if (result.__typename === "PaymentOutcome") return redirect(orderSuccessPath(result.order.code, locale));
  // Not paid: the payment step with the same method chosen again (one the shop no longer offers: its first).
  const again = stepPath("payment", locale, `?payment=${paymentCode}`);
  if (result.__typename !== "OrderError") return redirect(again);
  // The goods or the order cannot be had as the cart stands: the cart, where it can be put right.
  if (result.code === "STOCK_PROBLEM_MESSAGE" || result.code === "ORDER_NOT_CREATED") {
    return redirectWithToast(localizePath(CART_PATH, locale), { type: "error", message: result.message });
  }
  return redirectWithToast(again, { type: "error", message: result.message });
}

const ConfirmCardPaymentDocument = graphql(`
  mutation CheckoutConfirmCardPayment($paymentCode: String!, $callback: [CallbackField!]!) {
    confirmCardPayment(paymentCode: $paymentCode, callback: $callback) {
      __typename
      ... on PaymentOutcome {
        order {
          code
        }
      }
      ... on OrderError {
        code
        message
      }
    }
  }
`);
