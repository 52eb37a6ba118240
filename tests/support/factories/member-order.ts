// A member's placed order, through the shop's own API: the member fills the cart, sets an address, confirms the phone
// and pays cash on delivery, or by card through the built-in test acquirer (its 3-D Secure page answered as a
// browser would, its signed callback confirmed), so the order carries what a real one carries.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { ADD_TO_CART } from "../documents/cart.js";
import { CONTRACTS, PLACE_ORDER } from "../documents/checkout.js";
import type { TestShop } from "../test-shop.js";
import { expectTypename } from "../typed-document.js";
import type { Member } from "./member.js";
import { confirmContactPhone } from "./phone-code.js";
import { bearer, createAddress } from "./shopper.js";

export interface MemberOrder {
  id: number;
  code: string;
  lines: { id: number; quantity: number }[];
}

/** The test acquirer's cards by how a payment with them ends. */
export const TEST_CARD = { success: "4111 1111 1111 1111", noRefund: "4000 0000 0000 0077" } as const;

const CARD_CHALLENGE = `mutation($input: PlaceOrderInput!, $language: String) { placeOrder(input: $input, language: $language) {
  __typename ... on PaymentChallenge { redirectUrl } ... on PaymentOutcome { order { code } } ... on OrderError { code field } } }`;
const CONFIRM = `mutation($callback: [CallbackField!]!, $language: String) { confirmCardPayment(paymentCode: "credit_card", callback: $callback, language: $language) {
  __typename ... on PaymentOutcome { order { code } } ... on OrderError { code field } } }`;

/** Places the member's order of `quantity` of the product; by card when `card` names a test card number. */
export async function memberOrder(
  t: TestShop,
  member: Member,
  spec: { productId: number; quantity?: number; language?: string; card?: string },
): Promise<MemberOrder> {
  const headers = bearer(member.token);
  const language = spec.language ?? "en";
  const added = await t.gql(ADD_TO_CART, { variables: { input: { productId: spec.productId, quantity: spec.quantity ?? 1 } }, headers });
  expectTypename(added.body.data?.addToCart, "Cart");
  await createAddress(t, member.token);
  await confirmContactPhone(t, member.token);
  const code = spec.card ? await payByCard(t, member, spec.card, language) : await payAtDoor(t, member, language);
  const read = await t.gql<{ order: MemberOrder }>(`query($code: String) { order(code: $code) { id code lines { id quantity } } }`, {
    variables: { code },
    headers,
  });
  return read.body.data!.order;
}

async function payAtDoor(t: TestShop, member: Member, language: string): Promise<string> {
  const res = await t.gql(PLACE_ORDER, {
    variables: { input: { paymentMethod: "door", providerInput: { doorPaymentType: "CASH" }, idempotencyKey: randomUUID(), contracts: CONTRACTS }, language },
    headers: bearer(member.token),
  });
  return expectTypename(res.body.data?.placeOrder, "PaymentOutcome").order.code;
}

async function payByCard(t: TestShop, member: Member, number: string, language: string): Promise<string> {
  const headers = bearer(member.token);
  const card = { holder: "Ayse Yilmaz", number, expiry: "12/35", cvv: "123" };
  const input = { paymentMethod: "credit_card", idempotencyKey: randomUUID(), contracts: CONTRACTS, providerInput: { card, installments: 1 } };
  const started = await t.gql<{ placeOrder: { __typename: string; redirectUrl?: string } }>(CARD_CHALLENGE, { variables: { input, language }, headers });
  expect(started.body.data?.placeOrder.__typename, JSON.stringify(started.body)).toBe("PaymentChallenge");
  const answered = await fetch(`${t.baseUrl}${started.body.data!.placeOrder.redirectUrl}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password: "123456", action: "confirm" }),
    redirect: "manual",
  });
  const callback = new URL(answered.headers.get("location")!, t.baseUrl);
  const fields = [...callback.searchParams].map(([name, value]) => ({ name, value }));
  const paid = await t.gql<{ confirmCardPayment: { __typename: string; order?: { code: string } } }>(CONFIRM, { variables: { callback: fields, language }, headers });
  expect(paid.body.data?.confirmCardPayment.__typename, JSON.stringify(paid.body)).toBe("PaymentOutcome");
  return paid.body.data!.confirmCardPayment.order!.code;
}
