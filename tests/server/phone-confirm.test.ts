// The phone confirmation before ordering (must_phone_confirm, on unless the setting says "0"): placeOrder answers
// MUST_PHONE_CONFIRM until the contact phone is confirmed with a code — a guest per guest session and number (a
// changed phone needs a new code), a member once (kept verified; a code sign-in counts) — and not at all when off.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { CONTRACTS, PLACE_ORDER } from "../support/documents/checkout.js";
import { CONFIRM_SHOPPER_PHONE, LOGIN_WITH_CODE, SEND_LOGIN_CODE, SEND_SHOPPER_PHONE_CODE, SHOPPER_PHONE } from "../support/documents/phone.js";
import {
  bearer,
  confirmContactPhone,
  createAddress,
  createProduct,
  guestWithCart,
  lastCodeTo,
  registerMember,
  setContact,
  shopperWithCart,
  DEFAULT_CONTACT,
} from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let productId: number;
beforeAll(async () => {
  t = await startTestShop();
  productId = (await createProduct(t, { stock: 100 })).id;
});
afterAll(() => t?.close());

async function place(token: string) {
  const res = await t.gql(PLACE_ORDER, {
    variables: { input: { paymentMethod: "door", providerInput: { doorPaymentType: "CASH" }, idempotencyKey: randomUUID(), contracts: CONTRACTS } },
    headers: bearer(token),
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.placeOrder as { __typename: string; code?: string; field?: string };
}
const phoneOf = async (token: string) => (await t.gql(SHOPPER_PHONE, { headers: bearer(token) })).body.data?.shopperPhone;
const setting = (value: string | null) =>
  value === null
    ? db(t, `delete from site_setting where code = 'must_phone_confirm'`)
    : db(t, `insert into site_setting (code, scope, value) values ('must_phone_confirm', 'config', ?) on conflict (code) do update set value = excluded.value`, [value]);

describe("a guest", () => {
  it("is asked to confirm the contact phone (on by default), orders once it is confirmed, and again after changing it", async () => {
    await setting(null);
    const token = await guestWithCart(t, productId);
    expect(await phoneOf(token)).toBeNull();
    const noContact = await t.gql(SEND_SHOPPER_PHONE_CODE, { headers: bearer(token) });
    expect(noContact.body.data?.sendShopperPhoneCode).toMatchObject({ __typename: "OperationError", code: "MISSING_INFORMATION" });
    await setContact(t, token);
    await createAddress(t, token);
    expect(await phoneOf(token)).toEqual({ phone: DEFAULT_CONTACT.phone, confirmed: false, required: true });
    expect(await place(token)).toMatchObject({ __typename: "OrderError", code: "MUST_PHONE_CONFIRM", field: "phone" });
    // Nothing was held: the stock is untouched and the cart still full.
    expect(Number((await db(t, `select stock_amount from product where id = ?`, [productId]))[0].stock_amount)).toBe(100);

    await t.gql(SEND_SHOPPER_PHONE_CODE, { headers: bearer(token) });
    const code = lastCodeTo(DEFAULT_CONTACT.phone);
    const wrong = await t.gql(CONFIRM_SHOPPER_PHONE, { variables: { code: String((Number(code) + 1) % 1e6).padStart(6, "0"), language: "en" }, headers: bearer(token) });
    expect(wrong.body.data?.confirmShopperPhone).toMatchObject({ __typename: "OperationError", code: "WRONG_CODE", message: "The code you entered is incorrect." });
    const right = await t.gql(CONFIRM_SHOPPER_PHONE, { variables: { code }, headers: bearer(token) });
    expect(right.body.data?.confirmShopperPhone).toMatchObject({ __typename: "ShopperPhone", confirmed: true });
    const used = await t.gql(CONFIRM_SHOPPER_PHONE, { variables: { code }, headers: bearer(token) });
    expect(used.body.data?.confirmShopperPhone).toMatchObject({ __typename: "OperationError", code: "TIMEOUT" });

    // Another spelling of the same number stays confirmed; another number does not.
    await setContact(t, token, { ...DEFAULT_CONTACT, phone: "0532 111 22 33" });
    expect((await phoneOf(token))?.confirmed).toBe(true);
    await setContact(t, token, { ...DEFAULT_CONTACT, phone: "0532 111 22 34" });
    expect((await phoneOf(token))?.confirmed).toBe(false);
    expect(await place(token)).toMatchObject({ code: "MUST_PHONE_CONFIRM" });
    await confirmContactPhone(t, token);
    expect(await place(token)).toMatchObject({ __typename: "PaymentOutcome" });
  });

  it("confirms per guest session: another guest with the same number confirms again", async () => {
    const first = await guestWithCart(t, productId);
    await setContact(t, first);
    await confirmContactPhone(t, first);
    const second = await shopperWithCart(t, [{ productId, quantity: 1 }]);
    await setContact(t, second);
    expect((await phoneOf(second))?.confirmed).toBe(false);
  });

  it("a number no code can reach (a landline) gets the phone field's message when asking for a code", async () => {
    const token = await guestWithCart(t, productId);
    await setContact(t, token, { ...DEFAULT_CONTACT, phone: "+90 212 555 11 22" });
    const sent = await t.gql(SEND_SHOPPER_PHONE_CODE, { variables: { language: "en" }, headers: bearer(token) });
    expect(sent.body.data?.sendShopperPhoneCode).toMatchObject({ __typename: "FormError", fields: [{ field: "phone", message: "Please check your phone number." }] });
  });
});

describe("a member", () => {
  it("confirms once and stays verified for later orders; a code sign-in counts as confirmed", async () => {
    const member = await registerMember(t);
    await createAddress(t, member.token);
    const addToCart = () => t.gql(ADD_TO_CART, { variables: { input: { productId, quantity: 1 } }, headers: bearer(member.token) });
    await addToCart();
    expect(await phoneOf(member.token)).toMatchObject({ confirmed: false, required: true });
    expect(await place(member.token)).toMatchObject({ code: "MUST_PHONE_CONFIRM" });
    await confirmContactPhone(t, member.token);
    expect(await place(member.token)).toMatchObject({ __typename: "PaymentOutcome" });
    await addToCart();
    expect(await place(member.token)).toMatchObject({ __typename: "PaymentOutcome" });

    const other = await registerMember(t);
    await t.gql(SEND_LOGIN_CODE, { variables: { phone: other.phone } });
    const login = await t.gql(LOGIN_WITH_CODE, { variables: { phone: other.phone, code: lastCodeTo(other.phone) } });
    expect(login.body.data?.loginWithCode).toMatchObject({ __typename: "CustomerSession", customer: { phoneVerified: true } });
    expect((await phoneOf(other.token))?.confirmed).toBe(true);
  });
});

describe("the owner's switch", () => {
  const ADMIN_SETTINGS = `{ adminSiteSettings { code value } }`;
  const SAVE = `mutation($values: [SiteSettingInput!]!, $language: String) {
    saveSiteSettings(values: $values, language: $language) { __typename ... on SiteSettingsSaved { settings { code value } } ... on OperationError { code message field } } }`;
  const valueIn = (settings: { code: string; value: string }[]) => settings.find((s) => s.code === "must_phone_confirm")?.value;
  const json = (token: string, body: unknown) => ({ method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(body) });

  it("is in the admin's settings over GraphQL and REST: off, a guest orders without a code; on again, one is asked", async () => {
    await setting(null);
    const owner = await t.token("admin");
    // Unset means on, and the admin sees it so.
    const listed = await t.gql(ADMIN_SETTINGS, { headers: bearer(owner) });
    expect(valueIn((listed.body.data as { adminSiteSettings: { code: string; value: string }[] }).adminSiteSettings)).toBe("1");

    const off = await t.gql(SAVE, { variables: { values: [{ code: "must_phone_confirm", value: "0" }] }, headers: bearer(owner) });
    const saved = (off.body.data as { saveSiteSettings: { __typename: string; settings: { code: string; value: string }[] } }).saveSiteSettings;
    expect(saved.__typename).toBe("SiteSettingsSaved");
    expect(valueIn(saved.settings)).toBe("0");
    const guest = await guestWithCart(t, productId);
    await setContact(t, guest);
    await createAddress(t, guest);
    expect(await phoneOf(guest)).toMatchObject({ confirmed: false, required: false });
    expect(await place(guest)).toMatchObject({ __typename: "PaymentOutcome" });

    // REST: the same switch, as a legacy client sends it (true/false).
    const on = await t.rest("/api/v1/siteSettings/update", json(owner, { must_phone_confirm: true }));
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true, code: "settings_updated" });
    expect(valueIn(on.body.response as { code: string; value: string }[])).toBe("1");
    const read = await t.rest("/api/v1/siteSettings/admin", { headers: bearer(owner) });
    expect(valueIn(read.body.response as { code: string; value: string }[])).toBe("1");
    const next = await guestWithCart(t, productId);
    await setContact(t, next);
    await createAddress(t, next);
    expect(await place(next)).toMatchObject({ code: "MUST_PHONE_CONFIRM" });
  });

  it("refuses a value that is not on or off with the setting's field and a translated message, and callers who are not the owner", async () => {
    const owner = await t.token("admin");
    const refused = await t.rest("/api/v1/siteSettings/update?language=en", json(owner, { must_phone_confirm: "maybe" }));
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ success: false, code: "invalid_value", field: "must_phone_confirm", message: "The value entered is not in a valid form. Please check it." });
    const turkish = await t.rest("/api/v1/siteSettings/update?language=tr", json(owner, { must_phone_confirm: "maybe" }));
    expect(turkish.body.message).not.toBe(refused.body.message);
    expect((await t.rest("/api/v1/siteSettings/update", json(owner, { no_such_setting: "1" }))).body).toMatchObject({ success: false, code: "unknown_field", field: "no_such_setting" });
    expect((await t.rest("/api/v1/siteSettings/update", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(401);
    const customer = await t.token("customer");
    expect((await t.rest("/api/v1/siteSettings/update", json(customer, { must_phone_confirm: false }))).status).toBe(403);
    expect((await db(t, `select value from site_setting where code = 'must_phone_confirm'`))[0].value).toBe("1");
  });
});

describe("the setting off", () => {
  it("orders without a confirmed phone, and says it is not required", async () => {
    await setting("0");
    try {
      const token = await guestWithCart(t, productId);
      await setContact(t, token);
      await createAddress(t, token);
      expect(await phoneOf(token)).toMatchObject({ confirmed: false, required: false });
      expect(await place(token)).toMatchObject({ __typename: "PaymentOutcome" });
    } finally {
      await setting("1");
    }
  });
});
