// The add-to-cart scenarios. Every iteration borrows a prepared guest nobody else is using (shop-client.ts
// GuestPool) and stays a real add, never a stock refusal, by undoing it in a second request:
// - GraphQL: addToCart of one unit (round robin over the addable products) into the guest's empty cart, then
//   removeCartLine of the line the add answered with: the cart is empty again.
// - Form: the storefront's no-JavaScript add-to-cart post to the product page's own URL (guest cookie, same-origin
//   headers), which answers 302 back to the page; the guest already holds one unit of that product, so the add
//   merges into that line (quantity 2, stock checked as in any add), and GraphQL updateCartLine sets it back to 1.
// Two requests per iteration: adds/s = req/s ÷ 2. A refused add or undo counts as a failure and retires the guest.
import type autocannon from "autocannon";
import { bearer, createGuest, failureCounter, gql, graphqlBody, GuestPool, type AddableProduct } from "./shop-client";

export interface AddToCartSetup {
  /** Guests with an empty cart (GraphQL scenario). */
  graphqlGuests: string[];
  productIds: number[];
  /** The form scenario's product page and product, and guests holding one unit of it on line `lineId`. */
  form: { path: string; productId: number; guests: FormGuest[] };
}

interface FormGuest {
  token: string;
  lineId: number;
}

export interface Pipeline {
  requests: autocannon.Request[];
  failures(): number;
}

type Context<Guest> = { guest?: Guest; productId?: number; lineId?: number; added?: boolean };

const ADD = `mutation BenchAddLine($productId: Int!) { addToCart(input: { productId: $productId, quantity: 1 }) {
  __typename ... on Cart { lines { id productId } } } }`;
const REMOVE = `mutation BenchRemoveLine($id: Int!) { removeCartLine(cartProductId: $id) { __typename } }`;
const RESET = `mutation BenchResetLine($id: Int!) { updateCartLine(input: { cartProductId: $id, quantity: 1 }) { __typename } }`;
const isCart = (body: string) => body.includes('"__typename":"Cart"');

/** The line of `productId` in an addToCart answer, when the add succeeded. */
function addedLine(body: string, productId: number): number | undefined {
  try {
    const result = JSON.parse(body) as { data?: { addToCart?: { lines?: { id: number; productId: number }[] } } };
    return result.data?.addToCart?.lines?.find((line) => line.productId === productId)?.id;
  } catch {
    return undefined;
  }
}

/** Guests for both scenarios (4 per connection: spares for retired and cut-off ones); null without products. */
export async function prepareAddToCart(shopUrl: string, connections: number, products: AddableProduct[]): Promise<AddToCartSetup | null> {
  // The form's line reaches quantity 2 during an iteration.
  const formProduct = [...products].sort((a, b) => b.stock - a.stock)[0];
  if (!formProduct || formProduct.stock < 2) return null;
  const graphqlGuests: string[] = [];
  const formGuests: FormGuest[] = [];
  for (let i = 0; i < connections * 4; i++) {
    graphqlGuests.push(await createGuest(shopUrl));
    const token = await createGuest(shopUrl);
    const { addToCart } = await gql<{ addToCart: { lines?: { id: number; productId: number }[] } }>(shopUrl, ADD, { productId: formProduct.id }, token);
    const lineId = addToCart.lines?.find((line) => line.productId === formProduct.id)?.id;
    if (lineId) formGuests.push({ token, lineId });
  }
  if (!formGuests.length) return null;
  return {
    graphqlGuests,
    productIds: products.map((product) => product.id),
    form: { path: `/${formProduct.seoLink}`, productId: formProduct.id, guests: formGuests },
  };
}

/** addToCart → removeCartLine of the added line, as a guest with an empty cart. */
export function graphqlAddToCartRequests(setup: AddToCartSetup): Pipeline {
  const pool = new GuestPool(setup.graphqlGuests);
  const counter = failureCounter();
  let nextProduct = 0;
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path: "/graphql",
      setupRequest(request, raw) {
        const context = raw as Context<string>;
        context.guest = pool.take();
        context.productId = setup.productIds[nextProduct++ % setup.productIds.length];
        return { ...request, headers: bearer(context.guest), body: graphqlBody(ADD, { productId: context.productId }) };
      },
      onResponse(_status, body, raw) {
        const context = raw as Context<string>;
        context.lineId = addedLine(body, context.productId!);
      },
    },
    {
      method: "POST",
      path: "/graphql",
      setupRequest(request, raw) {
        const context = raw as Context<string>;
        if (!context.lineId) {
          counter.fail();
          return null as unknown as autocannon.Request; // restart the pipeline with another guest
        }
        return { ...request, headers: bearer(context.guest!), body: graphqlBody(REMOVE, { id: context.lineId }) };
      },
      onResponse(_status, body, raw) {
        if (isCart(body)) pool.give((raw as Context<string>).guest!);
        else counter.fail();
      },
    },
  ];
  return { requests, failures: counter.failures };
}

/** The no-JavaScript form post (302 back to the page expected) → updateCartLine back to one unit. */
export function formAddToCartRequests(setup: AddToCartSetup, shopUrl: string): Pipeline {
  const { path, productId, guests } = setup.form;
  const pool = new GuestPool(guests);
  const counter = failureCounter();
  // Exactly what the product page's form posts for a product without variants or personalizations.
  const body = new URLSearchParams({ intent: "add", productId: String(productId), subProductId: "", quantity: "1", returnTo: path }).toString();
  const requests: autocannon.Request[] = [
    {
      method: "POST",
      path,
      setupRequest(request, raw) {
        const context = raw as Context<FormGuest>;
        context.guest = pool.take();
        const headers = {
          "content-type": "application/x-www-form-urlencoded",
          cookie: `g_u_t=${context.guest.token}`,
          origin: shopUrl,
          "sec-fetch-site": "same-origin",
        };
        return { ...request, headers, body };
      },
      onResponse(status, _body, raw, headers) {
        const location = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === "location")?.[1];
        (raw as Context<FormGuest>).added = status === 302 && location === path;
      },
    },
    {
      method: "POST",
      path: "/graphql",
      setupRequest(request, raw) {
        const context = raw as Context<FormGuest>;
        if (!context.added) {
          counter.fail();
          return null as unknown as autocannon.Request; // restart the pipeline with another guest
        }
        return { ...request, headers: bearer(context.guest!.token), body: graphqlBody(RESET, { id: context.guest!.lineId }) };
      },
      onResponse(_status, body, raw) {
        if (isCart(body)) pool.give((raw as Context<FormGuest>).guest!);
        else counter.fail();
      },
    },
  ];
  return { requests, failures: counter.failures };
}
