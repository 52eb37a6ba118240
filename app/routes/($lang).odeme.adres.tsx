// Checkout step 1, address (/odeme/adres): a guest's contact details ("continue without login") or a phoneless
// member's mobile number, the "verify your phone" card, the address book
// with the delivery and invoice choice, and the add/edit address form. "Continue" runs the address check
// (contorOrderAddress): a missing address jumps back to the list (#addresses) with the warning; no problem → payment.
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AddressForm } from "~/components/checkout/address-form";
import { AddressDeleteForms, AddressList } from "~/components/checkout/address-list";
import { CheckoutFrame } from "~/components/checkout/checkout-summary";
import { ContactForm, type ContactValues } from "~/components/checkout/contact-form";
import { MemberPhoneForm, type MemberPhoneState } from "~/components/checkout/member-phone-form";
import { PhoneConfirm, type PhoneConfirmState } from "~/components/checkout/phone-confirm";
import {
  addressInput,
  addressWarning,
  draftFromAddress,
  draftFromForm,
  formText,
  newDraft,
  positiveId,
  type AddressDraft,
} from "~/domain/checkout-address";
import { stepPath } from "~/domain/checkout-steps";
import { checkoutActionFailure } from "~/utils/checkout-actions.server";
import { devTextsHref } from "~/utils/dev-texts.server";
import { refusedFieldErrors } from "~/utils/form-errors.server";
import { MEMBER_PHONE_INTENT, memberPhoneAction } from "~/utils/member-phone.server";
import { PHONE_CONFIRM_INTENTS, phoneConfirmAction } from "~/utils/phone-confirm.server";
import { readForm } from "~/utils/form.server";
import { locationLists, requireOrderAddresses, type Place } from "~/utils/checkout-address.server";
import { graphql } from "~/graphql/generated";
import { runMutation, runQuery, withInputNet } from "~/utils/graphql.server";
import { userAuthenticated, userAuthenticatedAndCart } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import type { Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { redirectWithToast } from "~/utils/toast.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  const cart = await userAuthenticatedAndCart({ request, context }, locale);
  const url = new URL(request.url);
  const page = await runQuery(request, context, CheckoutAddressPageDocument, {});
  const editParam = url.searchParams.get("adres");
  const editing = page.addresses.find((address) => String(address.id) === editParam);
  const showForm = page.addresses.length === 0 || editParam === "yeni" || editing !== undefined;
  const draft = editing
    ? draftFromAddress(editing, { delivery: cart.deliveryAddressId === editing.id, invoice: cart.invoiceAddressId === editing.id })
    : newDraft(page.shopperContact, page.countries[0]?.id ?? null, { delivery: !cart.deliveryAddressId, invoice: !cart.invoiceAddressId });
  const lists = showForm
    ? await locationLists(request, context, locale, positiveId(draft.countryId), positiveId(draft.stateId))
    : { states: [], cities: [] };

  const warningCode = addressWarning(url.searchParams.get("uyari"));
  const t = await remixI18n.getFixedT(locale, ["checkout", "errors"]);
  const warning = warningCode === "contact" ? t("checkout:contact.missing") : warningCode ? t(`errors:${warningCode}`) : null;

  return {
    cart,
    addresses: page.addresses,
    countries: page.countries,
    contact: page.shopperContact ?? null,
    isGuest: cart.shopper.kind === "GUEST",
    editingContact: url.searchParams.get("iletisim") === "duzenle",
    showForm,
    draft,
    lists,
    warningCode,
    warning,
    // Shown while the shop asks for a confirmed phone and this one is not.
    phoneToConfirm: page.shopperPhone?.required && !page.shopperPhone.confirmed ? page.shopperPhone.phone : null,
    devTexts: devTextsHref(),
  };
}

type ActionResult =
  | { form: "contact"; values: ContactValues; errors: Record<string, string>; message: string }
  | { form: "address"; draft: AddressDraft; errors: Record<string, string>; message: string | null; lists: { states: Place[]; cities: Place[] } }
  | { form: "select"; ok: boolean }
  | MemberPhoneState
  | PhoneConfirmState;

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  userAuthenticated(request, locale);
  try {
    return await addressAction(request, context, locale);
  } catch (error) {
    return checkoutActionFailure(error, request, locale, stepPath("address", locale));
  }
}

async function addressAction(request: Request, context: AppLoadContext, locale: Locale) {
  const { form, refused } = await readForm(request);
  const intent = formText(form, "intent");
  if (PHONE_CONFIRM_INTENTS.includes(intent)) return phoneConfirmAction(request, context, locale, form);
  const t = await remixI18n.getFixedT(locale, "checkout");
  const here = (hash = "") => stepPath("address", locale) + hash;
  // Text that cannot be stored: the form again with the field's message, the rest of what was typed kept.
  const refusedErrors = refused.length ? await refusedFieldErrors(refused, locale) : null;
  if (intent === MEMBER_PHONE_INTENT) return memberPhoneAction(request, context, locale, form, refusedErrors ? Object.values(refusedErrors)[0] : null);

  if (intent === "contact") {
    const values: ContactValues = {
      email: formText(form, "email"),
      phone: formText(form, "phone"),
      firstName: formText(form, "firstName"),
      lastName: formText(form, "lastName"),
    };
    if (refusedErrors) {
      return data<ActionResult>({ form: "contact", values, errors: refusedErrors, message: Object.values(refusedErrors)[0] }, { status: 400 });
    }
    const { setShopperContact: result } = await runMutation(request, context, SetShopperContactDocument, { input: values });
    if (result.__typename === "FormError") {
      return data<ActionResult>({ form: "contact", values, errors: fieldErrors(result), message: result.message }, { status: 400 });
    }
    return redirectWithToast(here("#contact"), { type: "success", message: t("contact.saved") });
  }

  if (intent === "locations" || intent === "save") {
    const draft = draftFromForm(form);
    if (refusedErrors) {
      const lists = await locationLists(request, context, locale, positiveId(draft.countryId), positiveId(draft.stateId));
      return data<ActionResult>({ form: "address", draft, errors: refusedErrors, message: Object.values(refusedErrors)[0], lists }, { status: 400 });
    }
    if (intent === "save") {
      const { saveAddress: result } = await runMutation(request, context, SaveAddressDocument, {
        id: positiveId(draft.id),
        input: addressInput(draft),
        use: { delivery: draft.useAsDelivery, invoice: draft.useAsInvoice },
      });
      if (result.__typename !== "FormError") {
        return redirectWithToast(here("#addresses"), { type: "success", message: t("addressForm.saved") });
      }
      const lists = await locationLists(request, context, locale, positiveId(draft.countryId), positiveId(draft.stateId));
      return data<ActionResult>({ form: "address", draft, errors: fieldErrors(result), message: result.message, lists }, { status: 400 });
    }
    const lists = await locationLists(request, context, locale, positiveId(draft.countryId), positiveId(draft.stateId));
    return data<ActionResult>({ form: "address", draft, errors: {}, message: null, lists });
  }

  // The other intents post ids only: a refused text there is a hand-made post.
  if (refusedErrors) return redirectWithToast(here("#addresses"), { type: "error", message: Object.values(refusedErrors)[0] });

  if (intent.startsWith("delete:")) {
    const id = positiveId(intent.slice("delete:".length));
    if (id) await runMutation(request, context, DeleteAddressDocument, { id });
    return redirectWithToast(here("#addresses"), { type: "success", message: t("addresses.deleted") });
  }

  // "select" (a change saved at once with JavaScript) and "continue" both store the chosen addresses on the cart.
  const deliveryAddressId = positiveId(form.get("deliveryAddressId"));
  const invoiceAddressId = form.get("sameAsDelivery") === "on" ? deliveryAddressId : positiveId(form.get("invoiceAddressId"));
  const input = {
    ...(deliveryAddressId ? { deliveryAddressId } : {}),
    ...(invoiceAddressId ? { invoiceAddressId } : {}),
  };
  if (Object.keys(input).length) await runMutation(request, context, SetCartAddressesDocument, { input });
  if (intent === "select") return data<ActionResult>({ form: "select", ok: true });
  if (intent !== "continue") return redirect(here());

  await requireOrderAddresses(request, context, locale);
  return redirect(stepPath("payment", locale));
}

/** A book of one address needs no choosing: it is offered as the delivery (and invoice) address until one is chosen. */
const onlyAddressId = (addresses: readonly { id: number }[]) => (addresses.length === 1 ? addresses[0].id : null);

/** Per-field messages of a FormError result, keyed by input name. */
function fieldErrors(error: { fields: { field: string; message: string }[] }): Record<string, string> {
  return Object.fromEntries(error.fields.map((item) => [item.field, item.message]));
}

export default function AddressStep() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const locale = usePageLocale();
  const addressResult = result?.form === "address" ? result : null;
  const contactResult = result?.form === "contact" ? result : null;
  const showForm = page.showForm || addressResult !== null;
  const draft = addressResult?.draft ?? page.draft;
  const lists = addressResult?.lists ?? page.lists;
  const addressCheckWarning = page.warningCode && page.warningCode !== "contact" && page.warningCode !== "must_phone_confirm" ? page.warning : null;

  return (
    <CheckoutFrame cart={page.cart} locale={locale}>
      {/* A member without a phone (a social sign-in) gives a mobile number; a guest the whole contact. */}
      {!page.isGuest && !page.contact ? (
        <MemberPhoneForm state={result?.form === "member-phone" ? result : null} warning={page.warningCode === "contact" ? page.warning : null} />
      ) : null}
      {page.isGuest ? (
        <ContactForm
          saved={page.contact}
          values={contactResult?.values ?? null}
          errors={contactResult?.errors ?? {}}
          errorMessage={contactResult?.message}
          editing={page.editingContact || contactResult !== null || page.warningCode === "contact"}
          editHref={`${stepPath("address", locale)}?iletisim=duzenle#contact`}
          warning={page.warningCode === "contact" ? page.warning : null}
        />
      ) : null}
      {page.phoneToConfirm ? (
        <PhoneConfirm
          phone={page.phoneToConfirm}
          state={result?.form === "phone" ? result : null}
          warning={page.warningCode === "must_phone_confirm" && result?.form !== "phone" ? page.warning : null}
          devTextsHref={page.devTexts}
        />
      ) : null}
      <AddressList
        addresses={page.addresses}
        deliveryId={page.cart.deliveryAddressId ?? onlyAddressId(page.addresses)}
        invoiceId={page.cart.invoiceAddressId ?? null}
        warning={addressCheckWarning}
        editHref={(id) => `${stepPath("address", locale)}?adres=${id}#address-form`}
        addHref={showForm ? undefined : `${stepPath("address", locale)}?adres=yeni#address-form`}
      />
      <AddressDeleteForms addresses={page.addresses} />
      {/* "Continue" redirects to the payment step. The router learns routes lazily; a redirect to one it has not
          learnt, after the address choice's fetcher has run, rendered an empty page (the catch-all route matched
          first). A link to the step, never shown, makes the router learn it when this page renders. */}
      <Link to={stepPath("payment", locale)} hidden tabIndex={-1} aria-hidden="true" />
      {showForm ? (
        <AddressForm
          // A new draft (another address, or the server's answer) re-mounts the form with its values.
          key={`${draft.id}-${addressResult ? JSON.stringify(addressResult.draft) : "page"}`}
          draft={draft}
          errors={addressResult?.errors ?? {}}
          errorMessage={addressResult?.message}
          countries={page.countries}
          states={lists.states}
          cities={lists.cities}
          locale={locale}
          cancelHref={page.addresses.length ? `${stepPath("address", locale)}#addresses` : undefined}
        />
      ) : null}
    </CheckoutFrame>
  );
}

const CheckoutAddressPageDocument = graphql(`
  query CheckoutAddressPage {
    ...CheckoutShopperAddresses
    shopperPhone {
      phone
      confirmed
      required
    }
    countries {
      id
      name
    }
  }
`);

const SaveAddressDocument = graphql(`
  mutation CheckoutSaveAddress($id: Int, $input: AddressInput!, $use: AddressUse) {
    saveAddress(id: $id, input: $input, use: $use) {
      __typename
      ... on Address {
        id
      }
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);

const DeleteAddressDocument = graphql(`
  mutation CheckoutDeleteAddress($id: Int!) {
    deleteAddress(id: $id)
  }
`);

const SetShopperContactDocument = graphql(`
  mutation CheckoutSetContact($input: ShopperContactInput!) {
    setShopperContact(input: $input) {
      __typename
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);

const SetCartAddressesDocument = graphql(`
  mutation CheckoutSetCartAddresses($input: UpdateCartInput!) {
    updateCart(input: $input) {
      __typename
      ... on CartError {
        code
        message
      }
    }
  }
`);
