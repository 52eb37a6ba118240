// One-time codes (graphql-server/modules/verification): the life cycle with an injected clock (ten minutes, single
// use, five wrong tries, a new code replaces the old), HMAC-only storage, a provider's refusal as CODE_NOT_SENT,
// hostile phone numbers and codes, and the housekeeping of expired codes.
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkCode, issueCode, type CheckCodeResult, type IssueCodeResult } from "../../graphql-server/modules/verification/index.js";
import { codeHash } from "../../graphql-server/modules/verification/code-rules.js";
import { codeSecret } from "../../graphql-server/modules/verification/code-secret.js";
import { deleteExpiredCodes } from "../../graphql-server/modules/verification/codes.service.js";
import { MemoryTextOutbox } from "../../graphql-server/modules/verification/text-outbox.js";
import type { SendOutcome, TextMessage, TextSender } from "../../graphql-server/modules/verification/text-sender.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const start = new Date("2030-03-03T12:00:00Z");
let now = start;
const outbox = new MemoryTextOutbox();
const deps = { now: () => now, sender: outbox };
afterEach(() => {
  now = start;
});

let phoneSeq = 1_000_000;
/** A fresh number per test, so that tests never share a code. */
const freshPhone = () => `0533 ${String(phoneSeq++).padStart(7, "0")}`;
const e164 = (spelled: string) => `+90${spelled.replace(/\D/g, "").slice(1)}`;

const issue = (destination: string, purpose = "phone_confirm", channel: "sms" | "whatsapp" = "sms") =>
  issueCode(t.orm.em.fork(), { purpose, destination, channel, language: "tr" }, deps);
const check = (destination: string, code: string, purpose = "phone_confirm") => checkCode(t.orm.em.fork(), { purpose, destination, code }, deps);

/** The code of the last message sent to a number, read from the text as a phone would show it. */
function lastCode(destination: string): string {
  const message = outbox.sent.filter((m) => m.to === e164(destination)).at(-1);
  const code = /\b(\d{6})\b/.exec(message?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
const errorCode = (result: IssueCodeResult | CheckCodeResult) => (result.ok ? "OK" : result.error.code);

describe("a code's life", () => {
  it("is sent as six digits in the person's language, works once, and is stored only as an HMAC", async () => {
    const phone = freshPhone();
    const sent = await issue(phone);
    expect(sent).toMatchObject({ ok: true, destination: e164(phone), channel: "sms" });
    expect(sent.ok && sent.expiresAt.toISOString()).toBe("2030-03-03T12:10:00.000Z");
    const code = lastCode(phone);
    expect(outbox.sent.at(-1)?.text).toBe(`Doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın.`);

    const rows = await db(t, `select * from one_time_code where destination = ?`, [e164(phone)]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0].code_hash).toBe(codeHash(codeSecret(), "phone_confirm", e164(phone), code));

    // Another spelling of the same number is the same destination.
    expect(await check(`+90 ${e164(phone).slice(3)}`, code)).toEqual({ ok: true, destination: e164(phone) });
    expect(errorCode(await check(phone, code))).toBe("TIMEOUT");
    expect(await db(t, `select 1 from one_time_code where destination = ?`, [e164(phone)])).toHaveLength(0);
  });

  it("expires after ten minutes (TIMEOUT), and works until then", async () => {
    const phone = freshPhone();
    await issue(phone);
    now = new Date(start.getTime() + 10 * 60_000);
    expect(errorCode(await check(phone, lastCode(phone)))).toBe("TIMEOUT");

    const other = freshPhone();
    now = start;
    await issue(other);
    now = new Date(start.getTime() + 10 * 60_000 - 1000);
    expect((await check(other, lastCode(other))).ok).toBe(true);
  });

  it("dies at the fifth wrong try: the right code then answers TIMEOUT", async () => {
    const phone = freshPhone();
    await issue(phone);
    const code = lastCode(phone);
    for (let i = 0; i < 5; i++) expect(errorCode(await check(phone, otherCode(code)))).toBe("WRONG_CODE");
    expect(errorCode(await check(phone, code))).toBe("TIMEOUT");
  });

  it("survives four wrong tries", async () => {
    const phone = freshPhone();
    await issue(phone);
    const code = lastCode(phone);
    for (let i = 0; i < 4; i++) expect(errorCode(await check(phone, otherCode(code)))).toBe("WRONG_CODE");
    expect((await check(phone, code)).ok).toBe(true);
  });

  it("is replaced by a new code for the same purpose and number (with a fresh count of tries), not for another purpose", async () => {
    const phone = freshPhone();
    await issue(phone);
    const first = lastCode(phone);
    await check(phone, otherCode(first));
    await issue(phone, "login_phone", "whatsapp");
    const login = lastCode(phone);
    await issue(phone);
    const second = lastCode(phone);
    if (first !== second) expect(errorCode(await check(phone, first))).toBe("WRONG_CODE");
    expect((await check(phone, second)).ok).toBe(true);
    // The login code is a code of its own purpose, untouched by the confirmation codes.
    expect(errorCode(await check(phone, login, "phone_confirm"))).toBe("TIMEOUT");
    expect((await check(phone, login, "login_phone")).ok).toBe(true);
  });

  it("answers TIMEOUT when no code was ever sent", async () => {
    expect(errorCode(await check(freshPhone(), "123456"))).toBe("TIMEOUT");
  });

  it("is sent by WhatsApp as the template's parameter, with the text in the language asked for", async () => {
    const phone = freshPhone();
    await issueCode(t.orm.em.fork(), { purpose: "login_whatsapp", destination: phone, channel: "whatsapp", language: "ar" }, deps);
    const message = outbox.sent.at(-1)!;
    expect(message).toMatchObject({ channel: "whatsapp", to: e164(phone), template: { language: "ar", parameters: [lastCode(phone)] } });
    expect(message.text).toContain("رمز التحقق");
  });
});

describe("failures", () => {
  class RefusingSender implements TextSender {
    readonly tried: TextMessage[] = [];
    async send(message: TextMessage): Promise<SendOutcome> {
      this.tried.push(message);
      return { ok: false, reason: "netgsm:30" };
    }
  }

  it("a refused message is CODE_NOT_SENT and leaves the code sent before valid", async () => {
    const phone = freshPhone();
    await issue(phone);
    const code = lastCode(phone);
    const refusing = new RefusingSender();
    const result = await issueCode(t.orm.em.fork(), { purpose: "phone_confirm", destination: phone, channel: "sms", language: "en" }, { ...deps, sender: refusing });
    expect(result).toEqual({ ok: false, error: { __typename: "OperationError", code: "CODE_NOT_SENT", field: null } });
    expect(refusing.tried).toHaveLength(1);
    expect((await check(phone, code)).ok).toBe(true);
  });

  it("a phone number that is not a Turkish mobile number is a field error on `phone`, and nothing is sent", async () => {
    const before = outbox.sent.length;
    for (const [raw, key] of [
      ["0212 555 11 22", "field_invalid_phone"],
      ["  ", "field_required_phone"],
    ]) {
      const result = await issue(raw);
      expect(result).toMatchObject({ ok: false, error: { __typename: "FormError", field: "phone", fields: [{ field: "phone", messageKey: key }] } });
      expect(await check(raw, "123456")).toMatchObject({ ok: false, error: { __typename: "FormError", field: "phone" } });
    }
    expect(outbox.sent.length).toBe(before);
  });

  it("hostile phone numbers and codes get a coded answer, never an exception, and never a success", async () => {
    const phone = freshPhone();
    await issue(phone);
    const code = lastCode(phone);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.constant(phone)), fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^\d{6}$/)), async (destination, guess) => {
        fc.pre(guess.replace(/\s/g, "") !== code);
        const result = await check(destination, guess);
        expect(result.ok).toBe(false);
        expect(["WRONG_CODE", "TIMEOUT", "FORM_REQUIRED_GENERAL_MESSAGE"]).toContain(errorCode(result));
      }),
      { numRuns: 40 },
    );
  });

  it("a guess that cannot be a code is WRONG_CODE without using up one of the five tries", async () => {
    const phone = freshPhone();
    await issue(phone);
    for (const guess of ["", "12345", "1234567", "abcdef", "12 34 5", "١٢٣"]) expect(errorCode(await check(phone, guess)), guess).toBe("WRONG_CODE");
    const [row] = await db(t, `select failed_attempts from one_time_code where destination = ?`, [e164(phone)]);
    expect(Number(row.failed_attempts)).toBe(0);
    expect((await check(phone, lastCode(phone))).ok).toBe(true);
  });

  it("a code typed with spaces or in Arabic-Indic digits is the same code", async () => {
    const phone = freshPhone();
    await issue(phone);
    const code = lastCode(phone);
    const arabic = [...code].map((d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]).join("");
    expect((await check(phone, `${arabic.slice(0, 3)} ${arabic.slice(3)}`)).ok).toBe(true);
  });

  it("refuses a purpose that is not a name (a caller's bug)", async () => {
    await expect(issue(freshPhone(), "Login Phone!")).rejects.toThrow(/purpose/);
  });
});

describe("housekeeping", () => {
  it("deletes expired codes only", async () => {
    const [old, live] = [freshPhone(), freshPhone()];
    now = new Date("2020-01-01T00:00:00Z");
    await issue(old);
    now = start;
    await issue(live);
    const removed = await deleteExpiredCodes(t.orm.em.fork(), new Date(start.getTime() + 60_000));
    expect(removed.oneTimeCodes).toBeGreaterThanOrEqual(1);
    expect(await db(t, `select destination from one_time_code where destination in (?, ?)`, [e164(old), e164(live)])).toEqual([{ destination: e164(live) }]);
  });
});

describe.runIf(usingPostgres())("parallel checks (PostgreSQL)", () => {
  it("lets one of many parallel right answers through, and counts every parallel wrong guess", async () => {
    const phone = freshPhone();
    await issue(phone);
    const code = lastCode(phone);
    const right = await Promise.all(Array.from({ length: 8 }, () => check(phone, code)));
    expect(right.filter((r) => r.ok)).toHaveLength(1);

    const other = freshPhone();
    await issue(other);
    const wrong = await Promise.all(Array.from({ length: 12 }, () => check(other, otherCode(lastCode(other)))));
    expect(wrong.filter((r) => errorCode(r) === "WRONG_CODE")).toHaveLength(5);
    expect(wrong.filter((r) => errorCode(r) === "TIMEOUT")).toHaveLength(7);
  });
});
