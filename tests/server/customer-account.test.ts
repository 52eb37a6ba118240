// Members: registration (every rule, individual and corporate, consents with their text version), password login
// with argon2id and one answer for an unknown email and a wrong password, the member's record, logout, the limits,
// the REST routes with their legacy shapes, and hostile input.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, memberInput, REGISTER, registerMember } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type RegisterReply = {
  registerCustomer: {
    __typename: string;
    token?: string;
    code?: string;
    message?: string;
    fields?: { field: string; message: string }[];
    customer?: { id: number; email: string; phone: string };
  };
};
const register = async (input: Record<string, unknown>, language = "tr") =>
  (await t.exec<RegisterReply>(REGISTER, { variables: { input, language } })).data!.registerCustomer;

const LOGIN = `mutation($email: String!, $password: String!, $language: String) {
  loginCustomer(email: $email, password: $password, language: $language) {
    __typename ... on CustomerSession { token customer { id email } } ... on OperationError { code message field }
  }
}`;
type LoginReply = { loginCustomer: { __typename: string; token?: string; code?: string; message?: string; customer?: { id: number } } };
const login = async (email: string, password: string, language = "tr") =>
  (await t.exec<LoginReply>(LOGIN, { variables: { email, password, language } })).data!.loginCustomer;

const ME = `query { me { id kind firstName lastName email phone companyName taxNumber commercialConsent phoneVerified hasPassword } }`;

describe("registration", () => {
  it("stores an individual member with an argon2id hash and the consents with the text versions seen", async () => {
    const input = memberInput({ commercial: true, identityNumber: "10000000146", birthday: "1990-05-17", gender: "FEMALE" });
    const session = await register(input);
    expect(session.__typename).toBe("CustomerSession");
    const [row] = await db(t, `select password_hash, email, phone, identity_number, birthday, gender, commercial_consent from customer where id = ?`, [session.customer!.id]);
    expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(row.password_hash)).not.toContain(input.password);
    expect(row).toMatchObject({ email: input.email, identity_number: "10000000146", birthday: "1990-05-17", gender: "female", commercial_consent: true });
    const consents = await db(t, `select kind, accepted, text_version from customer_consent where customer_id = ? order by kind`, [session.customer!.id]);
    expect(consents.map((c) => [c.kind, c.accepted])).toEqual([
      ["commercial", true],
      ["kvkk", true],
      ["membership", true],
    ]);
    for (const consent of consents) expect(String(consent.text_version)).not.toBe("");

    const me = await t.exec<{ me: Record<string, unknown> }>(ME, { headers: bearer(session.token!) });
    expect(me.data!.me).toMatchObject({ kind: "INDIVIDUAL", email: input.email, commercialConsent: true, phoneVerified: false, hasPassword: true });
  });

  it("names every missing field with the spec's messages, in the request's language", async () => {
    const problems = await register({});
    expect(problems).toMatchObject({ __typename: "FormError", code: "FORM_REQUIRED_GENERAL_MESSAGE" });
    expect(problems.fields!.map((f) => f.field).sort()).toEqual(["email", "firstName", "kvkk", "lastName", "membership", "password", "phone"]);
    expect(problems.fields!.find((f) => f.field === "kvkk")!.message).toBe("Lütfen KVKK aydınlatma metnini onaylayınız.");
    const english = await register({}, "en");
    expect(english.fields!.find((f) => f.field === "password")!.message).toBe("Please enter your password.");
    const arabic = await register({}, "ar");
    expect(arabic.fields!.find((f) => f.field === "membership")!.message).toBe("يرجى قبول اتفاقية العضوية.");
  });

  it("checks the password length, email, national id, birthday and a corporate member's tax number", async () => {
    const bad = await register(memberInput({ password: "short", email: "a@b", identityNumber: "10000000157", birthday: "1990-02-30" }));
    const keys = Object.fromEntries(bad.fields!.map((f) => [f.field, f.message]));
    expect(keys).toMatchObject({
      password: "Şifreniz en az 8 karakter olmalıdır.",
      email: "E-posta formatı uygun değil.",
      identityNumber: "T.C. kimlik numarası geçersiz.",
      birthday: "Doğum tarihi geçersiz.",
    });
    const corporate = await register(memberInput({ kind: "CORPORATE", taxNumber: "1234567891" }));
    expect(corporate.fields!.map((f) => f.field).sort()).toEqual(["companyName", "taxNumber", "taxOffice"]);
    const ok = await register(memberInput({ kind: "CORPORATE", companyName: "Örnek A.Ş.", taxOffice: "Kadıköy", taxNumber: "1234567890" }));
    expect(ok.__typename).toBe("CustomerSession");
    const me = await t.exec<{ me: Record<string, unknown> }>(ME, { headers: bearer(ok.token!) });
    expect(me.data!.me).toMatchObject({ kind: "CORPORATE", companyName: "Örnek A.Ş.", taxNumber: "1234567890" });
    // Real top-level domains of any length pass (the legacy pattern allowed only 2–3 letters).
    expect((await register(memberInput({ email: `x${Date.now()}@mail.example.online` }))).__typename).toBe("CustomerSession");
  });

  it("refuses a taken email (email_duplicate) or phone (phone_duplicate), also when two registrations race", async () => {
    const first = memberInput();
    expect((await register(first)).__typename).toBe("CustomerSession");
    const sameEmail = await register(memberInput({ email: first.email.toUpperCase() }));
    expect(sameEmail).toMatchObject({ __typename: "FormError", code: "EMAIL_DUPLICATE", field: "email" });
    expect(sameEmail.message).toBe("Bu e-posta adresiyle kayıtlı bir kullanıcı zaten var.");
    const samePhone = await register(memberInput({ phone: first.phone }));
    expect(samePhone).toMatchObject({ __typename: "FormError", code: "PHONE_DUPLICATE", field: "phone" });

    const twin = memberInput();
    const results = await Promise.all([register(twin), register({ ...twin, phone: `0533${twin.phone.slice(4)}` })]);
    expect(results.map((r) => r.__typename).sort()).toEqual(["CustomerSession", "FormError"]);
    expect(results.find((r) => r.__typename === "FormError")).toMatchObject({ code: "EMAIL_DUPLICATE" });
  });

  it("never answers hostile field values with an error or stores unstorable text (fast-check)", async () => {
    const hostile = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("\u0000", "a;drop table customer;--", "'\"", "\ud800", "x".repeat(5000)));
    await fc.assert(
      fc.asyncProperty(fc.record({ firstName: hostile, email: hostile, phone: hostile, password: hostile, taxNumber: hostile, birthday: hostile }), async (fields) => {
        const res = await t.exec<RegisterReply>(REGISTER, { variables: { input: { ...memberInput(), ...fields } } });
        expect(res.errors?.map((e) => e.extensions?.code) ?? []).not.toContain("INTERNAL_SERVER_ERROR");
      }),
      { numRuns: 25 },
    );
  });
});

describe("login and logout", () => {
  it("signs in with email and password; an unknown email and a wrong password get one answer, in every language", async () => {
    const member = await registerMember(t);
    const session = await login(` ${member.email.toUpperCase()} `, member.password);
    expect(session).toMatchObject({ __typename: "CustomerSession", customer: { id: member.id } });
    const messages = { tr: "E-posta adresi veya şifre hatalı.", en: "The email address or password is incorrect.", ar: "البريد الإلكتروني أو كلمة المرور غير صحيحة." };
    for (const [language, message] of Object.entries(messages)) {
      const unknown = await login("nobody@example.shop", "whatever123", language);
      expect(unknown).toEqual({ __typename: "OperationError", code: "LOGIN_FAILED", message, field: "password" });
      expect(await login(member.email, "wrong password", language)).toEqual(unknown);
    }
  });

  it("logout ends that session only", async () => {
    const member = await registerMember(t);
    const other = (await login(member.email, member.password)).token!;
    const out = await t.exec<{ logoutCustomer: boolean }>(`mutation { logoutCustomer }`, { headers: bearer(member.token) });
    expect(out.data!.logoutCustomer).toBe(true);
    const after = await t.exec(ME, { headers: bearer(member.token) });
    expect(after.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.exec<{ me: { id: number } }>(ME, { headers: bearer(other) })).data!.me.id).toBe(member.id);
  });

  it("a guest or admin token is not a member (me: FORBIDDEN), no token is UNAUTHENTICATED", async () => {
    expect((await t.exec(ME)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.exec(ME, { headers: bearer(await t.token("guest", 1)) })).errors?.[0].extensions?.code).toBe("FORBIDDEN");
  });
});

describe("rate limits", () => {
  it("counts only failed logins against the client address: many members behind one address all sign in", async () => {
    const limited = await startTestShop({ rateLimits: { login: { points: 3, windowSeconds: 600 } } });
    try {
      const member = await registerMember(limited);
      const attempt = (password: string) =>
        limited.shop.execute({ query: LOGIN, variables: { email: member.email, password } }, { headers: new Headers(), clientIp: "192.0.2.50" });
      for (let i = 0; i < 6; i++) expect((await attempt(member.password)).errors).toBeUndefined();
      for (let i = 0; i < 3; i++) expect((await attempt("wrong one!")).errors).toBeUndefined();
      expect((await attempt(member.password)).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  it("gives an address few \"taken\" answers at registration; other answers do not spend them", async () => {
    const limited = await startTestShop({ rateLimits: { registerTaken: { points: 2, windowSeconds: 3600 } } });
    try {
      const attempt = (input: Record<string, unknown>) =>
        limited.shop.execute({ query: REGISTER, variables: { input } }, { headers: new Headers(), clientIp: "192.0.2.60" }) as Promise<{
          data?: RegisterReply | null;
          errors?: readonly { extensions?: Record<string, unknown> }[];
        }>;
      const members = [memberInput(), memberInput(), memberInput()];
      for (const input of members) expect((await attempt(input)).data?.registerCustomer.__typename).toBe("CustomerSession");
      expect((await attempt(memberInput({ email: "not an email" }))).data?.registerCustomer.code).toBe("FORM_REQUIRED_GENERAL_MESSAGE");
      expect((await attempt(memberInput({ email: members[0].email }))).data?.registerCustomer.code).toBe("EMAIL_DUPLICATE");
      expect((await attempt(memberInput({ phone: members[1].phone }))).data?.registerCustomer.code).toBe("PHONE_DUPLICATE");
      // Used up: the address learns nothing more, whatever it asks about, until the window ends.
      expect((await attempt(memberInput({ email: members[2].email }))).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
      expect((await attempt(memberInput())).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  it("locks an account after repeated wrong passwords, whatever the address; a correct login does not count", async () => {
    const limited = await startTestShop({ rateLimits: { loginAccount: { points: 3, windowSeconds: 600 } } });
    try {
      const member = await registerMember(limited);
      const attempt = (password: string, clientIp: string) =>
        limited.shop.execute({ query: LOGIN, variables: { email: member.email, password } }, { headers: new Headers(), clientIp });
      for (let i = 0; i < 5; i++) expect((await attempt(member.password, "192.0.2.1")).errors).toBeUndefined();
      for (let i = 0; i < 3; i++) expect((await attempt("wrong one!", `192.0.2.${10 + i}`)).errors).toBeUndefined();
      const locked = await attempt(member.password, "192.0.2.99");
      expect(locked.errors?.[0].extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });
});

describe("REST", () => {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.rest(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  it("customer/add, customerToken, customerToken/me and customer/getCustomer speak the legacy shapes", async () => {
    const input = memberInput();
    const added = await post("/api/v1/customer/add?fbp=x", {
      name: input.firstName,
      surname: input.lastName,
      email: input.email,
      phone: input.phone,
      password: input.password,
      kvkk: 1,
      membership_agreement: "1",
    });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ success: true, code: "successfully_registered", user: { name: "Ayşe", surname: "Yılmaz" } });
    const token = String(added.body.token);

    const again = await post("/api/v1/customer/add", { name: "A", surname: "B", email: input.email, phone: "05550000000", password: "12345678", kvkk: true, membership_agreement: true });
    expect(again.body).toMatchObject({ success: false, code: "email_duplicate", errors: [{ field: "email" }] });
    const missing = await post("/api/v1/customer/add?language=en", { email: "x@y.shop" });
    expect(missing.body).toMatchObject({ success: false, code: "form_required_general_message" });
    expect((missing.body.errors as { field: string }[]).map((e) => e.field)).toContain("first_name");

    const logged = await post("/api/v1/customerToken", { email: input.email, password: input.password });
    expect(logged.body).toMatchObject({ success: true, token: expect.any(String), user: { id: expect.any(Number) } });
    const wrong = await post("/api/v1/customerToken", { email: input.email, password: "nope nope" });
    expect(wrong.body).toMatchObject({ success: false, code: "login_failed", message: "E-posta adresi veya şifre hatalı." });
    expect((await post("/api/v1/customerToken", { email: `nobody-${input.email}`, password: "nope nope" })).body).toEqual(wrong.body);
    expect((await post("/api/v1/customerToken", { email: input.email })).status).toBe(400);

    const me = await t.rest("/api/v1/customerToken/me", { headers: bearer(token) });
    expect(me.body).toMatchObject({ success: true, result: { id: expect.any(Number), user: { name: "Ayşe", email: input.email } } });
    const record = await t.rest("/api/v1/customer/getCustomer", { headers: bearer(token) });
    expect(record.body).toMatchObject({ success: true, data: { type: "individual", email: input.email, phone_verified: false } });
    expect((await t.rest("/api/v1/customerToken/me")).status).toBe(401);
    expect((await t.rest("/api/v1/customer/getCustomer", { headers: bearer(await t.token("guest", 1)) })).status).toBe(403);
  });
});
