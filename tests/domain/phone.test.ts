// Turkish mobile numbers to E.164 (shared/phone.ts): every usual spelling of a number gives the same result, the
// result is a fixed point, and nothing with letters or control characters is ever a number.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskPhone, normalisePhone } from "../../shared/phone";

const subscriber = fc.stringMatching(/^5\d{9}$/);
const prefix = fc.constantFrom("", "0", "90", "+90", "0090", "+90 ", "0 ");
const separator = fc.constantFrom("", " ", "-", "  ", ".", " - ");
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** The ten digits written in groups (3-3-2-2, as Turkish numbers are), with the given separators between groups. */
function spelled(digits: string, seps: string[], parentheses: boolean) {
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8)];
  const first = parentheses ? `(${groups[0]})` : groups[0];
  return [first, ...groups.slice(1)].reduce((text, group, i) => `${text}${seps[i - 1] ?? ""}${group}`);
}

describe("normalisePhone", () => {
  it("reads every usual spelling of a mobile number as the same E.164 number", () => {
    fc.assert(
      fc.property(subscriber, prefix, fc.array(separator, { minLength: 3, maxLength: 3 }), fc.boolean(), (digits, p, seps, parens) => {
        expect(normalisePhone(`${p}${spelled(digits, seps, parens)}`)).toBe(`+90${digits}`);
      }),
    );
  });

  it("reads Arabic-Indic digits as the digits they are", () => {
    fc.assert(
      fc.property(subscriber, (digits) => {
        const arabic = [...`0${digits}`].map((d) => ARABIC_INDIC[Number(d)]).join("");
        expect(normalisePhone(arabic)).toBe(`+90${digits}`);
      }),
    );
  });

  it("is idempotent and answers E.164 or null for any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[+0-9 ()-]{0,20}$/), subscriber), (raw) => {
        const once = normalisePhone(raw);
        if (once === null) return;
        expect(once).toMatch(/^\+905\d{9}$/);
        expect(normalisePhone(once)).toBe(once);
      }),
    );
  });

  it("rejects any number with a letter or a control character in it", () => {
    const intruder = fc.oneof(
      fc.constantFrom(..."abcxyzABCXYZğüşıöçĞÜŞİÖÇ".split("")),
      fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)),
      fc.constantFrom("\u007f", "\u200b", "\ud800", "e", "+", "#", "*", "/"),
    );
    fc.assert(
      fc.property(subscriber, intruder, fc.nat(11), (digits, bad, at) => {
        const text = `0${digits}`;
        expect(normalisePhone(text.slice(0, at) + bad + text.slice(at))).toBeNull();
      }),
    );
  });

  it("rejects numbers that are not Turkish mobile numbers", () => {
    for (const raw of ["", "   ", "0212 555 11 22", "+44 7700 900123", "532 111 22 3", "0532 111 22 333", "+90 532 111 22 33 4", "90 90 532 111 22 33", "0".repeat(60)]) {
      expect(normalisePhone(raw), raw).toBeNull();
    }
  });

  it("masks a number for logs", () => {
    expect(maskPhone("+905321112233")).toBe("+90 532 *** ** 33");
  });
});
