import { describe, expect, it } from "vitest";
import { lineQuantityLimits, personalizationValues, totalsRows } from "../../app/domain/cart-lines";
import { clampQuantity, quantityBounds } from "../../app/domain/quantity";

describe("lineQuantityLimits", () => {
  it("caps the quantity at the stock and the member maximum, whichever is lower", () => {
    expect(lineQuantityLimits({ available: 10, quantity: 2 })).toEqual({ minOrder: null, maxOrder: 10 });
    expect(lineQuantityLimits({ available: 10, quantity: 2, memberMaxOrder: 6, memberMinOrder: 2 })).toEqual({ minOrder: 2, maxOrder: 6 });
    expect(lineQuantityLimits({ available: 3, quantity: 2, memberMaxOrder: 6 })).toEqual({ minOrder: null, maxOrder: 3 });
  });

  it("keeps the quantity already in the cart selectable when the stock ran out", () => {
    const limits = lineQuantityLimits({ available: 0, quantity: 4 });
    expect(limits.maxOrder).toBe(4);
    expect(clampQuantity(9, limits)).toBe(4);
  });

  it("never makes the line unbuyable when the minimum exceeds the cap (the minimum wins)", () => {
    const limits = lineQuantityLimits({ available: 1, quantity: 2, memberMinOrder: 2 });
    expect(quantityBounds(limits)).toEqual({ min: 2, max: 2 });
  });
});

describe("personalizationValues", () => {
  it("reads texts and repeated option ids by personalization id", () => {
    const entries: [string, string][] = [
      ["intent", "add"],
      ["personalization[5]", "  Ayşe  "],
      ["personalizationOption[7]", "12"],
      ["personalizationOption[7]", "13"],
      ["personalizationOption[8]", "3"],
    ];
    expect(personalizationValues(entries)).toEqual([
      { personalizationId: 5, value: "Ayşe" },
      { personalizationId: 7, optionIds: [12, 13] },
      { personalizationId: 8, optionIds: [3] },
    ]);
  });

  it("drops empty texts, bad option ids and foreign field names", () => {
    const entries: [string, unknown][] = [
      ["personalization[5]", "   "],
      ["personalizationOption[7]", "abc"],
      ["personalizationOption[7]", "-1"],
      ["personalization[x]", "hi"],
      ["personalization[0]", "zero"],
      ["file", new Blob(["x"])],
    ];
    expect(personalizationValues(entries)).toEqual([]);
  });
});

describe("totalsRows", () => {
  const base = {
    linesMinor: 100_000,
    personalizationMinor: 0,
    giftPackageMinor: 0,
    campaignDiscountMinor: 0,
    couponDiscountMinor: 0,
    cargoMinor: 4_990,
    isCargoFree: false,
    doorFeeMinor: 0,
    vatMinor: 16_667,
    grandTotalMinor: 104_990,
  };

  it("shows goods, cargo and the VAT included, leaving out zero extras", () => {
    expect(totalsRows(base)).toEqual([
      { key: "lines", amountMinor: 100_000 },
      { key: "cargo", amountMinor: 4_990, free: false },
      { key: "vat", amountMinor: 16_667, included: true },
    ]);
  });

  it("shows discounts as negative amounts and free cargo as free", () => {
    const rows = totalsRows({ ...base, couponDiscountMinor: 10_000, campaignDiscountMinor: 500, giftPackageMinor: 2_500, personalizationMinor: 3_000, cargoMinor: 0, isCargoFree: true, doorFeeMinor: 1_500 });
    expect(rows.map((row) => row.key)).toEqual(["lines", "personalization", "giftPackage", "campaignDiscount", "couponDiscount", "cargo", "doorFee", "vat"]);
    expect(rows.find((row) => row.key === "couponDiscount")?.amountMinor).toBe(-10_000);
    expect(rows.find((row) => row.key === "campaignDiscount")?.amountMinor).toBe(-500);
    expect(rows.find((row) => row.key === "cargo")).toEqual({ key: "cargo", amountMinor: 0, free: true });
    expect(rows.find((row) => row.key === "personalization")?.included).toBe(true);
  });

  it("shows a card order's installment interest as a line added to the total, and none where there is none", () => {
    const rows = totalsRows({ ...base, installmentInterestMinor: 6_299, grandTotalMinor: 111_289 });
    expect(rows.map((row) => row.key)).toEqual(["lines", "cargo", "installmentInterest", "vat"]);
    expect(rows.find((row) => row.key === "installmentInterest")).toEqual({ key: "installmentInterest", amountMinor: 6_299 });
    expect(totalsRows({ ...base, installmentInterestMinor: 0 }).map((row) => row.key)).not.toContain("installmentInterest");
  });
});
