// The storefront's half of a social login: between sending the browser to the provider and its return, the values
// that prove the return belongs to this browser's login (state, nonce, PKCE verifier) and where to go afterwards
// live in a signed, HttpOnly cookie of ten minutes, scoped to the login's own paths. The callback clears it at
// once, so a second visit to the same callback (a replay, the back button) finds nothing and is refused.
import { createCookie } from "@remix-run/node";
import { LOGIN_PATH } from "~/domain/account-paths";
import { cookiesAreSecure } from "~/utils/cookies.server";
import { isLocale, localizePath, type Locale } from "~/utils/locale";
import { resourceRoutes } from "~/utils/resource-routes";

export const SOCIAL_PROVIDERS = ["google", "apple", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const isSocialProvider = (value: unknown): value is SocialProvider => (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);

export interface SocialLoginFlow {
  provider: SocialProvider;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The path to go back to (already checked to be this shop's), or "" for the language's home page. */
  returnTo: string;
  locale: Locale;
}

const secrets = (process.env.SESSION_SECRET ?? "dev-only-session-secret-change-me").split(",");

const flowCookie = createCookie("social_login", {
  httpOnly: true,
  // Lax is enough for Apple's cross-site form post too: that post only bounces its values to a same-path GET, and a
  // top-level GET carries Lax cookies even when another site started it.
  sameSite: "lax",
  path: resourceRoutes.socialLoginScope,
  maxAge: 600,
  secrets,
  secure: cookiesAreSecure(),
});

export const saveFlow = (flow: SocialLoginFlow) => flowCookie.serialize(flow);

export const clearFlow = () => flowCookie.serialize("", { maxAge: 0 });

/** The flow this browser started, or null (none, expired, tampered with, or of another shape). */
export async function readFlow(request: Request): Promise<SocialLoginFlow | null> {
  const value: unknown = await flowCookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (!value || typeof value !== "object") return null;
  const flow = value as Record<string, unknown>;
  const texts = [flow.state, flow.nonce, flow.codeVerifier, flow.returnTo].every((v) => typeof v === "string");
  return texts && isSocialProvider(flow.provider) && isLocale(flow.locale) ? (flow as unknown as SocialLoginFlow) : null;
}

/** The login page of the language, keeping the return path so that the shopper can try again from there. */
export const loginPageFor = (locale: Locale, returnTo: string) => `${localizePath(LOGIN_PATH, locale)}${returnTo ? `?r=${encodeURIComponent(returnTo)}` : ""}`;

/** The absolute address the provider sends the browser back to (registered with each provider). */
export const callbackUrl = (publicOrigin: string, provider: SocialProvider) => `${publicOrigin}${resourceRoutes.socialLoginCallback(provider)}`;
