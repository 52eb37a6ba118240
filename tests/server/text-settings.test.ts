// The owner's text settings against local fakes of Netgsm and the WhatsApp Cloud API: the password and the token are
// stored sealed, never answered or audited; the test text and the shop's real codes go to the stored provider with
// its credentials (over the environment's outbox); the provider's refusals come back as outcomes with its reason;
// bad values are refused by field and store nothing; only an owner opens these doors.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNetgsmFake, type NetgsmFake } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.fake.js";
import { startWhatsAppFake, type WhatsAppFake } from "../../graphql-server/modules/verification/providers/whatsapp/whatsapp.fake.js";
import { adminToken, bearer, createAdmin } from "../support/factories/admin.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const FIELDS = `smsProvider netgsmUsercode netgsmPasswordSet netgsmHeader smsRoute whatsappProvider whatsappTokenSet whatsappPhoneNumberId whatsappTemplate whatsappRoute`;
const READ = `{ adminTextSettings { ${FIELDS} } }`;
const SAVE = `mutation($input: TextSettingsInput!) { saveTextSettings(input: $input) { ${FIELDS} } }`;
const TEST = `mutation($channel: CodeChannel!, $to: String!) { sendTestText(channel: $channel, to: $to) { outcome providerReason } }`;
const CODE = `mutation($phone: String!) { sendPhoneCode(phone: $phone, channel: SMS) { __typename } }`;

type Json = Record<string, unknown>;
let t: TestShop;
let owner: Record<string, string>;
let netgsm: NetgsmFake;
let whatsapp: WhatsAppFake;
const secrets = { password: "Netgsm-şifre-9!", token: "EAAG-stored-token-77" };
const envBefore = { NETGSM_URL: process.env.NETGSM_URL, WHATSAPP_API_URL: process.env.WHATSAPP_API_URL };

beforeAll(async () => {
  netgsm = await startNetgsmFake({ usercode: "8503001122", password: secrets.password, headers: ["DEMOSHOP"] });
  whatsapp = await startWhatsAppFake({ token: secrets.token, phoneNumberId: "1098765", templates: { shop_code: ["tr", "en", "ar"] } });
  // Only the providers' addresses come from the environment; everything else from the stored settings.
  process.env.NETGSM_URL = netgsm.url;
  process.env.WHATSAPP_API_URL = whatsapp.url;
  t = await startTestShop();
  owner = bearer(await adminToken(t, await createAdmin(t, ["owner"])));
});
afterAll(async () => {
  Object.assign(process.env, envBefore);
  for (const [name, value] of Object.entries(envBefore)) if (value === undefined) delete process.env[name];
  await t?.close();
  await netgsm?.close();
  await whatsapp?.close();
});

const settings = (over: Json = {}) => ({
  smsProvider: "NETGSM",
  netgsmUsercode: "8503001122",
  netgsmPassword: secrets.password,
  netgsmHeader: "DEMOSHOP",
  whatsappProvider: "WHATSAPP_CLOUD",
  whatsappToken: secrets.token,
  whatsappPhoneNumberId: "1098765",
  whatsappTemplate: "shop_code",
  ...over,
});
const save = (input: Json, headers = owner) => t.gql<{ saveTextSettings: Json }>(SAVE, { variables: { input }, headers });
const testText = async (to: string, channel = "SMS") =>
  (await t.gql<{ sendTestText: { outcome: string; providerReason: string | null } }>(TEST, { variables: { to, channel }, headers: owner })).body;
const stored = async () => JSON.stringify((await db(t, `select config from text_setting`))[0]?.config ?? null);

describe("text settings", () => {
  it("are the owner's only", async () => {
    for (const roles of [["catalogue"], ["orders"], ["content"]] as const) {
      const headers = bearer(await adminToken(t, await createAdmin(t, [...roles])));
      expect((await t.gql(READ, { headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await save(settings(), headers)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await t.gql(TEST, { variables: { to: "05321112233", channel: "SMS" }, headers })).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    expect(await stored()).toBe("null");
  });

  it("without settings, follow the environment (the dev outbox here)", async () => {
    const read = (await t.gql<{ adminTextSettings: Json }>(READ, { headers: owner })).body.data!.adminTextSettings;
    expect(read).toMatchObject({ smsProvider: "ENVIRONMENT", smsRoute: "OUTBOX", whatsappRoute: "OUTBOX", netgsmPasswordSet: false, whatsappTokenSet: false });
    expect((await testText("05321112233")).data!.sendTestText).toEqual({ outcome: "OUTBOX", providerReason: null });
  });

  it("store the secrets sealed, never answer or audit them, and send through the stored providers", async () => {
    const saved = await save(settings());
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.saveTextSettings).toMatchObject({ smsRoute: "SETTINGS", whatsappRoute: "SETTINGS", netgsmPasswordSet: true, whatsappTokenSet: true });
    for (const secret of [secrets.password, secrets.token]) {
      expect(JSON.stringify(saved.body)).not.toContain(secret);
      expect(await stored()).not.toContain(secret);
    }
    expect(await stored()).toContain("sb1:");
    const audits = JSON.stringify(await db(t, `select before, after from admin_audit where entity = 'text_setting'`));
    expect(audits).toContain("netgsmPasswordSet");
    for (const hidden of [secrets.password, secrets.token, "sb1:"]) expect(audits).not.toContain(hidden);

    const before = netgsm.accepted.length;
    expect((await testText("0532 111 22 33")).data!.sendTestText).toEqual({ outcome: "SENT", providerReason: null });
    expect(netgsm.accepted.slice(before)).toEqual([expect.objectContaining({ gsmno: "905321112233", header: "DEMOSHOP" })]);
    expect(new URLSearchParams(netgsm.received.at(-1)!.body).get("password")).toBe(secrets.password);

    expect((await testText("+905321112233", "WHATSAPP")).data!.sendTestText.outcome).toBe("SENT");
    expect(whatsapp.accepted.at(-1)).toMatchObject({ to: "905321112233", template: "shop_code" });
  });

  it("carry the shop's real one-time codes to the stored provider", async () => {
    const before = netgsm.accepted.length;
    const sent = await t.gql<{ sendPhoneCode: { __typename: string } }>(CODE, { variables: { phone: "05329998877" } });
    expect(sent.body.errors).toBeUndefined();
    expect(netgsm.accepted.slice(before)).toEqual([expect.objectContaining({ gsmno: "905329998877" })]);
  });

  it("keep a stored secret when its field is empty, and drop it with its account field", async () => {
    expect((await save(settings({ netgsmPassword: "", whatsappToken: "" }))).body.errors).toBeUndefined();
    expect((await testText("05321112233")).data!.sendTestText.outcome).toBe("SENT");
    const cleared = await save(settings({ smsProvider: "OUTBOX", netgsmUsercode: "", netgsmPassword: "" }));
    expect(cleared.body.data!.saveTextSettings).toMatchObject({ netgsmPasswordSet: false, smsRoute: "OUTBOX" });
    expect((await testText("05321112233")).data!.sendTestText.outcome).toBe("OUTBOX");
    // Netgsm again without a password to use: refused by field.
    expect((await save(settings({ netgsmPassword: "" }))).body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "netgsmPassword" });
    await save(settings());
  });

  it("report the provider's refusals as outcomes with its reason, never a stack", async () => {
    await save(settings({ netgsmPassword: "wrong-password", whatsappToken: "EAAG-wrong" }));
    expect((await testText("05321112233")).data!.sendTestText).toEqual({ outcome: "AUTH_FAILED", providerReason: "netgsm:30" });
    expect((await testText("05321112233", "WHATSAPP")).data!.sendTestText).toEqual({ outcome: "AUTH_FAILED", providerReason: "whatsapp:190" });
    await save(settings({ netgsmHeader: "OTHER" }));
    expect((await testText("05321112233")).data!.sendTestText).toEqual({ outcome: "REFUSED", providerReason: "netgsm:40" });
    await save(settings({ whatsappTemplate: "no_such_template" }));
    expect((await testText("05321112233", "WHATSAPP")).data!.sendTestText).toEqual({ outcome: "REFUSED", providerReason: "whatsapp:132001" });
    await save(settings());
    expect((await t.gql(TEST, { variables: { to: "not a phone", channel: "SMS" }, headers: owner })).body.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      field: "to",
    });
  });

  it("refuse malformed values by field, control characters included, and store nothing", async () => {
    await save(settings());
    const before = await stored();
    const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)).filter((c) => !/[\t\n\r ]/.test(c));
    const withControl = fc.tuple(fc.string({ maxLength: 5 }), control, fc.string({ maxLength: 5 })).map(([a, c, b]) => `x${a}${c}${b}`);
    const cases: fc.Arbitrary<[string, string]> = fc.oneof(
      fc.tuple(fc.constantFrom("netgsmUsercode", "netgsmPassword", "netgsmHeader", "whatsappToken", "whatsappPhoneNumberId", "whatsappTemplate"), withControl),
      fc.tuple(fc.constant("netgsmHeader"), fc.constantFrom("TWELVE-CHARS", "a<b>", "x".repeat(40))),
      fc.tuple(fc.constant("whatsappPhoneNumberId"), fc.constantFrom("12a", "+90", "1".repeat(40))),
      fc.tuple(fc.constant("whatsappTemplate"), fc.constantFrom("Shop Code", "shop-code", "ş")),
      fc.tuple(fc.constantFrom("netgsmUsercode", "whatsappToken"), fc.constantFrom("with space", "x".repeat(3000))),
      fc.tuple(fc.constantFrom("smsProvider", "whatsappProvider"), fc.constantFrom("WHATSAPP_CLOUD", "NETGSM").map(String)),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([field, value]) => {
        // A provider of the other channel is a valid enum value and refused by our check, naming the field.
        const input = settings({ [field]: value });
        if (field === "smsProvider" && value === "NETGSM") input.smsProvider = "WHATSAPP_CLOUD";
        if (field === "whatsappProvider" && value === "WHATSAPP_CLOUD") input.whatsappProvider = "NETGSM";
        const { body } = await save(input);
        // Text no column can store is refused by the GraphQL layer itself, naming the argument's path.
        expect(body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: expect.stringMatching(new RegExp(`^(input\\.)?${field}$`)) });
        expect(await stored()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });

  it("given back to the environment, follow it again", async () => {
    const saved = await save(settings({ smsProvider: "ENVIRONMENT", whatsappProvider: "ENVIRONMENT" }));
    expect(saved.body.data!.saveTextSettings).toMatchObject({ smsRoute: "OUTBOX", whatsappRoute: "OUTBOX" });
    expect((await testText("05321112233")).data!.sendTestText.outcome).toBe("OUTBOX");
  });
});
