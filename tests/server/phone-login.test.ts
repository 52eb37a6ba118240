// Signing in by a code to the phone (customer module, docs/decisions/043): SMS through the Netgsm fake and WhatsApp
// through the WhatsApp Cloud fake, over GraphQL and the legacy customerToken routes; wrong, expired and used codes;
// a number no member has (answered as a member's, no text sent); the limits per number and per client address;
// hostile input.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NetgsmSender } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.sender.js";
import { startNetgsmFake, type NetgsmFake } from "../../graphql-server/modules/verification/providers/netgsm/netgsm.fake.js";
import { WhatsAppSender } from "../../graphql-server/modules/verification/providers/whatsapp/whatsapp.sender.js";
import { startWhatsAppFake, type WhatsAppFake } from "../../graphql-server/modules/verification/providers/whatsapp/whatsapp.fake.js";
import { ChannelTextSender, setTextSender } from "../../graphql-server/modules/verification/text-sender.js";
import { LOGIN_WITH_CODE, SEND_LOGIN_CODE } from "../support/documents/phone.js";
import { registerMember, type Member } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { sourceOf, type TypedDocument, type Variables } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let limited: TestShop;
let netgsm: NetgsmFake;
let whatsapp: WhatsAppFake;

beforeAll(async () => {
  [t, limited, netgsm, whatsapp] = await Promise.all([
    startTestShop(),
    startTestShop({ rateLimits: { codeSend: { points: 4, windowSeconds: 600 }, codeSendTarget: { points: 2, windowSeconds: 600 }, loginAccount: { points: 3, windowSeconds: 600 } } }),
    startNetgsmFake({ usercode: "8503001122", password: "right-password", headers: ["DEMOSHOP"] }),
    startWhatsAppFake({ token: "wa-token", phoneNumberId: "1234567890", templates: { code_login: ["tr", "en", "ar"] } }),
  ]);
  setTextSender(
    new ChannelTextSender({
      sms: Object.assign(new NetgsmSender({ usercode: "8503001122", password: "right-password", header: "DEMOSHOP", url: netgsm.url }), { name: "netgsm" }),
      whatsapp: Object.assign(new WhatsAppSender({ token: "wa-token", phoneNumberId: "1234567890", template: "code_login", url: whatsapp.url, version: "v21.0" }), {
        name: "whatsapp",
      }),
    }),
  );
}, 120_000);
afterAll(async () => {
  setTextSender(null);
  await Promise.all([netgsm?.close(), whatsapp?.close(), t?.close(), limited?.close()]);
});

/** The number as Netgsm got it (905…) and as the WhatsApp API got it (905…, no plus). */
const digits = (member: Member) => `90${member.phone.replace(/\D/g, "").slice(1)}`;
const lastSms = (member: Member) => /\b(\d{6})\b/.exec(netgsm.accepted.filter((m) => m.gsmno === digits(member)).at(-1)?.message ?? "")?.[1];
const lastWhatsApp = (member: Member) => whatsapp.accepted.filter((m) => m.to === digits(member)).at(-1)?.code;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** The member's number written another usual way: +90 5xx xxx xx xx. */
const spelledOtherwise = (member: Member) => `+90 ${member.phone.slice(1, 4)} ${member.phone.slice(4, 7)} ${member.phone.slice(7)}`;

/** A GraphQL call from a given client address, as the storefront makes it (the limits count per address). */
async function from<TData, TVars>(shop: TestShop, ip: string, doc: TypedDocument<TData, TVars>, variables: TVars): Promise<TData> {
  const res = await shop.shop.execute({ query: sourceOf(doc), variables: variables as Variables }, { headers: new Headers(), clientIp: ip });
  if ("errors" in res && res.errors?.length) throw Object.assign(new Error(res.errors[0].message), { code: res.errors[0].extensions?.code });
  return (res as { data: TData }).data;
}
let ipSeq = 1;
const freshIp = () => `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const post = (shop: TestShop, path: string, body: unknown) =>
  shop.rest(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("loginWithCode by SMS (Netgsm) and WhatsApp (Cloud API)", () => {
  it("sends an SMS code to a member's number in any spelling, signs in once with it, and marks the phone verified", async () => {
    const member = await registerMember(t);
    const ip = freshIp();
    const sent = (await from(t, ip, SEND_LOGIN_CODE, { phone: spelledOtherwise(member), language: "en" })).sendLoginCode;
    expect(sent).toMatchObject({ __typename: "PhoneCodeSent", channel: "SMS", phone: `+${digits(member)}` });
    const code = lastSms(member)!;
    expect(netgsm.accepted.at(-1)!.message).toBe(`Your verification code: ${code}. It is valid for 10 minutes; do not share it with anyone.`);

    const wrong = (await from(t, ip, LOGIN_WITH_CODE, { phone: member.phone, code: otherCode(code), language: "en" })).loginWithCode;
    expect(wrong).toMatchObject({ __typename: "OperationError", code: "WRONG_CODE", field: "code", message: "The code you entered is incorrect." });
    const right = (await from(t, ip, LOGIN_WITH_CODE, { phone: member.phone, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` })).loginWithCode;
    expect(right).toMatchObject({ __typename: "CustomerSession", customer: { id: member.id, phoneVerified: true } });
    const again = (await from(t, ip, LOGIN_WITH_CODE, { phone: member.phone, code })).loginWithCode;
    expect(again).toMatchObject({ __typename: "OperationError", code: "TIMEOUT" });
  });

  it("keeps the channels apart: a WhatsApp code signs in only as a WhatsApp code", async () => {
    const member = await registerMember(t);
    const ip = freshIp();
    const sent = (await from(t, ip, SEND_LOGIN_CODE, { phone: member.phone, channel: "WHATSAPP", language: "ar" })).sendLoginCode;
    expect(sent).toMatchObject({ __typename: "PhoneCodeSent", channel: "WHATSAPP" });
    expect(whatsapp.accepted.at(-1)).toMatchObject({ to: digits(member), template: "code_login", language: "ar" });
    const code = lastWhatsApp(member)!;
    expect((await from(t, ip, LOGIN_WITH_CODE, { phone: member.phone, code })).loginWithCode).toMatchObject({ code: "TIMEOUT" });
    const session = (await from(t, ip, LOGIN_WITH_CODE, { phone: member.phone, code, channel: "WHATSAPP" })).loginWithCode;
    expect(session).toMatchObject({ __typename: "CustomerSession", customer: { id: member.id } });
  });

  it("refuses an expired code (TIMEOUT) and a malformed number", async () => {
    const member = await registerMember(t);
    const ip = freshIp();
    await from(t, ip, SEND_LOGIN_CODE, { phone: member.phone });
    await db(t, `update one_time_code set expires_at = now() - interval '1 second' where destination = ?`, [`+${digits(member)}`]);
    expect((await from(t, ip, LOGIN_WITH_CODE, { phone: member.phone, code: lastSms(member)! })).loginWithCode).toMatchObject({ code: "TIMEOUT" });
    const bad = (await from(t, ip, SEND_LOGIN_CODE, { phone: "0212 555 11 22", language: "en" })).sendLoginCode;
    expect(bad).toMatchObject({ __typename: "FormError", fields: [{ field: "phone", message: "Please check your phone number." }] });
  });

  it("answers a number no member has exactly as a member's, from the code request to the fifth wrong code, and texts nobody", async () => {
    const member = await registerMember(t);
    const stranger = "0539 999 88 77";
    const before = netgsm.accepted.length;
    const answers = async (phone: string) => {
      const ip = freshIp();
      const sent = (await from(t, ip, SEND_LOGIN_CODE, { phone, language: "en" })).sendLoginCode;
      const tries = [];
      // A member's wrong code is one off the code sent; the stranger's code went to nobody, any guess will do.
      const wrong = phone === member.phone ? otherCode(lastSms(member)!) : "000000";
      for (let i = 0; i < 6; i++) tries.push((await from(t, ip, LOGIN_WITH_CODE, { phone, code: wrong, language: "en" })).loginWithCode);
      return { sent: { ...sent, phone: "(the number)", expiresAt: "(ten minutes on)" }, tries };
    };
    const memberAnswers = await answers(member.phone);
    expect(netgsm.accepted.length).toBe(before + 1);
    expect(await answers(stranger)).toEqual(memberAnswers);
    expect(memberAnswers.sent).toMatchObject({ __typename: "PhoneCodeSent", channel: "SMS" });
    expect(memberAnswers.tries.map((answer) => answer.__typename === "OperationError" && answer.code)).toEqual([...Array(5).fill("WRONG_CODE"), "TIMEOUT"]);
    expect(netgsm.accepted.length).toBe(before + 1);
  });
});

describe("the legacy customerToken routes", () => {
  it("loginPhone {phone} sends the SMS code, {phone, code} signs in", async () => {
    const member = await registerMember(t);
    expect((await post(t, "/api/v1/customerToken/loginPhone?language=en", { phone: member.phone })).body).toMatchObject({
      success: true,
      code: "code_sent",
      message: "The verification code has been sent.",
    });
    const wrong = await post(t, "/api/v1/customerToken/loginPhone", { phone: member.phone, code: otherCode(lastSms(member)!) });
    expect(wrong.body).toMatchObject({ success: false, code: "wrong_code", field: "code" });
    const signedIn = await post(t, "/api/v1/customerToken/loginPhone", { phone: Number(digits(member)), code: lastSms(member) });
    expect(signedIn.body).toMatchObject({ success: true, code: "successfully_login", token: expect.any(String), user: { id: member.id, name: "Ayşe" } });
    const me = await t.rest("/api/v1/customerToken/me", { headers: { authorization: `Bearer ${signedIn.body.token}` } });
    expect(me.body).toMatchObject({ success: true, result: { id: member.id } });
  });

  it("sendOtpWhatsapp, loginWhatsapp and controlWhatsapOTP (confirms the phone without a session)", async () => {
    const member = await registerMember(t);
    expect((await post(t, "/api/v1/customerToken/sendOtpWhatsapp?language=ar", { phone: member.phone })).body).toMatchObject({ success: true, code: "code_sent" });
    const confirmed = await post(t, "/api/v1/customerToken/controlWhatsapOTP?language=en", { phone: member.phone, code: lastWhatsApp(member) });
    expect(confirmed.body).toEqual({ success: true, code: "code_accepted", message: "Your phone number has been verified." });
    expect(await db(t, `select phone_verified_at is not null as verified from customer where id = ?`, [member.id])).toEqual([{ verified: true }]);

    await post(t, "/api/v1/customerToken/sendOtpWhatsapp", { phone: member.phone });
    const signedIn = await post(t, "/api/v1/customerToken/loginWhatsapp", { phone: member.phone, code: lastWhatsApp(member) });
    expect(signedIn.body).toMatchObject({ success: true, token: expect.any(String), user: { id: member.id } });
    expect((await post(t, "/api/v1/customerToken/loginWhatsapp?language=en", { phone: "0539 999 88 76", code: "123456" })).body).toMatchObject({
      success: false,
      code: "timeout",
    });
    // A number no member has: "sent" as for a member (and no message goes out), then a wrong code as for a member.
    const messages = whatsapp.accepted.length;
    const strangerSent = await post(t, "/api/v1/customerToken/sendOtpWhatsapp?language=en", { phone: "0539 999 88 76" });
    expect(strangerSent.body).toMatchObject({ success: true, code: "code_sent", message: "The verification code has been sent." });
    expect(whatsapp.accepted.length).toBe(messages);
    expect((await post(t, "/api/v1/customerToken/loginWhatsapp?language=en", { phone: "0539 999 88 76", code: "123456" })).body).toMatchObject({
      success: false,
      code: "wrong_code",
    });
  });

  it("answers hostile bodies with a JSON failure or 400, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("loginPhone", "sendOtpWhatsapp", "loginWhatsapp", "controlWhatsapOTP"),
        fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 })),
        fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constant(undefined)),
        async (route, phone, code) => {
          const res = await post(t, `/api/v1/customerToken/${route}`, { phone, code });
          expect([200, 400]).toContain(res.status);
          if (res.status === 200) expect(res.body.success === true || typeof res.body.message === "string").toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("limits", () => {
  it("per number: the third code to one number in the window is RATE_LIMITED, whatever the address, member or not", async () => {
    const member = await registerMember(limited);
    for (let i = 0; i < 2; i++) expect((await from(limited, freshIp(), SEND_LOGIN_CODE, { phone: member.phone })).sendLoginCode.__typename).toBe("PhoneCodeSent");
    await expect(from(limited, freshIp(), SEND_LOGIN_CODE, { phone: spelledOtherwise(member) })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    for (let i = 0; i < 2; i++) expect((await from(limited, freshIp(), SEND_LOGIN_CODE, { phone: "0539 222 00 01" })).sendLoginCode.__typename).toBe("PhoneCodeSent");
    await expect(from(limited, freshIp(), SEND_LOGIN_CODE, { phone: "+90 539 222 00 01" })).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("per address: asking about many numbers (members or not) meets the send limit", async () => {
    const ip = freshIp();
    const numbers = ["0539 111 00 01", "0539 111 00 02", (await registerMember(limited)).phone, "0539 111 00 03"];
    for (const phone of numbers) await from(limited, ip, SEND_LOGIN_CODE, { phone });
    await expect(from(limited, ip, SEND_LOGIN_CODE, { phone: "0539 111 00 04" })).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("per number: wrong codes from many addresses lock the number's sign-in, a right one gives its try back", async () => {
    const member = await registerMember(limited);
    await from(limited, freshIp(), SEND_LOGIN_CODE, { phone: member.phone });
    const code = lastSms(member)!;
    const session = (await from(limited, freshIp(), LOGIN_WITH_CODE, { phone: member.phone, code })).loginWithCode;
    expect(session.__typename).toBe("CustomerSession");
    for (let i = 0; i < 3; i++) {
      expect((await from(limited, freshIp(), LOGIN_WITH_CODE, { phone: member.phone, code: otherCode(code) })).loginWithCode.__typename).toBe("OperationError");
    }
    await expect(from(limited, freshIp(), LOGIN_WITH_CODE, { phone: member.phone, code })).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });
});
