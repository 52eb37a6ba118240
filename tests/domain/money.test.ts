import { describe, expect, it } from "vitest";
import { formatMoney, parseMoney, parseMoneyToMinor } from "../../app/domain/money";

describe("formatMoney (no decimals, dot thousands separator, then TL)", () => {
  it("formats the storefront's example", () => {
    expect(formatMoney(1_558_800)).toBe("15.588 TL");
  });
  it("rounds to whole lira, half away from zero", () => {
    expect(formatMoney(1_558_849)).toBe("15.588 TL");
    expect(formatMoney(1_558_850)).toBe("15.589 TL");
    expect(formatMoney(-150)).toBe("-2 TL");
  });
  it("groups every three digits and leaves small amounts alone", () => {
    expect(formatMoney(0)).toBe("0 TL");
    expect(formatMoney(99_900)).toBe("999 TL");
    expect(formatMoney(100_000)).toBe("1.000 TL");
    expect(formatMoney(123_456_789_00)).toBe("123.456.789 TL");
  });
  it("takes another currency label", () => {
    expect(formatMoney(250_000, "$")).toBe("2.500 $");
  });
  it("formats the price rule's result (16 000 × 0.95 + 588 = 15 788)", () => {
    expect(formatMoney(Math.round(1_600_000 * 0.95) + 58_800)).toBe("15.788 TL");
  });
});

describe("parseMoney (Turkish-style separators)", () => {
  it("reads dot thousands and comma decimals", () => {
    expect(parseMoney("1.234,56")).toBe(1234.56);
    expect(parseMoney("1.234.567,5")).toBe(1234567.5);
    expect(parseMoney("1234,5")).toBe(1234.5);
    expect(parseMoney("15.588 TL")).toBe(15588);
    expect(parseMoney("₺ 1.000")).toBe(1000);
  });
  it("treats a lone dot that does not group three digits as a decimal point", () => {
    expect(parseMoney("12.5")).toBe(12.5);
    expect(parseMoney("1234.56")).toBe(1234.56);
  });
  it("refuses text that is not a number", () => {
    expect(parseMoney("")).toBeNull();
    expect(parseMoney("abc")).toBeNull();
    expect(parseMoney("1,2,3")).toBeNull();
    expect(parseMoney("1.2.3")).toBeNull();
  });
  it("converts to minor units once", () => {
    expect(parseMoneyToMinor("1.234,56")).toBe(123_456);
    expect(parseMoneyToMinor("0,1")).toBe(10);
  });
});
