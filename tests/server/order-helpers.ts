// Shared steps of the checkout tests: a guest with a product in the cart, contact and addresses set, and the
// GraphQL documents of paying and reading orders.
import { expect } from "vitest";
import type { TestShop } from "../support/test-shop.js";

type Row = Record<string, unknown>;

export async function db<T extends Row = Row>(t: TestShop, sql: string): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(sql);
}

/** A product without variants, required personalizations or min/max (with at least `stock` units). */
export async function plainProduct(t: TestShop, stock = 5): Promise<number> {
  const [row] = await db(
    t,
    `select p.id from product p where p.is_active and p.stock_amount >= ${stock} and p.member_min_order is null and p.member_max_order is null
       and not exists (select 1 from sub_product s where s.product_id = p.id)
       and not exists (select 1 from personalization z where z.product_id = p.id) order by p.id limit 1`,
  );
  return Number(row.id);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new guest with `quantity` of the product in the cart; returns the guest's token. */
export async function guestWithCart(t: TestShop, productId: number, quantity = 1): Promise<string> {
  const res = await t.gql(
    `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on Cart { newGuest { token } } ... on CartError { code } } }`,
    { variables: { input: { productId, quantity } } },
  );
  const added = (res.body.data as { addToCart: { __typename: string; newGuest?: { token: string }; code?: string } }).addToCart;
  expect(added.__typename, JSON.stringify(res.body)).toBe("Cart");
  return added.newGuest!.token;
}

/** Istanbul (plate 34) and its first district. */
export async function istanbul(t: TestShop): Promise<{ countryId: number; stateId: number; cityId: number }> {
  const [city] = await db(t, `select id from city where state_id = 34 order by id limit 1`);
  return { countryId: 1, stateId: 34, cityId: Number(city.id) };
}

export const ADDRESS = `__typename ... on Address { id title firstName lastName phone address countryId countryName stateId stateName cityId cityName zipCode
  invoiceType identityNumber companyName taxOffice taxNumber } ... on FormError { code message fields { field message } }`;
export const SAVE_ADDRESS = `mutation($id: Int, $input: AddressInput!, $use: AddressUse, $language: String) {
  saveAddress(id: $id, input: $input, use: $use, language: $language) { ${ADDRESS} } }`;
export const SET_CONTACT = `mutation($input: ShopperContactInput!, $language: String) { setShopperContact(input: $input, language: $language) {
  __typename ... on ShopperContact { email phone firstName lastName } ... on FormError { code message fields { field message } } } }`;

export async function addressInput(t: TestShop, extra: Record<string, unknown> = {}) {
  return {
    title: "Ev",
    firstName: "Ayşe",
    lastName: "Yılmaz",
    phone: "0532 111 22 33",
    address: "Bağdat Caddesi 1",
    ...(await istanbul(t)),
    zipCode: "34000",
    ...extra,
  };
}

/** Contact plus one address used as invoice and delivery address. */
export async function readyForCheckout(t: TestShop, token: string): Promise<number> {
  const contact = await t.gql(SET_CONTACT, { variables: { input: { email: "ayse@example.shop", phone: "+90 532 111 22 33", firstName: "Ayşe", lastName: "Yılmaz" } }, headers: bearer(token) });
  expect((contact.body.data as { setShopperContact: { __typename: string } }).setShopperContact.__typename, JSON.stringify(contact.body)).toBe("ShopperContact");
  const saved = await t.gql(SAVE_ADDRESS, { variables: { input: await addressInput(t), use: { invoice: true, delivery: true } }, headers: bearer(token) });
  const address = (saved.body.data as { saveAddress: { __typename: string; id: number } }).saveAddress;
  expect(address.__typename, JSON.stringify(saved.body)).toBe("Address");
  return address.id;
}

export const TOTALS = `linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree doorFeeMinor
  vat { rate netMinor vatMinor } vatMinor grandTotalMinor`;
export const ORDER = `id code createdAt status statusName paymentCode paymentName doorPaymentType bankAccount { id iban } paymentInstructions
  currencyCode currency email phone lines { productId subProductId title quantity unitPriceMinor personalizationPriceMinor lineTotalMinor vatRate }
  totals { ${TOTALS} } invoiceAddress { firstName cityName invoiceType } deliveryAddress { firstName stateName }
  cargoName cargoTrackingUrl isGift giftNote generalNote campaignName couponCode`;
const PAY_RESULT = `__typename ... on PaymentOutcome { status redirectUrl html order { ${ORDER} } } ... on OrderError { code message field }`;
export const PAY_DOOR = `mutation($input: PayDoorInput!, $language: String) { payDoor(input: $input, language: $language) { ${PAY_RESULT} } }`;
export const PAY_WIRE = `mutation($input: PayWireTransferInput!, $language: String) { payWireTransfer(input: $input, language: $language) { ${PAY_RESULT} } }`;
export const CONTRACTS = { distanceSales: true, preInformation: true };

export interface PayResult {
  __typename: "PaymentOutcome" | "OrderError";
  status?: string;
  code?: string;
  message?: string;
  field?: string | null;
  order?: {
    id: number;
    code: string;
    status: string;
    statusName: string;
    paymentCode: string;
    paymentInstructions: string | null;
    bankAccount: { id: number; iban: string } | null;
    email: string;
    phone: string;
    doorPaymentType: string | null;
    lines: { productId: number; quantity: number; unitPriceMinor: number; lineTotalMinor: number; vatRate: number }[];
    totals: { linesMinor: number; doorFeeMinor: number; grandTotalMinor: number; cargoMinor: number };
    invoiceAddress: { firstName: string; cityName: string; invoiceType: string };
  };
}

export async function payDoor(t: TestShop, token: string, key: string, extra: Record<string, unknown> = {}, language?: string): Promise<PayResult> {
  const res = await t.gql(PAY_DOOR, {
    variables: { input: { doorPaymentType: "CASH", idempotencyKey: key, contracts: CONTRACTS, ...extra }, language },
    headers: bearer(token),
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return (res.body.data as { payDoor: PayResult }).payDoor;
}
