// An admin's price field is written like every amount beside it, in the admin's language (not the programmer's
// "42865.90" next to "33.392 TL"), and what it shows reads back to the same minor units when saved untouched.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moneyField } from "../../app/components/admin/products/product-fields";
import { minorFromText } from "../../app/components/admin/products/product-form.server";

describe("the admin's price fields", () => {
  it("write the amount with the language's separators and always its kuruş", () => {
    expect(moneyField(4_286_590, "tr")).toBe("42.865,90");
    expect(moneyField(3_339_200, "tr")).toBe("33.392,00");
    expect(moneyField(4_286_590, "en")).toBe("42,865.90");
    expect(moneyField(4_286_590, "ar")).toBe("42,865.90");
    expect(moneyField(5, "tr")).toBe("0,05");
    expect(moneyField(null, "tr")).toBe("");
  });

  it("read back what they show, in every language", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.constantFrom("tr", "en", "ar"), (minor, language) => {
        expect(minorFromText(moneyField(minor, language))).toBe(minor);
      }),
    );
  });
});
