// /resource/social-login/{provider}/callback — where the provider sends the browser back. GET (Google, Facebook, and
// Apple after the bounce below): the login's cookie must be there and name this provider; the server checks the
// state, exchanges the code (with the PKCE verifier), checks the ID token's nonce and signs the member in, linking
// or creating the account. The member's cookies are then set as a password login sets them, and the shopper goes
// back to where they started. Anything else (declined at the provider, no or another login's cookie, a replay, a
// provider error) ends on the login page with the reason.
//
// POST: Apple returns with a form its own page posts (response_mode=form_post), so the post is cross-site. The
// storefront refuses cross-site posts in every form action (server/storefront-handler.ts marks them, the form
// reader refuses them); this action is the one exemption (`readForm(…, { fromAnySite: true })`), because it
// changes nothing and reads no cookie: it only bounces the provider's values to the GET above (303), where the
// login's cookie, sent on a top-level GET, decides.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { LOGIN_PATH } from "~/domain/account-paths";
import { graphql } from "~/graphql/generated";
import { readForm } from "~/utils/form.server";
import { graphQLErrorCode, runMutation, withInputNet } from "~/utils/graphql.server";
import { remixI18n } from "~/utils/i18n.server";
import { DEFAULT_LOCALE, localizePath } from "~/utils/locale";
import { startMemberSession } from "~/utils/member-session.server";
import { callbackUrl, clearFlow, isSocialProvider, readFlow } from "~/utils/social-login.server";
import { socialLoginFailure } from "~/utils/social-login-failure.server";

/** The values a provider sends back; anything else in the query or the form is dropped. */
const CALLBACK_PARAMS = ["code", "state", "iss", "error", "error_description", "user"] as const;

function providerValues(source: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of CALLBACK_PARAMS) {
    const value = source.get(name);
    if (value !== null && value.length <= 4096) kept.set(name, value);
  }
  return kept;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const flow = await readFlow(request);
  if (!flow || flow.provider !== params.provider) {
    return socialLoginFailure(flow?.locale ?? DEFAULT_LOCALE, flow?.returnTo ?? "", "social_login_failed");
  }
  const { locale, returnTo } = flow;
  let result;
  try {
    result = await runMutation(request, context, FinishSocialLoginDocument, {
      input: {
        provider: flow.provider.toUpperCase() as "GOOGLE",
        redirectUri: callbackUrl(context.publicOrigin, flow.provider),
        callbackParams: providerValues(new URL(request.url).searchParams).toString(),
        state: flow.state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      },
    }, locale);
  } catch (error) {
    // Too many attempts from this address, or input the server refused (a value no provider sends).
    return socialLoginFailure(locale, returnTo, graphQLErrorCode(error) === "RATE_LIMITED" ? "rate_limited" : "social_login_failed");
  }
  const outcome = result.finishSocialLogin;
  if (outcome.__typename === "OperationError") return socialLoginFailure(locale, returnTo, "social_login_failed", outcome.message);
  const t = await remixI18n.getFixedT(locale, "account");
  const headers = await startMemberSession(request, context, locale, outcome, (name) => t("login.welcome", { name }));
  headers.append("Set-Cookie", await clearFlow());
  headers.set("Cache-Control", "no-store");
  return redirect(returnTo || localizePath("/", locale), { headers });
}

export const action = withInputNet(answerPost);

async function answerPost({ request, params }: ActionFunctionArgs) {
  // Read in full (a body left unread resets the connection); anything but a form is the translated 400 page.
  const { form } = await readForm(request, { fromAnySite: true });
  if (!isSocialProvider(params.provider)) return redirect(localizePath(LOGIN_PATH, DEFAULT_LOCALE));
  const values = providerValues(new URLSearchParams([...form].map(([name, value]) => [name, String(value)])));
  const target = new URL(request.url);
  target.search = values.toString();
  return redirect(target.pathname + target.search, { status: 303, headers: { "Cache-Control": "no-store" } });
}

const FinishSocialLoginDocument = graphql(`
  mutation StorefrontFinishSocialLogin($input: FinishSocialLoginInput!) {
    finishSocialLogin(input: $input) {
      __typename
      ... on CustomerSession {
        ...MemberSessionFields
      }
      ... on OperationError {
        message
      }
    }
  }
`);
