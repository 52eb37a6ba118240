// /api/v1 cart option routes (spec §7): coupon, campaign, gift/notes/delivery date/addresses, general note, invoice
// address removal. Identity from the bearer token only; the body's customer/cart/guest fields are ignored. Replies:
// {success:true, code, guest_code, cartDetails} or {success:false, code (the spec's lower-case code), message, data}.
import type { Mutation } from "../../generated/resolvers-types.js";
import { defineRoute, RestInputError, type RestInput, type RestRoute } from "../../core/rest.js";
import { body } from "../../core/rest-input.js";
import { cartReply, optionalId, RESULT } from "./cart.rest.js";

/** A string body field (numbers accepted as text); null when absent; anything else is malformed. */
function text(input: RestInput, name: string): string | null {
  const value = body(input)[name];
  if (value === undefined || value === null) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  throw new RestInputError(name);
}

/** A legacy boolean: true/false, 1/0, "1"/"0", "true"/"false"; null when absent. */
function flag(input: RestInput, name: string): boolean | null {
  const value = body(input)[name];
  if (value === undefined || value === null) return null;
  if (value === true || value === 1 || value === "1" || value === "true") return true;
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  throw new RestInputError(name);
}

type UpdateVariables = { input: Record<string, unknown>; language: string };

/** cartUpdate body → UpdateCartInput with only the fields given (an address id of 0/"" clears it). */
function updateInput(input: RestInput): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    isGiftCart: flag(input, "is_gift_cart"),
    isGiftNoteActive: flag(input, "is_gift_note_active"),
    giftNote: text(input, "gift_note"),
    generalNote: text(input, "general_note"),
    deliveryDate: text(input, "delivery_date"),
    currency: text(input, "currency"),
  };
  for (const [name, key] of [["invoice_address_id", "invoiceAddressId"], ["delivery_address_id", "deliveryAddressId"]] as const) {
    if (!(name in body(input))) continue;
    const id = optionalId(body(input)[name], name);
    fields[key] = id === null || id === 0 ? null : id;
  }
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== null || key.endsWith("AddressId")));
}

const UPDATE_DOCUMENT = `mutation RestCartUpdateOptions($input: UpdateCartInput!, $language: String) {
  updateCart(input: $input, language: $language) { ${RESULT} } }`;

export const cartOptionRoutes: RestRoute[] = [
  /** POST /api/v1/cart/activeCouponCode?language — body {customer, code}. code `coupon_code_added`; failures: wrong_code, no_price_range, cant_customer, reached_maximum_usage(_customer), coupon_code_no_added. */
  defineRoute<Pick<Mutation, "applyCoupon">, { code: string; language: string }>({
    method: "POST",
    path: "/api/v1/cart/activeCouponCode",
    access: "shopper",
    document: `mutation RestApplyCoupon($code: String!, $language: String) { applyCoupon(code: $code, language: $language) { ${RESULT} } }`,
    variables: (input) => ({ code: text(input, "code") ?? text(input, "coupon_code") ?? "", language: input.language }),
    reply: (data) => cartReply(data.applyCoupon, "coupon_code_added"),
  }),
  /** POST /api/v1/cart/cartRemoveCouponCode?language — body {customer, coupon_code_id} (ignored). code `coupon_code_removed`; none: coupon_code_not_removed. */
  defineRoute<Pick<Mutation, "removeCoupon">>({
    method: "POST",
    path: "/api/v1/cart/cartRemoveCouponCode",
    access: "shopper",
    document: `mutation RestRemoveCoupon($language: String) { removeCoupon(language: $language) { ${RESULT} } }`,
    variables: (input) => ({ language: input.language }),
    reply: (data) => cartReply(data.removeCoupon, "coupon_code_removed"),
  }),
  /** POST /api/v1/cart/cartActiveCampaign?language — body {customer, campaign_id}. code `campaign_added`; failures: cart_price_more_than_campaign_price, campaign_product_no_stock, campaign_no_added. */
  defineRoute<Pick<Mutation, "selectCampaign">, { campaignId: number; language: string }>({
    method: "POST",
    path: "/api/v1/cart/cartActiveCampaign",
    access: "shopper",
    document: `mutation RestSelectCampaign($campaignId: Int!, $language: String) { selectCampaign(campaignId: $campaignId, language: $language) { ${RESULT} } }`,
    variables: (input) => ({ campaignId: optionalId(body(input).campaign_id, "campaign_id") ?? 0, language: input.language }),
    reply: (data) => cartReply(data.selectCampaign, "campaign_added"),
  }),
  /** POST /api/v1/cart/cartRemoveCampaign?language. code `campaign_removed`; none selected: campaign_not_removed. */
  defineRoute<Pick<Mutation, "removeCampaign">>({
    method: "POST",
    path: "/api/v1/cart/cartRemoveCampaign",
    access: "shopper",
    document: `mutation RestRemoveCampaign($language: String) { removeCampaign(language: $language) { ${RESULT} } }`,
    variables: (input) => ({ language: input.language }),
    reply: (data) => cartReply(data.removeCampaign, "campaign_removed"),
  }),
  /**
   * POST /api/v1/cart/cartUpdate?language — body {is_gift_cart, is_gift_note_active, gift_note (≤ 500), general_note
   * (≤ 1000), delivery_date (YYYY-MM-DD, when enabled), invoice_address_id, delivery_address_id, currency}; only the
   * fields given change. code `cart_updated`; general_note_no_added; another shopper's address 404.
   */
  defineRoute<Pick<Mutation, "updateCart">, UpdateVariables>({
    method: "POST",
    path: "/api/v1/cart/cartUpdate",
    access: "shopper",
    document: UPDATE_DOCUMENT,
    variables: (input) => ({ input: updateInput(input), language: input.language }),
    reply: (data) => cartReply(data.updateCart, "cart_updated"),
  }),
  /** POST /api/v1/cart/updateGeneralNote?language — body {cart_id, general_note, customer_id, guest_code}. code `general_note_added`; over 1000 characters: general_note_no_added. */
  defineRoute<Pick<Mutation, "updateCart">, UpdateVariables>({
    method: "POST",
    path: "/api/v1/cart/updateGeneralNote",
    access: "shopper",
    document: UPDATE_DOCUMENT,
    variables: (input) => ({ input: { generalNote: text(input, "general_note") ?? "" }, language: input.language }),
    reply: (data) => cartReply(data.updateCart, "general_note_added"),
  }),
  /** GET /api/v1/cart/removeInvoiceAddressCart/{id}?language — clears the cart's invoice address ({id}: the caller's cart reference, not trusted). code `invoice_address_removed`. */
  defineRoute<Pick<Mutation, "updateCart">, UpdateVariables>({
    method: "GET",
    path: "/api/v1/cart/removeInvoiceAddressCart/{id}",
    access: "shopper",
    document: UPDATE_DOCUMENT,
    variables: (input) => {
      if (!/^[A-Za-z0-9-]{1,64}$/.test(input.params.id ?? "")) throw new RestInputError("id");
      return { input: { invoiceAddressId: null }, language: input.language };
    },
    reply: (data) => cartReply(data.updateCart, "invoice_address_removed"),
  }),
];
