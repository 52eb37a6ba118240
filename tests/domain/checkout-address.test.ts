import { describe, expect, it } from "vitest";
import { addressInput, addressWarning, draftFromAddress, draftFromForm, newDraft, positiveId } from "../../app/domain/checkout-address";
import { addressLines, formatIban, formatOrderDate, isolate } from "../../app/domain/checkout-format";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe("address form draft", () => {
  it("keeps every typed value as text, trimmed, and reads the use checkboxes", () => {
    const draft = draftFromForm(form({ title: "  Ev ", firstName: "Ayşe", countryId: "1", stateId: "34", cityId: "abc", invoiceType: "CORPORATE", useAsDelivery: "on" }));
    expect(draft).toMatchObject({ title: "Ev", firstName: "Ayşe", countryId: "1", stateId: "34", cityId: "", invoiceType: "CORPORATE", useAsDelivery: true, useAsInvoice: false, lastName: "" });
  });

  it("sends empty fields as null (the server names them) and only the invoice type's own fields", () => {
    const individual = addressInput(draftFromForm(form({ title: "Ev", identityNumber: "10000000146", companyName: "X A.Ş.", cityId: "7" })));
    expect(individual).toMatchObject({ title: "Ev", firstName: null, cityId: 7, invoiceType: "INDIVIDUAL", identityNumber: "10000000146", companyName: null, taxOffice: null });
    const corporate = addressInput(draftFromForm(form({ invoiceType: "CORPORATE", identityNumber: "1", companyName: "X A.Ş.", taxOffice: "Kadıköy", taxNumber: "1234567890" })));
    expect(corporate).toMatchObject({ invoiceType: "CORPORATE", identityNumber: null, companyName: "X A.Ş.", taxOffice: "Kadıköy", taxNumber: "1234567890" });
  });

  it("prefills a new address from the contact and edits a saved one", () => {
    expect(newDraft({ firstName: "Ayşe", lastName: "Yılmaz", phone: "0532" }, 1, { delivery: true, invoice: false })).toMatchObject({ id: "", firstName: "Ayşe", phone: "0532", countryId: "1", useAsDelivery: true, useAsInvoice: false });
    expect(newDraft(null, null, { delivery: false, invoice: false }).countryId).toBe("");
    const saved = { id: 5, title: "İş", firstName: "A", lastName: "B", phone: "1", address: "C", countryId: 1, stateId: 34, cityId: 400, zipCode: "34000", invoiceType: "INDIVIDUAL" as const, companyName: null };
    expect(draftFromAddress(saved, { delivery: true, invoice: true })).toMatchObject({ id: "5", stateId: "34", cityId: "400", companyName: "", useAsInvoice: true });
  });

  it("parses ids strictly", () => {
    expect(positiveId("12")).toBe(12);
    expect(positiveId(" 3 ")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "1e3", "", null, undefined, "9999999999"]) expect(positiveId(bad)).toBeNull();
  });

  it("knows the warnings the address step can show", () => {
    expect(addressWarning("no_two_address")).toBe("no_two_address");
    expect(addressWarning("contact")).toBe("contact");
    expect(addressWarning("<script>")).toBeNull();
    expect(addressWarning(null)).toBeNull();
  });
});

describe("checkout display helpers", () => {
  it("prints an IBAN in groups of four", () => {
    expect(formatIban("TR800001000042873651000010")).toBe("TR80 0001 0000 4287 3651 0000 10");
    expect(formatIban(" tr14 0006 2000 0038 1000 6297 52 ")).toBe("TR14 0006 2000 0038 1000 6297 52");
  });

  it("prints the postal lines of an address", () => {
    expect(addressLines({ address: "Moda Cad. 12", zipCode: "34710", cityName: "Kadıköy", stateName: "İstanbul", countryName: "Türkiye" })).toEqual([
      "Moda Cad. 12",
      "34710 Kadıköy / İstanbul",
      "Türkiye",
    ]);
    expect(addressLines({ address: "X", zipCode: "", cityName: "", stateName: "", countryName: "" })).toEqual(["X"]);
  });

  it("prints order dates in Turkey's time", () => {
    expect(formatOrderDate("2026-11-22T21:30:00.000Z")).toBe("23.11.2026 00:30");
    expect(formatOrderDate("garbage")).toBe("garbage");
  });

  it("isolates an amount for right-to-left sentences", () => {
    expect(isolate("29 TL")).toBe("\u206829 TL\u2069");
  });
});
