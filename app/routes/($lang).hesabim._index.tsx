// /hesabim — personal information: the profile form (every field, the place, the commercial-message consent), the
// profile picture, a copy of the member's data to download and the way to delete the account. A saved change
// comes back as a toast; a refused one as the form again with each field's message and everything typed kept.
// While the member's phone is not confirmed, the checkout's "verify your phone" card is here too: a new member can
// confirm it right after registering rather than only at the first order.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountLayout } from "~/components/account/account-layout";
import { DeleteAccountSection } from "~/components/account/delete-account";
import { EmailStatus } from "~/components/account/email-status";
import { MyDataSection } from "~/components/account/my-data";
import { ProfileForm } from "~/components/account/profile-form";
import { ProfilePicture } from "~/components/account/profile-picture";
import { PhoneConfirm } from "~/components/checkout/phone-confirm";
import { ACCOUNT_PATH } from "~/domain/account-paths";
import { formText, positiveId } from "~/domain/checkout-address";
import { profileDraftFromForm, profileDraftOf, profileInput, type ProfileDraft } from "~/domain/profile-draft";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { devTextsHref } from "~/utils/dev-texts.server";
import { locationLists, type Place } from "~/utils/checkout-address.server";
import { refusedFieldErrors, serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, shopperQuery, toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { PHONE_CONFIRM_INTENTS, phoneConfirmAction } from "~/utils/phone-confirm.server";
import { redirectWithToast } from "~/utils/toast.server";
import { usePageLocale } from "~/utils/use-locale";
import { graphQLErrorCode } from "~/utils/graphql.server";
import { shopTimeFormat } from "../../shared/shop-time";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

type Lists = { states: Place[]; cities: Place[] };

const listsFor = (request: Request, context: AppLoadContext, locale: Locale, draft: ProfileDraft): Promise<Lists> =>
  locationLists(request, context, locale, positiveId(draft.countryId), positiveId(draft.stateId));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const { me, countries } = await shopperQuery({ request, context }, locale, AccountProfileDocument, {});
  const draft = profileDraftOf(me);
  const t = await remixI18n.getFixedT(locale, "account");
  return { title: t("area.profile"), me, countries, draft, lists: await listsFor(request, context, locale, draft), devTexts: devTextsHref() };
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
  if (PHONE_CONFIRM_INTENTS.includes(formText(form, "intent"))) {
    return signedInOrLogin(request, locale, () => phoneConfirmAction(request, context, locale, form, localizePath(ACCOUNT_PATH, locale)));
  }
  const draft = profileDraftFromForm(form);
  const refusedErrors = await refusedFieldErrors(refused, locale);
  if (Object.keys(refusedErrors).length || formText(form, "intent") !== "save") {
    // "Refresh lists" without JavaScript, or text that cannot be stored: the form again, as typed.
    const message = Object.values(refusedErrors)[0] ?? null;
    return data({ draft, errors: refusedErrors, message, lists: await listsFor(request, context, locale, draft) }, { status: message ? 400 : 200 });
  }
  const result = await signedInOrLogin(
    request,
    locale,
    async () => (await runMutation(request, context, UpdateProfileDocument, { input: profileInput(draft) })).updateProfile,
  );
  if (result.__typename === "FormError") {
    return data({ draft, errors: serverFieldErrors(result), message: result.message, lists: await listsFor(request, context, locale, draft) }, { status: 400 });
  }
  const t = await remixI18n.getFixedT(locale, "account");
  return redirectWithToast(localizePath(ACCOUNT_PATH, locale), { type: "success", message: result.phoneVerified ? t("profile.saved") : t("profile.phoneChanged") });
}

/** A session the server no longer knows (signed out elsewhere) goes to the login page, not to the error page. */
async function signedInOrLogin<T>(request: Request, locale: Locale, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (graphQLErrorCode(error) === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    throw error;
  }
}

export default function AccountProfilePage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The action answers either the profile form or the phone card.
  const result = answer && "draft" in answer ? answer : undefined;
  const phoneState = answer && "form" in answer ? answer : null;
  const { t } = useTranslation("account");
  const locale = usePageLocale();
  const { me } = page;
  const since = shopTimeFormat(locale, { dateStyle: "long" }).format(new Date(me.createdAt));
  const draft = result?.draft ?? page.draft;
  const lists = result?.lists ?? page.lists;
  return (
    <AccountLayout title={page.title}>
      <p className="muted">
        {me.kind === "CORPORATE" ? t("area.corporate") : t("area.individual")} · {t("area.memberSince", { date: since })} ·{" "}
        <span dir="ltr">{me.phone}</span> {me.phoneVerified ? t("area.phoneVerified") : t("area.phoneNotVerified")}
      </p>
      <EmailStatus email={me.email} verified={me.emailVerified} />
      {me.phoneVerified ? null : <PhoneConfirm phone={me.phone} state={phoneState} warning={null} devTextsHref={page.devTexts} place="account" />}
      <ProfilePicture imageUrl={me.imageUrl ?? null} name={`${me.firstName} ${me.lastName}`} />
      <ProfileForm
        // The server's answer re-mounts the form with the values it sends back.
        key={result ? JSON.stringify(result.draft) : "saved"}
        draft={draft}
        errors={result?.errors ?? {}}
        message={result?.message ?? null}
        places={{ countries: page.countries, ...lists }}
        locale={locale}
      />
      <MyDataSection />
      <DeleteAccountSection hasPassword={me.hasPassword} />
    </AccountLayout>
  );
}

const AccountProfileDocument = graphql(`
  query AccountProfile {
    me {
      id
      kind
      firstName
      lastName
      email
      phone
      phoneVerified
      emailVerified
      identityNumber
      birthday
      gender
      companyName
      taxOffice
      taxNumber
      homePhone
      officePhone
      fax
      countryId
      stateId
      cityId
      zipCode
      imageUrl
      commercialConsent
      hasPassword
      createdAt
    }
    countries {
      id
      name
    }
  }
`);

const UpdateProfileDocument = graphql(`
  mutation AccountUpdateProfile($input: CustomerProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Customer {
        id
        phoneVerified
      }
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);
