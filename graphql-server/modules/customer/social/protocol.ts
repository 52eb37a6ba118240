// The provider side of a social login, through openid-client: the authorization address (state, nonce and a PKCE
// challenge), then the code exchange and the identity it proves. Google and Apple are OpenID Connect providers (the
// ID token's signature, issuer, audience and nonce are checked against the provider's published keys); Facebook is
// plain OAuth 2 with its Graph API `/me` for the profile.
import { createHmac } from "node:crypto";
import * as oidc from "openid-client";
import { isStorableText } from "../../../core/unstorable-text.js";
import type { ProviderSettings, SocialProvider } from "./settings.js";

/** Who the provider says signed in. `emailVerified` is the provider's own statement, false when it makes none. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SocialLoginStart {
  authorizationUrl: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface FinishInput {
  redirectUri: string;
  /** What the provider sent back to the redirect URI (its query string, or Apple's form body). */
  callbackParams: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** cancelled: the person declined at the provider; failed: anything else (bad state, a used code, the provider down). */
export type FinishFailure = { failure: "cancelled" | "failed"; reason: string };

/** Discovery documents by issuer: fetched once per process (a failure is not kept, so the next login retries). */
const discovered = new Map<string, Promise<oidc.ServerMetadata>>();

async function serverMetadata(issuer: URL): Promise<oidc.ServerMetadata> {
  let pending = discovered.get(issuer.href);
  if (!pending) {
    const options = issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : undefined;
    pending = oidc.discovery(issuer, "discovery", undefined, undefined, options).then((c) => c.serverMetadata());
    pending.catch(() => discovered.delete(issuer.href));
    discovered.set(issuer.href, pending);
  }
  return pending;
}

/** A client configuration for one login (Apple's secret is made afresh each time). */
async function configurationFor(settings: ProviderSettings): Promise<oidc.Configuration> {
  const metadata: oidc.ServerMetadata =
    settings.kind === "oidc"
      ? await serverMetadata(settings.issuer)
      : {
          issuer: settings.dialogUrl.origin,
          authorization_endpoint: settings.dialogUrl.href,
          token_endpoint: new URL("oauth/access_token", withSlash(settings.graphUrl)).href,
        };
  const config = new oidc.Configuration(metadata, settings.clientId, settings.clientSecret(), oidc.ClientSecretPost(settings.clientSecret()));
  // Only a local test provider is served over plain http.
  if (new URL(metadata.token_endpoint ?? metadata.issuer).protocol === "http:") oidc.allowInsecureRequests(config);
  return config;
}

const withSlash = (url: URL) => (url.href.endsWith("/") ? url.href : `${url.href}/`);

const SCOPES: Record<SocialProvider, string> = {
  google: "openid email profile",
  // Apple sends the name (once, on the first consent) and the email only with form_post.
  apple: "openid name email",
  facebook: "email public_profile",
};

export async function beginLogin(settings: ProviderSettings, redirectUri: string): Promise<SocialLoginStart> {
  const config = await configurationFor(settings);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri,
    response_type: "code",
    scope: SCOPES[settings.provider],
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
  };
  if (settings.kind === "oidc") parameters.nonce = nonce;
  if (settings.provider === "apple") parameters.response_mode = "form_post";
  return { authorizationUrl: oidc.buildAuthorizationUrl(config, parameters).href, state, nonce, codeVerifier };
}

export async function finishLogin(settings: ProviderSettings, input: FinishInput): Promise<SocialIdentity | FinishFailure> {
  const params = new URLSearchParams(input.callbackParams);
  const error = params.get("error");
  // Declining at the provider comes back as access_denied (Google, Facebook, OIDC) or user_cancelled_authorize (Apple).
  if (error) return { failure: /denied|cancel/i.test(error) ? "cancelled" : "failed", reason: `provider error ${error.slice(0, 64)}` };
  try {
    const config = await configurationFor(settings);
    const currentUrl = new URL(input.redirectUri);
    currentUrl.search = params.toString();
    const oidcChecks = settings.kind === "oidc" ? { expectedNonce: input.nonce, idTokenExpected: true } : {};
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, { pkceCodeVerifier: input.codeVerifier, expectedState: input.state, ...oidcChecks });
    if (settings.kind === "facebook") return await facebookIdentity(settings, tokens.access_token);
    const claims = tokens.claims();
    if (!claims) return { failure: "failed", reason: "no ID token" };
    return oidcIdentity(settings.provider, claims, params.get("user"));
  } catch (error) {
    return { failure: "failed", reason: error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : "unknown" };
  }
}

/** A name part the shop can store and show, or "" (a provider may send anything, or nothing). */
const namePart = (value: unknown) => (typeof value === "string" && isStorableText(value) ? value.trim().slice(0, 128) : "");

const emailOf = (value: unknown) =>
  typeof value === "string" && value.includes("@") && value.length <= 254 && isStorableText(value) ? value.trim().toLowerCase() : null;

function oidcIdentity(provider: SocialProvider, claims: oidc.IDToken, appleUser: string | null): SocialIdentity {
  // Apple states it as a string ("true") in some tokens and as a boolean in others.
  const emailVerified = claims.email_verified === true || claims.email_verified === "true";
  let firstName = namePart(claims.given_name);
  let lastName = namePart(claims.family_name);
  if (!firstName && appleUser) {
    // Apple posts the name beside the code, once (the first time the person agrees); the ID token never has it.
    const name = parseJson(appleUser)?.name as Record<string, unknown> | undefined;
    firstName = namePart(name?.firstName);
    lastName = namePart(name?.lastName);
  }
  if (!firstName) [firstName, lastName] = splitName(namePart(claims.name));
  return { provider, subject: String(claims.sub), email: emailOf(claims.email), emailVerified, firstName, lastName };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** "Ada Nur Yılmaz" → ["Ada Nur", "Yılmaz"]: the last word is the surname. */
export function splitName(full: string): [string, string] {
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length < 2) return [words[0] ?? "", ""];
  return [words.slice(0, -1).join(" "), words[words.length - 1]];
}

async function facebookIdentity(settings: ProviderSettings, accessToken: string): Promise<SocialIdentity | FinishFailure> {
  const me = new URL("me", withSlash(settings.kind === "facebook" ? settings.graphUrl : settings.issuer));
  me.searchParams.set("fields", "id,name,email");
  me.searchParams.set("access_token", accessToken);
  // Proves the call comes from the app's server (Facebook can require it for every Graph call).
  me.searchParams.set("appsecret_proof", createHmac("sha256", settings.clientSecret()).update(accessToken).digest("hex"));
  const response = await fetch(me, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) return { failure: "failed", reason: `graph /me answered ${response.status}` };
  const profile = parseJson(await response.text());
  if (!profile || (typeof profile.id !== "string" && typeof profile.id !== "number")) return { failure: "failed", reason: "graph /me without id" };
  const [firstName, lastName] = splitName(namePart(profile.name));
  // Facebook does not say whether the person confirmed the address: the shop does not treat it as verified.
  return { provider: "facebook", subject: String(profile.id), email: emailOf(profile.email), emailVerified: false, firstName, lastName };
}
