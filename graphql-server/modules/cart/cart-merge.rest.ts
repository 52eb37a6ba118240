// POST /api/v1/customerToken/cartGuestToCustomer: the legacy call a client makes right after signing a guest in.
import type { CartMergeResult, Mutation } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyText } from "../../core/rest-input.js";
import { legacyCart, CART_FIELDS } from "./cart.rest.js";

const legacyMerge = (m: CartMergeResult) => ({
  merged: m.merged,
  changes: m.changes.map((c) => ({
    product_id: c.productId,
    sub_product_id: c.subProductId ?? null,
    title: c.title,
    code: c.code.toLowerCase(),
    requested: c.requested,
    quantity: c.quantity,
    message: c.message,
  })),
});

export const cartMergeRoutes: RestRoute[] = [
  /**
   * POST /api/v1/customerToken/cartGuestToCustomer?language — member token; body {guest_token} (or token): the
   * guest cart merges into the member's. 200 {success:true, code:"cart_merged", response:{merged, changes:[{product_id,
   * sub_product_id, title, code, requested, quantity, message}]}, cartDetails}. An unknown guest token merges nothing.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/customerToken/cartGuestToCustomer",
    access: "customer",
    body: legacyBody(() => ({ guest_token: legacyText(512) }), (b) => ({ ...b, guest_token: firstGiven(b, "guest_token", "token") })),
    document: `mutation RestCartGuestToCustomer($guestToken: String!, $language: String) {
      mergeGuestCart(guestToken: $guestToken, language: $language) {
        merged changes { productId subProductId title code requested quantity message } cart { ${CART_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({ guestToken: body.guest_token ?? "", language }),
    reply: (data: Pick<Mutation, "mergeGuestCart">) => ({
      body: { success: true, code: "cart_merged", response: legacyMerge(data.mergeGuestCart), cartDetails: legacyCart(data.mergeGuestCart.cart) },
    }),
  }),
];
