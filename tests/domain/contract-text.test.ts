import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fillContractHtml } from "../../app/domain/contract-text";

describe("fillContractHtml (the approve step's contract wording)", () => {
  it("fills the shop name and the total wherever the page names them", () => {
    expect(fillContractHtml("<p>Satıcı: {{shopName}}. Toplam {{ total }}; {{shopName}}</p>", { shopName: "Ev", total: "₺10,00" })).toBe(
      "<p>Satıcı: Ev. Toplam ₺10,00; Ev</p>",
    );
  });
  it("leaves other placeholders and the page's own markup alone", () => {
    expect(fillContractHtml("<b>{{buyer}}</b>", { shopName: "Ev", total: "1" })).toBe("<b>{{buyer}}</b>");
  });
  it("never lets a value open a tag or end an attribute, whatever it holds", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (shopName, total) => {
        const html = fillContractHtml(`<p title="{{shopName}}">{{total}}</p>`, { shopName, total });
        const [title, text] = html.slice('<p title="'.length, -"</p>".length).split('">');
        expect(title).not.toMatch(/[<>"']/);
        expect(text).not.toMatch(/[<>"']/);
      }),
    );
  });
});
