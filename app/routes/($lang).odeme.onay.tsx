// Checkout step 3, approve (/odeme/onay?payment=…): the order as it will be placed — contact, addresses, payment,
// lines, totals for the chosen method — the distance-sales contract and pre-information form with their two
// required checkboxes, and "Place order". The idempotency key is made when this page renders (a hidden input), so
// a double submit or a retry returns the same order. The grand total shown travels with the form too: when the
// payable total has changed meanwhile (a coupon used up by others, a campaign ended, a price or the cargo changed)
// nothing is placed and the page comes back with the reason and the new total to approve. The page is one
// operation (offer, cart, addresses, address check); "Place order" is one placeOrder mutation whatever the method.
// Paying by card, this page is also the card step: the card fields are posted with "Place order" and passed on to
// the card provider in that one request (never stored, logged or sent back), and the shopper goes on to the bank's
// 3-D Secure page; the order is placed when the bank confirms (/odeme/kart-sonuc). The installment plans are the
// card's own: as its first digits are typed the page shows its bank, family and plans (a lookup of the BIN alone);
// without JavaScript "Show installments" posts the form, and the page comes back with them and with the holder,
// number and expiry in their own fields only — not in the page's data — and the security code to type again
// (docs/decisions/097).
import { data, redirect, redirectDocument, type ActionFunctionArgs, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressView } from "~/components/checkout/address-view";
import { BankAccountDetails } from "~/components/checkout/bank-account";
import { CheckoutFrame } from "~/components/checkout/checkout-summary";
import { ContractAcceptance } from "~/components/checkout/contract-acceptance";
import { OrderLines } from "~/components/checkout/order-lines";
import { formText } from "~/domain/checkout-address";
import { CARD_FIELDS, checkCard, type CardField } from "~/domain/card";
import {
  approvedTotalOf,
  PAYTR_STEP_PATH,
  paytrTokenOf,
  isIdempotencyKey,
  parsePaymentChoice,
  paymentSearch,
  type PaymentChoice,
} from "~/domain/checkout-payment";
import { binOf, chosenPlan, plansOf, type CardPlan } from "~/domain/card-bin";
import { formatPercent } from "~/domain/percent";
import { CardFields } from "~/components/checkout/card-fields";
import { CardIdentity } from "~/components/checkout/card-identity";
import { CardInstallments } from "~/components/checkout/card-installments";
import { PaytrInstallments } from "~/components/checkout/paytr-installments";
import { lookUpCardBin } from "~/utils/card-bin.server";
import { useCardBin } from "~/utils/use-card-bin";
import { useHydrated } from "~/utils/use-hydrated";
import { CART_PATH, orderSuccessPath, stepPath } from "~/domain/checkout-steps";
import { isolate } from "~/domain/checkout-format";
import { useMoney } from "~/utils/use-money";
import { graphql } from "~/graphql/generated";
import type { PaymentProviderInput } from "~/graphql/generated/graphql";
import { checkoutActionFailure } from "~/utils/checkout-actions.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { orderAddresses } from "~/utils/checkout-address.server";
import { loadPaymentOffer, paymentOffer } from "~/utils/checkout-payment.server";
import { runMutation, withInputNet } from "~/utils/graphql.server";
import { requireCartLines, shopperQuery, userAuthenticated } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { safeHtml } from "../../shared/safe-html";
import { redirectWithToast } from "~/utils/toast.server";
import { usePageLocale, useRootData } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout"] };

/** The shopper's order and, after "Show installments" without JavaScript, the card as typed: never kept by a cache. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  userAuthenticated(request, locale);
  const search = new URL(request.url).searchParams;
  // The method in the URL prices the cart (the door fee); the whole choice is checked against the offer below.
  const paymentCode = search.get("payment");
  const page = await shopperQuery({ request, context }, locale, ApprovePageDocument, {
    paymentCode: paymentCode && PAYMENT_CODE.test(paymentCode) ? paymentCode : null,
  });
  const { methods, bankAccounts, offer } = paymentOffer(page);
  const choice = parsePaymentChoice(search, offer);
  if (!choice) throw redirect(`${stepPath("payment", locale)}?hata=1`);
  const cart = requireCartLines(page.cart, locale);
  const { addresses, contact } = orderAddresses(page, locale);
  return {
    cart,
    choice,
    contact,
    method: methods.find((method) => method.code === choice.method)!,
    bankAccount: choice.kind === "bank_transfer" ? bankAccounts.find((account) => account.id === choice.bankAccountId) ?? null : null,
    delivery: addresses.find((address) => address.id === cart.deliveryAddressId) ?? null,
    invoice: addresses.find((address) => address.id === cart.invoiceAddressId) ?? null,
    idempotencyKey: crypto.randomUUID(),
    contracts: { distanceSales: withSafeContent(page.distanceSales), preInformation: withSafeContent(page.preInformation) },
  };
}

/** A contract page with its HTML as the allow-list leaves it (a page stored before the list was applied on save). */
const withSafeContent = <T extends { content: string }>(page: T | null | undefined): T | null => (page ? { ...page, content: safeHtml(page.content) } : null);

/**
 * After a refusal (4xx) Remix keeps the loader data; when the total changed, the page must show the new one, so its
 * loader runs again (with JavaScript; without it the page is rendered anew anyway).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { totalChanged?: boolean } | undefined)?.totalChanged === true || defaultShouldRevalidate;

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  userAuthenticated(request, locale);
  try {
    return await approveAction(request, context, locale);
  } catch (error) {
    return checkoutActionFailure(error, request, locale, localizePath(CART_PATH, locale));
  }
}

async function approveAction(request: Request, context: AppLoadContext, locale: Locale) {
  const { form, refused } = await readForm(request);
  const t = await remixI18n.getFixedT(locale, "checkout");
  // The step posts choices and a key only: a refused text is a hand-made post, answered with the message.
  if (refused.length) return data({ error: Object.values(await refusedFieldErrors(refused, locale))[0] }, { status: 400 });
  const { offer } = await loadPaymentOffer(request, context, locale);
  const choice = parsePaymentChoice(
    new URLSearchParams({
      payment: formText(form, "payment"),
      door: formText(form, "door"),
      account: formText(form, "account"),
      installments: formText(form, "installments"),
    }),
    offer,
  );
  if (!choice) return redirect(`${stepPath("payment", locale)}?hata=1`);
  if ((choice.kind === "card" || choice.kind === "hosted_card") && form.get("intent") === "installments") {
    return installmentsOf(request, context, locale, form, choice);
  }
  const card = choice.kind === "card" ? cardOf(form) : null;
  if (card && card.errors) {
    const cardErrors = Object.fromEntries(Object.entries(card.errors).map(([field, key]) => [field, t(key)])) as Partial<Record<CardField, string>>;
    return data({ error: t("card.missing"), cardErrors }, { status: 400 });
  }

  const contracts = { distanceSales: form.get("distanceSales") === "on", preInformation: form.get("preInformation") === "on" };
  if (!contracts.distanceSales || !contracts.preInformation) {
    return data({ error: t("approve.mustAccept") }, { status: 400 });
  }
  // A missing or malformed key (a hand-made post) still places at most this one order.
  const key = form.get("idempotencyKey");
  const idempotencyKey = isIdempotencyKey(key) ? key : crypto.randomUUID();
  const { placeOrder: result } = await runMutation(request, context, PlaceOrderDocument, {
    input: {
      paymentMethod: choice.method,
      idempotencyKey,
      contracts,
      approvedTotalMinor: approvedTotalOf(form.get("approvedTotalMinor")),
      providerInput: providerInput(choice, card?.input ?? null, paytrPlanOf(form), locale),
      // The order is charged in the currency this page showed its amounts in, whatever the shopper switched to since.
      currency: approvedCurrency(form),
    },
  });

  // A card: on to the bank's 3-D Secure page (a whole document, not a storefront route, also with JavaScript); the
  // order is placed when the bank sends the shopper back.
  // PayTR: its card page is framed by the shop's own step (the card is typed there, never here).
  if (result.__typename === "PaymentChallenge" && choice.kind === "hosted_card") {
    return redirect(localizePath(`${PAYTR_STEP_PATH}?${new URLSearchParams({ t: paytrTokenOf(result.challengeUrl) ?? "" })}`, locale));
  }
  if (result.__typename === "PaymentChallenge") return redirectDocument(result.challengeUrl);
  if (result.__typename === "PaymentOutcome") {
    if (result.status === "REDIRECT" && result.redirectUrl) return redirect(result.redirectUrl);
    return redirect(orderSuccessPath(result.order.code, locale));
  }
  // The total changed: this page again (its loader reads the new total), with the reason.
  if (result.field === APPROVED_TOTAL_FIELD) return data({ error: result.message, totalChanged: true }, { status: 409 });
  switch (result.code) {
    case "STOCK_PROBLEM_MESSAGE":
    case "ORDER_NOT_CREATED":
      // Both mean the cart cannot be ordered as it stands (stock changed, or no order came of it): back to the
      // cart, where it can be put right, with the message.
      return redirectWithToast(localizePath(CART_PATH, locale), { type: "error", message: result.message });
    case "NO_DELIVERY_ADDRESS":
    case "NO_INVOICE_ADDRESS":
    case "NO_TWO_ADDRESS":
      return redirect(`${stepPath("address", locale)}?uyari=${result.code.toLowerCase()}#addresses`);
    case "MUST_PHONE_CONFIRM":
      return redirect(`${stepPath("address", locale)}?uyari=must_phone_confirm#phone`);
    default:
      return data({ error: result.message }, { status: 400 });
  }
}

/**
 * "Show installments" without JavaScript: the card's plans from the BIN of the posted number, and nothing of the
 * card back (the page asks for it again). Nothing is placed.
 */
async function installmentsOf(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  form: FormData,
  { kind, method: paymentCode }: Extract<PaymentChoice, { kind: "card" | "hosted_card" }>,
) {
  // A hosted card's step has a field for the BIN alone (the number is typed at the provider); the card step reads
  // the number's.
  const hosted = kind === "hosted_card";
  if (!hosted) context.typedCard = typedCardOf(form);
  const bin = binOf(formText(form, hosted ? "cardBin" : "cardNumber"));
  if (!bin) {
    const t = await remixI18n.getFixedT(locale, "checkout");
    return data({ cardLookup: { error: t("card.binShort") } }, { status: 400 });
  }
  const amountMinor = approvedTotalOf(form.get("approvedTotalMinor")) ?? 0;
  const cardLookup = await lookUpCardBin(request, context, locale, { bin, amountMinor, paymentCode });
  return data({ cardLookup, bin: hosted ? bin : null }, { status: cardLookup.error ? 400 : 200 });
}

/** The card fields as typed, each cut to what its input takes, to be written back into those inputs only. */
function typedCardOf(form: FormData) {
  return {
    holder: formText(form, "cardHolder").slice(0, 64),
    number: formText(form, "cardNumber").replace(/[^\d ]/g, "").slice(0, 23),
    expiry: formText(form, "cardExpiry").replace(/[^\d/ ]/g, "").slice(0, 7),
  };
}

/** PayTR's plan as posted: the chosen count and the BIN its rates were looked up by (none: one payment). */
function paytrPlanOf(form: FormData): { installments: number; cardBin: string | null } {
  const count = formText(form, "installments");
  const bin = formText(form, "cardBin").replace(/\s+/g, "");
  return { installments: /^\d{1,2}$/.test(count) ? Number(count) : 1, cardBin: /^\d{6,8}$/.test(bin) ? bin : null };
}

/** A payment code as the server writes them; anything else in the URL prices the cart without a method. */
const PAYMENT_CODE = /^[a-z0-9_]{1,32}$/;

/** The field of a refusal because the payable total is not the approved one. */
const APPROVED_TOTAL_FIELD = "approvedTotalMinor";

/** The currency the approve page showed (an ISO code); a hand-made post without one pays in the request's currency. */
function approvedCurrency(form: FormData): string | null {
  const value = formText(form, "currency");
  return /^[A-Z]{3}$/.test(value) ? value : null;
}

/** Where the card provider sends the shopper back after 3-D Secure. */
const CARD_RETURN_PATH = "/odeme/kart-sonuc";

type CardPost = { holder: string; number: string; expiry: string; cvv: string };

/** The posted card, or each field's message: checked here first, so a typo never reaches the bank. */
function cardOf(form: FormData): { input: CardPost; errors: null } | { input: null; errors: Partial<Record<CardField, string>> } {
  const input = {
    holder: formText(form, "cardHolder"),
    number: formText(form, "cardNumber"),
    expiry: formText(form, "cardExpiry"),
    cvv: formText(form, "cardCvv"),
  };
  const { problems } = checkCard(input);
  if (!Object.keys(problems).length) return { input, errors: null };
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) if (problems[field]) errors[field] = `card.errors.${field}.${problems[field]}`;
  return { input: null, errors };
}

/** What the chosen method's provider needs: the door payment type, the bank account to pay into, or the card. */
function providerInput(
  choice: PaymentChoice,
  card: CardPost | null,
  paytrPlan: { installments: number; cardBin: string | null },
  locale: Locale,
): PaymentProviderInput {
  if (choice.kind === "cash_on_delivery") return { doorPaymentType: choice.doorType };
  if (choice.kind === "card") return { card, installments: choice.installments, returnPath: localizePath(CARD_RETURN_PATH, locale) };
  if (choice.kind === "hosted_card") return { ...paytrPlan, returnPath: localizePath(CARD_RETURN_PATH, locale) };
  return { bankAccountId: choice.bankAccountId };
}

export default function ApproveStep() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("checkout");
  const locale = usePageLocale();
  const shopName = useRootData()?.shop.name || t("common:meta.defaultShopName");
  const navigation = useNavigation();
  const placing = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const { cart, choice } = page;
  const money = useMoney();
  const total = isolate(money(cart.totals.grandTotalMinor, cart.currency));
  const totalChanged = result && "totalChanged" in result ? result.error : null;
  const cardErrors = result && "cardErrors" in result ? result.cardErrors : null;
  const cardLookup = result && "cardLookup" in result ? result.cardLookup : null;
  const hydrated = useHydrated();
  const cardBin = useCardBin({ amountMinor: cart.totals.grandTotalMinor, paymentCode: choice.method, locale, initial: cardLookup?.card ?? null });
  const [chosenCount, setChosenCount] = useState(choice.kind === "card" ? choice.installments : 1);
  const plans = plansOf(cardBin.card, cart.totals.grandTotalMinor);
  const paysByCard = choice.kind === "card" || choice.kind === "hosted_card";
  const cardCharge = paysByCard ? chargeOf(chosenPlan(plans, chosenCount)) : null;
  const postedBin = result && "bin" in result ? result.bin ?? null : null;
  // Without JavaScript the page cannot follow the radio: with several plans it points at the table's totals.
  const chargedByPlan = !hydrated && plans.length > 1;
  // The first part carries what dividing the total leaves over: said whenever it differs from the others.
  const firstPart =
    cardCharge && cardCharge.firstInstallmentMinor !== cardCharge.perInstallmentMinor
      ? t("card.firstInstallment", { amount: isolate(money(cardCharge.firstInstallmentMinor, cart.currency)) })
      : null;
  const firstPartNote = firstPart ? ` — ${firstPart}` : "";
  const chargeText = !cardCharge
    ? null
    : chargedByPlan
    ? t("card.chargedByPlan")
    : cardCharge.count === 1
    ? t("card.charged", { total: isolate(money(cardCharge.chargedMinor, cart.currency)) })
    : t("card.chargedInstallments", {
        total: isolate(money(cardCharge.chargedMinor, cart.currency)),
        count: cardCharge.count,
        each: isolate(money(cardCharge.perInstallmentMinor, cart.currency)),
        rate: formatPercent(cardCharge.interestPercent, locale),
      }) + firstPartNote;
  const paymentHref = stepPath("payment", locale, paymentSearch(choice));
  const addressHref = stepPath("address", locale);

  return (
    <CheckoutFrame cart={cart} locale={locale}>
      <Form method="post" className="approve" noValidate>
        <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
        <input type="hidden" name="approvedTotalMinor" value={cart.totals.grandTotalMinor} />
        <input type="hidden" name="payment" value={choice.method} />
        <input type="hidden" name="currency" value={cart.currencyCode} />
        {choice.kind === "cash_on_delivery" ? <input type="hidden" name="door" value={choice.doorType.toLowerCase()} /> : null}
        {choice.kind === "bank_transfer" ? <input type="hidden" name="account" value={choice.bankAccountId} /> : null}

        {totalChanged ? <TotalChangedNotice reason={totalChanged} total={total} /> : null}

        <section className="checkout-card" aria-labelledby="approve-title">
          <h2 id="approve-title" className="checkout-card__title">
            {t("approve.title")}
          </h2>
          <div className="approve__grid">
            <div className="approve__block">
              <h3>{t("approve.contact")}</h3>
              <p>
                {page.contact.firstName} {page.contact.lastName}
                <br />
                <span dir="ltr">{page.contact.email}</span>
                <br />
                <span dir="ltr">{page.contact.phone}</span>
              </p>
              <Link to={`${addressHref}#contact`} className="text-link">
                {t("approve.change")}
              </Link>
            </div>
            {page.delivery ? (
              <div className="approve__block">
                <h3>{t("addresses.delivery")}</h3>
                <AddressView address={page.delivery} />
                <Link to={`${addressHref}#addresses`} className="text-link">
                  {t("approve.change")}
                </Link>
              </div>
            ) : null}
            {page.invoice ? (
              <div className="approve__block">
                <h3>{t("addresses.invoice")}</h3>
                <AddressView address={page.invoice} />
                <Link to={`${addressHref}#addresses`} className="text-link">
                  {t("approve.change")}
                </Link>
              </div>
            ) : null}
            <div className="approve__block">
              <h3>{t("approve.payment")}</h3>
              <p>
                <strong>{page.method.name}</strong>
                {choice.kind === "cash_on_delivery" ? (
                  <>
                    <br />
                    {choice.doorType === "CARD" ? t("approve.doorCard") : t("approve.doorCash")}
                    {cart.totals.doorFeeMinor > 0 ? <> · {t("payment.fee", { amount: isolate(money(cart.totals.doorFeeMinor, cart.currency)) })}</> : null}
                  </>
                ) : null}
              </p>
              {cardCharge ? <p data-testid="approve-charge">{chargeText}</p> : null}
              {page.bankAccount ? <BankAccountDetails account={page.bankAccount} amount={money(cart.totals.grandTotalMinor, cart.currency)} /> : null}
              <Link to={paymentHref} className="text-link">
                {t("approve.change")}
              </Link>
            </div>
          </div>
        </section>

        <section className="checkout-card" aria-labelledby="approve-lines">
          <h2 id="approve-lines" className="checkout-card__title">
            {t("approve.lines")}
          </h2>
          <OrderLines lines={cart.lines} currency={cart.currency} locale={locale} />
        </section>

        {cardCharge && choice.kind === "hosted_card" ? (
          <PaytrInstallments charge={chargeText!} onBin={cardBin.onNumber} showLookupButton={!hydrated} bin={postedBin}>
            <CardIdentity card={cardBin.card} looking={cardBin.looking} message={cardBin.error ?? cardLookup?.error ?? null} />
            <CardInstallments plans={plans} chosen={cardCharge.count} onChoose={setChosenCount} currency={cart.currency} />
          </PaytrInstallments>
        ) : cardCharge ? (
          <CardFields
            alert={cardErrors && result && "error" in result ? result.error : null}
            errors={cardErrors}
            charged={isolate(money(cardCharge.chargedMinor, cart.currency))}
            installments={
              cardCharge.count > 1
                ? {
                    count: cardCharge.count,
                    each: isolate(money(cardCharge.perInstallmentMinor, cart.currency)),
                    interest: formatPercent(cardCharge.interestPercent, locale),
                    first: firstPart,
                  }
                : null
            }
            chargedByPlan={chargedByPlan}
            onNumber={cardBin.onNumber}
            showLookupButton={!hydrated}
            retype={Boolean(cardLookup?.card)}
          >
            <CardIdentity card={cardBin.card} looking={cardBin.looking} message={cardBin.error ?? cardLookup?.error ?? null} />
            <CardInstallments plans={plans} chosen={cardCharge.count} onChoose={setChosenCount} currency={cart.currency} />
          </CardFields>
        ) : null}

        <ContractAcceptance shopName={shopName} total={total} pages={page.contracts} error={result && "error" in result && !totalChanged && !cardErrors ? result.error : null} />

        <div className="checkout-actions">
          <Link to={paymentHref} className="button button--ghost">
            {t("approve.back")}
          </Link>
          <button type="submit" className="button button--primary button--large" disabled={placing}>
            {placing ? t("approve.placing") : t("approve.placeOrder")}
          </button>
        </div>
      </Form>
    </CheckoutFrame>
  );
}

/** What the card is charged in the chosen plan (the server computed it by the rule the provider charges by). */
function chargeOf(plan: CardPlan) {
  return {
    chargedMinor: plan.totalMinor,
    firstInstallmentMinor: plan.firstInstallmentMinor,
    perInstallmentMinor: plan.perInstallmentMinor,
    count: plan.count,
    interestPercent: plan.interestBasisPoints / 100,
  };
}

/**
 * Why the order was not placed and the total the shopper is asked to approve now; first on the page. With
 * JavaScript the page stays where "Place order" was clicked, so the notice takes the focus and scrolls into view.
 */
function TotalChangedNotice({ reason, total }: { reason: string; total: string }) {
  const { t } = useTranslation("checkout");
  const notice = useRef<HTMLElement>(null);
  useEffect(() => notice.current?.focus(), [reason]);
  return (
    <section ref={notice} tabIndex={-1} className="form-alert approve__changed" role="alert" aria-labelledby="total-changed-title">
      <h2 id="total-changed-title" className="approve__changed-title">
        {t("approve.totalChangedTitle")}
      </h2>
      <p>{reason}</p>
      <p>{t("approve.totalChanged", { total })}</p>
    </section>
  );
}

const ApprovePageDocument = graphql(`
  query CheckoutApprovePage($paymentCode: String) {
    ...CheckoutPaymentOffer
    ...CheckoutOrderAddressCheck
    ...CheckoutCartOfQuery
    distanceSales: contentPageByCode(code: "distance_sales") {
      title
      content
    }
    preInformation: contentPageByCode(code: "pre_information") {
      title
      content
    }
  }
`);

const PlaceOrderDocument = graphql(`
  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on PaymentOutcome {
        status
        redirectUrl
        order {
          code
        }
      }
      ... on PaymentChallenge {
        challengeUrl: redirectUrl
      }
      ... on OrderError {
        code
        message
        field
      }
    }
  }
`);
