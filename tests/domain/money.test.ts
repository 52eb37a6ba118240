// The one rule for writing amounts (shared/money.ts, used by every page and the mail) and reading Turkish-style
// money text back. Properties over generated amounts: the written text always carries the exact charged amount.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertMinor, currencyName, formatMoney, isoCurrency } from "../../shared/money";
import { parseMoney, parseMoneyToMinor } from "../../app/domain/money";

const NBSP = "\u00a0";
const amount = fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const language = fc.constantFrom("tr", "en", "ar");
const currency = fc.constantFrom("TRY", "tl", "USD", "usd", "EUR", "euro");

/** Reads a written amount back to minor units, knowing the language's separators. */
function readBack(text: string, lang: string): bigint {
  const number = text.slice(0, text.indexOf(NBSP));
  const [group, decimal] = lang === "tr" ? [".", ","] : [",", "."];
  const [whole, fraction = ""] = number.split(group).join("").split(decimal);
  const sign = whole.startsWith("-") ? -1n : 1n;
  return sign * (BigInt(whole.replace("-", "")) * 100n + BigInt(fraction.padEnd(2, "0") || "0"));
}

describe("formatMoney: one rule for every amount a shopper reads", () => {
  it("writes the shop's examples (whole lira without decimals, kuruş when there are any)", () => {
    expect(formatMoney(1_558_800, { currency: "TRY", language: "tr" })).toBe(`15.588${NBSP}TL`);
    expect(formatMoney(1_022_960, { currency: "TRY", language: "tr" })).toBe(`10.229,60${NBSP}TL`);
    expect(formatMoney(1_022_960, { currency: "tl", language: "en" })).toBe(`10,229.60${NBSP}TL`);
    expect(formatMoney(25_199, { currency: "euro", language: "ar" })).toBe(`251.99${NBSP}€`);
    expect(formatMoney(-5, { currency: "USD", language: "tr" })).toBe(`-0,05${NBSP}$`);
    expect(formatMoney(0, { currency: "TRY", language: "tr" })).toBe(`0${NBSP}TL`);
  });

  it("never rounds: the text reads back to exactly the amount, in every language and currency", () => {
    fc.assert(
      fc.property(amount, language, currency, (minor, lang, code) => {
        expect(readBack(formatMoney(minor, { currency: code, language: lang }), lang)).toBe(BigInt(minor));
      }),
    );
  });

  it("shows two decimals exactly when the amount has minor units, none otherwise", () => {
    fc.assert(
      fc.property(amount, language, (minor, lang) => {
        const text = formatMoney(minor, { currency: "TRY", language: lang });
        const decimal = lang === "tr" ? "," : ".";
        const number = text.slice(0, text.indexOf(NBSP));
        if (minor % 100 === 0) expect(number).not.toContain(decimal);
        else expect(number).toMatch(new RegExp(`\\${decimal}\\d{2}$`));
      }),
    );
  });

  it("Turkish text reads back with the storefront's parser (the same figure in both directions)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), (minor) => {
        expect(parseMoneyToMinor(formatMoney(minor, { currency: "TRY", language: "tr" }))).toBe(minor);
      }),
    );
  });

  it("labels the lira TL, dollars $ and euros € whichever code names them", () => {
    expect(isoCurrency("tl")).toBe("TRY");
    expect(isoCurrency("euro")).toBe("EUR");
    expect(formatMoney(100, { currency: "GBP", language: "en" })).toBe(`1${NBSP}GBP`);
  });
});

describe("convertMinor: one conversion with the rate table", () => {
  const rate = fc.integer({ min: 1, max: 10 ** 9 }).map((n) => n / 10 ** 6);
  it("equals round-half-away-from-zero of minor × to / from, computed exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), rate, rate, (minor, from, to) => {
        const f = BigInt(Math.round(from * 1e9));
        const t = BigInt(Math.round(to * 1e9));
        const abs = BigInt(Math.abs(minor));
        const rounded = (2n * abs * t + f) / (2n * f);
        const expected = from === to ? BigInt(minor) : (minor < 0 ? -rounded : rounded);
        // Amounts are safe integers; a conversion past 2^53 is outside what the shop stores.
        fc.pre(expected <= BigInt(Number.MAX_SAFE_INTEGER) && expected >= -BigInt(Number.MAX_SAFE_INTEGER));
        expect(BigInt(convertMinor(minor, from, to))).toBe(expected);
      }),
    );
  });
  it("converts the demo rates (1 TL = 0.0204 €)", () => {
    expect(convertMinor(1_230_000, 1, 0.0204)).toBe(25_092);
    expect(convertMinor(25_092, 0.0204, 1)).toBe(1_230_000);
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

describe("currencyName: a currency named in the page's language", () => {
  it("names the lira, the dollar and the euro in tr, en and ar, from ISO or legacy codes", () => {
    expect(currencyName("TRY", "en")).toBe("Turkish Lira");
    expect(currencyName("tl", "ar")).toBe("ليرة تركية");
    expect(currencyName("euro", "tr")).toBe("Euro");
    expect(currencyName("USD", "ar")).toBe("دولار أمريكي");
  });

  it("has no name for a code the platform does not know, nor for text that is no code", () => {
    expect(currencyName("XQQ", "en")).toBeNull();
    expect(currencyName("altın", "tr")).toBeNull();
  });
});
