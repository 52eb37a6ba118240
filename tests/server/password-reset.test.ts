// Forgot password: the link mailed by a job (its token stored only hashed), one hour, once, newest only; setting the
// password through it signs the member in and ends every other session; strangers get the members' answer; the
// rate limits per client and per address; the legacy REST routes; hostile tokens.
import fc from "fast-check";
import type { FormattedExecutionResult } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MemoryMailer, setMailer } from "../../graphql-server/modules/mail/mailer.js";
import {
  issuePasswordResetToken,
  passwordResetOwner,
  PASSWORD_RESET_TTL_SECONDS,
  resetPassword,
} from "../../graphql-server/modules/customer/access/password-reset.service.js";
import { bearer, registerMember, type Member } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let mailer: MemoryMailer;
beforeAll(async () => {
  t = await startTestShop();
});
afterEach(() => setMailer(null));
afterAll(() => t?.close());

const REQUEST = `mutation($email: String!, $language: String) {
  requestPasswordReset(email: $email, language: $language) {
    __typename ... on PasswordResetRequested { accepted } ... on FormError { code message field fields { field message } }
  }
}`;
const VALID = `query($token: String!) { passwordResetTokenValid(token: $token) }`;
const RESET = `mutation($token: String!, $password: String!, $repeat: String, $language: String) {
  resetPassword(token: $token, password: $password, passwordRepeat: $repeat, language: $language) {
    __typename ... on CustomerSession { token customer { id } } ... on FormError { code message field fields { field message } }
  }
}`;
const ME = `query { me { id } }`;
const LOGIN = `mutation($email: String!, $password: String!) { loginCustomer(email: $email, password: $password) { __typename } }`;

type Reply = Record<string, unknown> & { __typename: string };
const call = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}, clientIp?: string) =>
  (await t.shop.execute({ query, variables }, { headers: new Headers(headers), clientIp })) as FormattedExecutionResult<Record<string, Reply>>;

/** Asks for a link for `email` and returns the mails that went out for it. */
async function askForLink(email: string, language = "tr") {
  await freshMailer();
  const reply = await call(REQUEST, { email, language });
  await t.shop.jobs.idle();
  return { reply, mails: mailer.sent };
}

/** A new memory mailer, once the mails queued so far (a registration's welcome) have gone to the previous one. */
async function freshMailer() {
  await t.shop.jobs.idle();
  mailer = new MemoryMailer();
  setMailer(mailer);
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const linkIn = (text: string) => text.match(/https?:\/\/\S+/)![0];

describe("asking for a link", () => {
  it("mails a member a link to the reset page in the language asked in; only the token's hash is stored", async () => {
    const member = await registerMember(t);
    for (const [language, prefix] of [["tr", ""], ["en", "/en"], ["ar", "/ar"]] as const) {
      const { reply, mails } = await askForLink(member.email, language);
      expect(reply.data!.requestPasswordReset).toEqual({ __typename: "PasswordResetRequested", accepted: true });
      expect(mails).toHaveLength(1);
      const link = new URL(linkIn(mails[0].text));
      expect(mails[0].to).toBe(member.email);
      expect(link.pathname).toBe(`${prefix}/sifre-yenile`);
      expect(mails[0].html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      const token = tokenOf(link.href);
      expect((await call(VALID, { token })).data!.passwordResetTokenValid).toBe(true);
      const rows = await db(t, `select token_hash from password_reset where customer_id = ?`, [member.id]);
      expect(rows).toHaveLength(1);
      expect(String(rows[0].token_hash)).toMatch(/^[0-9a-f]{64}$/);
      expect(String(rows[0].token_hash)).not.toContain(token);
    }
  });

  it("answers a stranger's address exactly as a member's, mails nothing, and accepts any letter case", async () => {
    const member = await registerMember(t);
    const known = await askForLink(member.email.toUpperCase());
    const unknown = await askForLink(`nobody-${Date.now()}@example.shop`);
    expect(unknown.reply).toEqual(known.reply);
    expect(known.mails).toHaveLength(1);
    expect(unknown.mails).toHaveLength(0);
  });

  it("refuses a missing or malformed address with the field's message, in the request's language", async () => {
    const empty = (await call(REQUEST, { email: "  ", language: "en" })).data!.requestPasswordReset;
    expect(empty).toMatchObject({ __typename: "FormError", field: "email", fields: [{ field: "email", message: "Please enter your email address." }] });
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }).filter((s) => !s.includes("@") && s.trim() !== ""), async (email) => {
        const reply = (await call(REQUEST, { email, language: "ar" })).data!.requestPasswordReset;
        expect(reply).toMatchObject({ __typename: "FormError", field: "email" });
      }),
      { numRuns: 25 },
    );
  });
});

describe("the link", () => {
  it("sets the password once, signs the member in, ends every earlier session and mails a notice", async () => {
    const member = await registerMember(t);
    const { mails } = await askForLink(member.email, "en");
    const token = tokenOf(linkIn(mails[0].text));
    await freshMailer();
    const done = (await call(RESET, { token, password: "a brand new secret", repeat: "a brand new secret" })).data!.resetPassword;
    expect(done.__typename).toBe("CustomerSession");
    expect((done.customer as { id: number }).id).toBe(member.id);
    // The old session is gone, the new one works, the new password signs in and the old one does not.
    expect((await call(ME, {}, bearer(member.token))).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await call(ME, {}, bearer(done.token as string))).data!.me).toEqual({ id: member.id });
    expect((await call(LOGIN, { email: member.email, password: "a brand new secret" })).data!.loginCustomer.__typename).toBe("CustomerSession");
    expect((await call(LOGIN, { email: member.email, password: member.password })).data!.loginCustomer.__typename).toBe("OperationError");
    await t.shop.jobs.idle();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([[member.email, "Şifreniz değiştirildi"]]);
    // Once only.
    const again = (await call(RESET, { token, password: "yet another secret", language: "en" })).data!.resetPassword;
    expect(again).toMatchObject({ __typename: "FormError", code: "REFRESH_TOKEN_EXPIRED", field: "token", message: "The password change link has expired." });
    expect((await call(VALID, { token })).data!.passwordResetTokenValid).toBe(false);
  });

  it("works only while it is the newest link", async () => {
    const member = await registerMember(t);
    const em = t.orm.em.fork();
    const first = await issuePasswordResetToken(em, member.id);
    const second = await issuePasswordResetToken(em, member.id);
    expect(await passwordResetOwner(em, first)).toBeNull();
    expect(await passwordResetOwner(em, second)).toBe(member.id);
  });

  it("expires after an hour (injected clock), also in the middle of setting the password", async () => {
    const member = await registerMember(t);
    const em = t.orm.em.fork();
    const issuedAt = new Date("2030-01-01T10:00:00Z");
    const token = await issuePasswordResetToken(em, member.id, issuedAt);
    const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);
    expect(await passwordResetOwner(em, token, at(PASSWORD_RESET_TTL_SECONDS - 1))).toBe(member.id);
    expect(await passwordResetOwner(em, token, at(PASSWORD_RESET_TTL_SECONDS))).toBeNull();
    const late = await resetPassword(em, { token, password: "long enough secret" }, async () => {}, at(PASSWORD_RESET_TTL_SECONDS + 60));
    expect(late).toMatchObject({ __typename: "FormError", code: "REFRESH_TOKEN_EXPIRED" });
    const onTime = await resetPassword(em, { token, password: "long enough secret" }, async () => {}, at(PASSWORD_RESET_TTL_SECONDS - 60));
    expect(onTime.__typename).toBe("CustomerSession");
  });

  it("keeps working after a refused password: too short, or not repeated the same", async () => {
    const member = await registerMember(t);
    const token = await issuePasswordResetToken(t.orm.em.fork(), member.id);
    const short = (await call(RESET, { token, password: "short", language: "tr" })).data!.resetPassword;
    expect(short).toMatchObject({ __typename: "FormError", field: "password", fields: [{ field: "password", message: "Şifreniz en az 8 karakter olmalıdır." }] });
    const unequal = (await call(RESET, { token, password: "long enough one", repeat: "long enough two", language: "ar" })).data!.resetPassword;
    expect(unequal).toMatchObject({ __typename: "FormError", fields: [{ field: "passwordRepeat", message: "كلمتا المرور غير متطابقتين." }] });
    expect((await call(VALID, { token })).data!.passwordResetTokenValid).toBe(true);
  });

  it("opens nothing for any other text, and never fails on it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), fc.base64String({ minLength: 40, maxLength: 50 })), async (token) => {
        const valid = await call(VALID, { token });
        expect(valid.errors).toBeUndefined();
        expect(valid.data!.passwordResetTokenValid).toBe(false);
        const reset = (await call(RESET, { token, password: "long enough secret" })).data!.resetPassword;
        expect(reset).toMatchObject({ __typename: "FormError", code: "REFRESH_TOKEN_EXPIRED" });
      }),
      { numRuns: 20 },
    );
  });
});

describe("the legacy REST routes", () => {
  const post = (path: string, body: unknown, language = "tr") =>
    t.rest(`/api/v1/customer/${path}?language=${language}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("forgotPassword, forgotPasswordcontrolRefreshToken and forgotPasswordChangePassword in their shapes", async () => {
    const member: Member = await registerMember(t);
    await freshMailer();
    const asked = await post("forgotPassword", { email: member.email });
    expect(asked).toMatchObject({ status: 200, body: { success: true, code: "forgot_password_mail_sended" } });
    // A stranger's address gets the member's reply: the route does not tell who is a member.
    const stranger = await post("forgotPassword", { email: `nobody-${member.email}` });
    expect({ status: stranger.status, body: stranger.body }).toEqual({ status: asked.status, body: asked.body });
    expect((await post("forgotPassword", { email: "x" }, "en")).body).toMatchObject({ success: false, errors: [{ field: "email", message: "Email format is not suitable." }] });
    await t.shop.jobs.idle();
    const token = tokenOf(linkIn(mailer.sent[0].text));
    expect((await post("forgotPasswordcontrolRefreshToken", { refresh_token: token })).body).toEqual({ success: true });
    const unequal = await post("forgotPasswordChangePassword", { token, password: "new secret one", password_confirmation: "new secret two" }, "en");
    expect(unequal.body).toMatchObject({ success: false, errors: [{ field: "password_repeat", message: "The passwords do not match." }] });
    const changed = await post("forgotPasswordChangePassword", { token, password: "new secret one", re_password: "new secret one" });
    expect(changed.body).toMatchObject({ success: true, code: "successfully_password_changed", user: { id: member.id } });
    expect(typeof changed.body.token).toBe("string");
    expect((await post("forgotPasswordcontrolRefreshToken", { token }, "en")).body).toEqual({
      success: false,
      code: "refresh_token_expired",
      message: "The password change link has expired.",
      field: "token",
    });
    expect((await post("forgotPasswordChangePassword", { token, password: "new secret three" })).body).toMatchObject({ success: false, code: "refresh_token_expired" });
  });
});

describe("limits", () => {
  it("counts requests per client address and per asked-for address, for strangers as for members", async () => {
    const limited = await startTestShop({
      rateLimits: { passwordReset: { points: 3, windowSeconds: 3600 }, passwordResetAccount: { points: 2, windowSeconds: 3600 } },
    });
    try {
      const ask = async (email: string, clientIp: string) =>
        (await limited.shop.execute({ query: REQUEST, variables: { email } }, { headers: new Headers(), clientIp })) as FormattedExecutionResult<Record<string, Reply>>;
      const member = await registerMember(limited);
      for (const email of [member.email, `stranger-${Date.now()}@example.shop`]) {
        expect((await ask(email, "192.0.2.10")).errors).toBeUndefined();
        expect((await ask(email, "192.0.2.11")).errors).toBeUndefined();
        // A third request for the address, from yet another client, is refused.
        expect((await ask(email, "192.0.2.12")).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
      }
      // 192.0.2.10 asked twice; its third request is refused whatever the address.
      expect((await ask(`other-${Date.now()}@example.shop`, "192.0.2.10")).errors).toBeUndefined();
      expect((await ask(`more-${Date.now()}@example.shop`, "192.0.2.10")).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.shop.jobs.idle();
      await limited.close();
    }
  });
});

// PGlite runs one statement at a time, so only a real server can show two uses of one link racing.
describe.runIf(process.env.TEST_DATABASE_URL)("two uses of one link at once (PostgreSQL)", () => {
  it("lets exactly one of them set the password", async () => {
    const member = await registerMember(t);
    const token = await issuePasswordResetToken(t.orm.em.fork(), member.id);
    const outcomes = await Promise.all(
      ["racing secret one", "racing secret two", "racing secret three"].map((password) => resetPassword(t.orm.em.fork(), { token, password }, async () => {})),
    );
    expect(outcomes.map((o) => o.__typename).sort()).toEqual(["CustomerSession", "FormError", "FormError"]);
    const winner = outcomes.findIndex((o) => o.__typename === "CustomerSession");
    const password = ["racing secret one", "racing secret two", "racing secret three"][winner];
    // Only the winner's session is left, and only the winner's password signs in.
    expect(await db(t, `select 1 from auth_token where role = 'customer' and subject_id = ?`, [member.id])).toHaveLength(1);
    expect((await call(LOGIN, { email: member.email, password })).data!.loginCustomer.__typename).toBe("CustomerSession");
  });
});
