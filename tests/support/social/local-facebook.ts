// A local stand-in for Facebook Login: the OAuth dialog (redirects back with a code, or with Facebook's error when
// the person declines), the Graph API's /oauth/access_token (checks the app secret, the redirect URI, the PKCE
// verifier, and that a code is used once) and /me (checks the access token and the appsecret_proof), answering in
// Facebook's shapes.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FacebookPerson {
  id: string;
  name: string;
  email?: string;
}

export interface LocalFacebook {
  dialogUrl: string;
  graphUrl: string;
  appId: string;
  appSecret: string;
  /** Who is signed in at Facebook when the dialog opens; null declines. */
  next: FacebookPerson | null;
  close(): Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  challenge: string | null;
  person: FacebookPerson;
}

const random = () => randomBytes(24).toString("base64url");

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const oauthError = (message: string) => ({ error: { message, type: "OAuthException", code: 100 } });

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let body = "";
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
}

export async function startLocalFacebook(appId = "shop-app", appSecret = "shop-app-secret"): Promise<LocalFacebook> {
  const codes = new Map<string, PendingCode>();
  const tokens = new Map<string, FacebookPerson>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const local: LocalFacebook = {
    dialogUrl: `${origin}/v19.0/dialog/oauth`,
    graphUrl: `${origin}/v19.0`,
    appId,
    appSecret,
    next: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  server.on("request", (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", origin);
      const q = url.searchParams;
      if (url.pathname === "/v19.0/dialog/oauth") {
        const back = new URL(q.get("redirect_uri") ?? "");
        if (q.get("client_id") !== appId) return send(res, 400, oauthError("Invalid App ID"));
        if (!local.next) {
          for (const [k, v] of Object.entries({
            error: "access_denied",
            error_code: "200",
            error_description: "Permissions error",
            error_reason: "user_denied",
          }))
            back.searchParams.set(k, v);
        } else {
          const code = random();
          codes.set(code, { redirectUri: q.get("redirect_uri") ?? "", challenge: q.get("code_challenge"), person: local.next });
          back.searchParams.set("code", code);
        }
        back.searchParams.set("state", q.get("state") ?? "");
        return void res.writeHead(302, { location: back.href }).end();
      }
      if (url.pathname === "/v19.0/oauth/access_token") {
        const form = req.method === "POST" ? await formOf(req) : q;
        const pending = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        if (form.get("client_id") !== appId || form.get("client_secret") !== appSecret) return send(res, 400, oauthError("Error validating client secret."));
        if (!pending) return send(res, 400, oauthError("This authorization code has been used."));
        if (form.get("redirect_uri") !== pending.redirectUri)
          return send(res, 400, oauthError("Error validating verification code. Please make sure your redirect_uri is identical."));
        const verifier = form.get("code_verifier") ?? "";
        if (pending.challenge && createHash("sha256").update(verifier).digest("base64url") !== pending.challenge)
          return send(res, 400, oauthError("Invalid code verifier."));
        const accessToken = random();
        tokens.set(accessToken, pending.person);
        return send(res, 200, { access_token: accessToken, token_type: "bearer", expires_in: 5183944 });
      }
      if (url.pathname === "/v19.0/me") {
        const token = q.get("access_token") ?? "";
        const person = tokens.get(token);
        if (!person) return send(res, 400, oauthError("Invalid OAuth access token."));
        if (q.get("appsecret_proof") !== createHmac("sha256", appSecret).update(token).digest("hex"))
          return send(res, 400, oauthError("Invalid appsecret_proof provided in the API argument"));
        const fields = (q.get("fields") ?? "id").split(",");
        return send(res, 200, Object.fromEntries(fields.filter((f) => f in person).map((f) => [f, person[f as keyof FacebookPerson]])));
      }
      send(res, 404, oauthError("Unknown path"));
    })().catch((error: unknown) => send(res, 500, oauthError(String(error))));
  });
  return local;
}
