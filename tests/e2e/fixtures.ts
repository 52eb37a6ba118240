// The browser tests' fixtures: the language a test runs in (`test.use({ lang: "ar" })`), page objects for the cart
// and the checkout in that language, the product the tests buy (found once per worker through the public API), a
// GraphQL-seeded guest cart for tests that are about the checkout rather than the cart, and the cookie banner
// accepted up front (cookie-consent.spec.ts tests it) so it never covers a button.
import { test as base, type APIRequestContext, type BrowserContext } from "@playwright/test";
import type { Lang } from "./catalogues";
import { CartPage } from "./pages/cart-page";
import { CheckoutPage } from "./pages/checkout-page";
import { findVariantProduct, MIN_ORDER, type VariantProduct } from "./shop-data";

export { expect } from "@playwright/test";
export { uniqueBuyer } from "./pages/checkout-page";
export { LIMITED_COUPON, MIN_ORDER, WELCOME_COUPON } from "./shop-data";

/** One lookup per worker process and server. */
const variantProducts = new Map<string, Promise<VariantProduct>>();

interface Fixtures {
  lang: Lang;
  cookiesAccepted: void;
  variantProduct: VariantProduct;
  cartPage: CartPage;
  checkoutPage: CheckoutPage;
  /**
   * Puts MIN_ORDER of a sub-product (the seeded one unless named) with a personalization into a new guest's cart;
   * returns the guest token.
   */
  seedGuestCart: (subProductId?: number) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  lang: ["tr", { option: true }],
  cookiesAccepted: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([{ name: "cookiePolitical", value: "1", url: baseURL! }]);
      await use();
    },
    { auto: true },
  ],
  variantProduct: async ({ request, baseURL }, use) => {
    if (!variantProducts.has(baseURL!)) variantProducts.set(baseURL!, findVariantProduct(request, baseURL!));
    await use(await variantProducts.get(baseURL!)!);
  },
  cartPage: async ({ page, lang }, use) => use(new CartPage(page, lang)),
  checkoutPage: async ({ page, lang, javaScriptEnabled }, use) => use(new CheckoutPage(page, lang, javaScriptEnabled)),
  seedGuestCart: async ({ context, baseURL, variantProduct }, use) =>
    use((subProductId = variantProduct.seededSubProductId) => seedGuestCartIn(context, baseURL!, seededLine(variantProduct, subProductId))),
});

/**
 * A guest cart made through GraphQL: the add-to-cart that creates the guest returns its token, which becomes the
 * browser's g_u_t cookie.
 */
export async function seedGuestCartIn(context: BrowserContext, baseURL: string, line: Record<string, unknown>): Promise<string> {
  const token = await newGuestCart(context.request, baseURL, line);
  await context.addCookies([{ name: "g_u_t", value: token, url: baseURL }]);
  return token;
}

/** MIN_ORDER of a sub-product (the seeded one unless a test picks its own), with a personalization: a seeded cart line. */
const seededLine = (product: VariantProduct, subProductId: number) => ({
  productId: product.id,
  subProductId,
  quantity: MIN_ORDER,
  personalizations: [{ personalizationId: product.personalization.id, value: "DENEME" }],
});

/** A new guest with `line` in the cart (an AddToCartInput); returns its token. */
export async function newGuestCart(request: APIRequestContext, baseURL: string, line: Record<string, unknown>): Promise<string> {
  const response = await request.post(`${baseURL}/graphql`, {
    headers: { "content-type": "application/json" },
    data: {
      query: `mutation Seed($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on Cart { newGuest { token } } ... on CartError { code message } } }`,
      variables: { input: line },
    },
  });
  const body = (await response.json()) as { data?: { addToCart: { newGuest?: { token: string } | null } } };
  const token = body.data?.addToCart.newGuest?.token;
  if (!token) throw new Error(`seeding the cart failed: ${JSON.stringify(body)}`);
  return token;
}
