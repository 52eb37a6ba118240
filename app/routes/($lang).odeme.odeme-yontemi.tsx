// Checkout step 2, payment (/odeme/odeme-yontemi): every enabled method the server says how to pay (paymentTypes with
// their kind) — cash on delivery (cash or card at the door, plus its service fee), bank transfer (choose the bank
// account), a card through any configured provider (the card, and the installments it offers, are asked for on the
// approve step, never put in a URL), a card typed at the provider's own page — and the totals for the chosen method.
// The form is a GET to the approve step, so the choice rides in the URL.
import { useMoney } from "~/utils/use-money";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CheckoutFrame } from "~/components/checkout/checkout-summary";
import { PaymentMethods } from "~/components/checkout/payment-methods";
import { defaultPaymentChoice, parsePaymentChoice, type PaymentChoice } from "~/domain/checkout-payment";
import { stepPath } from "~/domain/checkout-steps";
import { requireOrderAddresses } from "~/utils/checkout-address.server";
import { loadPaymentOffer } from "~/utils/checkout-payment.server";
import { userAuthenticated, userAuthenticatedAndCart } from "~/utils/guards.server";
import { requireLocale } from "~/utils/locale.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  userAuthenticated(request, locale);
  const url = new URL(request.url);
  const { methods, bankAccounts, offer } = await loadPaymentOffer(request, context, locale);
  // The choice in the URL (coming back from the approve step, or a method picked with JavaScript), else the first
  // method with its first option.
  const choice: PaymentChoice | null =
    parsePaymentChoice(url.searchParams, offer) ?? defaultPaymentChoice(offer, url.searchParams.get("payment"));

  const cart = await userAuthenticatedAndCart({ request, context }, locale, choice?.method ?? null);
  await requireOrderAddresses(request, context, locale);
  return { cart, methods, bankAccounts, choice, invalid: url.searchParams.get("hata") === "1" };
}

export default function PaymentStep() {
  const { cart, methods, bankAccounts, choice, invalid } = useLoaderData<typeof loader>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const navigate = useNavigate();
  const money = useMoney();
  // With JavaScript a new method re-reads the totals for it (the cash-on-delivery fee) without leaving the step.
  const showTotalsFor = (code: string) => navigate(`?payment=${encodeURIComponent(code)}`, { replace: true, preventScrollReset: true });

  return (
    <CheckoutFrame cart={cart} locale={locale}>
      {choice ? (
        <Form method="get" action={stepPath("approve", locale)} className="checkout-card payment-form">
          {invalid ? (
            <p className="form-alert" role="alert">
              {t("payment.choose")}
            </p>
          ) : null}
          <PaymentMethods
            // Not re-mounted when the totals follow a new method: what the shopper already ticked stays ticked.
            methods={methods}
            bankAccounts={bankAccounts}
            choice={choice}
            onMethodChange={showTotalsFor}
            // The totals may carry the door fee (the method in the URL); a transfer never does.
            wireAmount={money(cart.totals.grandTotalMinor - cart.totals.doorFeeMinor, cart.currency)}
          />
          <div className="checkout-actions">
            <Link to={stepPath("address", locale)} className="button button--ghost">
              {t("payment.back")}
            </Link>
            <button type="submit" className="button button--primary">
              {t("payment.continue")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="checkout-card form-alert" role="alert">
          {t("payment.none")}
        </p>
      )}
    </CheckoutFrame>
  );
}
