// The card form's rules (shared/card.ts) and the installment charge (shared/installments.ts), by classes of input:
// every Luhn-valid number of a card's length passes and changing one digit of it fails; expiry dates in the past,
// this month and beyond; each field's "required" and "invalid".
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCard, parseExpiry, passesLuhn, spacedCardNumber } from "../../shared/card.js";
import { installmentCharge } from "../../shared/installments.js";

/** A number of `length` digits with its Luhn check digit appended. */
function withCheckDigit(body: string): string {
  for (let d = 0; d < 10; d++) if (passesLuhn(body + d)) return body + d;
  throw new Error("no check digit");
}
const cardBody = fc.integer({ min: 11, max: 18 }).chain((n) => fc.stringMatching(new RegExp(`^[1-9][0-9]{${n - 1}}$`)));
const NOW = new Date(Date.UTC(2026, 10, 24));
const good = { holder: "Ayşe Yılmaz", number: "4111 1111 1111 1111", expiry: "12/30", cvv: "123" };

describe("card rules", () => {
  it("a number passes with its Luhn digit, spaced or not, and fails with any one digit changed", () => {
    fc.assert(
      fc.property(cardBody, fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const number = withCheckDigit(body);
        expect(checkCard({ ...good, number: spacedCardNumber(number) }, NOW).problems).toEqual({});
        const i = at % number.length;
        const changed = number.slice(0, i) + ((Number(number[i]) + delta) % 10) + number.slice(i + 1);
        expect(checkCard({ ...good, number: changed }, NOW).problems.cardNumber).toBe("invalid");
      }),
    );
  });

  it("spacing while typing groups digits by four and drops everything else", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const spaced = spacedCardNumber(typed);
        expect(spaced.replace(/ /g, "")).toBe(typed.replace(/\D/g, "").slice(0, 19));
        expect(spaced).toMatch(/^(\d{4}( \d{4})*( \d{1,3})?|\d{1,3})?$/);
      }),
    );
  });

  it("expiry: this month and up to 20 years ahead are usable, earlier months and nonsense are not", () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 300 }), (offset) => {
        const month = (((10 + offset) % 12) + 12) % 12;
        const year = 2026 + Math.floor((10 + offset) / 12);
        const text = `${String(month + 1).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
        expect(parseExpiry(text)).toEqual({ month: month + 1, year: 2000 + (year % 100) });
        const problem = checkCard({ ...good, expiry: text }, NOW).problems.cardExpiry;
        expect(problem).toBe(offset >= 0 && offset <= 240 && year < 2100 ? undefined : "invalid");
      }),
    );
    for (const bad of ["13/30", "00/30", "1230x", "12//30", "ab/cd"]) expect(checkCard({ ...good, expiry: bad }, NOW).problems.cardExpiry).toBe("invalid");
    for (const ok of ["12/30", "1230", "12 / 2030", "2/31"]) expect(checkCard({ ...good, expiry: ok }, NOW).problems.cardExpiry).toBeUndefined();
  });

  it("every field is required, and wrong values are named as such", () => {
    expect(checkCard({}, NOW).problems).toEqual({ cardHolder: "required", cardNumber: "required", cardExpiry: "required", cardCvv: "required" });
    expect(checkCard({ holder: "1", number: "1234", expiry: "99/99", cvv: "12a" }, NOW).problems).toEqual({
      cardHolder: "invalid",
      cardNumber: "invalid",
      cardExpiry: "invalid",
      cardCvv: "invalid",
    });
    expect(checkCard(good, NOW).card).toEqual({ holder: "Ayşe Yılmaz", number: "4111111111111111", expiryMonth: 12, expiryYear: 2030, cvv: "123" });
  });

  it("the charged amount is the total plus the stated interest, rounded once; its parts add up to it exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 5000 }), fc.constantFrom(1, 2, 3, 6, 9, 12), (total, bp, count) => {
        const { chargedMinor, firstInstallmentMinor, perInstallmentMinor } = installmentCharge(total, { count, interestBasisPoints: bp });
        expect(Math.abs(chargedMinor * 10_000 - total * (10_000 + bp))).toBeLessThanOrEqual(5_000);
        // The first part carries the remainder of the division: never less than the others, less than one each more.
        expect(firstInstallmentMinor + perInstallmentMinor * (count - 1)).toBe(chargedMinor);
        expect(firstInstallmentMinor - perInstallmentMinor).toBeGreaterThanOrEqual(0);
        expect(firstInstallmentMinor - perInstallmentMinor).toBeLessThan(count);
      }),
    );
    // The six parts of 10.811,68: not 6 × 1.801,95 (10.811,70), but 1.801,98 and then 5 × 1.801,94.
    expect(installmentCharge(1_019_970, { count: 6, interestBasisPoints: 600 })).toEqual({
      chargedMinor: 1_081_168,
      firstInstallmentMinor: 180_198,
      perInstallmentMinor: 180_194,
    });
    expect(installmentCharge(100_000, { count: 1, interestBasisPoints: 0 }).chargedMinor).toBe(100_000);
  });
});
