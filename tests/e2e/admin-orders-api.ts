// The steps around the admin's order pages that are not what the browser tests are about, through the public API:
// a member's cash-on-delivery order (cart, address, phone confirmed from the dev outbox), their return request, an
// admin's token for moving an order ahead, the product's stock, the admin's sign-in in the browser, and the order
// status mail from the dev outbox.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import type { Lang } from "./catalogues";
import { admin as adminTexts, fill } from "./catalogues";
import { newestMail, registerMemberByApi, type E2EMember } from "./members";
import { nextCodeTo, textsSentTo } from "./text-outbox";

type Json = Record<string, unknown>;
export const ADMIN_EMAIL = "admin@example.com";

export async function gql<T = Json>(request: APIRequestContext, baseURL: string, token: string | null, query: string, variables: Json = {}): Promise<T> {
  const response = await request.post(`${baseURL}/graphql`, {
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export interface PlacedOrder {
  member: E2EMember;
  id: number;
  code: string;
  lines: { id: number; quantity: number }[];
}

/** A new member orders `quantity` of the product, cash on delivery (or by wire transfer into the shop's first account). */
export async function memberOrderByApi(request: APIRequestContext, baseURL: string, productId: number, quantity: number, wire = false): Promise<PlacedOrder> {
  const { member, run } = await memberReadyToPay(request, baseURL, productId, quantity);
  const { bankAccounts } = await run<{ bankAccounts: { id: number }[] }>(`{ bankAccounts { id } }`);
  const payment = wire
    ? { paymentMethod: "wire_transfer", providerInput: { bankAccountId: bankAccounts[0].id } }
    : { paymentMethod: "door", providerInput: { doorPaymentType: "CASH" } };
  const { placeOrder } = await run<{ placeOrder: { __typename: string; order?: { id: number; code: string; lines: { id: number; quantity: number }[] } } }>(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input, language: "en") { __typename ... on PaymentOutcome { order { ${PLACED_FIELDS} } } } }`,
    { input: { ...payment, idempotencyKey: crypto.randomUUID(), contracts: { distanceSales: true, preInformation: true } } },
  );
  expect(placeOrder.__typename).toBe("PaymentOutcome");
  return { member, ...placeOrder.order! };
}

/**
 * A new member orders by card through the built-in test acquirer: the card sent, the 3-D Secure page answered with
 * its password, and the signed callback confirmed as the shopper's browser would.
 */
export async function memberCardOrderByApi(
  request: APIRequestContext,
  baseURL: string,
  productId: number,
  quantity: number,
  cardNumber: string,
): Promise<PlacedOrder> {
  const { member, run } = await memberReadyToPay(request, baseURL, productId, quantity);
  const card = { holder: "Deniz Kaya", number: cardNumber, expiry: "12/35", cvv: "123" };
  const { placeOrder } = await run<{ placeOrder: { __typename: string; redirectUrl?: string } }>(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input, language: "en") { __typename ... on PaymentChallenge { redirectUrl } } }`,
    {
      input: {
        paymentMethod: "credit_card",
        providerInput: { card, installments: 1 },
        idempotencyKey: crypto.randomUUID(),
        contracts: { distanceSales: true, preInformation: true },
      },
    },
  );
  expect(placeOrder.__typename).toBe("PaymentChallenge");
  const answered = await request.post(new URL(placeOrder.redirectUrl!, baseURL).toString(), {
    form: { password: "123456", action: "confirm" },
    maxRedirects: 0,
  });
  const callback = new URL(answered.headers().location, baseURL);
  const { confirmCardPayment } = await run<{ confirmCardPayment: { __typename: string; order?: PlacedOrder } }>(
    `mutation($callback: [CallbackField!]!) { confirmCardPayment(paymentCode: "credit_card", callback: $callback, language: "en") { __typename ... on PaymentOutcome { order { ${PLACED_FIELDS} } } } }`,
    { callback: [...callback.searchParams].map(([name, value]) => ({ name, value })) },
  );
  expect(confirmCardPayment.__typename).toBe("PaymentOutcome");
  return { ...confirmCardPayment.order!, member };
}

const PLACED_FIELDS = "id code lines { id quantity }";

/** A new member with the product in the cart, an address and a confirmed phone: ready to place the order. */
async function memberReadyToPay(request: APIRequestContext, baseURL: string, productId: number, quantity: number) {
  const member = await registerMemberByApi(request, baseURL, "en");
  const run = <T = Json>(query: string, variables: Json = {}) => gql<T>(request, baseURL, member.token, query, variables);
  const added = await run<{ addToCart: { __typename: string } }>(`mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }`, {
    input: { productId, quantity },
  });
  expect(added.addToCart.__typename).toBe("Cart");
  const { cities } = await run<{ cities: { id: number }[] }>(`{ cities(stateId: 34) { id } }`);
  const address = {
    title: "Ev",
    firstName: "Deniz",
    lastName: "Kaya",
    phone: "0532 111 22 33",
    address: "Moda Cad. 1",
    countryId: 1,
    stateId: 34,
    cityId: cities[0].id,
    zipCode: "34710",
  };
  await run(`mutation($input: AddressInput!) { saveAddress(input: $input, use: { invoice: true, delivery: true }) { __typename } }`, { input: address });
  const { me } = await run<{ me: { phone: string } }>(`{ me { phone } }`);
  const before = textsSentTo(me.phone);
  await run(`mutation { sendShopperPhoneCode { __typename } }`);
  await run(`mutation($code: String!) { confirmShopperPhone(code: $code) { __typename } }`, { code: await nextCodeTo(me.phone, before) });
  return { member, run };
}

/** The admin's bearer token (the demo admin the test server made). */
export async function adminApiToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const { loginAdmin } = await gql<{ loginAdmin: { token?: string } }>(
    request,
    baseURL,
    null,
    `mutation($email: String!, $password: String!) { loginAdmin(email: $email, password: $password) { ... on AdminSession { token } } }`,
    { email: ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  );
  return loginAdmin.token!;
}

/** Moves the order through `statuses` as the admin (shipping with a tracking number). */
export async function moveOrder(request: APIRequestContext, baseURL: string, token: string, orderId: number, statuses: string[]) {
  for (const status of statuses) {
    const { changeOrderStatus } = await gql<{ changeOrderStatus: { __typename: string } }>(
      request,
      baseURL,
      token,
      `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename } }`,
      { input: { orderId, status, trackingCode: status === "SHIPPED" ? `API${orderId}` : null } },
    );
    expect(changeOrderStatus.__typename).toBe("OrderChanged");
  }
}

/** The member asks to return the order's items (`quantity` of each line, else all of it). */
export async function requestReturn(request: APIRequestContext, baseURL: string, order: PlacedOrder, quantity?: number) {
  const { requestOrderRefund } = await gql<{ requestOrderRefund: { __typename: string } }>(
    request,
    baseURL,
    order.member.token,
    `mutation($input: OrderRequestInput!) { requestOrderRefund(input: $input) { __typename } }`,
    { input: { orderId: order.id, lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: quantity ?? l.quantity })), reason: "damaged" } },
  );
  expect(requestOrderRefund.__typename).toBe("OrderRequest");
}

/**
 * A plain product (no variants, no required personalization) with stock, taken from the end of the listing: the
 * other browser tests buy the first one, and a test that counts stock must not see their orders meanwhile.
 */
export async function quietPlainProduct(request: APIRequestContext, baseURL: string, quantity: number): Promise<number> {
  const listing = `query($page: Int) { products(filter: { inStock: true }, sort: RECOMMENDED, page: $page, pageSize: 24) { pageCount items { id hasProperty } } }`;
  const plain = `query($id: Int!) { productById(id: $id) { quantity inStock memberMinOrder memberMaxOrder personalizations { isRequired } } }`;
  type Plain = {
    quantity: number;
    inStock: boolean;
    memberMinOrder: number | null;
    memberMaxOrder: number | null;
    personalizations: { isRequired: boolean }[];
  };
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const { products } = await gql<{ products: { pageCount: number; items: { id: number; hasProperty: boolean }[] } }>(request, baseURL, null, listing, {
      page,
    });
    ids.push(...products.items.filter((i) => !i.hasProperty).map((i) => i.id));
    if (page >= products.pageCount) break;
  }
  for (const id of ids.reverse()) {
    const { productById: p } = await gql<{ productById: Plain }>(request, baseURL, null, plain, { id });
    const fits = (p.memberMinOrder ?? 1) <= quantity && (p.memberMaxOrder === null || p.memberMaxOrder >= quantity);
    if (p.inStock && p.quantity >= quantity * 2 && fits && !p.personalizations.some((x) => x.isRequired)) return id;
  }
  throw new Error(`no plain product has stock for ${quantity}`);
}

export async function stockOf(request: APIRequestContext, baseURL: string, productId: number): Promise<number> {
  const { productById } = await gql<{ productById: { quantity: number } }>(request, baseURL, null, `query($id: Int!) { productById(id: $id) { quantity } }`, {
    id: productId,
  });
  return productById.quantity;
}

/** Signs the browser in through the login page, coming back to `path`. */
export async function signInAdmin(page: Page, lang: Lang, path: string) {
  const t = adminTexts[lang];
  await page.goto(path);
  await page.getByLabel(t.login.email).fill(ADMIN_EMAIL);
  await page.getByLabel(t.login.password).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: t.login.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/** The status mail of the order in `status` (as its subject names it) has arrived. */
export async function expectStatusMail(to: string, subject: string, contains: string[] = []) {
  await expect.poll(() => newestMail(to, subject)?.text ?? null, { message: `mail "${subject}" to ${to}` }).not.toBeNull();
  for (const part of contains) expect(newestMail(to, subject)!.html).toContain(part);
}

export const statusSubject = (template: string, code: string, status: string) => fill(template, { code, status });
