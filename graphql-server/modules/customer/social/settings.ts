// Which social login providers this shop is configured for, read from the environment on every call (nothing to
// restart in tests, and a provider left unconfigured simply shows no button). The addresses are overridable so that
// tests can point a provider at a local server that speaks its protocol.
import { createPrivateKey, sign } from "node:crypto";

export const SOCIAL_PROVIDERS = ["google", "apple", "facebook"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

interface OidcSettings {
  kind: "oidc";
  provider: "google" | "apple";
  issuer: URL;
  clientId: string;
  /** Made per request for Apple when no pre-made secret is set (it is a short-lived JWT signed with the team's key). */
  clientSecret: () => string;
}

interface FacebookSettings {
  kind: "facebook";
  provider: "facebook";
  dialogUrl: URL;
  graphUrl: URL;
  clientId: string;
  clientSecret: () => string;
}

export type ProviderSettings = OidcSettings | FacebookSettings;

type Env = Record<string, string | undefined>;

const urlOr = (value: string | undefined, fallback: string): URL | null => {
  try {
    return new URL(value || fallback);
  } catch {
    return null;
  }
};

function google(env: Env): ProviderSettings | null {
  const issuer = urlOr(env.GOOGLE_ISSUER, "https://accounts.google.com");
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET || !issuer) return null;
  const secret = env.GOOGLE_CLIENT_SECRET;
  return { kind: "oidc", provider: "google", issuer, clientId: env.GOOGLE_CLIENT_ID, clientSecret: () => secret };
}

function apple(env: Env): ProviderSettings | null {
  const issuer = urlOr(env.APPLE_ISSUER, "https://appleid.apple.com");
  const clientId = env.APPLE_CLIENT_ID;
  if (!clientId || !issuer) return null;
  const premade = env.APPLE_CLIENT_SECRET;
  if (premade) return { kind: "oidc", provider: "apple", issuer, clientId, clientSecret: () => premade };
  const { APPLE_TEAM_ID: teamId, APPLE_KEY_ID: keyId, APPLE_PRIVATE_KEY: pem } = env;
  if (!teamId || !keyId || !pem) return null;
  const audience = issuer.href.replace(/\/$/, "");
  return { kind: "oidc", provider: "apple", issuer, clientId, clientSecret: () => appleClientSecret({ teamId, keyId, clientId, pem, audience }) };
}

function facebook(env: Env): ProviderSettings | null {
  const dialogUrl = urlOr(env.FACEBOOK_DIALOG_URL, "https://www.facebook.com/v19.0/dialog/oauth");
  const graphUrl = urlOr(env.FACEBOOK_GRAPH_URL, "https://graph.facebook.com/v19.0");
  if (!env.FACEBOOK_APP_ID || !env.FACEBOOK_APP_SECRET || !dialogUrl || !graphUrl) return null;
  const secret = env.FACEBOOK_APP_SECRET;
  return { kind: "facebook", provider: "facebook", dialogUrl, graphUrl, clientId: env.FACEBOOK_APP_ID, clientSecret: () => secret };
}

const READERS: Record<SocialProvider, (env: Env) => ProviderSettings | null> = { google, apple, facebook };

/** A provider's settings, or null when the environment does not configure it. */
export const providerSettings = (provider: SocialProvider, env: Env = process.env) => READERS[provider](env);

/** The configured providers, in the order the login page shows them. */
export const configuredProviders = (env: Env = process.env): SocialProvider[] => SOCIAL_PROVIDERS.filter((p) => READERS[p](env));

/**
 * The origins a browser is sent to (or posts from) during a social login: the page's Content-Security-Policy lets
 * forms go there, since a form that leads to a provider (a redirect after a post counts) is otherwise blocked.
 */
export function socialLoginOrigins(env: Env = process.env): string[] {
  const origins = SOCIAL_PROVIDERS.map((p) => READERS[p](env)).map((s) => (s ? (s.kind === "oidc" ? s.issuer : s.dialogUrl).origin : null));
  return [...new Set(origins.filter((o): o is string => o !== null))];
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/**
 * Apple's client secret: a JWT (ES256, the key's id in the header) that the team's private key signs, naming the
 * team as issuer and the service id as subject. Apple accepts one for up to six months; a fresh one per login costs
 * a signature and leaves nothing to renew.
 */
export function appleClientSecret(o: { teamId: string; keyId: string; clientId: string; pem: string; audience: string }, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: "ES256", kid: o.keyId }));
  const payload = base64url(JSON.stringify({ iss: o.teamId, iat, exp: iat + 300, aud: o.audience, sub: o.clientId }));
  // Environment files often hold the PEM on one line with literal \n.
  const key = createPrivateKey(o.pem.replace(/\\n/g, "\n"));
  // JWS wants the raw r||s pair, not the DER sequence Node produces by default.
  const signature = sign("sha256", Buffer.from(`${header}.${payload}`), { key, dsaEncoding: "ieee-p1363" }).toString("base64url");
  return `${header}.${payload}.${signature}`;
}
