// Social login end to end: the storefront's start and callback routes, the shop's GraphQL and the real protocol,
// against a local oidc-provider for "Google" and "Apple" (discovery, authorization, token endpoint with PKCE, JWKS)
// and a local Facebook (dialog, /oauth/access_token, /me). A browser with cookies walks each flow; the tests read
// what the member ends up with through the API and the database.
import { generateKeyPairSync, verify } from "node:crypto";
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appleClientSecret, socialLoginOrigins } from "../../graphql-server/modules/customer/social/settings.js";
import { securityHeaders } from "../../server/security-headers.js";
import { bearer, registerMember } from "../support/factories.js";
import { CookieBrowser, formPostOf, type Hop } from "../support/social/cookie-browser.js";
import { startLocalFacebook, type LocalFacebook } from "../support/social/local-facebook.js";
import { startLocalOidcProvider, type LocalOidcProvider, type TestAccount } from "../support/social/local-oidc-provider.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const errorsOf = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}/errors.json`, import.meta.url), "utf8")) as Record<string, string>;
const errorsTr = errorsOf("tr");
const errorsEn = errorsOf("en");

let storefront: StorefrontBuild;
let t: TestShop;
let google: LocalOidcProvider;
let apple: LocalOidcProvider;
let facebook: LocalFacebook;
const ENV_KEYS = ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GOOGLE_ISSUER", "APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET", "APPLE_ISSUER"];
const FACEBOOK_ENV = ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET", "FACEBOOK_DIALOG_URL", "FACEBOOK_GRAPH_URL"];

const callbackOf = (provider: string) => `${t.baseUrl}/resource/social-login/${provider}/callback`;

beforeAll(async () => {
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  google = await startLocalOidcProvider(callbackOf("google"), "google-client", "google-secret");
  apple = await startLocalOidcProvider(callbackOf("apple"), "apple-client", "apple-secret");
  facebook = await startLocalFacebook();
  Object.assign(process.env, {
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
    APPLE_CLIENT_ID: apple.clientId,
    APPLE_CLIENT_SECRET: apple.clientSecret,
    APPLE_ISSUER: apple.issuer,
    FACEBOOK_APP_ID: facebook.appId,
    FACEBOOK_APP_SECRET: facebook.appSecret,
    FACEBOOK_DIALOG_URL: facebook.dialogUrl,
    FACEBOOK_GRAPH_URL: facebook.graphUrl,
  });
}, 120_000);

afterAll(async () => {
  for (const key of [...ENV_KEYS, ...FACEBOOK_ENV]) delete process.env[key];
  await Promise.all([google?.close(), apple?.close(), facebook?.close()]);
  await t?.close();
  await storefront?.close();
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;
const account = (extra: Partial<TestAccount> = {}): TestAccount => {
  const sub = unique("sub");
  return { sub, email: `${sub}@example.shop`, email_verified: true, given_name: "Deniz", family_name: "Kaya", ...extra };
};

type Provider = "google" | "apple" | "facebook";

/** Starts a login in a fresh browser and walks it through the provider, stopping where it returns to the shop. */
async function throughProvider(provider: Provider, r = "/sepet", lang = "tr") {
  const browser = new CookieBrowser();
  const start = await browser.step(`${t.baseUrl}/resource/social-login/${provider}?lang=${lang}&r=${encodeURIComponent(r)}`);
  expect(start.status, start.body).toBe(302);
  expect(start.setCookies.join()).toMatch(/social_login=.*HttpOnly/i);
  const atShop = await browser.follow(start.location!, (url) => url.startsWith(`${t.baseUrl}/`));
  return { browser, atShop };
}

/** The provider's return as the browser makes it: a redirect to the callback, or Apple's form posted from its page. */
async function backAtShop(browser: CookieBrowser, atShop: Hop, extraForm: Record<string, string> = {}): Promise<Hop> {
  if (atShop.location) return browser.step(atShop.location);
  const { action, fields } = formPostOf(atShop.body);
  for (const [k, v] of Object.entries(extraForm)) fields.set(k, v);
  // Posted by the provider's page: another site, as the browser says.
  const bounce = await browser.step(action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(atShop.url).origin, "sec-fetch-site": "cross-site" },
    body: fields.toString(),
  });
  expect(bounce.status, bounce.body).toBe(303);
  return browser.step(bounce.location!);
}

async function signIn(provider: Provider, r = "/sepet", lang = "tr", extraForm: Record<string, string> = {}) {
  const { browser, atShop } = await throughProvider(provider, r, lang);
  const done = await backAtShop(browser, atShop, extraForm);
  return { browser, done, token: browser.cookie(t.baseUrl, "g_u_t") };
}

const ME = `query { me { id firstName lastName email phone hasPassword commercialConsent } }`;
type Me = { me: { id: number; firstName: string; lastName: string; email: string; phone: string; hasPassword: boolean; commercialConsent: boolean } };
const me = async (token: string) => (await t.exec<Me>(ME, { headers: bearer(token) })).data!.me;

/** The login page the failure ended on, and the toast it shows; the browser's session is what it was (none by default). */
async function failurePage(browser: CookieBrowser, done: Hop, lang = "tr", session: string | null = null) {
  expect(done.status, done.body).toBe(302);
  expect(new URL(done.location!).pathname).toBe(lang === "tr" ? "/uye-giris" : `/${lang}/uye-giris`);
  expect(browser.cookie(t.baseUrl, "g_u_t")).toBe(session);
  expect(browser.cookie(t.baseUrl, "social_login")).toBeNull();
  // A signed-in member is sent on from the login page (home), where the toast shows.
  const page = await browser.follow(done.location!);
  expect(page.status).toBe(200);
  return page.body;
}

const identities = (subject: string) => db(t, `select provider, customer_id, email from customer_social_identity where subject = ?`, [subject]);

describe.each(["google", "apple"] as const)("%s (OpenID Connect)", (provider) => {
  const local = () => (provider === "google" ? google : apple);

  it("makes a new member from the profile: no password, no phone, the implied consents, back to r, signed in", async () => {
    const person = account();
    local().next = person;
    const { browser, done, token } = await signIn(provider, "/sepet?x=1");
    expect(done.status, done.body).toBe(302);
    expect(done.location).toBe(`${t.baseUrl}/sepet?x=1`);
    expect(token).toBeTruthy();
    expect(decodeURIComponent(browser.cookie(t.baseUrl, "g_u_i") ?? "")).toContain('"name":"Deniz"');
    const member = await me(token!);
    expect(member).toMatchObject({ firstName: "Deniz", lastName: "Kaya", email: person.email, phone: "", hasPassword: false, commercialConsent: false });
    expect(await identities(person.sub)).toEqual([{ provider, customer_id: member.id, email: person.email }]);
    const consents = await db(t, `select kind, accepted from customer_consent where customer_id = ? order by kind`, [member.id]);
    expect(consents).toEqual([
      { kind: "commercial", accepted: false },
      { kind: "kvkk", accepted: true },
      { kind: "membership", accepted: true },
    ]);
    const [row] = await db(t, `select password_hash, phone, email_verified_at from customer where id = ?`, [member.id]);
    expect(row).toMatchObject({ password_hash: null, phone: null });
    expect(row.email_verified_at).not.toBeNull();

    // The same provider account again: the same member, nothing new.
    local().next = { ...person, given_name: "Başka" };
    const again = await signIn(provider);
    expect((await me(again.token!)).id).toBe(member.id);
    expect(await identities(person.sub)).toHaveLength(1);
  });

  it("links a member with the same email when the provider says the address is verified", async () => {
    const member = await registerMember(t);
    const person = account({ email: member.email.toUpperCase(), email_verified: provider === "apple" ? "true" : true });
    local().next = person;
    const { token } = await signIn(provider);
    expect((await me(token!)).id).toBe(member.id);
    expect(await identities(person.sub)).toEqual([{ provider, customer_id: member.id, email: member.email }]);
    // The password still works: linking adds a way in, it takes none away.
    expect((await me(member.token)).hasPassword).toBe(true);
  });

  it("refuses to link when the provider does not vouch for the address, and makes no second account", async () => {
    const member = await registerMember(t);
    const person = account({ email: member.email, email_verified: provider === "apple" ? "false" : false });
    local().next = person;
    const { browser, done } = await signIn(provider);
    const page = await failurePage(browser, done);
    expect(page).toContain(errorsTr.social_login_email_not_verified.replace(/'/g, "&#x27;"));
    expect(await identities(person.sub)).toEqual([]);
    expect(await db(t, `select id from customer where email = ?`, [member.email])).toHaveLength(1);
  });

  it("sends a declined consent back to the login page of the shopper's language with the reason", async () => {
    local().next = null;
    const { browser, atShop } = await throughProvider(provider, "/en/sepet", "en");
    const done = await backAtShop(browser, atShop);
    const page = await failurePage(browser, done, "en");
    expect(page).toContain(errorsEn.social_login_cancelled);
    expect(new URL(done.location!).searchParams.get("r")).toBe("/en/sepet");
  });
});

describe("the login's one-time values", () => {
  it("refuses a return whose state is not this browser's login", async () => {
    google.next = account();
    const { browser, atShop } = await throughProvider("google");
    const forged = new URL(atShop.location!);
    forged.searchParams.set("state", "not-the-state");
    const page = await failurePage(browser, await browser.step(forged.href));
    expect(page).toContain(errorsTr.social_login_failed);
    expect(await identities(google.next.sub)).toEqual([]);
  });

  it("refuses a return to a browser that started no login (another browser's code)", async () => {
    google.next = account();
    const { atShop } = await throughProvider("google");
    const stranger = new CookieBrowser();
    await failurePage(stranger, await stranger.step(atShop.location!));
    expect(await identities(google.next.sub)).toEqual([]);
  });

  it("refuses a replayed callback, with or without the login's cookie", async () => {
    const person = account();
    google.next = person;
    const { browser, atShop } = await throughProvider("google");
    const before = browser.clone();
    const first = await browser.step(atShop.location!);
    expect(first.location).toBe(`${t.baseUrl}/sepet`);
    // The same browser again: the login's cookie is gone (the member stays signed in, nobody else is).
    const replay = browser.clone();
    const session = browser.cookie(t.baseUrl, "g_u_t");
    await failurePage(replay, await replay.step(atShop.location!), "tr", session);
    // A copy of the browser from before the callback (its cookie stolen): the provider refuses the used code.
    const thief = before.clone();
    await failurePage(thief, await thief.step(atShop.location!));
    expect(await identities(person.sub)).toHaveLength(1);
  });

  it("never signs in or fails with a 500 whatever comes back to the callback", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          code: fc.option(fc.string({ maxLength: 80 })),
          state: fc.option(fc.string({ maxLength: 80 })),
          error: fc.option(fc.string({ maxLength: 20 })),
          user: fc.option(fc.string({ maxLength: 80 })),
        }),
        fc.boolean(),
        async (values, post) => {
          google.next = account();
          const { browser } = await throughProvider("google");
          const query = new URLSearchParams(Object.entries(values).filter((e): e is [string, string] => e[1] !== null));
          const done = post
            ? await backAtShop(browser, { url: google.issuer, status: 200, location: null, setCookies: [], body: formHtml(callbackOf("google"), query) })
            : await browser.step(`${callbackOf("google")}?${query}`);
          expect(done.status).toBe(302);
          expect(new URL(done.location!).pathname).toBe("/uye-giris");
          expect(browser.cookie(t.baseUrl, "g_u_t")).toBeNull();
        },
      ),
      { numRuns: 12 },
    );
  });
});

/** An auto-submitting form page like the one a provider serves for form_post. */
function formHtml(action: string, fields: URLSearchParams): string {
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const inputs = [...fields].map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}"/>`).join("");
  return `<form method="post" action="${escape(action)}">${inputs}</form>`;
}

describe("the return path", () => {
  it("never leaves the shop: another site's address ends on the home page of the language", async () => {
    for (const r of ["https://evil.example/x", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      google.next = account();
      const { done, token } = await signIn("google", r, "en");
      expect(token).toBeTruthy();
      expect(done.location).toBe(`${t.baseUrl}/en`);
    }
  });
});

describe("Apple's first consent", () => {
  it("takes the name Apple posts beside the code when the ID token has none", async () => {
    apple.next = { sub: unique("apple"), email: `${unique("relay")}@privaterelay.example`, email_verified: "true" };
    const { token } = await signIn("apple", "/", "tr", { user: JSON.stringify({ name: { firstName: "Elif", lastName: "Demir" }, email: "x@example.shop" }) });
    expect(await me(token!)).toMatchObject({ firstName: "Elif", lastName: "Demir" });
  });
});

describe("Facebook (OAuth 2 and the Graph API)", () => {
  it("makes a new member from /me (id, name, email), the address not counted as verified", async () => {
    const person = { id: String(Date.now()), name: "Mehmet Ali Öztürk", email: `${unique("fb")}@example.shop` };
    facebook.next = person;
    const { done, token } = await signIn("facebook", "/ar", "ar");
    expect(done.location).toBe(`${t.baseUrl}/ar`);
    const member = await me(token!);
    expect(member).toMatchObject({ firstName: "Mehmet Ali", lastName: "Öztürk", email: person.email, hasPassword: false });
    const [row] = await db(t, `select email_verified_at from customer where id = ?`, [member.id]);
    expect(row.email_verified_at).toBeNull();
  });

  it("does not link an existing member by email (Facebook does not say the address is confirmed)", async () => {
    const member = await registerMember(t);
    facebook.next = { id: unique("fb"), name: "Someone", email: member.email };
    const { browser, done } = await signIn("facebook");
    expect(await failurePage(browser, done)).toContain(errorsTr.social_login_email_not_verified.replace(/'/g, "&#x27;"));
  });

  it("refuses when the app secret is wrong (the token exchange fails) and when the person declines", async () => {
    facebook.next = { id: unique("fb"), name: "Someone", email: `${unique("fb")}@example.shop` };
    process.env.FACEBOOK_APP_SECRET = "wrong-secret";
    try {
      const { browser, done } = await signIn("facebook");
      expect(await failurePage(browser, done)).toContain(errorsTr.social_login_failed);
    } finally {
      process.env.FACEBOOK_APP_SECRET = facebook.appSecret;
    }
    facebook.next = null;
    const declined = await signIn("facebook");
    expect(await failurePage(declined.browser, declined.done)).toContain(errorsTr.social_login_cancelled);
  });
});

describe("configuration", () => {
  it("lists only the configured providers, and the REST route redirects to the start or answers 404", async () => {
    const list = async () => (await t.exec<{ socialLoginProviders: string[] }>(`{ socialLoginProviders }`)).data!.socialLoginProviders;
    expect(await list()).toEqual(["GOOGLE", "APPLE", "FACEBOOK"]);
    const redirect = await fetch(`${t.baseUrl}/api/v1/customerToken/login/google?r=%2Fsepet`, { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/resource/social-login/google?r=%2Fsepet");
    delete process.env.FACEBOOK_APP_ID;
    try {
      expect(await list()).toEqual(["GOOGLE", "APPLE"]);
      const missing = await t.rest("/api/v1/customerToken/login/facebook");
      expect(missing).toMatchObject({ status: 404, body: { success: false, code: "social_login_unavailable" } });
      const start = await new CookieBrowser().step(`${t.baseUrl}/resource/social-login/facebook?lang=tr`);
      expect(new URL(start.location!).pathname).toBe("/uye-giris");
    } finally {
      process.env.FACEBOOK_APP_ID = facebook.appId;
    }
    expect((await t.rest("/api/v1/customerToken/login/twitter")).status).toBe(400);
  });

  it("shows a button for each configured provider on the login page, in its language", async () => {
    const page = await (await fetch(`${t.baseUrl}/uye-giris?r=%2Fsepet`)).text();
    expect(page).toContain("Google ile giriş");
    expect(page).toContain("Apple ile giriş");
    expect(page).toContain("/resource/social-login/facebook?lang=tr&amp;r=%2Fsepet");
  });
});

describe("Apple's client secret and the page's form targets", () => {
  it("signs Apple's client secret as an ES256 JWT of the team's key that Apple can check", () => {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const pem = (privateKey.export({ format: "pem", type: "pkcs8" }) as string).replace(/\n/g, "\\n");
    const now = Date.UTC(2026, 10, 24);
    const jwt = appleClientSecret({ teamId: "TEAM123456", keyId: "KEY1234567", clientId: "shop.example.web", pem, audience: "https://appleid.apple.com" }, now);
    const [header, payload, signature] = jwt.split(".");
    const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString()) as Record<string, unknown>;
    expect(decode(header)).toEqual({ alg: "ES256", kid: "KEY1234567" });
    expect(decode(payload)).toEqual({ iss: "TEAM123456", sub: "shop.example.web", aud: "https://appleid.apple.com", iat: now / 1000, exp: now / 1000 + 300 });
    const valid = verify("sha256", Buffer.from(`${header}.${payload}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
    expect(valid).toBe(true);
  });

  it("lets forms reach the configured providers' sign-in origins, and only those", async () => {
    const app = express().use(securityHeaders({ dev: false }), (_req, res) => void res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const formAction = res.headers
        .get("content-security-policy")
        ?.match(/form-action ([^;]*)/)?.[1]
        .split(" ");
      expect(formAction).toEqual(["'self'", new URL(google.issuer).origin, new URL(apple.issuer).origin, new URL(facebook.dialogUrl).origin]);
    } finally {
      server.close();
    }
    expect(socialLoginOrigins({})).toEqual([]);
    expect(socialLoginOrigins({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", FACEBOOK_APP_ID: "a", FACEBOOK_APP_SECRET: "b" })).toEqual([
      "https://accounts.google.com",
      "https://www.facebook.com",
    ]);
  });
});
