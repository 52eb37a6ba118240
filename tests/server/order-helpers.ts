// Shared steps of the checkout tests: raw reads of the test database and paying cash on delivery. The shopper
// steps (a guest with a cart, contact and address) and the checkout documents live in tests/support and are
// re-exported here for the tests that import them from this file.
import { expect } from "vitest";
import type { OrderError, PayDoorInput, PaymentOutcome } from "../../graphql-server/generated/resolvers-types.js";
import { APPROVE_VIEW, CONTRACTS, PAY_DOOR } from "../support/documents/checkout.js";
import { bearer } from "../support/factories.js";
import type { TestShop } from "../support/test-shop.js";
import type { AnyOf } from "../support/typed-document.js";

export {
  ADDRESS,
  APPLY_COUPON,
  APPROVE_VIEW,
  CONTRACTS,
  ORDER,
  PAY_DOOR,
  PAY_WIRE,
  PLACE_ORDER,
  SAVE_ADDRESS,
  SELECT_CAMPAIGN,
  SET_CONTACT,
  TOTALS,
} from "../support/documents/checkout.js";
export { addressInput, bearer, guestWithCart, istanbul, readyForCheckout } from "../support/factories.js";

type Row = Record<string, unknown>;

/** A statement on the test database; values go as bound parameters (`?`). */
export async function db<T extends Row = Row>(t: TestShop, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

/** The answer of a pay mutation, with the fields of both members readable. */
export type PayResult = AnyOf<PaymentOutcome | OrderError>;

export async function payDoor(t: TestShop, token: string, key: string, extra: Partial<PayDoorInput> = {}, language?: string): Promise<PayResult> {
  const res = await t.gql(PAY_DOOR, {
    variables: { input: { doorPaymentType: "CASH", idempotencyKey: key, contracts: CONTRACTS, ...extra }, language },
    headers: bearer(token),
  });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.payDoor as PayResult;
}

/** The cart as the approve page shows it for cash on delivery (its grand total is what the shopper approves). */
export async function approveView(t: TestShop, token: string) {
  const res = await t.gql(APPROVE_VIEW, { headers: bearer(token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  const cart = res.body.data!.cart;
  if (cart.__typename !== "Cart") throw new Error(`no cart: ${JSON.stringify(cart)}`);
  return cart;
}
