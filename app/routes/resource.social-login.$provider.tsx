// GET /resource/social-login/{provider}?lang=&r= — starts signing in with Google, Apple or Facebook: asks the server
// for the provider's address and this login's one-time values, keeps those in the login's cookie, and sends the
// browser to the provider. A provider the shop is not configured for (or that cannot be reached) sends the shopper
// back to the login page with the reason.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeReturnPath } from "~/domain/return-path";
import { graphql } from "~/graphql/generated";
import { runMutation } from "~/utils/graphql.server";
import { isLocale, localeOfPath } from "~/utils/locale";
import { callbackUrl, isSocialProvider, saveFlow } from "~/utils/social-login.server";
import { socialLoginFailure } from "~/utils/social-login-failure.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnPath(url.searchParams.get("r"), "");
  const lang = url.searchParams.get("lang");
  const locale = isLocale(lang) ? lang : localeOfPath(returnTo || "/");
  const provider = params.provider;
  if (!isSocialProvider(provider)) return socialLoginFailure(locale, returnTo, "social_login_unavailable");
  const { startSocialLogin: start } = await runMutation(request, context, StartSocialLoginDocument, {
    provider: provider.toUpperCase() as "GOOGLE",
    redirectUri: callbackUrl(context.publicOrigin, provider),
  });
  if (start.__typename === "OperationError") return socialLoginFailure(locale, returnTo, "social_login_unavailable");
  const cookie = await saveFlow({ provider, state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, returnTo, locale });
  return redirect(start.authorizationUrl, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

const StartSocialLoginDocument = graphql(`
  mutation StorefrontStartSocialLogin($provider: SocialProvider!, $redirectUri: String!) {
    startSocialLogin(provider: $provider, redirectUri: $redirectUri) {
      __typename
      ... on SocialLoginStart {
        authorizationUrl
        state
        nonce
        codeVerifier
      }
      ... on OperationError {
        message
      }
    }
  }
`);
