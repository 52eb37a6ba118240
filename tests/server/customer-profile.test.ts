// The member's own account: editing the profile (every rule of registration, duplicates, a changed phone no longer
// verified, the commercial consent as history), the profile picture through real sharp (metadata gone, square,
// small; non-pictures refused), the password change (other sessions end), account deletion (personal data gone,
// orders kept, another member untouched) and the copy of the member's data — over GraphQL and the REST routes.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { CONTRACTS, PLACE_ORDER } from "../support/documents/checkout.js";
import { bearer, createAddress, createProduct, memberInput, registerMember, type Member } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type FormFailure = { __typename: "FormError"; code: string; message: string; fields: { field: string; message: string }[] };
type Profile = { __typename: "Customer"; id: number; email: string; phone: string; phoneVerified: boolean; commercialConsent: boolean; imageUrl: string | null; firstName: string };
const PROFILE_FIELDS = `__typename ... on Customer { id email phone phoneVerified commercialConsent imageUrl firstName } ... on FormError { code message fields { field message } }`;

const UPDATE = `mutation($input: CustomerProfileInput!, $language: String) { updateProfile(input: $input, language: $language) { ${PROFILE_FIELDS} } }`;
const update = async (m: Member, input: Record<string, unknown>, language = "tr") =>
  (await t.exec<{ updateProfile: Profile | FormFailure }>(UPDATE, { variables: { input, language }, headers: bearer(m.token) })).data!.updateProfile;

const UPLOAD = `mutation($image: String!, $language: String) { uploadProfileImage(image: $image, language: $language) { ${PROFILE_FIELDS} } }`;
const upload = async (m: Member, bytes: Buffer, language = "tr") =>
  (await t.exec<{ uploadProfileImage: Profile | FormFailure }>(UPLOAD, { variables: { image: bytes.toString("base64"), language }, headers: bearer(m.token) })).data!
    .uploadProfileImage;

const CHANGE = `mutation($current: String, $next: String, $repeat: String, $language: String) {
  changePassword(currentPassword: $current, newPassword: $next, newPasswordRepeat: $repeat, language: $language) {
    __typename ... on PasswordChanged { endedSessions } ... on FormError { code message fields { field message } }
  }
}`;
type ChangeReply = { __typename: "PasswordChanged"; endedSessions: number } | FormFailure;
const change = async (token: string, current: string | null, next: string | null, repeat: string | null = next, language = "tr") =>
  (await t.exec<{ changePassword: ChangeReply }>(CHANGE, { variables: { current, next, repeat, language }, headers: bearer(token) })).data!.changePassword;

const DELETE = `mutation($password: String, $confirm: Boolean) { deleteAccount(password: $password, confirm: $confirm) {
  __typename ... on AccountDeleted { deleted } ... on FormError { code message fields { field message } } } }`;
const LOGIN = `mutation($email: String!, $password: String!) { loginCustomer(email: $email, password: $password) { __typename ... on CustomerSession { token } ... on OperationError { code } } }`;
const login = async (email: string, password: string) =>
  (await t.exec<{ loginCustomer: { __typename: string; token?: string; code?: string } }>(LOGIN, { variables: { email, password } })).data!.loginCustomer;
const ME = `query { me { id email } }`;

/** The profile as the form sends it back unchanged (the fields updateProfile reads). */
const profileOf = (m: Member, extra: Record<string, unknown> = {}) => ({ firstName: "Ayşe", lastName: "Yılmaz", email: m.email, phone: m.phone, ...extra });
const fieldsOf = (r: Profile | FormFailure | ChangeReply) => (r.__typename === "FormError" ? Object.fromEntries(r.fields.map((f) => [f.field, f.message])) : {});

/** A photo as a phone makes it: JPEG with EXIF (camera, place) and an ICC profile, 1200×800. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a7bd5" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "SecretPhone 9", Copyright: "Ayşe's private photo" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1" } })
    .toBuffer();
}

const mediaBytes = async (url: string) => {
  const res = await fetch(`${t.baseUrl}${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

describe("editing the profile", () => {
  it("saves every field, keeps the phone verified only while it is the same number, and records consent changes", async () => {
    const m = await registerMember(t);
    await db(t, `update customer set phone_verified_at = now() where id = ?`, [m.id]);
    const { countryId, stateId, cityId } = { countryId: 1, stateId: 34, cityId: Number((await db(t, `select id from city where state_id = 34 limit 1`))[0].id) };
    const same = await update(m, profileOf(m, { firstName: "Ayşegül", homePhone: "0212 111 22 33", countryId, stateId, cityId, zipCode: "34000", commercial: true }));
    expect(same).toMatchObject({ __typename: "Customer", firstName: "Ayşegül", phoneVerified: true, commercialConsent: true });
    const [row] = await db(t, `select home_phone, country_id, state_id, city_id, zip_code from customer where id = ?`, [m.id]);
    expect(row).toMatchObject({ home_phone: "02121112233", country_id: countryId, state_id: stateId, city_id: cityId, zip_code: "34000" });

    const newPhone = memberInput().phone;
    const moved = await update(m, profileOf(m, { phone: newPhone, commercial: false }));
    expect(moved).toMatchObject({ __typename: "Customer", phoneVerified: false, commercialConsent: false });
    const consents = await db(t, `select accepted from customer_consent where customer_id = ? and kind = 'commercial' order by id`, [m.id]);
    expect(consents.map((c) => c.accepted)).toEqual([false, true, false]);
    // Leaving the consent out changes nothing and records nothing.
    await update(m, profileOf(m, { phone: newPhone }));
    expect(await db(t, `select 1 from customer_consent where customer_id = ? and kind = 'commercial'`, [m.id])).toHaveLength(3);
  });

  it("refuses another member's email or phone with its own code and message, in each language", async () => {
    const [a, b] = [await registerMember(t), await registerMember(t)];
    const email = await update(a, profileOf(a, { email: b.email.toUpperCase() }));
    expect(email).toMatchObject({ __typename: "FormError", code: "EMAIL_DUPLICATE" });
    const phone = await update(a, profileOf(a, { phone: b.phone }), "en");
    expect(phone).toMatchObject({ __typename: "FormError", code: "PHONE_DUPLICATE" });
    expect(fieldsOf(phone).phone).toMatch(/phone/i);
    // Its own email and phone are no duplicate.
    expect(await update(a, profileOf(a))).toMatchObject({ __typename: "Customer" });
  });

  it("names each invalid field and changes nothing, whatever the input (property)", async () => {
    const m = await registerMember(t);
    const field = fc.constantFrom("firstName", "email", "phone", "identityNumber", "birthday", "taxNumber", "homePhone", "zipCode", "stateId");
    const bad = fc.oneof(fc.constant(""), fc.string({ maxLength: 3 }), fc.string({ minLength: 300, maxLength: 400 }), fc.constant("a@b"), fc.constant("1990-02-30"), fc.constant("12345678901"));
    await fc.assert(
      fc.asyncProperty(field, bad, async (name, value) => {
        const input = profileOf(m, { [name]: name === "stateId" ? 999_999 : value, ...(name === "stateId" ? { countryId: 1 } : {}) });
        const before = await db(t, `select * from customer where id = ?`, [m.id]);
        const result = await update(m, input);
        // Some generated values are valid after all (a short name, an optional field left empty): then they are saved.
        if (result.__typename === "Customer") return;
        expect(await db(t, `select * from customer where id = ?`, [m.id])).toEqual(before);
        expect(result.fields.map((f) => f.field)).toContain(name);
        for (const f of result.fields) expect(f.message).not.toMatch(/^field_|^form_/);
      }),
      { numRuns: 25 },
    );
  });
});

describe("the profile picture", () => {
  it("stores a square 256 px JPEG without EXIF, GPS or ICC data, and replaces the previous file", async () => {
    const m = await registerMember(t);
    const photo = await phonePhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const first = await upload(m, photo);
    if (first.__typename !== "Customer") throw new Error(JSON.stringify(first));
    expect(first.imageUrl).toMatch(/^\/media\/customers\/\d+-[0-9a-f]{16}\.jpg$/);
    const stored = await mediaBytes(first.imageUrl!);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes("SecretPhone")).toBe(false);
    expect(stored.includes("PhoneMaker")).toBe(false);
    expect(stored.byteLength).toBeLessThan(300 * 1024);

    const png = await sharp({ create: { width: 90, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const second = await upload(m, png);
    if (second.__typename !== "Customer") throw new Error(JSON.stringify(second));
    expect(second.imageUrl).not.toBe(first.imageUrl);
    // The old file is gone; the transparent picture was flattened on white, not black.
    expect((await fetch(`${t.baseUrl}${first.imageUrl}`)).status).toBe(404);
    const { dominant } = await sharp(await mediaBytes(second.imageUrl!)).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it("refuses a text file named .jpg, an SVG, a cut-off JPEG and a picture over 5 MB, with translated messages", async () => {
    const m = await registerMember(t);
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`);
    const cut = (await phonePhoto()).subarray(0, 400);
    for (const bytes of [Buffer.from("this is not a picture\n".repeat(20)), svg, cut]) {
      const result = await upload(m, bytes, "en");
      expect(result.__typename).toBe("FormError");
      expect(fieldsOf(result).image).toBe("This file is not a picture. Please choose a JPEG, PNG, WebP or GIF image.");
    }
    const huge = Buffer.concat([await phonePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    expect(fieldsOf(await upload(m, huge, "ar")).image).toContain("5");
    expect(fieldsOf(await upload(m, Buffer.alloc(0), "tr")).image).toBe("Lütfen bir resim seçiniz.");
    const [row] = await db(t, `select image_path from customer where id = ?`, [m.id]);
    expect(row.image_path).toBeNull();
  });

  it("takes multipart form data on REST image/uploadCustomer, and refuses callers without a member token", async () => {
    const m = await registerMember(t);
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(await phonePhoto())], { type: "image/jpeg" }), "IMG_0001.jpg");
    const res = await t.rest("/api/v1/image/uploadCustomer?language=en", { method: "POST", body: form, headers: bearer(m.token) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: "successfully_updated", data: { id: m.id } });
    expect(String((res.body.data as { image: string }).image)).toMatch(/^\/media\/customers\//);

    const text = new FormData();
    text.append("image", new Blob(["hello"], { type: "image/jpeg" }), "fake.jpg");
    const refused = await t.rest("/api/v1/image/uploadCustomer", { method: "POST", body: text, headers: bearer(m.token) });
    expect(refused.body).toMatchObject({ success: false, errors: [{ field: "image" }] });

    const anonymous = await t.rest("/api/v1/image/uploadCustomer", { method: "POST", body: form });
    expect([401, 415]).toContain(anonymous.status);
    const tooBig = new FormData();
    tooBig.append("image", new Blob([new Uint8Array(9 * 1024 * 1024)]), "big.jpg");
    const big = await t.rest("/api/v1/image/uploadCustomer", { method: "POST", body: tooBig, headers: bearer(m.token) });
    expect(big).toMatchObject({ status: 413, body: { success: false, code: "payload_too_large" } });
  });
});

describe("changing the password", () => {
  it("needs the right current password, ends the other sessions and keeps this one", async () => {
    const m = await registerMember(t);
    const other = (await login(m.email, m.password)).token!;
    const wrong = await change(m.token, "not my password", "a brand new secret");
    expect(wrong).toMatchObject({ __typename: "FormError", code: "PASSWORD_INCORRECT", fields: [{ field: "currentPassword" }] });
    expect(fieldsOf(await change(m.token, m.password, "short"))).toMatchObject({ newPassword: "Şifreniz en az 8 karakter olmalıdır." });
    expect(fieldsOf(await change(m.token, m.password, "a brand new secret", "another secret", "en"))).toEqual({ newPasswordRepeat: "The passwords do not match." });
    expect(fieldsOf(await change(m.token, null, "a brand new secret"))).toHaveProperty("currentPassword");

    expect(await change(m.token, m.password, "a brand new secret")).toEqual({ __typename: "PasswordChanged", endedSessions: 1 });
    expect((await t.exec(ME, { headers: bearer(m.token) })).data).toMatchObject({ me: { id: m.id } });
    expect((await t.exec(ME, { headers: bearer(other) })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await login(m.email, m.password)).toMatchObject({ code: "LOGIN_FAILED" });
    expect(await login(m.email, "a brand new secret")).toMatchObject({ __typename: "CustomerSession" });
  });

  it("lets a member without a password (social login) set one without a current password", async () => {
    const m = await registerMember(t);
    await db(t, `update customer set password_hash = null where id = ?`, [m.id]);
    expect(await change(m.token, null, "first password ever")).toMatchObject({ __typename: "PasswordChanged" });
    expect(await login(m.email, "first password ever")).toMatchObject({ __typename: "CustomerSession" });
  });

  it("answers REST customer/changePassword in the legacy shape", async () => {
    const m = await registerMember(t);
    const call = (body: unknown) => t.rest("/api/v1/customer/changePassword", { method: "POST", body: JSON.stringify(body), headers: { ...bearer(m.token), "content-type": "application/json" } });
    expect((await call({ old_password: "wrong one!", new_password: "new password 1" })).body).toMatchObject({ success: false, code: "password_incorrect" });
    expect((await call({ old_password: m.password, new_password: "new password 1", password_confirmation: "new password 1" })).body).toEqual({
      success: true,
      code: "password_changed",
      ended_sessions: 0,
    });
  });
});

/** A member's order, placed as a member: cart, contact, address, cash on delivery. */
async function memberOrder(m: Member): Promise<string> {
  const product = await createProduct(t);
  await db(t, `update customer set phone_verified_at = now() where id = ?`, [m.id]);
  const add = await t.gql(ADD_TO_CART, { variables: { input: { productId: product.id, quantity: 1 } }, headers: bearer(m.token) });
  expect(add.body.errors, JSON.stringify(add.body.errors)).toBeUndefined();
  await createAddress(t, m.token);
  const res = await t.gql(PLACE_ORDER, {
    variables: { input: { paymentMethod: "door", providerInput: { doorPaymentType: "CASH" }, idempotencyKey: randomUUID(), contracts: CONTRACTS } },
    headers: bearer(m.token),
  });
  const outcome = res.body.data?.placeOrder as { __typename: string; order?: { code: string } };
  expect(outcome.__typename, JSON.stringify(res.body)).toBe("PaymentOutcome");
  return outcome.order!.code;
}

describe("deleting the account", () => {
  it("anonymises the member, deletes the addresses and picture, ends every session, keeps the orders and touches no one else", async () => {
    const [m, other] = [await registerMember(t, { commercial: true }), await registerMember(t)];
    const orderCode = await memberOrder(m);
    const otherAddress = await createAddress(t, other.token);
    const picture = await upload(m, await phonePhoto());
    const second = (await login(m.email, m.password)).token!;
    const before = await db(t, `select * from customer where id = ?`, [other.id]);

    const refused = await t.exec<{ deleteAccount: FormFailure }>(DELETE, { variables: { password: "wrong password" }, headers: bearer(m.token) });
    expect(refused.data!.deleteAccount).toMatchObject({ code: "PASSWORD_INCORRECT" });
    const done = await t.exec(DELETE, { variables: { password: m.password }, headers: bearer(m.token) });
    expect(done.data).toEqual({ deleteAccount: { __typename: "AccountDeleted", deleted: true } });

    const [row] = await db(t, `select * from customer where id = ?`, [m.id]);
    expect(row).toMatchObject({ first_name: "Silinmiş", last_name: "Üye", email: `deleted-${m.id}@deleted.invalid`, phone: null, password_hash: null, image_path: null, commercial_consent: false });
    expect(row.deleted_at).not.toBeNull();
    for (const column of ["identity_number", "birthday", "gender", "home_phone", "zip_code", "phone_verified_at"]) expect(row[column]).toBeNull();
    expect(await db(t, `select 1 from address where shopper_kind = 'customer' and shopper_id = ?`, [m.id])).toHaveLength(0);
    const consents = await db(t, `select kind, accepted, client_ip from customer_consent where customer_id = ? order by id`, [m.id]);
    expect(consents.at(-1)).toMatchObject({ kind: "commercial", accepted: false });
    expect(consents.every((c) => c.client_ip === null)).toBe(true);
    // The order stays, with its own copy of who bought it.
    const [order] = await db(t, `select shopper_kind, shopper_id, first_name, email from shop_order where code = ?`, [orderCode]);
    expect(order).toMatchObject({ shopper_kind: "customer", shopper_id: m.id, first_name: "Ayşe" });
    for (const token of [m.token, second]) expect((await t.exec(ME, { headers: bearer(token) })).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(await login(m.email, m.password)).toMatchObject({ code: "LOGIN_FAILED" });
    expect((await fetch(`${t.baseUrl}${(picture as Profile).imageUrl}`)).status).toBe(404);
    // The email is free for a new account.
    expect((await t.exec(`mutation($i: RegisterCustomerInput!) { registerCustomer(input: $i) { __typename } }`, { variables: { i: memberInput({ email: m.email, phone: m.phone }) } })).data).toEqual({
      registerCustomer: { __typename: "CustomerSession" },
    });

    expect(await db(t, `select * from customer where id = ?`, [other.id])).toEqual(before);
    expect(await db(t, `select id from address where id = ?`, [otherAddress])).toHaveLength(1);
    expect((await t.exec(ME, { headers: bearer(other.token) })).data).toMatchObject({ me: { id: other.id } });
  });

  it("keeps the member's comments without their name, and another member's with it", async () => {
    const [m, other] = [await registerMember(t), await registerMember(t)];
    const product = await createProduct(t);
    const COMMENT = `mutation($input: AddCommentInput!) { addProductComment(input: $input) { __typename } }`;
    for (const member of [m, other]) {
      const added = await t.exec(COMMENT, { variables: { input: { productId: product.id, text: `Yorum ${member.id}`, rate: 5 } }, headers: bearer(member.token) });
      expect(added.data).toEqual({ addProductComment: { __typename: "MemberComment" } });
    }
    await db(t, `update product_comment set is_approved = true where product_id = ?`, [product.id]);
    const COMMENTS = `query($id: Int!) { productComments(productId: $id) { items { text customerName isNameDisplay } } }`;
    const comments = async () => (await t.exec<{ productComments: { items: { text: string; customerName: string | null }[] } }>(COMMENTS, { variables: { id: product.id } })).data!.productComments.items;
    expect((await comments()).find((c) => c.text === `Yorum ${m.id}`)?.customerName).toBe("Ayşe Y.");

    await t.exec(DELETE, { variables: { password: m.password }, headers: bearer(m.token) });
    await t.forgetPublicReads();
    const after = await comments();
    expect(after.find((c) => c.text === `Yorum ${m.id}`)).toEqual({ text: `Yorum ${m.id}`, customerName: null, isNameDisplay: false });
    expect(after.find((c) => c.text === `Yorum ${other.id}`)?.customerName).toBe("Ayşe Y.");
    // Nothing of the name is kept in the comment row either.
    expect(await db(t, `select customer_name from product_comment where customer_id = ?`, [m.id])).toEqual([{ customer_name: "" }]);
  });

  it("asks a member without a password to confirm, over REST too", async () => {
    const m = await registerMember(t);
    await db(t, `update customer set password_hash = null where id = ?`, [m.id]);
    const call = (body: unknown) => t.rest("/api/v1/customer/deleteAccount?language=en", { method: "POST", body: JSON.stringify(body), headers: { ...bearer(m.token), "content-type": "application/json" } });
    expect((await call({})).body).toMatchObject({ success: false, errors: [{ field: "confirm", message: "Please tick the box to confirm that you want to delete your account." }] });
    expect((await call({ confirm: true })).body).toEqual({ success: true, code: "account_deleted" });
  });
});

describe("the copy of the member's data", () => {
  it("holds the profile, consents, addresses, orders and picture, and nothing of another member or of the password", async () => {
    const [m, other] = [await registerMember(t, { commercial: true }), await registerMember(t)];
    const orderCode = await memberOrder(m);
    await createAddress(t, other.token, { extra: { title: "Other's home" } });
    await upload(m, await phonePhoto());
    const res = await t.exec<{ myData: string }>(`query { myData }`, { headers: bearer(m.token) });
    const data = JSON.parse(res.data!.myData);
    expect(data.profile).toMatchObject({ id: m.id, email: m.email, commercialConsent: true });
    expect(data.profile.profilePicture).toMatch(/^data:image\/jpeg;base64,/);
    expect(data.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(["commercial", "kvkk", "membership"]);
    expect(data.addresses).toHaveLength(1);
    expect(data.orders).toMatchObject([{ number: orderCode, lines: [{ quantity: 1 }] }]);
    const text = res.data!.myData;
    expect(text).not.toContain("argon2");
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("Other's home");
    expect((await t.exec(`query { myData }`)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("REST customer/update", () => {
  it("saves legacy bodies and answers the member's record", async () => {
    const m = await registerMember(t);
    const call = (body: unknown) => t.rest("/api/v1/customer/update", { method: "POST", body: JSON.stringify(body), headers: { ...bearer(m.token), "content-type": "application/json" } });
    const saved = await call({ first_name: "Zeynep", surname: "Kaya", email: m.email, phone: m.phone, is_commercial_message: 1 });
    expect(saved.body).toMatchObject({ success: true, code: "successfully_updated", data: { name: "Zeynep", surname: "Kaya", is_commercial_message: true } });
    expect((await call({ name: "", surname: "Kaya", email: m.email, phone: m.phone })).body).toMatchObject({ success: false, code: "form_required_general_message", errors: [{ field: "first_name" }] });
  });
});
