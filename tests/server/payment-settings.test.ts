// The owner's payment-method settings: only an owner reads or writes them; a provider's secrets are stored sealed
// (the column never holds the plain secret), never sent back or written to the audit log, and opened only for the
// adapter, which then takes payments; switching a method off takes it out of the checkout. The secret box itself
// opens only what it sealed, for the same place, with the same key; admins' TOTP secrets are stored sealed too.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSealed, open, seal, secretBoxKey } from "../../graphql-server/core/secret-box.js";
import { paymentMethodConfig, PaytrProvider } from "../../graphql-server/modules/payment/index.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const LIST = `{ adminPaymentMethods { code enabled sort feeMinor ready credentials { name secret value isSet } } }`;
const UPDATE = `mutation($input: PaymentMethodSettingInput!) { updatePaymentMethodSetting(input: $input) {
  code enabled sort feeMinor ready credentials { name secret value isSet } } }`;
const OFFERED = `{ paymentTypes { code } }`;

type Json = Record<string, unknown>;
let t: TestShop;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await startTestShop();
  owner = bearer(await adminToken(t, await createAdmin(t, ["owner"])));
});
afterAll(() => t?.close());

const paytrInput = (credentials: { name: string; value: string }[], enabled = true) => ({ code: "paytr", enabled, sort: 5, feeMinor: 0, credentials });
const update = async (input: Json, headers = owner) => t.gql<{ updatePaymentMethodSetting: Json }>(UPDATE, { variables: { input }, headers });
const storedConfig = async () => (await db(t, `select config from payment_method where code = 'paytr'`))[0].config as Record<string, string>;

describe("payment-method settings", () => {
  it("only an owner reads or writes them", async () => {
    for (const roles of [["catalogue"], ["orders"], ["content"]] as const) {
      const headers = bearer(await adminToken(t, await createAdmin(t, [...roles])));
      expect((await t.gql(LIST, { headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await update(paytrInput([]), headers)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const list = await t.gql<{ adminPaymentMethods: Json[] }>(LIST, { headers: owner });
    expect(list.body.data!.adminPaymentMethods.map((m) => m.code)).toEqual(expect.arrayContaining(["door", "credit_card", "iyzico", "paytr"]));
  });

  it("names every method in the language asked for (its translation), the shop's default without one", async () => {
    const NAMES = `query($language: String) { adminPaymentMethods(language: $language) { code name } }`;
    const names = async (language?: string) => {
      const res = await t.gql<{ adminPaymentMethods: { code: string; name: string }[] }>(NAMES, { variables: { language }, headers: owner });
      return Object.fromEntries(res.body.data!.adminPaymentMethods.map((m) => [m.code, m.name]));
    };
    const rows = await db(t, `select m.code, t.language, t.name from payment_method m join payment_method_translation t on t.method_id = m.id`);
    const expected = (language: string) => Object.fromEntries(rows.filter((r) => r.language === language).map((r) => [r.code, r.name]));
    expect(Object.keys(expected("en")).length).toBeGreaterThan(0);
    for (const language of ["tr", "en", "ar"]) expect(await names(language)).toMatchObject(expected(language));
    expect(await names()).toMatchObject(expected("tr"));
    expect(expected("en").credit_card).not.toBe(expected("tr").credit_card);
    // An unknown language is bad input, not a silent fallback.
    const wrong = await t.gql(NAMES, { variables: { language: "xx" }, headers: owner });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("stores secrets sealed, never answers or audits them, and the adapter opens them and takes payments", async () => {
    const secrets = { merchantKey: "Key-9f8e7d6c5b4a", merchantSalt: "Salt-0a1b2c3d4e" };
    const saved = await update(
      paytrInput([
        { name: "merchantId", value: "123456" },
        { name: "merchantKey", value: secrets.merchantKey },
        { name: "merchantSalt", value: secrets.merchantSalt },
      ]),
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.updatePaymentMethodSetting).toMatchObject({
      enabled: true,
      ready: true,
      credentials: [
        { name: "merchantId", secret: false, value: "123456", isSet: true },
        { name: "merchantKey", secret: true, value: null, isSet: true },
        { name: "merchantSalt", secret: true, value: null, isSet: true },
      ],
    });
    const stored = JSON.stringify(await storedConfig());
    expect(stored).not.toContain(secrets.merchantKey);
    expect(stored).not.toContain(secrets.merchantSalt);
    expect(isSealed(JSON.parse(stored).merchantKey)).toBe(true);
    const audit = JSON.stringify(await db(t, `select * from admin_audit where entity = 'payment_method'`));
    expect(audit).not.toContain(secrets.merchantKey);
    expect(audit).toContain('"merchantKey":"set"');

    const config = (await paymentMethodConfig(t.orm.em.fork(), "paytr"))!;
    expect(config).toMatchObject({ merchantId: "123456", ...secrets });
    expect(new PaytrProvider().accepts(config)).toBe(true);

    // An empty secret keeps the stored one; an empty plain value clears it.
    await update(paytrInput([{ name: "merchantKey", value: "" }]));
    expect((await paymentMethodConfig(t.orm.em.fork(), "paytr"))!.merchantKey).toBe(secrets.merchantKey);
    // A sealed value moved to another field does not open there: it is left out, never used as a key.
    const moved = { ...(await storedConfig()), merchantSalt: (await storedConfig()).merchantKey };
    await db(t, `update payment_method set config = ? where code = 'paytr'`, [JSON.stringify(moved)]);
    expect((await paymentMethodConfig(t.orm.em.fork(), "paytr"))!.merchantSalt).toBeUndefined();
  });

  it("the checkout offers the methods switched on, and stops offering one switched off", async () => {
    const offered = async () => (await t.gql<{ paymentTypes: { code: string }[] }>(OFFERED)).body.data!.paymentTypes.map((p) => p.code);
    await update({ code: "wire_transfer", enabled: false, sort: 2, feeMinor: 0 });
    expect(await offered()).not.toContain("wire_transfer");
    await update({ code: "wire_transfer", enabled: true, sort: 2, feeMinor: 0 });
    expect(await offered()).toContain("wire_transfer");
  });

  it("refuses bad input with the field, and changes nothing", async () => {
    const before = JSON.stringify(await storedConfig());
    for (const [input, field] of [
      [paytrInput([{ name: "merchantId", value: "12ab" }]), "credentials.merchantId"],
      [paytrInput([{ name: "apiKey", value: "x" }]), "credentials.apiKey"],
      [paytrInput([{ name: "merchantKey", value: "with space" }]), "credentials.merchantKey"],
      [{ ...paytrInput([]), feeMinor: -1 }, "feeMinor"],
      [{ ...paytrInput([]), sort: 5000 }, "sort"],
      [{ ...paytrInput([]), code: "nope" }, "code"],
    ] as const) {
      const res = await update(input as unknown as Json);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field });
    }
    expect(JSON.stringify(await storedConfig())).toBe(before);
  });

  it("stores an admin's TOTP secret sealed", async () => {
    const admin = await createAdmin(t, ["orders"]);
    const start = await t.gql<{ startAdminTotp: { secret: string } }>(`mutation { startAdminTotp { secret } }`, {
      headers: bearer(await adminToken(t, admin)),
    });
    const secret = start.body.data!.startAdminTotp.secret;
    const [row] = await db(t, `select totp_secret from admin_user where id = ?`, [admin.id]);
    expect(row.totp_secret).not.toContain(secret);
    expect(open(String(row.totp_secret), "admin_user.totp_secret")).toBe(secret);
  });
});

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe("secret box", () => {
  it("opens what it sealed, only for the same place and key; a changed byte opens nothing", () => {
    const otherKey = Buffer.alloc(32, 7);
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.string({ minLength: 1, maxLength: 40 }), fc.nat(), (plain, context, at) => {
        const sealed = seal(plain, context);
        expect(sealed).not.toContain(plain.length > 3 ? plain : "\u0000");
        expect(open(sealed, context)).toBe(plain);
        expect(open(sealed, `${context}x`)).toBeNull();
        expect(open(sealed, context, otherKey)).toBeNull();
        const body = sealed.slice(4);
        const i = at % body.length;
        // Flip the highest of the character's six bits: the low bits of the last character may be padding that
        // decoding ignores, so flipping those would change nothing sealed.
        const flipped = BASE64URL[BASE64URL.indexOf(body[i]!) ^ 32]!;
        const changed = `sb1:${body.slice(0, i)}${flipped}${body.slice(i + 1)}`;
        if (changed !== sealed) expect(open(changed, context)).toBeNull();
      }),
    );
    expect(seal("same", "c")).not.toBe(seal("same", "c"));
    expect(open("plain text", "c")).toBeNull();
  });

  it("takes its key from SECRET_BOX_KEY and refuses a key of the wrong size", () => {
    const hex = "ab".repeat(32);
    expect(secretBoxKey({ SECRET_BOX_KEY: hex })).toEqual(Buffer.from(hex, "hex"));
    expect(secretBoxKey({ SECRET_BOX_KEY: Buffer.alloc(32, 1).toString("base64") })).toEqual(Buffer.alloc(32, 1));
    expect(() => secretBoxKey({ SECRET_BOX_KEY: "short" })).toThrow(/32 bytes/);
  });
});
