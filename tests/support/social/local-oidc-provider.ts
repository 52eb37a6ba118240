// A local OpenID Connect provider for the social login tests: oidc-provider (a certified OIDC implementation) with
// real discovery, authorization endpoint, token endpoint (client_secret_post, PKCE) and JWKS, over plain http on a
// random port. Its interaction step signs in whichever test account the test chose and consents at once, or
// declines (as a person pressing "Cancel" would), so a test drives the whole flow without a login page.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The claims the provider states about the person who signs in. */
export interface TestAccount {
  sub: string;
  email?: string;
  /** A boolean as Google states it, or the string Apple sometimes uses. */
  email_verified?: boolean | "true" | "false";
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the next interaction; null declines (access_denied). */
  next: TestAccount | null;
  close(): Promise<void>;
}

/** `port` 0 takes any free port (the vitest tests); the browser tests give the one the shop was configured with. */
export async function startLocalOidcProvider(redirectUri: string, clientId = "shop-client", clientSecret = "shop-client-secret", port = 0): Promise<LocalOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test-key", use: "sig", alg: "RS256" }] },
    scopes: ["openid", "email", "profile", "name"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
      name: ["name", "given_name", "family_name"],
    },
    // Google and Apple put the email and name claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    cookies: { keys: ["local-oidc-provider-test-key"] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  const local: LocalOidcProvider = { issuer, clientId, clientSecret, next: null, close: () => new Promise((resolve) => server.close(() => resolve())) };
  const handle = provider.callback();
  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const account = local.next;
      if (!account) {
        await provider.interactionFinished(
          req,
          res,
          { error: "access_denied", error_description: "End-User aborted interaction" },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      accounts.set(account.sub, account);
      const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: account.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return local;
}
