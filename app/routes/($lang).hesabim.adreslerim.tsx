// /hesabim/adreslerim — the member's address book (the checkout's addresses, outside a checkout): list, add, edit
// and delete after a confirmation. ?adres=<id> or ?adres=yeni opens the form, ?sil=<id> the confirmation. The form
// and its place lists are the checkout's; it sets nothing on the cart.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/account-layout";
import { AddressBook, AddressDeleteConfirm } from "~/components/account/address-book";
import { AddressForm } from "~/components/checkout/address-form";
import { ACCOUNT_ADDRESSES_PATH } from "~/domain/account-paths";
import { addressInput, draftFromAddress, draftFromForm, formText, newDraft, positiveId, type AddressDraft } from "~/domain/checkout-address";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { locationLists, type Place } from "~/utils/checkout-address.server";
import { refusedFieldErrors, serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, shopperQuery, toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import { usePageLocale } from "~/utils/use-locale";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

type Lists = { states: Place[]; cities: Place[] };
const listsFor = (request: Request, context: AppLoadContext, locale: Locale, draft: AddressDraft): Promise<Lists> =>
  locationLists(request, context, locale, positiveId(draft.countryId), positiveId(draft.stateId));
const NO_USE = { delivery: false, invoice: false };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const page = await shopperQuery({ request, context }, locale, AccountAddressesDocument, {});
  const url = new URL(request.url);
  const editParam = url.searchParams.get("adres");
  const editing = page.addresses.find((address) => String(address.id) === editParam);
  const deleting = page.addresses.find((address) => String(address.id) === url.searchParams.get("sil")) ?? null;
  const showForm = !deleting && (page.addresses.length === 0 || editParam === "yeni" || editing !== undefined);
  const draft = editing ? draftFromAddress(editing, NO_USE) : newDraft(page.me, page.countries[0]?.id ?? null, NO_USE);
  const t = await remixI18n.getFixedT(locale, "account");
  return {
    title: t("area.addresses"),
    addresses: page.addresses,
    countries: page.countries,
    deleting,
    showForm,
    draft,
    lists: showForm ? await listsFor(request, context, locale, draft) : { states: [], cities: [] },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...pageMeta(matches, data?.title ?? null),
  { name: "robots", content: "noindex" },
];

export const action = withInputNet(answerPost);

async function answerPost({ request, context, params }: ActionFunctionArgs) {
  const locale = requireLocale(params.lang);
  // What was posted is checked first (another site's post, a body that is not a form): those answers do not
  // depend on who is asking.
  const { form, refused } = await readForm(request);
  memberAuthenticated(request, locale);
  const intent = formText(form, "intent");
  const list = `${localizePath(ACCOUNT_ADDRESSES_PATH, locale)}#addresses`;
  const t = await remixI18n.getFixedT(locale, ["checkout", "account"]);
  try {
    if (intent === "delete") {
      const id = positiveId(form.get("id"));
      // Another shopper's id (or one already gone) is NOT_FOUND: the list shows what is there.
      if (id) await runMutation(request, context, AccountDeleteAddressDocument, { id }).catch(notFoundIsGone);
      return redirectWithToast(list, { type: "success", message: t("checkout:addresses.deleted") });
    }
    const draft = draftFromForm(form);
    const refusedErrors = await refusedFieldErrors(refused, locale);
    const again = async (errors: Record<string, string>, message: string | null, status: number) =>
      data({ draft, errors, message, lists: await listsFor(request, context, locale, draft) }, { status });
    if (Object.keys(refusedErrors).length) return again(refusedErrors, Object.values(refusedErrors)[0], 400);
    if (intent !== "save") return again({}, null, 200);
    const { saveAddress: result } = await runMutation(request, context, AccountSaveAddressDocument, {
      id: positiveId(draft.id),
      input: addressInput(draft),
    });
    if (result.__typename === "FormError") return again(serverFieldErrors(result), result.message, 400);
    return redirectWithToast(list, { type: "success", message: t("checkout:addressForm.saved") });
  } catch (error) {
    if (graphQLErrorCode(error) === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    if (graphQLErrorCode(error) === "NOT_FOUND") return redirectWithToast(list, { type: "error", message: t("account:book.notFound") });
    throw error;
  }
}

function notFoundIsGone(error: unknown) {
  if (graphQLErrorCode(error) !== "NOT_FOUND") throw error;
}

export default function AccountAddressesPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const locale = usePageLocale();
  const base = localizePath(ACCOUNT_ADDRESSES_PATH, locale);
  const showForm = page.showForm || result !== undefined;
  const draft = result?.draft ?? page.draft;
  const lists = result?.lists ?? page.lists;
  return (
    <AccountLayout title={page.title}>
      {page.deleting ? <AddressDeleteConfirm address={page.deleting} cancelHref={`${base}#addresses`} /> : null}
      <AddressBook
        addresses={page.addresses}
        editHref={(id) => `${base}?adres=${id}#address-form`}
        deleteHref={(id) => `${base}?sil=${id}#delete-confirm`}
        addHref={showForm ? undefined : `${base}?adres=yeni#address-form`}
      />
      {showForm ? (
        <AddressForm
          key={`${draft.id}-${result ? JSON.stringify(result.draft) : "page"}`}
          draft={draft}
          errors={result?.errors ?? {}}
          errorMessage={result?.message}
          countries={page.countries}
          states={lists.states}
          cities={lists.cities}
          locale={locale}
          cancelHref={page.addresses.length ? `${base}#addresses` : undefined}
          cartChoices={false}
        />
      ) : null}
    </AccountLayout>
  );
}

const AccountAddressesDocument = graphql(`
  query AccountAddresses {
    addresses {
      ...CheckoutAddressFields
    }
    countries {
      id
      name
    }
    me {
      id
      firstName
      lastName
      phone
    }
  }
`);

const AccountSaveAddressDocument = graphql(`
  mutation AccountSaveAddress($id: Int, $input: AddressInput!) {
    saveAddress(id: $id, input: $input) {
      __typename
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);

const AccountDeleteAddressDocument = graphql(`
  mutation AccountDeleteAddress($id: Int!) {
    deleteAddress(id: $id)
  }
`);
