// A member is signed in when a page's URL carries their token (`?token=…`): how another app of the shop (a mobile
// app, a mail with a one-click link) hands a member over to the storefront. The token is checked with the API; a
// valid one starts a member session like any sign-in (the guest cart merges, the welcome toast) and the browser is
// sent to the same page without the token, so it stays out of the history, bookmarks and Referer headers. An
// unknown token changes nothing. The pages whose own `token` is something else (a password-reset or a
// verification link) are left to themselves.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "~/domain/account-paths";
import { graphql } from "~/graphql/generated";
import { remixI18n } from "~/utils/i18n.server";
import { localizePath, type Locale } from "~/utils/locale";
import { runQuery } from "~/utils/graphql.server";
import { startMemberSession } from "~/utils/member-session.server";

const PAGES_WITH_THEIR_OWN_TOKEN = [RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH];
/** The characters and length of any token the shop issues; anything else is not looked up (nor put in a header). */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/=-]{16,512}$/;

const TokenMemberDocument = graphql(`
  query TokenSignInMember {
    me {
      id
      firstName
      lastName
    }
  }
`);

/** Throws the redirect that ends a sign-in by `?token=`; returns when the URL carries no member token. */
export async function signInFromTokenParameter(request: Request, context: AppLoadContext, locale: Locale): Promise<void> {
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token || !TOKEN_SHAPE.test(token)) return;
  if (PAGES_WITH_THEIR_OWN_TOKEN.some((path) => url.pathname === localizePath(path, locale))) return;
  const headers = new Headers(request.headers);
  headers.set("authorization", `Bearer ${token}`);
  const member = await runQuery(new Request(url, { headers }), context, TokenMemberDocument, {}).then(
    (result) => result.me,
    () => null, // not a member's token (unknown, expired, a guest's): the page as if it had none
  );
  if (!member) return;
  const t = await remixI18n.getFixedT(locale, "account");
  const sessionHeaders = await startMemberSession(request, context, locale, { token, customer: member }, (name) => t("login.welcome", { name }));
  url.searchParams.delete("token");
  throw redirect(url.pathname + url.search, { headers: sessionHeaders });
}
