// The phone-code routes and fields: the legacy /api/v1/sms/otp and /api/v1/sms/otpControl/{code} replies
// ({success, code, message}, translated), sendPhoneCode / checkPhoneCode over GraphQL, a provider's refusal as a
// translated CODE_NOT_SENT (never a 500), the rate limits (per client address, per number) and hostile input.
import fc from "fast-check";
import type { FormattedExecutionResult } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryTextOutbox } from "../../graphql-server/modules/verification/text-outbox.js";
import { ChannelTextSender, setTextSender } from "../../graphql-server/modules/verification/text-sender.js";
import { NetgsmSender } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.sender.js";
import { startNetgsmFake, type NetgsmFake } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.fake.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
let netgsm: NetgsmFake;
const outbox = new MemoryTextOutbox();
const useOutbox = () => setTextSender(new ChannelTextSender({ sms: outbox, whatsapp: outbox }));

beforeAll(async () => {
  t = await startTestShop({
    rateLimits: {
      codeSend: { points: 30, windowSeconds: 600 },
      codeSendTarget: { points: 3, windowSeconds: 600 },
      codeCheck: { points: 30, windowSeconds: 600 },
    },
  });
  netgsm = await startNetgsmFake({ usercode: "8503001122", password: "right-password", headers: ["DEMOSHOP"] });
  useOutbox();
});
afterAll(async () => {
  setTextSender(null);
  await netgsm?.close();
  await t?.close();
});

let phoneSeq = 2_000_000;
const freshPhone = () => `0534 ${String(phoneSeq++).padStart(7, "0")}`;
const e164 = (spelled: string) => `+90${spelled.replace(/\D/g, "").slice(1)}`;
const lastCode = (phone: string) => /\b(\d{6})\b/.exec(outbox.sent.filter((m) => m.to === e164(phone)).at(-1)?.text ?? "")![1];
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const post = (path: string, body: unknown) =>
  t.rest(path, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });

describe("POST /api/v1/sms/otp and /api/v1/sms/otpControl/{code}", () => {
  it("sends a code to the phone in the body and accepts it once", async () => {
    const phone = freshPhone();
    const sent = await post("/api/v1/sms/otp?date=1732400000", { phone });
    expect(sent).toMatchObject({ status: 200, body: { success: true, code: "code_sent", message: "Doğrulama kodu gönderildi." } });
    expect(new Date(sent.body.expires_at as string).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    const code = lastCode(phone);

    const wrong = await post(`/api/v1/sms/otpControl/${otherCode(code)}?language=en`, { phone });
    expect(wrong).toMatchObject({ status: 200, body: { success: false, code: "wrong_code", message: "The code you entered is incorrect." } });
    const right = await post(`/api/v1/sms/otpControl/${code}?language=ar`, { phone });
    expect(right).toMatchObject({ status: 200, body: { success: true, code: "code_accepted", message: "تم التحقق من رقم هاتفك." } });
    const again = await post(`/api/v1/sms/otpControl/${code}`, { phone });
    expect(again).toMatchObject({ status: 200, body: { success: false, code: "timeout", message: expect.stringContaining("Sürenin dolması") } });
  });

  it("sends by WhatsApp when asked, in the request's language", async () => {
    const phone = freshPhone();
    expect((await post("/api/v1/sms/otp?language=en", { phone, channel: "whatsapp" })).body).toMatchObject({ success: true });
    expect(outbox.sent.at(-1)).toMatchObject({ channel: "whatsapp", to: e164(phone), template: { language: "en" } });
    expect(outbox.sent.at(-1)!.text).toMatch(/^Your verification code: \d{6}\./);
  });

  it("answers a wrong or missing phone with the field's translated message, and a malformed body with 400", async () => {
    expect((await post("/api/v1/sms/otp?language=en", { phone: "0212 555 11 22" })).body).toEqual({
      success: false,
      code: "form_required_general_message",
      message: "Please check your phone number.",
      field: "phone",
    });
    expect((await post("/api/v1/sms/otp", {})).body).toMatchObject({ success: false, field: "phone", message: "Lütfen telefon numaranızı giriniz." });
    expect((await post("/api/v1/sms/otp", { phone: "05320000000", channel: "pigeon" })).status).toBe(400);
    expect((await post("/api/v1/sms/otp", "{not json")).status).toBe(400);
  });

  it("limits codes per number: the fourth in the window is 429 rate_limited", async () => {
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await post("/api/v1/sms/otp", { phone })).body.success).toBe(true);
    const refused = await post("/api/v1/sms/otp?language=en", { phone: e164(phone) });
    expect(refused).toMatchObject({ status: 429, body: { success: false, code: "rate_limited", message: "Too many attempts. Please try again a little later." } });
  });

  it("survives hostile phones and codes: a JSON failure reply, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 60 }), fc.integer(), fc.constant(null)), fc.string({ minLength: 1, maxLength: 40 }), async (phone, code) => {
        const send = await post("/api/v1/sms/otp", { phone });
        const check = await post(`/api/v1/sms/otpControl/${encodeURIComponent(code)}`, { phone });
        for (const reply of [send, check]) {
          expect([200, 400, 404, 429]).toContain(reply.status);
          expect(typeof reply.body.code).toBe("string");
          expect(typeof reply.body.message).toBe("string");
        }
        expect(check.body.success).toBe(false);
      }),
      { numRuns: 12 },
    );
  });
});

describe("GraphQL sendPhoneCode / checkPhoneCode", () => {
  const SEND = `mutation($phone: String!, $channel: CodeChannel, $language: String) {
    sendPhoneCode(phone: $phone, channel: $channel, language: $language) {
      __typename ... on PhoneCodeSent { phone channel expiresAt } ... on OperationError { code message } ... on FormError { code message fields { field message } }
    }
  }`;
  const CHECK = `mutation($phone: String!, $code: String!) {
    checkPhoneCode(phone: $phone, code: $code) { __typename ... on PhoneCodeAccepted { phone } ... on OperationError { code message field } ... on FormError { code } }
  }`;
  type Result = FormattedExecutionResult<Record<string, Record<string, unknown>>>;
  const fromIp = async (clientIp: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await t.shop.execute({ query, variables }, { headers: new Headers(headers), clientIp })) as Result;

  it("sends and checks a code, answering in E.164", async () => {
    const phone = freshPhone();
    const sent = await t.gql(SEND, { variables: { phone, channel: "WHATSAPP", language: "ar" } });
    expect(sent.body.data?.sendPhoneCode).toMatchObject({ __typename: "PhoneCodeSent", phone: e164(phone), channel: "WHATSAPP" });
    expect(outbox.sent.at(-1)!.template?.language).toBe("ar");
    const checked = await t.gql(CHECK, { variables: { phone: e164(phone), code: lastCode(phone) } });
    expect(checked.body.data?.checkPhoneCode).toEqual({ __typename: "PhoneCodeAccepted", phone: e164(phone) });
  });

  it("turns a provider's refusal (wrong Netgsm credentials) into a translated CODE_NOT_SENT, over GraphQL and REST", async () => {
    setTextSender(new ChannelTextSender({ sms: new NetgsmSender({ usercode: "8503001122", password: "expired", header: "DEMOSHOP", url: netgsm.url }), whatsapp: outbox }));
    try {
      const sent = await t.gql(SEND, { variables: { phone: freshPhone() }, headers: { "x-language": "en" } });
      expect(sent.status).toBe(200);
      expect(sent.body.data?.sendPhoneCode).toEqual({
        __typename: "OperationError",
        code: "CODE_NOT_SENT",
        message: "The verification code could not be sent. Please try again in a moment.",
      });
      const rest = await post("/api/v1/sms/otp?language=ar", { phone: freshPhone() });
      expect(rest).toMatchObject({ status: 200, body: { success: false, code: "code_not_sent", message: "تعذّر إرسال رمز التحقق. يرجى المحاولة مرة أخرى بعد قليل." } });
      expect(netgsm.received.length).toBeGreaterThanOrEqual(2);
      expect(netgsm.accepted).toHaveLength(0);
    } finally {
      useOutbox();
    }
  });

  it("limits sending per client address (RATE_LIMITED), whatever the numbers", async () => {
    const ip = "192.0.2.51";
    for (let i = 0; i < 30; i++) {
      const ok = await fromIp(ip, SEND, { phone: freshPhone() });
      expect(ok.data?.sendPhoneCode.__typename, JSON.stringify(ok)).toBe("PhoneCodeSent");
    }
    const refused = await fromIp(ip, SEND, { phone: freshPhone() }, { "x-language": "en" });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: "RATE_LIMITED" }, message: "Too many attempts. Please try again a little later." });
    // Another address is not affected.
    expect((await fromIp("192.0.2.52", SEND, { phone: freshPhone() })).data?.sendPhoneCode.__typename).toBe("PhoneCodeSent");
  });

  it("limits checking per client address, so a code cannot be guessed from one address across numbers", async () => {
    const ip = "192.0.2.61";
    for (let i = 0; i < 30; i++) {
      const answer = await fromIp(ip, CHECK, { phone: freshPhone(), code: "123456" });
      expect(answer.data?.checkPhoneCode).toMatchObject({ __typename: "OperationError", code: "TIMEOUT", field: "code" });
    }
    expect((await fromIp(ip, CHECK, { phone: freshPhone(), code: "123456" })).errors?.[0].extensions?.code).toBe("RATE_LIMITED");
  });
});
