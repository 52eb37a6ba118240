// Other shoppers, through the public GraphQL API, for browser tests about what others do meanwhile: a guest with
// a plain product in the cart, contact, an İstanbul address, a coupon, and a cash-on-delivery payment of the
// total its cart shows — what a second browser would do, without its time.
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { newGuestCart } from "./fixtures";
import type { PlainProduct } from "./shop-data";
import { nextCodeTo, textsSentTo } from "./text-outbox";

type Json = Record<string, unknown>;

class ApiShopper {
  constructor(private readonly request: APIRequestContext, private readonly baseURL: string, private readonly token: string) {}

  async gql<T = Json>(query: string, variables: Json = {}): Promise<T> {
    const response = await this.request.post(`${this.baseURL}/graphql`, {
      headers: { "content-type": "application/json", authorization: `Bearer ${this.token}` },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  /** The coupon on the cart: null when it applies, else the refusal's code. */
  async applyCoupon(code: string): Promise<string | null> {
    const { applyCoupon } = await this.gql<{ applyCoupon: { __typename: string; code?: string } }>(
      `mutation($code: String!) { applyCoupon(code: $code) { __typename ... on CartError { code } } }`,
      { code },
    );
    return applyCoupon.__typename === "Cart" ? null : applyCoupon.code!;
  }

  /**
   * Contact (its phone confirmed with the code from the dev outbox) and one address in İstanbul for both uses. The
   * email is a fresh one unless the test names it.
   */
  async readyForCheckout(email?: string) {
    const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
    await this.gql(`mutation($input: ShopperContactInput!) { setShopperContact(input: $input) { __typename } }`, {
      input: { email: email ?? `other.${n}@example.com`, phone: `0533${n}`, firstName: "Deniz", lastName: "Kaya" },
    });
    await this.confirmPhone(`0533${n}`);
    const { cities } = await this.gql<{ cities: { id: number }[] }>(`{ cities(stateId: 34) { id } }`);
    const address = {
      title: "Ev",
      firstName: "Deniz",
      lastName: "Kaya",
      phone: `0533${n}`,
      address: "Moda Cad. 1",
      countryId: 1,
      stateId: 34,
      cityId: cities[0].id,
      zipCode: "34710",
    };
    const { saveAddress } = await this.gql<{ saveAddress: { __typename: string } }>(
      `mutation($input: AddressInput!) { saveAddress(input: $input, use: { invoice: true, delivery: true }) { __typename } }`,
      { input: address },
    );
    expect(saveAddress.__typename).toBe("Address");
  }

  /** The phone confirmation the shop asks for before ordering: the code sent by SMS, from the dev outbox. */
  async confirmPhone(phone: string) {
    const before = textsSentTo(phone);
    const { sendShopperPhoneCode } = await this.gql<{ sendShopperPhoneCode: { __typename: string } }>(`mutation { sendShopperPhoneCode { __typename } }`);
    expect(sendShopperPhoneCode.__typename).toBe("PhoneCodeSent");
    const code = await nextCodeTo(phone, before);
    const { confirmShopperPhone } = await this.gql<{ confirmShopperPhone: { __typename: string } }>(
      `mutation($code: String!) { confirmShopperPhone(code: $code) { __typename } }`,
      { code },
    );
    expect(confirmShopperPhone.__typename).toBe("ShopperPhone");
  }

  /** Pays cash on delivery, approving the total its cart shows for that method; returns the order number. */
  async payDoor(): Promise<string> {
    const { cart } = await this.gql<{ cart: { totals: { grandTotalMinor: number } } }>(
      `{ cart(paymentCode: "door") { ... on Cart { totals { grandTotalMinor } } } }`,
    );
    const { placeOrder } = await this.gql<{ placeOrder: { __typename: string; order?: { code: string } } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PaymentOutcome { order { code } } } }`,
      {
        input: {
          paymentMethod: "door",
          providerInput: { doorPaymentType: "CASH" },
          idempotencyKey: crypto.randomUUID(),
          contracts: { distanceSales: true, preInformation: true },
          approvedTotalMinor: cart.totals.grandTotalMinor,
        },
      },
    );
    expect(placeOrder.__typename).toBe("PaymentOutcome");
    return placeOrder.order!.code;
  }
}

/** The minimum order of a plain product, as a cart line. */
export const lineOf = (product: PlainProduct) => ({ productId: product.id, quantity: product.minOrder });

/** Other guests order with `code` until it is used up (its refusal is REACHED_MAXIMUM_USAGE). */
export async function useUpCoupon(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string, product: PlainProduct, code: string) {
  for (let orders = 0; orders <= 10; orders++) {
    // A request context of its own per shopper: no cookie of another guest comes along.
    const request = await playwright.request.newContext();
    try {
      const other = new ApiShopper(request, baseURL, await newGuestCart(request, baseURL, lineOf(product)));
      const refused = await other.applyCoupon(code);
      if (refused === "REACHED_MAXIMUM_USAGE") return;
      expect(refused).toBeNull();
      await other.readyForCheckout();
      await other.payDoor();
    } finally {
      await request.dispose();
    }
  }
  throw new Error(`the coupon ${code} was not used up by ten orders`);
}

/** Puts `code` on the cart of the guest with `token`. */
export async function applyCouponFor(request: APIRequestContext, baseURL: string, token: string, code: string) {
  expect(await new ApiShopper(request, baseURL, token).applyCoupon(code)).toBeNull();
}

/** A guest's cash-on-delivery order placed with `email` (someone who registers with that address later); its number. */
export async function guestOrderWithEmail(request: APIRequestContext, baseURL: string, product: PlainProduct, email: string): Promise<string> {
  const guest = new ApiShopper(request, baseURL, await newGuestCart(request, baseURL, lineOf(product)));
  await guest.readyForCheckout(email);
  return guest.payDoor();
}

/** Contact and an address for the guest with `token`, so its checkout can go straight to the approve page. */
export async function readyForCheckoutFor(request: APIRequestContext, baseURL: string, token: string) {
  await new ApiShopper(request, baseURL, token).readyForCheckout();
}
