// Shoppers made the way the storefront makes them, through the shop's GraphQL API: a guest, its cart (addToCart,
// so prices, stock checks and the guest identity are the real ones), its contact and addresses.
import { expect } from "vitest";
import type { AddressInput, AddToCartInput, ShopperContactInput } from "../../../graphql-server/generated/resolvers-types.js";
import { ADD_TO_CART, CREATE_GUEST } from "../documents/cart.js";
import { SAVE_ADDRESS, SET_CONTACT } from "../documents/checkout.js";
import { confirmContactPhone } from "./phone-code.js";
import type { TestShop } from "../test-shop.js";
import { expectTypename } from "../typed-document.js";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new guest with an empty cart; returns its token. */
export async function newGuest(t: TestShop): Promise<string> {
  const res = await t.exec(CREATE_GUEST);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.createGuestToken.token;
}

/** A new guest whose first add creates it (as an anonymous shopper's does), then the other lines; returns its token. */
export async function shopperWithCart(t: TestShop, lines: AddToCartInput[]): Promise<string> {
  const [first, ...rest] = lines;
  const res = await t.gql(ADD_TO_CART, { variables: { input: first } });
  const token = expectTypename(res.body.data?.addToCart, "Cart").newGuest!.token;
  for (const input of rest) {
    const more = await t.gql(ADD_TO_CART, { variables: { input }, headers: bearer(token) });
    expectTypename(more.body.data?.addToCart, "Cart");
  }
  return token;
}

/** A new guest with `quantity` of one product in the cart; returns its token. */
export const guestWithCart = (t: TestShop, productId: number, quantity = 1) => shopperWithCart(t, [{ productId, quantity }]);

/** Istanbul (plate 34) and its first district: location reference data every shop has, not demo content. */
export async function istanbul(t: TestShop): Promise<{ countryId: number; stateId: number; cityId: number }> {
  const [city] = await t.orm.em.fork().getConnection().execute<{ id: number }[]>(`select id from city where state_id = ? order by id limit 1`, [34]);
  return { countryId: 1, stateId: 34, cityId: Number(city.id) };
}

export async function addressInput(t: TestShop, extra: AddressInput = {}): Promise<AddressInput> {
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

export const DEFAULT_CONTACT = { email: "ayse@example.shop", phone: "+90 532 111 22 33", firstName: "Ayşe", lastName: "Yılmaz" };

export async function setContact(t: TestShop, token: string, input: ShopperContactInput = DEFAULT_CONTACT): Promise<void> {
  const res = await t.gql(SET_CONTACT, { variables: { input }, headers: bearer(token) });
  expectTypename(res.body.data?.setShopperContact, "ShopperContact");
}

/** An address of the shopper's, by default used as the cart's invoice and delivery address; returns its id. */
export async function createAddress(
  t: TestShop,
  token: string,
  options: { extra?: AddressInput; use?: { invoice?: boolean; delivery?: boolean } } = {},
): Promise<number> {
  const input = await addressInput(t, options.extra);
  const res = await t.gql(SAVE_ADDRESS, { variables: { input, use: options.use ?? { invoice: true, delivery: true } }, headers: bearer(token) });
  return expectTypename(res.body.data?.saveAddress, "Address").id;
}

/**
 * Contact (its phone confirmed with a code, as the shop asks by default) plus one address used as invoice and
 * delivery address; returns the address id.
 */
export async function readyForCheckout(t: TestShop, token: string): Promise<number> {
  await setContact(t, token);
  await confirmContactPhone(t, token);
  return createAddress(t, token);
}
