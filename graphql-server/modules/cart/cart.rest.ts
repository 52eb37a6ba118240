// /api/v1 cart routes (spec §7) with the legacy shapes. The identity comes from the bearer token only: the body's
// customer_id, is_guest, guest_code and cart_id are accepted and ignored (they never authorise). Prices in replies
// are major units converted from the server's minor units.
import type { CargoOption, Cart, CartBatchResult, CartCampaign, CartError, CartLine, CartResult, Mutation, Query } from "../../generated/resolvers-types.js";
import { defineRoute, queryString, RestInputError, type RestInput, type RestRoute } from "../../core/rest.js";
import { body, idParam } from "../../core/rest-input.js";
import { toMajor } from "../../core/money.js";
import { legacyCode } from "../../core/errors.js";

const CAMPAIGN_FIELDS = `id name description discountPercent discountAmountMinor minCartAmountMinor isFreeCargo endsAt isApplicable isSelected`;
export const CARGO_FIELDS = `id name priceMinor freeAboveMinor chargedMinor isSelected trackingUrl currency`;
export const CART_FIELDS = `id currencyCode currency itemCount subtotalMinor personalizationTotalMinor
  shopper { kind guestCode customerId }
  isGiftCart isGiftNoteActive giftNote generalNote isDeliveryDateActive deliveryDate selectedCampaignId couponCode cargoId
  invoiceAddressId deliveryAddressId giftPackagePriceMinor
  newGuest { guestCode token expiresAt }
  campaigns { ${CAMPAIGN_FIELDS} }
  selectedCampaign { ${CAMPAIGN_FIELDS} }
  coupon { id code discountPercent discountAmountMinor isGiftCertificate }
  cargoOptions { ${CARGO_FIELDS} }
  totals { linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree
           doorFeeMinor vatMinor grandTotalMinor vat { rate netMinor vatMinor } }
  promotionProblems { code message }
  lines { id productId subProductId title seoLink variantNames quantity available memberMinOrder memberMaxOrder
          unitPriceMinor crossedOutPriceMinor personalizationPriceMinor lineTotalMinor vatRate
          image { small medium big }
          personalizations { personalizationId name value priceMinor options { id name priceMinor } } }`;
const ERROR_FIELDS = `code message field available limit seoLink`;
export const RESULT = `__typename ... on Cart { ${CART_FIELDS} } ... on CartError { ${ERROR_FIELDS} }`;

const major = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : toMajor(minor));

const legacyLine = (l: CartLine) => ({
  cart_product_id: l.id,
  product_id: l.productId,
  sub_product_id: l.subProductId ?? null,
  quantity: l.quantity,
  title: l.title,
  seo_link: l.seoLink,
  image: l.image ? { S: l.image.small, M: l.image.medium, B: l.image.big } : null,
  variant_names: l.variantNames,
  available: l.available,
  member_min_order: l.memberMinOrder ?? null,
  member_max_order: l.memberMaxOrder ?? null,
  price: major(l.unitPriceMinor),
  crossed_out_price: major(l.crossedOutPriceMinor),
  personalization_price: major(l.personalizationPriceMinor),
  total_price: major(l.lineTotalMinor),
  vat: l.vatRate,
  personalizations: l.personalizations.map((p) => ({
    personalization_id: p.personalizationId,
    name: p.name,
    value: p.value ?? null,
    price: major(p.priceMinor),
    options: p.options.map((o) => ({ id: o.id, name: o.name, price: major(o.priceMinor) })),
  })),
});

/** The spec §3 cart as legacy clients read it (cartDetails). */
export const legacyCart = (c: Cart) => ({
  id: c.id ?? null,
  customer_id: c.shopper.customerId ?? null,
  guest_code: c.shopper.guestCode ?? null,
  currency_code: c.currency,
  iso_code: c.currencyCode,
  is_gift_cart: c.isGiftCart,
  is_gift_note_active: c.isGiftNoteActive,
  gift_note: c.giftNote,
  general_note: c.generalNote,
  is_delivery_date_active: c.isDeliveryDateActive,
  delivery_date: c.deliveryDate ?? null,
  selected_campaign_id: c.selectedCampaignId ?? null,
  coupon_code: c.couponCode ?? null,
  is_coupon_code: Boolean(c.couponCode),
  cargo_id: c.cargoId ?? null,
  invoice_address_id: c.invoiceAddressId ?? null,
  delivery_address_id: c.deliveryAddressId ?? null,
  price_personalization: major(c.personalizationTotalMinor),
  total_quantity: c.itemCount,
  sub_total: major(c.subtotalMinor),
  products: c.lines.map(legacyLine),
  ...legacyPromotions(c),
});

const legacyCampaign = (c: CartCampaign) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  discount_percent: c.discountPercent ?? null,
  discount_amount: major(c.discountAmountMinor),
  min_cart_amount: major(c.minCartAmountMinor),
  is_free_cargo: c.isFreeCargo,
  end_date: c.endsAt,
  is_applicable: c.isApplicable,
  is_selected: c.isSelected,
});

/** getCargo items. */
export const legacyCargo = (k: CargoOption) => ({
  id: k.id,
  name: k.name,
  price: major(k.priceMinor),
  free_above: major(k.freeAboveMinor),
  charged_price: major(k.chargedMinor),
  is_selected: k.isSelected,
  tracking_url: k.trackingUrl,
  currency_code: k.currency,
});

/** Promotions, cargo and totals of the spec §3 cart (campaign_list, price_cargo, …) plus the server's totals. */
const legacyPromotions = (c: Cart) => ({
  price_gift_package: major(c.giftPackagePriceMinor),
  campaign_list: c.campaigns.map(legacyCampaign),
  selected_campaign_list: c.selectedCampaign ? [legacyCampaign(c.selectedCampaign)] : [],
  coupon: c.coupon
    ? { id: c.coupon.id, code: c.coupon.code, discount_percent: c.coupon.discountPercent ?? null, discount_amount: major(c.coupon.discountAmountMinor), is_gift_certificate: c.coupon.isGiftCertificate }
    : null,
  cargo_list: c.cargoOptions.map(legacyCargo),
  is_cargo_free: c.totals.isCargoFree,
  price_cargo: major(c.totals.cargoMinor),
  totals: {
    lines: major(c.totals.linesMinor),
    personalization: major(c.totals.personalizationMinor),
    gift_package: major(c.totals.giftPackageMinor),
    campaign_discount: major(c.totals.campaignDiscountMinor),
    coupon_discount: major(c.totals.couponDiscountMinor),
    cargo: major(c.totals.cargoMinor),
    door_fee: major(c.totals.doorFeeMinor),
    vat: major(c.totals.vatMinor),
    vat_list: c.totals.vat.map((v) => ({ rate: v.rate, net: major(v.netMinor), vat: major(v.vatMinor) })),
    grand_total: major(c.totals.grandTotalMinor),
  },
  promotion_problems: c.promotionProblems.map((p) => ({ code: legacyCode(p.code), message: p.message })),
});

const legacyError = (e: CartError) => ({
  code: legacyCode(e.code),
  data: {
    message: e.message,
    field: e.field ?? null,
    available: e.available ?? null,
    limit: e.limit ?? null,
    seo_link: e.seoLink ?? null,
  },
});

/** A positive integer (number or digit string) or null when absent; anything else is malformed input. */
export function optionalId(value: unknown, field: string): number | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  if (typeof value === "string" && /^-?\d{1,9}$/.test(value.trim())) return Number(value.trim());
  throw new RestInputError(field);
}

function products(input: RestInput): Record<string, unknown>[] {
  const list = body(input).products;
  if (!Array.isArray(list) || list.length > 50) throw new RestInputError("products");
  return list.map((item) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) throw new RestInputError("products");
    return item as Record<string, unknown>;
  });
}

function personalizations(value: unknown) {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.length > 50) throw new RestInputError("personalizations");
  return value.map((raw) => {
    if (typeof raw !== "object" || raw === null) throw new RestInputError("personalizations");
    const p = raw as Record<string, unknown>;
    const id = optionalId(p.personalization_id ?? p.id, "personalizations");
    if (id === null) throw new RestInputError("personalizations");
    const rawOptions = p.option_ids ?? p.options ?? [];
    if (!Array.isArray(rawOptions)) throw new RestInputError("personalizations");
    const optionIds = rawOptions.map((o) => optionalId(typeof o === "object" && o !== null ? (o as { id?: unknown }).id : o, "personalizations"));
    if (p.value !== undefined && p.value !== null && typeof p.value !== "string" && typeof p.value !== "number") {
      throw new RestInputError("personalizations");
    }
    return {
      personalizationId: id,
      value: p.value === undefined || p.value === null ? null : String(p.value),
      optionIds: optionIds.filter((o): o is number => o !== null),
    };
  });
}

/** {success, response:[{code, data}], guest_code, guest_token, cartDetails} — success when every item succeeded. */
function batchReply(result: CartBatchResult, okCode: string) {
  const cart = result.cart;
  return {
    body: {
      success: result.errors.every((e) => e === null),
      response: result.errors.map((e, index) => (e ? legacyError(e) : { code: okCode, data: { index } })),
      guest_code: cart?.shopper.guestCode ?? null,
      guest_token: cart?.newGuest?.token ?? null,
      cartDetails: cart ? legacyCart(cart) : null,
    },
  };
}

export function cartReply(result: CartResult, okCode: string) {
  if (result.__typename === "CartError") {
    const e = result as CartError;
    return { body: { success: false, code: legacyCode(e.code), message: e.message, data: legacyError(e).data } };
  }
  const cart = result as Cart;
  return { body: { success: true, code: okCode, guest_code: cart.shopper.guestCode ?? null, cartDetails: legacyCart(cart) } };
}

export const cartRoutes: RestRoute[] = [
  /**
   * POST /api/v1/cart/add?language&fbp&fbc — body {customer_id, is_guest, guest_code, currency, products:[{product_id,
   * sub_product_id, quantity, personalizations:[{personalization_id|id, value, option_ids|options}]}]}.
   * 200 {success, response:[{code, data}], guest_code, guest_token, cartDetails}. `code` per product: `added_to_cart`
   * or a cart code (error_while_add_cart, required_sub_product with data.seo_link, personalization_required with
   * data.field, no_stock / product_no_stock with data.available, error_member_min_order / _max_order with data.limit).
   * An anonymous caller's first successful add creates the guest: guest_code and guest_token (keep it as the bearer).
   */
  defineRoute<Pick<Mutation, "addItemsToCart">, { items: unknown[]; language: string }>({
    method: "POST",
    path: "/api/v1/cart/add",
    access: "optional",
    document: `mutation RestCartAdd($items: [AddToCartInput!]!, $language: String) {
      addItemsToCart(items: $items, language: $language) { errors { ${ERROR_FIELDS} } cart { ${CART_FIELDS} } } }`,
    variables: (input) => ({
      language: input.language,
      items: products(input).map((p) => ({
        productId: optionalId(p.product_id, "product_id"),
        subProductId: optionalId(p.sub_product_id, "sub_product_id"),
        quantity: optionalId(p.quantity, "quantity"),
        personalizations: personalizations(p.personalizations),
      })),
    }),
    reply: (data) => batchReply(data.addItemsToCart, "added_to_cart"),
  }),
  /**
   * POST /api/v1/cart/update?language — body {cart_id, customer_id, is_guest, guest_code, currency,
   * products:[{cart_product_id, quantity}]}. Same reply as add; `code` per line `updated_product` or a cart code.
   * Another shopper's line: 404.
   */
  defineRoute<Pick<Mutation, "updateCartLines">, { items: unknown[]; language: string }>({
    method: "POST",
    path: "/api/v1/cart/update",
    access: "shopper",
    document: `mutation RestCartUpdate($items: [UpdateCartLineInput!]!, $language: String) {
      updateCartLines(items: $items, language: $language) { errors { ${ERROR_FIELDS} } cart { ${CART_FIELDS} } } }`,
    variables: (input) => ({
      language: input.language,
      items: products(input).map((p) => ({
        cartProductId: optionalId(p.cart_product_id, "cart_product_id"),
        quantity: optionalId(p.quantity, "quantity"),
      })),
    }),
    reply: (data) => batchReply(data.updateCartLines, "updated_product"),
  }),
  /** GET /api/v1/cart/delete/{id}?language — id = cart_product_id. 200 {success, code:"deleted_product", guest_code, cartDetails}; another shopper's line: 404. */
  defineRoute<Pick<Mutation, "removeCartLine">, { id: number; language: string }>({
    method: "GET",
    path: "/api/v1/cart/delete/{id}",
    access: "shopper",
    document: `mutation RestCartDelete($id: Int!, $language: String) { removeCartLine(cartProductId: $id, language: $language) { ${RESULT} } }`,
    variables: (input) => ({ id: idParam(input), language: input.language }),
    reply: (data) => cartReply(data.removeCartLine, "deleted_product"),
  }),
  /**
   * GET /api/v1/cart/getCartDetails/{id}?language&currency&payment_code — id = the caller's guest code, member id or
   * cart id (anything else: 404). 200 {success, code:"cart_details", guest_code, cartDetails}; an empty cart has id null.
   */
  defineRoute<Pick<Query, "cart">, { id: string; language: string; currency: string | null; paymentCode: string | null }>({
    method: "GET",
    path: "/api/v1/cart/getCartDetails/{id}",
    access: "shopper",
    document: `query RestCartDetails($id: String, $language: String, $currency: String, $paymentCode: String) {
      cart(id: $id, language: $language, currency: $currency, paymentCode: $paymentCode) { ${RESULT} } }`,
    variables: (input) => {
      const id = input.params.id ?? "";
      if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new RestInputError("id");
      return { id, language: input.language, currency: queryString(input, "currency") ?? null, paymentCode: queryString(input, "payment_code") ?? null };
    },
    reply: (data) => cartReply(data.cart, "cart_details"),
  }),
];
