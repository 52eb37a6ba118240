import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPercent } from "../../app/domain/percent";

describe("formatPercent (each shop language's own way)", () => {
  it("writes every whole percentage the way Intl does for tr, en and ar", () => {
    fc.assert(
      fc.property(fc.constantFrom("tr", "en", "ar"), fc.integer({ min: 0, max: 100 }), (language, value) => {
        expect(formatPercent(value, language)).toBe(new Intl.NumberFormat(language, { style: "percent" }).format(value / 100));
      }),
    );
  });
  it("puts the sign first in Turkish", () => {
    expect(formatPercent(15, "tr")).toBe("%15");
  });
  it("puts the sign last in English", () => {
    expect(formatPercent(15, "en")).toBe("15%");
  });
  it("puts the sign last in Arabic, held to the number by left-to-right marks", () => {
    expect(formatPercent(15, "ar")).toBe("15\u200E%\u200E");
  });
  it("treats any other language like English", () => {
    expect(formatPercent(15, "de")).toBe("15%");
    expect(formatPercent(15, "")).toBe("15%");
  });
  it("keeps the edges of the range as they are", () => {
    expect(formatPercent(0, "tr")).toBe("%0");
    expect(formatPercent(100, "tr")).toBe("%100");
    expect(formatPercent(100, "en")).toBe("100%");
  });
  // The GraphQL API sends discount percentages as Int, so the function does not round: what it is given is what
  // it prints. A fraction would show up unchanged rather than be hidden by rounding here.
  it("does not round", () => {
    expect(formatPercent(12.5, "tr")).toBe("%12.5");
    expect(formatPercent(12.5, "en")).toBe("12.5%");
  });
});

describe("locale texts", () => {
  // A text that placed the sign itself ("%{{n}}", "{{n}}%") would write it one way in every language; the value
  // arrives formatted instead.
  it("never place a percent sign next to a placeholder", () => {
    const root = path.resolve("locales");
    const texts = readdirSync(root).flatMap((language) =>
      readdirSync(path.join(root, language)).flatMap((file) => {
        const walk = (value: unknown, key: string): string[] =>
          typeof value === "string" ? [`${language}/${file} ${key}: ${value}`] : Object.entries(value as object).flatMap(([k, v]) => walk(v, `${key}.${k}`));
        return walk(JSON.parse(readFileSync(path.join(root, language, file), "utf8")), "");
      }),
    );
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /[%٪]\s*\{\{|\}\}\s*[%٪]/.test(text))).toEqual([]);
  });
});
