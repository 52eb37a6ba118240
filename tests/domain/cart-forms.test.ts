import { describe, expect, it } from "vitest";
import { parseCartForm, typedValues } from "../../app/utils/cart-forms.server";
import { assertSameOrigin } from "../../app/utils/http.server";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("parseCartForm", () => {
  it("reads an add with its sub-product and personalizations", () => {
    const parsed = parseCartForm(
      form([
        ["intent", "add"],
        ["productId", "12"],
        ["subProductId", ""],
        ["quantity", "2"],
        ["personalization[4]", "Ali"],
      ]),
    );
    expect(parsed).toEqual({
      ok: true,
      input: { intent: "add", productId: 12, subProductId: undefined, quantity: 2 },
      personalizations: [{ personalizationId: 4, value: "Ali" }],
    });
  });

  it("takes the minus/plus button's clamped quantity over the typed one", () => {
    const parsed = parseCartForm(form([["intent", "update"], ["lineId", "3"], ["quantity", "9"], ["set", "4"]]));
    expect(parsed).toMatchObject({ ok: true, input: { intent: "update", lineId: 3, quantity: 4 } });
  });

  it("reports the bad field instead of throwing", () => {
    expect(parseCartForm(form([["intent", "update"], ["lineId", "3"], ["quantity", "0"]]))).toEqual({ ok: false, intent: "update", field: "quantity" });
    expect(parseCartForm(form([["intent", "add"], ["productId", "x"], ["quantity", "1"]]))).toEqual({ ok: false, intent: "add", field: "productId" });
    expect(parseCartForm(form([["intent", "coupon"], ["code", "   "]]))).toEqual({ ok: false, intent: "coupon", field: "code" });
    expect(parseCartForm(form([["intent", "hack"]]))).toMatchObject({ ok: false, intent: "hack" });
    expect(parseCartForm(form([]))).toMatchObject({ ok: false, intent: null });
    expect(parseCartForm(form([["intent", "note"], ["generalNote", "x".repeat(1001)]]))).toEqual({ ok: false, intent: "note", field: "generalNote" });
  });

  it("reads checkboxes and trims notes", () => {
    expect(parseCartForm(form([["intent", "gift"], ["isGiftCart", "on"], ["giftNote", " Sevgiyle "]]))).toMatchObject({
      ok: true,
      input: { intent: "gift", isGiftCart: true, giftNote: "Sevgiyle" },
    });
    expect(parseCartForm(form([["intent", "gift"], ["giftNote", ""]]))).toMatchObject({ ok: true, input: { isGiftCart: false, giftNote: "" } });
  });

  it("gives back only the shopper's own values", () => {
    const typed = typedValues(form([["quantity", "3"], ["personalization[4]", "Ali"], ["productId", "12"], ["personalizationOption[5]", "1"], ["personalizationOption[5]", "2"]]));
    expect(typed).toEqual({ quantity: ["3"], "personalization[4]": ["Ali"], "personalizationOption[5]": ["1", "2"] });
  });
});

describe("assertSameOrigin", () => {
  const post = (headers: Record<string, string>) => new Request("http://shop.test/cart", { method: "POST", headers });
  const refused = (request: Request) => {
    try {
      assertSameOrigin(request);
      return null;
    } catch (error) {
      return (error as Response).status;
    }
  };

  it("lets same-origin posts and header-less clients through", () => {
    expect(refused(post({ "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    expect(refused(post({ Origin: "http://shop.test" }))).toBeNull();
    expect(refused(post({}))).toBeNull();
  });

  it("refuses cross-site posts", () => {
    expect(refused(post({ "Sec-Fetch-Site": "cross-site", Origin: "http://shop.test" }))).toBe(403);
    expect(refused(post({ Origin: "http://evil.test" }))).toBe(403);
    expect(refused(post({ Origin: "null" }))).toBe(403);
  });
});
