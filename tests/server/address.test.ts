// Address book and checkout contact over GraphQL and REST: one translated message per missing required field, the
// corporate invoice fields, the national-id and email checks as decision 014 corrects them, location consistency,
// using an address on the cart, the order address check codes, and ownership (another guest's 404).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { formSummaryKey, isValidEmail, isValidPhone, isValidTaxNumber, isValidTurkishId } from "../../graphql-server/core/form.js";
import type { AddressInput, AddressResult, AddressUse, Query, QueryCheckOrderAddressArgs } from "../../graphql-server/generated/resolvers-types.js";
import { SAVE_ADDRESS, SET_CONTACT } from "../support/documents/checkout.js";
import { addressInput, bearer, createProduct, guestWithCart } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename, gql, type AnyOf } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  product = (await createProduct(t)).id;
});
afterAll(() => t?.close());

async function save(token: string, input: AddressInput, options: { id?: number; use?: AddressUse; language?: string } = {}) {
  const res = await t.gql(SAVE_ADDRESS, { variables: { input, ...options }, headers: bearer(token) });
  return { res, saved: res.body.data?.saveAddress as AnyOf<AddressResult> | undefined };
}
const CHECK = gql<Pick<Query, "checkOrderAddress">, QueryCheckOrderAddressArgs>(`query($language: String) { checkOrderAddress(language: $language) { code message } }`);
async function check(token: string, language?: string) {
  const res = await t.gql(CHECK, { variables: { language }, headers: bearer(token) });
  return res.body.data!.checkOrderAddress;
}

describe("form checks", () => {
  it("national id: both checksums, computed correctly (the legacy second check rejected every valid number)", () => {
    expect(isValidTurkishId("10000000146")).toBe(true);
    expect(isValidTurkishId("10000000157")).toBe(false); // 11th digit right, 10th wrong
    expect(isValidTurkishId("01234567890")).toBe(false);
    expect(isValidTurkishId("1000000014")).toBe(false);
  });
  it("tax number: a company's check digit (published valid numbers pass, any other last digit fails) or a national id", () => {
    for (const valid of ["9029589240", "3721052062", "7920586482", "7439837246", "3253690336", "1234567890", "9876543217"]) {
      expect(isValidTaxNumber(valid), valid).toBe(true);
      for (let digit = 0; digit <= 9; digit++) {
        const other = valid.slice(0, 9) + digit;
        if (other !== valid) expect(isValidTaxNumber(other), other).toBe(false);
      }
    }
    expect(isValidTaxNumber("10000000146")).toBe(true);
    for (const bad of ["", "123456789", "12345678901", "12345 67890", "１２３４５６７８９０"]) expect(isValidTaxNumber(bad), bad).toBe(false);
  });
  it("email: 2–63 letter top-level domains (.shop and .online pass), junk fails", () => {
    for (const ok of ["a@b.co", "ayse@example.shop", "x.y+z@mail.example.online", "a@b.com.tr"]) expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ["", "a@b", "a@b.c", "@b.com", "a b@c.com", "a@b..com", "a@-b.com"]) expect(isValidEmail(bad), bad).toBe(false);
  });
  it("phone: 7–15 digits with the usual separators", () => {
    expect(isValidPhone("+90 (532) 111-22-33")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
    expect(isValidPhone("0532abc")).toBe(false);
  });
});

describe("addresses over GraphQL", () => {
  it("needs a guest or member token", async () => {
    const res = await t.gql(`{ addresses { id } }`);
    expect(res.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("an empty form answers one translated message per required field", async () => {
    const token = await guestWithCart(t, product);
    const { saved } = await save(token, {});
    expect(saved?.__typename).toBe("FormError");
    expect(saved?.code).toBe("FORM_REQUIRED_GENERAL_MESSAGE");
    expect(saved?.message).toBe("Lütfen zorunlu alanları doldurun.");
    expect(saved?.fields?.map((f) => f.field).sort()).toEqual(
      ["address", "cityId", "countryId", "firstName", "lastName", "phone", "stateId", "title", "zipCode"].sort(),
    );
    expect(saved?.fields?.find((f) => f.field === "firstName")?.message).toBe("Lütfen adınızı giriniz.");
    const en = await save(token, { title: "  ", firstName: "undefined" }, { language: "en" });
    expect(en.saved?.fields?.find((f) => f.field === "firstName")?.message).toBe("Please enter your name.");
    const ar = await save(token, {}, { language: "ar" });
    expect(ar.saved?.message).toBe("يرجى تعبئة الحقول المطلوبة.");
    expect(ar.saved?.fields?.length).toBe(9);
  });

  it("corporate invoices need company name, tax office and a 10–11 digit tax number; national id is checked when given", async () => {
    const token = await guestWithCart(t, product);
    const corporate = await save(token, await addressInput(t, { invoiceType: "CORPORATE", taxNumber: "12ab" }));
    expect(corporate.saved?.fields?.map((f) => f.field).sort()).toEqual(["companyName", "taxNumber", "taxOffice"]);
    expect(corporate.saved?.fields?.find((f) => f.field === "taxNumber")?.message).toBe("Vergi numarası geçersiz.");
    const ok = await save(token, await addressInput(t, { invoiceType: "CORPORATE", companyName: "Örnek A.Ş.", taxOffice: "Kadıköy", taxNumber: "1234567890" }));
    expect(ok.saved).toMatchObject({ __typename: "Address", invoiceType: "CORPORATE", companyName: "Örnek A.Ş." });
    const badId = await save(token, await addressInput(t, { identityNumber: "10000000157" }));
    expect(badId.saved?.fields).toEqual([{ field: "identityNumber", message: "T.C. kimlik numarası geçersiz." }]);
    const goodId = await save(token, await addressInput(t, { identityNumber: "10000000146" }));
    expect(goodId.saved?.__typename).toBe("Address");
  });

  it("the general message names the kind of problem: missing, written wrongly, or both", async () => {
    const requiredKey = fc.constantFrom("field_required_title", "field_required_phone", "field_required_city");
    const invalidKey = fc.constantFrom("field_invalid_phone", "field_invalid_tax_number", "field_too_long", "field_invalid_location");
    const problems = (key: fc.Arbitrary<string>) => fc.array(key.map((k) => ({ field: k, key: k })), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.option(problems(requiredKey), { nil: [] }), fc.option(problems(invalidKey), { nil: [] }), (missing, invalid) => {
        fc.pre(missing.length + invalid.length > 0);
        const expected = missing.length && invalid.length ? "form_required_and_invalid_message" : invalid.length ? "form_invalid_general_message" : "form_required_general_message";
        expect(formSummaryKey([...invalid, ...missing])).toBe(expected);
      }),
    );
    const token = await guestWithCart(t, product);
    const badPhone = await save(token, await addressInput(t, { phone: "12" }));
    expect(badPhone.saved).toMatchObject({ code: "FORM_REQUIRED_GENERAL_MESSAGE", message: "Lütfen hatalı alanları düzeltin." });
    const both = await save(token, await addressInput(t, { phone: "12", title: "" }), { language: "en" });
    expect(both.saved?.message).toBe("Please fill in the required fields and correct the invalid ones.");
  });

  it("country, state and city must exist and belong together", async () => {
    const token = await guestWithCart(t, product);
    const [ankara] = await db(t, `select id from city where state_id = 6 order by id limit 1`);
    const wrongCity = await save(token, await addressInput(t, { cityId: Number(ankara.id) }));
    expect(wrongCity.saved?.fields).toEqual([{ field: "cityId", message: "Seçilen konum geçersiz." }]);
    const [germany] = await db(t, `select id from country where code = 'DE'`);
    const wrongState = await save(token, await addressInput(t, { countryId: Number(germany.id) }));
    expect(wrongState.saved?.fields?.[0].field).toBe("stateId");
    const noCountry = await save(token, await addressInput(t, { countryId: 99999 }));
    expect(noCountry.saved?.fields?.[0].field).toBe("countryId");
  });

  it("saves, uses on the cart, checks the order addresses, updates and deletes; another guest's id is NOT_FOUND", async () => {
    const token = await guestWithCart(t, product);
    expect(await check(token)).toEqual({ code: "NO_TWO_ADDRESS", message: "Lütfen teslimat ve fatura adresi seçin." });
    const invoice = await save(token, await addressInput(t), { use: { invoice: true } });
    expect(invoice.saved).toMatchObject({ __typename: "Address", countryName: "Türkiye", stateName: "İstanbul" });
    expect((await check(token, "en")).code).toBe("NO_DELIVERY_ADDRESS");
    const delivery = await save(token, await addressInput(t, { title: "İş" }), { use: { delivery: true } });
    expect(await check(token)).toEqual({ code: "NO_PROBLEM", message: "" });
    const cart = await t.gql(`{ cart { ... on Cart { invoiceAddressId deliveryAddressId } } }`, { headers: bearer(token) });
    expect(cart.body.data).toEqual({ cart: { invoiceAddressId: invoice.saved!.id, deliveryAddressId: delivery.saved!.id } });

    const updated = await save(token, await addressInput(t, { title: "Yazlık" }), { id: invoice.saved!.id });
    expect(updated.saved).toMatchObject({ id: invoice.saved!.id, __typename: "Address" });
    const other = await guestWithCart(t, product);
    const stolen = await save(other, await addressInput(t), { id: invoice.saved!.id });
    expect(stolen.res.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const otherDelete = await t.gql(`mutation { deleteAddress(id: ${invoice.saved!.id}) }`, { headers: bearer(other) });
    expect(otherDelete.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const list = await t.gql(`{ addresses { id title } }`, { headers: bearer(other) });
    expect(list.body.data).toEqual({ addresses: [] });

    const removed = await t.gql(`mutation { deleteAddress(id: ${delivery.saved!.id}) }`, { headers: bearer(token) });
    expect(removed.body.data).toEqual({ deleteAddress: true });
    expect((await check(token)).code).toBe("NO_DELIVERY_ADDRESS");
    const mine = await t.gql(`{ addresses { id title } }`, { headers: bearer(token) });
    expect(mine.body.data).toEqual({ addresses: [{ id: invoice.saved!.id, title: "Yazlık" }] });
  });
});

describe("checkout contact", () => {
  it("needs email and phone, accepts .shop/.online, keeps the legacy email message", async () => {
    const token = await guestWithCart(t, product);
    expect((await t.gql(`{ shopperContact { email } }`, { headers: bearer(token) })).body.data).toEqual({ shopperContact: null });
    const empty = await t.gql(SET_CONTACT, { variables: { input: {} }, headers: bearer(token) });
    const { fields } = expectTypename(empty.body.data?.setShopperContact, "FormError");
    expect(fields.map((f) => f.field)).toEqual(["email", "phone"]);
    const bad = await t.gql(SET_CONTACT, { variables: { input: { email: "ayse@example", phone: "123" }, language: "en" }, headers: bearer(token) });
    expect(bad.body.data?.setShopperContact).toMatchObject({
      __typename: "FormError",
      fields: [
        { field: "email", message: "Email format is not suitable." },
        { field: "phone", message: "Please check your phone number." },
      ],
    });
    const ok = await t.gql(SET_CONTACT, { variables: { input: { email: "Ayse@Example.Online", phone: "0532 111 22 33" } }, headers: bearer(token) });
    expect(ok.body.data?.setShopperContact).toEqual({
      __typename: "ShopperContact",
      email: "ayse@example.online",
      phone: "0532 111 22 33",
      firstName: "",
      lastName: "",
    });
    expect((await t.gql(`{ shopperContact { email phone } }`, { headers: bearer(token) })).body.data).toEqual({
      shopperContact: { email: "ayse@example.online", phone: "0532 111 22 33" },
    });
  });
});

describe("addresses over REST", () => {
  const post = (path: string, token: string, payload: unknown) =>
    t.rest(path, { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(payload) });

  it("add, list, update, delete with legacy shapes; form errors per field; another guest's 404; contorOrderAddress codes", async () => {
    const token = await guestWithCart(t, product);
    const where = await addressInput(t);
    const noToken = await t.rest("/api/v1/customer/getGuestAddress");
    expect(noToken.status).toBe(401);
    expect((await t.rest("/api/v1/order/contorOrderAddress", { headers: bearer(token) })).body).toMatchObject({ success: true, code: "no_two_address" });

    const invalid = await post("/api/v1/customer/addCustomerAddress?language=en", token, { title: "Ev" });
    expect(invalid.status).toBe(200);
    expect(invalid.body).toMatchObject({ success: false, code: "form_required_general_message", message: "Please fill in the required fields." });
    expect((invalid.body.errors as { field: string }[]).map((e) => e.field)).toContain("first_name");

    const body = {
      title: "Ev",
      name: "Ayşe",
      surname: "Yılmaz",
      phone: "05321112233",
      address: "Bağdat Caddesi 1",
      country_id: where.countryId,
      state_id: String(where.stateId),
      city_id: where.cityId,
      zip_code: 34000,
      invoice_type: "individual",
      is_invoice: true,
      is_delivery: 1,
    };
    const added = await post("/api/v1/customer/addCustomerAddress", token, body);
    expect(added.body).toMatchObject({ success: true, code: "address_added", response: { name: "Ayşe", zip_code: "34000", state_name: "İstanbul", invoice_type: "individual" } });
    const id = (added.body.response as { id: number }).id;
    expect((await t.rest("/api/v1/order/contorOrderAddress", { headers: bearer(token) })).body).toEqual({ success: true, code: "no_problem", message: "" });

    const list = await t.rest("/api/v1/customer/getGuestAddress", { headers: bearer(token) });
    expect(list.body).toMatchObject({ success: true, response: [{ id, title: "Ev" }] });
    expect((await t.rest("/api/v1/customer/getCustomerAddress", { headers: bearer(token) })).status).toBe(403);

    const updated = await post("/api/v1/customer/updateCustomerAddress", token, { ...body, id, title: "Ofis" });
    expect(updated.body).toMatchObject({ success: true, code: "address_updated", response: { id, title: "Ofis" } });
    const other = await guestWithCart(t, product);
    expect((await post("/api/v1/customer/updateCustomerAddress", other, { ...body, id })).status).toBe(404);
    expect((await post("/api/v1/customer/deleteCustomerAddress", other, { id })).status).toBe(404);
    expect((await post("/api/v1/customer/updateCustomerAddress", token, { ...body })).status).toBe(400);
    expect((await post("/api/v1/customer/addCustomerAddress", token, { ...body, country_id: "x" })).status).toBe(400);
    expect((await post("/api/v1/customer/addCustomerAddress", token, { ...body, invoice_type: "other" })).status).toBe(400);
    expect((await post("/api/v1/customer/addCustomerAddress", token, [1])).status).toBe(400);

    const deleted = await post("/api/v1/customer/deleteCustomerAddress", token, { id });
    expect(deleted.body).toEqual({ success: true, code: "address_deleted" });
    expect((await t.rest("/api/v1/order/contorOrderAddress?language=en", { headers: bearer(token) })).body).toEqual({
      success: true,
      code: "no_two_address",
      message: "Please choose a delivery address and an invoice address.",
    });
  });

  it("a member's addresses are theirs alone (getCustomerAddress with a customer token)", async () => {
    const member = await t.token("customer", 4242);
    const saved = await post("/api/v1/customer/addCustomerAddress", member, {
      title: "Ofis",
      name: "Üye",
      surname: "Kişi",
      phone: "05320000000",
      address: "Sokak 2",
      country_id: 1,
      state_id: 34,
      city_id: (await addressInput(t)).cityId,
      zip_code: "34100",
      invoice_type: "corporate",
      company_name: "Üye Ltd.",
      tax_office: "Beşiktaş",
      tax_number: "1234567890",
    });
    expect(saved.body).toMatchObject({ success: true, response: { invoice_type: "corporate", company_name: "Üye Ltd." } });
    const list = await t.rest("/api/v1/customer/getCustomerAddress", { headers: bearer(member) });
    expect(list.body).toMatchObject({ success: true, response: [{ title: "Ofis", tax_number: "1234567890" }] });
    const guest = await guestWithCart(t, product);
    expect((await t.rest("/api/v1/customer/getGuestAddress", { headers: bearer(guest) })).body).toEqual({ success: true, response: [] });
  });
});
