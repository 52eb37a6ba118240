// Email verification: the link mailed at registration and after an email change (only its hash stored), 48 hours,
// once, newest only, for the address it was sent to; opening it verifies the email and moves the guest orders placed
// with that address into the account; hostile tokens get a clear error; asking again is limited. And the mobile
// number a member without one (a social sign-in) gives at the checkout.
import fc from "fast-check";
import type { FormattedExecutionResult } from "graphql";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_TTL_SECONDS, issueEmailVerificationToken, verifyEmail } from "../../graphql-server/modules/customer/access/email-verification.service.js";
import { MemoryMailer, setMailer } from "../../graphql-server/modules/mail/mailer.js";
import { bearer, createOrder, memberInput, registerMember, type Member } from "../support/factories.js";
import { confirmContactPhone } from "../support/factories/phone-code.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let mailer: MemoryMailer;
beforeAll(async () => {
  t = await startTestShop();
});
afterEach(() => setMailer(null));
afterAll(() => t?.close());

const REQUEST = `mutation($language: String) {
  requestEmailVerification(language: $language) {
    __typename ... on EmailVerificationSent { email validHours } ... on OperationError { code message }
  }
}`;
const VERIFY = `mutation($token: String!, $language: String) {
  verifyEmail(token: $token, language: $language) {
    __typename ... on EmailVerified { email } ... on OperationError { code message field }
  }
}`;
const ME = `query { me { email emailVerified phone phoneVerified } }`;
const SET_PHONE = `mutation($phone: String!, $language: String) {
  setMemberPhone(phone: $phone, language: $language) {
    __typename ... on Customer { phone phoneVerified } ... on FormError { code message fields { field message } }
  }
}`;
const UPDATE_PROFILE = `mutation($input: CustomerProfileInput!) { updateProfile(input: $input) { __typename ... on Customer { email } } }`;

type Reply = Record<string, unknown> & { __typename: string };
const call = async (shop: TestShop, query: string, variables: Record<string, unknown>, token?: string) =>
  (await shop.shop.execute({ query, variables }, { headers: new Headers(token ? bearer(token) : {}) })) as FormattedExecutionResult<Record<string, Reply>>;

/** A new memory mailer, once the mails queued so far have gone to the previous one. */
async function freshMailer() {
  await t.shop.jobs.idle();
  mailer = new MemoryMailer();
  setMailer(mailer);
}
const linkIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]);
/** The verification links mailed since the last freshMailer. */
async function verificationLinks() {
  await t.shop.jobs.idle();
  return mailer.sent.filter((m) => m.text.includes("eposta-dogrula")).map((m) => ({ to: m.to, link: linkIn(m.text), html: m.html }));
}
const tokenOf = (link: URL) => link.searchParams.get("token")!;

const verify = async (token: string, language = "en") => (await call(t, VERIFY, { token, language })).data!.verifyEmail;
const me = async (member: Member) => (await call(t, ME, {}, member.token)).data!.me as unknown as { email: string; emailVerified: boolean; phone: string; phoneVerified: boolean };

/** Registers a member with the mailer watching and returns the member with the link of its registration mail. */
async function registered() {
  await freshMailer();
  const member = await registerMember(t);
  const links = await verificationLinks();
  expect(links).toHaveLength(1);
  return { member, link: links[0].link };
}

describe("the link", () => {
  it("goes out at registration to the verification page in the member's language; only its hash is stored", async () => {
    for (const [language, prefix] of [["tr", ""], ["en", "/en"], ["ar", "/ar"]] as const) {
      await freshMailer();
      const res = await t.exec<{ registerCustomer: { customer: { id: number; email: string } } }>(
        `mutation($input: RegisterCustomerInput!, $language: String) { registerCustomer(input: $input, language: $language) { ... on CustomerSession { customer { id email } } } }`,
        { variables: { input: memberInput(), language } },
      );
      const customer = res.data!.registerCustomer.customer;
      const [mail] = await verificationLinks();
      expect(mail.to).toBe(customer.email);
      expect(mail.link.pathname).toBe(`${prefix}/eposta-dogrula`);
      expect(mail.html).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      const [row] = await db(t, `select token_hash, email from email_verification where customer_id = ?`, [customer.id]);
      expect(String(row.token_hash)).toMatch(/^[0-9a-f]{64}$/);
      expect(String(row.token_hash)).not.toContain(tokenOf(mail.link));
      expect(row.email).toBe(customer.email);
    }
  });

  it("verifies the email once, and the guest orders placed with that address join the account", async () => {
    const { member, link } = await registered();
    const { order } = await createOrder(t);
    await db(t, `update shop_order set email = ? where id = ?`, [member.email.toUpperCase(), order.id]);
    expect(await me(member)).toMatchObject({ emailVerified: false });

    expect(await verify(tokenOf(link))).toEqual({ __typename: "EmailVerified", email: member.email });
    expect(await me(member)).toMatchObject({ emailVerified: true });
    const [claimed] = await db(t, `select shopper_kind, shopper_id from shop_order where id = ?`, [order.id]);
    expect(claimed).toMatchObject({ shopper_kind: "customer", shopper_id: member.id });

    const again = await verify(tokenOf(link), "tr");
    expect(again).toMatchObject({ __typename: "OperationError", code: "EMAIL_VERIFICATION_USED", field: "token" });
    expect(again.message).toBe("Bu doğrulama bağlantısı daha önce kullanılmış.");
  });

  it("works for 48 hours from when it was made, not a moment longer", async () => {
    const member = await registerMember(t);
    // The welcome mail's job issues a link of its own, which would replace the ones made here.
    await t.shop.jobs.idle();
    const hour = 3600 * 1000;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 4 * EMAIL_VERIFICATION_TTL_SECONDS * 1000 }), async (age) => {
        await db(t, `update customer set email_verified_at = null where id = ?`, [member.id]);
        const now = new Date();
        const issued = await issueEmailVerificationToken(t.orm.em.fork(), member.id, new Date(now.getTime() - age));
        const outcome = await verify(issued!.token);
        if (age < EMAIL_VERIFICATION_TTL_SECONDS * 1000 - hour) expect(outcome.__typename).toBe("EmailVerified");
        // The call runs a little after `now`: right at the edge either answer is fair.
        else if (age >= EMAIL_VERIFICATION_TTL_SECONDS * 1000) expect(outcome).toMatchObject({ code: "EMAIL_VERIFICATION_EXPIRED" });
      }),
      { numRuns: 12 },
    );
    // The last run may have verified the address: unverified again, or no link is issued.
    await db(t, `update customer set email_verified_at = null where id = ?`, [member.id]);
    const issued = await issueEmailVerificationToken(t.orm.em.fork(), member.id, new Date(0));
    const late = await verifyEmail(t.orm.em.fork(), issued!.token, new Date(EMAIL_VERIFICATION_TTL_SECONDS * 1000));
    expect(late).toMatchObject({ code: "EMAIL_VERIFICATION_EXPIRED" });
  });

  it("is replaced by a newer one: only the newest link works", async () => {
    const { member, link: first } = await registered();
    await freshMailer();
    const sent = (await call(t, REQUEST, { language: "en" }, member.token)).data!.requestEmailVerification;
    expect(sent).toEqual({ __typename: "EmailVerificationSent", email: member.email, validHours: 48 });
    const [second] = await verificationLinks();
    expect(second.link.pathname).toBe("/en/eposta-dogrula");
    expect(await verify(tokenOf(first))).toMatchObject({ code: "EMAIL_VERIFICATION_INVALID" });
    expect(await verify(tokenOf(second.link))).toMatchObject({ __typename: "EmailVerified" });
    expect((await call(t, REQUEST, {}, member.token)).data!.requestEmailVerification).toMatchObject({ code: "EMAIL_ALREADY_VERIFIED" });
  });

  it("proves only the address it was sent to: after an email change it opens nothing, and the new address gets its own", async () => {
    const { member, link: old } = await registered();
    await verify(tokenOf(old));
    await freshMailer();
    const email = `changed-${Date.now()}@example.shop`;
    const input = { firstName: "Ayşe", lastName: "Yılmaz", email, phone: member.phone };
    expect((await call(t, UPDATE_PROFILE, { input }, member.token)).data!.updateProfile).toMatchObject({ email });
    expect(await me(member)).toMatchObject({ email, emailVerified: false });
    const [fresh] = await verificationLinks();
    expect(fresh.to).toBe(email);

    // A link to the old address, made before the change, must not verify the new one.
    await db(t, `update email_verification set email = ? where customer_id = ?`, [member.email, member.id]);
    expect(await verify(tokenOf(fresh.link))).toMatchObject({ code: "EMAIL_VERIFICATION_INVALID" });
    expect(await me(member)).toMatchObject({ emailVerified: false });

    // Saving the profile with the same address keeps it verified and sends nothing.
    await call(t, REQUEST, {}, member.token);
    const newest = (await verificationLinks()).at(-1)!;
    expect(await verify(tokenOf(newest.link))).toMatchObject({ __typename: "EmailVerified", email });
    await freshMailer();
    await call(t, UPDATE_PROFILE, { input }, member.token);
    expect(await me(member)).toMatchObject({ emailVerified: true });
    expect(await verificationLinks()).toEqual([]);
  });

  it("answers any garbled or unknown token with a clear, translated error, never a failure", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 200 }), fc.base64String({ minLength: 20, maxLength: 100 }), fc.constant("A".repeat(43))), async (token) => {
        const res = await call(t, VERIFY, { token, language: "ar" });
        expect(res.errors).toBeUndefined();
        expect(res.data!.verifyEmail).toEqual({
          __typename: "OperationError",
          code: "EMAIL_VERIFICATION_INVALID",
          field: "token",
          message: "رابط التحقق هذا غير صالح. يمكنك طلب رابط جديد من صفحة حسابك.",
        });
      }),
      { numRuns: 40 },
    );
  });

  it("is asked for again only by a signed-in member, and only a few times an hour", async () => {
    expect((await call(t, REQUEST, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const limited = await startTestShop({ rateLimits: { emailVerification: { points: 3, windowSeconds: 3600 } } });
    try {
      const member = await registerMember(limited);
      for (let i = 0; i < 3; i++) expect((await call(limited, REQUEST, {}, member.token)).errors).toBeUndefined();
      expect((await call(limited, REQUEST, {}, member.token)).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
      // Another member is not held back by the first one's requests.
      const other = await registerMember(limited);
      expect((await call(limited, REQUEST, {}, other.token)).data!.requestEmailVerification).toMatchObject({ __typename: "EmailVerificationSent" });
    } finally {
      await limited.shop.jobs.idle();
      await limited.close();
    }
  });
});

describe("a mobile number for a member without one", () => {
  /** A member as a social sign-in leaves one: no phone. */
  async function phoneless() {
    const member = await registerMember(t);
    await db(t, `update customer set phone = null, phone_verified_at = null where id = ?`, [member.id]);
    return member;
  }

  it("is refused when missing, not a mobile number, or another member's, with the field's message", async () => {
    const member = await phoneless();
    const other = await registerMember(t);
    const cases: [string, string][] = [
      ["  ", "field_required_phone"],
      ["0212 111 22 33", "field_invalid_phone"],
      [other.phone, "phone_duplicate"],
    ];
    for (const [phone, key] of cases) {
      const result = (await call(t, SET_PHONE, { phone, language: "en" }, member.token)).data!.setMemberPhone;
      expect(result.__typename).toBe("FormError");
      expect((result.fields as { field: string }[])[0].field).toBe("phone");
      if (key === "phone_duplicate") expect(result.code).toBe("PHONE_DUPLICATE");
    }
    expect(await me(member)).toMatchObject({ phone: "" });
  });

  it("is saved normalised, unconfirmed, and then confirmed by the checkout's code", async () => {
    const member = await phoneless();
    const digits = `5${String(Date.now()).slice(-9)}`;
    const result = (await call(t, SET_PHONE, { phone: `0${digits.slice(0, 3)} ${digits.slice(3)}` }, member.token)).data!.setMemberPhone;
    expect(result).toEqual({ __typename: "Customer", phone: `+90${digits}`, phoneVerified: false });
    await confirmContactPhone(t, member.token);
    expect(await me(member)).toMatchObject({ phone: `+90${digits}`, phoneVerified: true });
    // The same number again keeps its confirmation.
    expect((await call(t, SET_PHONE, { phone: `+90${digits}` }, member.token)).data!.setMemberPhone).toMatchObject({ phoneVerified: true });
  });
});
