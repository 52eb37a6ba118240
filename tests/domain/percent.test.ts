import { describe, expect, it } from "vitest";
import { formatPercent } from "../../app/domain/percent";

describe("formatPercent (the sign before the number in Turkish, after it otherwise)", () => {
  it("puts the sign first in Turkish", () => {
    expect(formatPercent(15, "tr")).toBe("%15");
  });
  it("puts the sign last in English", () => {
    expect(formatPercent(15, "en")).toBe("15%");
  });
  it("puts the sign last in Arabic, with the digits left as they are", () => {
    expect(formatPercent(15, "ar")).toBe("15%");
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
