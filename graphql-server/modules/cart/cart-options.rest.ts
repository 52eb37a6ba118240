// /api/v1 cart option routes: coupon, campaign, gift/notes/delivery date/addresses, general note, invoice address
// removal. Identity from the bearer token only; the body's customer/cart/guest fields are ignored. Replies:
// {success:true, code, guest_code, cartDetails} or {success:false, code (lower case, as legacy clients compare it),
// message, data}.
import { z } from "zod";
import type { Mutation } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyFlag, orLeftOut, pathRef, textOrNumber, wholeNumber } from "../../core/rest-input.js";
import { cartReply, RESULT } from "./cart.rest.js";

/** An address id of the cartUpdate body: left out keeps the cart's, null, "" or 0 clears it. */
const addressChoice = orLeftOut(wholeNumber.transform((id) => (id === 0 ? null : id)));

/** cartUpdate's body: only the fields given change. */
const updateBody = legacyBody(() => ({
  is_gift_cart: legacyFlag,
  is_gift_note_active: legacyFlag,
  gift_note: textOrNumber,
  general_note: textOrNumber,
  delivery_date: textOrNumber,
  currency: textOrNumber,
  invoice_address_id: addressChoice,
  delivery_address_id: addressChoice,
}));

/** cartUpdate body → UpdateCartInput with only the fields given (a null flag or text is "not given"; an address id is given when its key is). */
function updateInput(b: z.output<typeof updateBody>): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    isGiftCart: b.is_gift_cart,
    isGiftNoteActive: b.is_gift_note_active,
    giftNote: b.gift_note,
    generalNote: b.general_note,
    deliveryDate: b.delivery_date,
    currency: b.currency,
    invoiceAddressId: b.invoice_address_id,
    deliveryAddressId: b.delivery_address_id,
  };
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => (key.endsWith("AddressId") ? value !== undefined : value !== null)));
}

const UPDATE_DOCUMENT = `mutation RestCartUpdateOptions($input: UpdateCartInput!, $language: String) {
  updateCart(input: $input, language: $language) { ${RESULT} } }`;

export const cartOptionRoutes: RestRoute[] = [
  /** POST /api/v1/cart/activeCouponCode?language — body {customer, code}. code `coupon_code_added`; failures: wrong_code, no_price_range, cant_customer, reached_maximum_usage(_customer), coupon_code_no_added. */
  defineRoute({
    method: "POST",
    path: "/api/v1/cart/activeCouponCode",
    access: "shopper",
    body: legacyBody(() => ({ code: textOrNumber.describe("or coupon_code") }), (b) => ({ code: firstGiven(b, "code", "coupon_code") })),
    document: `mutation RestApplyCoupon($code: String!, $language: String) { applyCoupon(code: $code, language: $language) { ${RESULT} } }`,
    variables: ({ body }, { language }) => ({ code: body.code ?? "", language }),
    reply: (data: Pick<Mutation, "applyCoupon">) => cartReply(data.applyCoupon, "coupon_code_added"),
  }),
  /** POST /api/v1/cart/cartRemoveCouponCode?language — body {customer, coupon_code_id} (ignored). code `coupon_code_removed`; none: coupon_code_not_removed. */
  defineRoute<Pick<Mutation, "removeCoupon">>({
    method: "POST",
    path: "/api/v1/cart/cartRemoveCouponCode",
    access: "shopper",
    document: `mutation RestRemoveCoupon($language: String) { removeCoupon(language: $language) { ${RESULT} } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => cartReply(data.removeCoupon, "coupon_code_removed"),
  }),
  /** POST /api/v1/cart/cartActiveCampaign?language — body {customer, campaign_id}. code `campaign_added`; failures: cart_price_more_than_campaign_price, campaign_product_no_stock, campaign_no_added. */
  defineRoute({
    method: "POST",
    path: "/api/v1/cart/cartActiveCampaign",
    access: "shopper",
    body: legacyBody(() => ({ campaign_id: wholeNumber })),
    document: `mutation RestSelectCampaign($campaignId: Int!, $language: String) { selectCampaign(campaignId: $campaignId, language: $language) { ${RESULT} } }`,
    variables: ({ body }, { language }) => ({ campaignId: body.campaign_id ?? 0, language }),
    reply: (data: Pick<Mutation, "selectCampaign">) => cartReply(data.selectCampaign, "campaign_added"),
  }),
  /** POST /api/v1/cart/cartRemoveCampaign?language. code `campaign_removed`; none selected: campaign_not_removed. */
  defineRoute<Pick<Mutation, "removeCampaign">>({
    method: "POST",
    path: "/api/v1/cart/cartRemoveCampaign",
    access: "shopper",
    document: `mutation RestRemoveCampaign($language: String) { removeCampaign(language: $language) { ${RESULT} } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => cartReply(data.removeCampaign, "campaign_removed"),
  }),
  /**
   * POST /api/v1/cart/cartUpdate?language — body {is_gift_cart, is_gift_note_active, gift_note (≤ 500), general_note
   * (≤ 1000), delivery_date (YYYY-MM-DD, when enabled), invoice_address_id, delivery_address_id, currency}; only the
   * fields given change. code `cart_updated`; general_note_no_added; another shopper's address 404.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/cart/cartUpdate",
    access: "shopper",
    body: updateBody,
    document: UPDATE_DOCUMENT,
    variables: ({ body }, { language }) => ({ input: updateInput(body), language }),
    reply: (data: Pick<Mutation, "updateCart">) => cartReply(data.updateCart, "cart_updated"),
  }),
  /** POST /api/v1/cart/updateGeneralNote?language — body {cart_id, general_note, customer_id, guest_code}. code `general_note_added`; over 1000 characters: general_note_no_added. */
  defineRoute({
    method: "POST",
    path: "/api/v1/cart/updateGeneralNote",
    access: "shopper",
    body: legacyBody(() => ({ general_note: textOrNumber })),
    document: UPDATE_DOCUMENT,
    variables: ({ body }, { language }) => ({ input: { generalNote: body.general_note ?? "" }, language }),
    reply: (data: Pick<Mutation, "updateCart">) => cartReply(data.updateCart, "general_note_added"),
  }),
  /** GET /api/v1/cart/removeInvoiceAddressCart/{id}?language — clears the cart's invoice address ({id}: the caller's cart reference, not trusted). code `invoice_address_removed`. */
  defineRoute({
    method: "GET",
    path: "/api/v1/cart/removeInvoiceAddressCart/{id}",
    access: "shopper",
    params: z.object({ id: pathRef }),
    document: UPDATE_DOCUMENT,
    variables: (_values, { language }) => ({ input: { invoiceAddressId: null }, language }),
    reply: (data: Pick<Mutation, "updateCart">) => cartReply(data.updateCart, "invoice_address_removed"),
  }),
];
