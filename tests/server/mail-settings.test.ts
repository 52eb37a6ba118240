// The owner's mail settings against a real local SMTP server: the password is stored sealed, never answered or
// audited; the test mail and the shop's real mails go to the stored server with its sign-in and sender; the server's
// refusals come back as outcomes with its own reply line; bad values are refused by field and store nothing.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { db, payDoor } from "./order-helpers.js";

const FIELDS = `host port security username passwordSet fromName fromAddress replyTo route`;
const READ = `{ adminMailSettings { ${FIELDS} } }`;
const SAVE = `mutation($input: MailSettingsInput!) { saveMailSettings(input: $input) { ${FIELDS} } }`;
const TEST = `mutation($to: String!) { sendTestMail(to: $to) { outcome serverReply } }`;

type Json = Record<string, unknown>;
let t: TestShop;
let owner: Record<string, string>;
let sink: SmtpSink;
const login = { user: "shop-mailer", pass: "S3cret-pässword!" };

beforeAll(async () => {
  t = await startTestShop();
  owner = bearer(await adminToken(t, await createAdmin(t, ["owner"])));
  sink = await startSmtpSink(login);
});
afterAll(async () => {
  await sink?.close();
  await t?.close();
});

const settings = (over: Json = {}) => ({
  host: "127.0.0.1",
  port: sink.port,
  security: "NONE",
  username: login.user,
  password: login.pass,
  fromName: "Örnek Mağaza",
  fromAddress: "shop@example.shop",
  replyTo: "help@example.shop",
  ...over,
});
const save = (input: Json, headers = owner) => t.gql<{ saveMailSettings: Json }>(SAVE, { variables: { input }, headers });
const testMail = async (to: string) => (await t.gql<{ sendTestMail: { outcome: string; serverReply: string | null } }>(TEST, { variables: { to }, headers: owner })).body;
const stored = async () => JSON.stringify((await db(t, `select config from mail_setting`))[0]?.config ?? null);

describe("mail settings", () => {
  it("are the owner's only", async () => {
    for (const roles of [["catalogue"], ["orders"], ["content"]] as const) {
      const headers = bearer(await adminToken(t, await createAdmin(t, [...roles])));
      expect((await t.gql(READ, { headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await save(settings(), headers)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await t.gql(TEST, { variables: { to: "a@example.shop" }, headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });

  it("without settings, mail stays in the outbox", async () => {
    expect((await t.gql<{ adminMailSettings: Json }>(READ, { headers: owner })).body.data!.adminMailSettings).toMatchObject({ host: "", route: "OUTBOX", passwordSet: false });
    expect((await testMail("owner@example.shop")).data!.sendTestMail).toEqual({ outcome: "OUTBOX", serverReply: null });
  });

  it("store the password sealed, never answer or audit it, and send through the server with its sign-in and sender", async () => {
    const saved = await save(settings());
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.saveMailSettings).toMatchObject({ host: "127.0.0.1", passwordSet: true, route: "SETTINGS", security: "NONE" });
    expect(JSON.stringify(saved.body)).not.toContain(login.pass);
    expect(await stored()).not.toContain(login.pass);
    const audits = await db(t, `select before, after from admin_audit where entity = 'mail_setting'`);
    expect(audits.length).toBeGreaterThan(0);
    expect(JSON.stringify(audits)).not.toContain(login.pass);
    expect(JSON.stringify(audits)).not.toContain("sb1:");

    const result = (await testMail("owner@example.shop")).data!.sendTestMail;
    expect(result.outcome).toBe("SENT");
    expect(result.serverReply).toMatch(/^250 /);
    const mail = sink.received.at(-1)!;
    expect(mail).toMatchObject({ from: "shop@example.shop", to: ["owner@example.shop"], user: login.user });
    expect(mail.data).toContain("Reply-To: help@example.shop");
    expect(mail.data).toMatch(/^From: .*<shop@example\.shop>/m);
  });

  it("carry the shop's own mails (an order confirmation job) to the stored server", async () => {
    const product = (await createProduct(t, { stock: 5 })).id;
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const before = sink.received.length;
    const paid = await payDoor(t, token, "mail-settings-0001", {}, "en");
    expect(paid.__typename).toBe("PaymentOutcome");
    await t.shop.jobs.idle();
    const mail = sink.received.slice(before).find((m) => m.data.includes(paid.order!.code));
    expect(mail).toMatchObject({ from: "shop@example.shop", user: login.user });
  });

  it("keep the stored password when the field is empty, and drop it with the user name", async () => {
    await save(settings({ password: "" }));
    expect((await testMail("keep@example.shop")).data!.sendTestMail.outcome).toBe("SENT");
    expect(sink.received.at(-1)!.user).toBe(login.user);
    const cleared = await save(settings({ username: "", password: "" }));
    expect(cleared.body.data!.saveMailSettings).toMatchObject({ username: "", passwordSet: false });
    await save(settings());
  });

  it("report the server's refusals as outcomes with its reply, never a stack", async () => {
    await save(settings({ password: "wrong-password" }));
    const refused = (await testMail("owner@example.shop")).data!.sendTestMail;
    expect(refused.outcome).toBe("AUTH_FAILED");
    expect(refused.serverReply).toMatch(/^535 /);

    const closed = await startSmtpSink();
    const closedPort = closed.port;
    await closed.close();
    await save(settings({ port: closedPort }));
    expect((await testMail("owner@example.shop")).data!.sendTestMail).toEqual({ outcome: "CONNECTION_FAILED", serverReply: null });

    // The server offers no STARTTLS: a shop that asks for it must not fall back to plain text.
    await save(settings({ security: "STARTTLS" }));
    const plain = (await testMail("owner@example.shop")).data!.sendTestMail;
    expect(plain.outcome).toBe("TLS_FAILED");
    expect(JSON.stringify(plain)).not.toMatch(/\bat .*\.(js|ts):\d+/);
    await save(settings());
  });

  it("refuse malformed values by field and store nothing", async () => {
    await save(settings());
    const before = await stored();
    const cases: fc.Arbitrary<[string, unknown]> = fc.oneof(
      fc.tuple(fc.constant("host"), fc.oneof(fc.constantFrom("smtp server", "-bad.example", "a..b", "http://x", "x".repeat(300)), fc.string().filter((s) => /[^A-Za-z0-9.-]/.test(s.trim())))),
      fc.tuple(fc.constant("port"), fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 65536, max: 2 ** 31 - 1 }))),
      fc.tuple(fc.constantFrom("fromAddress", "replyTo"), fc.string({ minLength: 1 }).filter((s) => !s.includes("@") && s.trim() !== "")),
      fc.tuple(fc.constantFrom("fromName", "username"), fc.constantFrom("a\u0000b", "x".repeat(300))),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([field, value]) => {
        const { body } = await save(settings({ [field]: value }));
        // Text no column can store is refused by the GraphQL layer itself, naming the argument's path.
        expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: expect.stringMatching(new RegExp(`^(input\\.)?${field}$`)) });
        expect(await stored()).toBe(before);
      }),
      { numRuns: 40 },
    );
    expect((await save(settings({ fromAddress: "" }))).body.errors?.[0]?.extensions).toMatchObject({ field: "fromAddress" });
    expect((await t.gql(TEST, { variables: { to: "not an address" }, headers: owner })).body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "to" });
  });

  it("without a host, go back to the environment's choice", async () => {
    const saved = await save(settings({ host: "" }));
    expect(saved.body.data!.saveMailSettings).toMatchObject({ route: "OUTBOX" });
    expect((await testMail("owner@example.shop")).data!.sendTestMail.outcome).toBe("OUTBOX");
  });
});
