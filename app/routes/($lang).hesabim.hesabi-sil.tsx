// /hesabim/hesabi-sil — deleting the account, confirmed by the password (or a box for a member without one). The
// page is the confirmation step without JavaScript, and where the dialog of /hesabim posts. Success signs the
// browser out (the server has already ended every session) and says goodbye on the home page.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AccountLayout } from "~/components/account/account-layout";
import { DeleteAccountForm } from "~/components/account/delete-account";
import { graphql } from "~/graphql/generated";
import { accountLinks } from "~/utils/account-styles";
import { serverFieldErrors } from "~/utils/form-errors.server";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { memberAuthenticated, shopperQuery, toLogin } from "~/utils/guards.server";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath } from "~/utils/locale";
import { requireLocale } from "~/utils/locale.server";
import { pageMeta } from "~/utils/meta";
import { clearShopperCookies, withCookies } from "~/utils/shopper.server";
import { toastCookie } from "~/utils/toast.server";

export const handle = { i18n: ["common", "checkout", "account"] };

export const links = accountLinks;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params.lang);
  memberAuthenticated(request, locale);
  const { me } = await shopperQuery({ request, context }, locale, DeleteAccountPageDocument, {});
  const t = await remixI18n.getFixedT(locale, "account");
  return { title: t("delete.title"), hasPassword: me.hasPassword };
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
  const { form } = await readForm(request);
  memberAuthenticated(request, locale);
  const password = form.get("password");
  const t = await remixI18n.getFixedT(locale, ["account", "errors"]);
  let result;
  try {
    result = (
      await runMutation(request, context, DeleteAccountDocument, {
        password: typeof password === "string" && password !== "" ? password.slice(0, 256) : null,
        confirm: form.get("confirm") === "on",
      })
    ).deleteAccount;
  } catch (error) {
    const code = graphQLErrorCode(error);
    if (code === "UNAUTHENTICATED") throw toLogin(request, locale, true);
    if (code !== "RATE_LIMITED") throw error;
    return data({ errors: {} as Record<string, string>, message: t("errors:rate_limited") }, { status: 429 });
  }
  if (result.__typename === "FormError") return data({ errors: serverFieldErrors(result), message: result.message }, { status: 400 });
  const headers = withCookies(new Headers(), clearShopperCookies());
  headers.append("Set-Cookie", await toastCookie({ type: "success", message: t("account:delete.done") }));
  return redirect(localizePath("/", locale), { headers });
}

export default function DeleteAccountPage() {
  const { title, hasPassword } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AccountLayout title={title}>
      <section className="checkout-card delete-account">
        <DeleteAccountForm hasPassword={hasPassword} errors={result?.errors} message={result?.message} idPrefix="delete" />
      </section>
    </AccountLayout>
  );
}

const DeleteAccountPageDocument = graphql(`
  query AccountDeletePage {
    me {
      id
      hasPassword
    }
  }
`);

const DeleteAccountDocument = graphql(`
  mutation AccountDelete($password: String, $confirm: Boolean) {
    deleteAccount(password: $password, confirm: $confirm) {
      __typename
      ... on FormError {
        ...FormErrorFields
      }
    }
  }
`);
