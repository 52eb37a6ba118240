// The place-order scenario: every iteration borrows a prepared guest nobody else is using (contact and an address
// used as invoice and delivery address, set once; shop-client.ts GuestPool), adds one unit of a product (round
// robin over the in-stock products a throwaway guest could add) and pays cash on delivery with a fresh idempotency
// key — two requests per order, so orders/s = req/s ÷ 2. Each guest has a phone of its own, confirmed once with the
// code the shop texts it (a guest cannot order before; with no SMS provider the code lands in the shop's text
// outbox, which the bench reads). The bench restocks the products first (restock.ts); refused payments count as
// errors, and a guest whose cart got stuck on a refused line is not lent again while spares remain.
import { randomUUID } from "node:crypto";
import { readOutboxTexts } from "../graphql-server/modules/verification/text-outbox";
import { normalisePhone } from "../shared/phone";
import type autocannon from "autocannon";
import { bearer, createGuest, failureCounter, gql, graphqlBody, GuestPool, type AddableProduct } from "./shop-client";

export interface PlaceOrderSetup {
  tokens: string[];
  productIds: number[];
}

type Context = { token?: string; added?: boolean };

const ADD = `mutation BenchAdd($productId: Int!) { addToCart(input: { productId: $productId, quantity: 1 }) { __typename ... on Cart { newGuest { token } } } }`;
const PAY = `mutation BenchPayDoor($key: String!) { payDoor(input: { doorPaymentType: CASH, idempotencyKey: $key,
  contracts: { distanceSales: true, preInformation: true } }) { __typename ... on PaymentOutcome { order { code } } ... on OrderError { code } } }`;

/**
 * Guests ready to pay (4 per connection, spares included) and the products they add; null when none. `textOutbox`
 * is the shop's text outbox folder ($DATA_DIR/text-outbox), where the phone codes arrive.
 */
export async function preparePlaceOrder(shopUrl: string, connections: number, products: AddableProduct[], textOutbox: string): Promise<PlaceOrderSetup | null> {
  const probe = await gql<{ cities: { id: number }[] | null } | null>(shopUrl, `query BenchCheckoutProbe { cities(stateId: 34) { id } }`);
  const cityId = probe?.cities?.[0]?.id;
  if (!cityId || !products.length) return null;
  const tokens: string[] = [];
  for (let i = 0; i < connections * 4; i++) {
    const token = await createGuest(shopUrl);
    const phone = `0532111${String(2000 + i).padStart(4, "0")}`;
    await gql(shopUrl, `mutation($phone: String!) { setShopperContact(input: { email: "bench${i}@example.shop", phone: $phone }) { __typename } }`, { phone }, token);
    await gql(
      shopUrl,
      `mutation($cityId: Int!, $phone: String!) { saveAddress(input: { title: "Ev", firstName: "Bench", lastName: "Alıcı", phone: $phone, address: "Cadde 1",
        countryId: 1, stateId: 34, cityId: $cityId, zipCode: "34000" }, use: { invoice: true, delivery: true }) { __typename } }`,
      { cityId, phone },
      token,
    );
    if (!(await confirmPhone(shopUrl, token, phone, textOutbox))) {
      console.error(`bench: the phone of guest ${i} could not be confirmed; place-order counts its refusals as errors`);
    }
    tokens.push(token);
  }
  return { tokens, productIds: products.map((product) => product.id) };
}

/**
 * Asks the shop to text a code to the guest's contact phone and confirms it with the code the outbox holds (the
 * shop stores the text before it answers the request).
 */
async function confirmPhone(shopUrl: string, token: string, phone: string, textOutbox: string): Promise<boolean> {
  const sent = await gql<{ sendShopperPhoneCode: { __typename: string } } | null>(shopUrl, `mutation { sendShopperPhoneCode { __typename } }`, {}, token);
  if (sent?.sendShopperPhoneCode.__typename !== "PhoneCodeSent") return false;
  const to = normalisePhone(phone);
  const code = /(\d{6})/.exec(readOutboxTexts(textOutbox).find((text) => text.to === to)?.text ?? "")?.[1];
  if (!code) return false;
  const confirmed = await gql<{ confirmShopperPhone: { confirmed?: boolean } } | null>(
    shopUrl,
    `mutation($code: String!) { confirmShopperPhone(code: $code) { ... on ShopperPhone { confirmed } } }`,
    { code },
    token,
  );
  return confirmed?.confirmShopperPhone.confirmed === true;
}

/** The autocannon request pipeline of the scenario and its failure counter (read and reset per load). */
export function placeOrderRequests(setup: PlaceOrderSetup): { requests: autocannon.Request[]; failures(): number } {
  const pool = new GuestPool(setup.tokens);
  let nextProduct = 0;
  const counter = failureCounter();
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/graphql",
      setupRequest(request, raw) {
        const context = raw as Context;
        context.token = pool.take();
        const productId = setup.productIds[nextProduct++ % setup.productIds.length];
        return { ...request, headers: bearer(context.token), body: graphqlBody(ADD, { productId }) };
      },
      onResponse(_status, body, raw) {
        (raw as Context).added = body.includes('"__typename":"Cart"');
      },
    },
    {
      method: "POST",
      path: "/graphql",
      setupRequest(request, raw) {
        const context = raw as Context;
        if (!context.added) {
          counter.fail();
          return null as unknown as autocannon.Request; // restart the pipeline with another guest
        }
        return { ...request, headers: bearer(context.token!), body: graphqlBody(PAY, { key: randomUUID() }) };
      },
      onResponse(_status, body, raw) {
        if (body.includes('"PaymentOutcome"')) pool.give((raw as Context).token!);
        else counter.fail();
      },
    },
  ];
  return { requests, failures: counter.failures };
}
