// /api/v1 cart routes with the legacy shapes. The identity comes from the bearer token only: the body's
// customer_id, is_guest, guest_code and cart_id are accepted and ignored (they never authorise). Prices in replies
// are major units converted from the server's minor units.
import type { CargoOption, Cart, CartBatchResult, CartCampaign, CartError, CartLine, CartResult, Mutation, Query } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyObject, pathId, pathRef, queryText, textOrNumber, wholeNumber } from "../../core/rest-input.js";
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

/** The cart as legacy clients read it (cartDetails). */
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

/** Promotions, cargo and totals of the legacy cart (campaign_list, price_cargo, …) plus the server's totals. */
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

/** An option of a personalization comes as its id or as an object carrying one. */
const optionId = z.unknown().transform((option) => (typeof option === "object" && option !== null ? (option as { id?: unknown }).id : option));

/** A personalization of an added line: its id (`personalization_id` or `id`), a value, and option ids (`option_ids` or `options`). */
const personalization = legacyObject(
  {
    personalization_id: wholeNumber.refine((id) => id !== null),
    value: textOrNumber,
    option_ids: z.array(optionId.pipe(wholeNumber)),
  },
  (p) => ({ ...p, personalization_id: firstGiven(p, "personalization_id", "id"), option_ids: firstGiven(p, "option_ids", "options") ?? [] }),
);

/** The lines of an add or update: an array of at most 50 objects, each with the given fields. */
const cartLines = <S extends z.ZodRawShape>(shape: S) => legacyBody(() => ({ products: z.array(z.object(shape)).max(50) }));

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
  defineRoute({
    method: "POST",
    path: "/api/v1/cart/add",
    access: "optional",
    body: cartLines({
      product_id: wholeNumber,
      sub_product_id: wholeNumber,
      quantity: wholeNumber,
      personalizations: z.array(personalization).max(50).nullish(),
    }),
    document: `mutation RestCartAdd($items: [AddToCartInput!]!, $language: String) {
      addItemsToCart(items: $items, language: $language) { errors { ${ERROR_FIELDS} } cart { ${CART_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({
      language,
      items: body.products.map((p) => ({
        productId: p.product_id,
        subProductId: p.sub_product_id,
        quantity: p.quantity,
        personalizations:
          p.personalizations?.map((chosen) => ({
            personalizationId: chosen.personalization_id,
            value: chosen.value,
            optionIds: chosen.option_ids.filter((id): id is number => id !== null),
          })) ?? null,
      })),
    }),
    reply: (data: Pick<Mutation, "addItemsToCart">) => batchReply(data.addItemsToCart, "added_to_cart"),
  }),
  /**
   * POST /api/v1/cart/update?language — body {cart_id, customer_id, is_guest, guest_code, currency,
   * products:[{cart_product_id, quantity}]}. Same reply as add; `code` per line `updated_product` or a cart code.
   * Another shopper's line: 404.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/cart/update",
    access: "shopper",
    body: cartLines({ cart_product_id: wholeNumber, quantity: wholeNumber }),
    document: `mutation RestCartUpdate($items: [UpdateCartLineInput!]!, $language: String) {
      updateCartLines(items: $items, language: $language) { errors { ${ERROR_FIELDS} } cart { ${CART_FIELDS} } } }`,
    variables: ({ body }, { language }) => ({
      language,
      items: body.products.map((p) => ({ cartProductId: p.cart_product_id, quantity: p.quantity })),
    }),
    reply: (data: Pick<Mutation, "updateCartLines">) => batchReply(data.updateCartLines, "updated_product"),
  }),
  /** GET /api/v1/cart/delete/{id}?language — id = cart_product_id. 200 {success, code:"deleted_product", guest_code, cartDetails}; another shopper's line: 404. */
  defineRoute({
    method: "GET",
    path: "/api/v1/cart/delete/{id}",
    access: "shopper",
    params: z.object({ id: pathId }),
    document: `mutation RestCartDelete($id: Int!, $language: String) { removeCartLine(cartProductId: $id, language: $language) { ${RESULT} } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Mutation, "removeCartLine">) => cartReply(data.removeCartLine, "deleted_product"),
  }),
  /**
   * GET /api/v1/cart/getCartDetails/{id}?language&currency&payment_code — id = the caller's guest code, member id or
   * cart id (anything else: 404). 200 {success, code:"cart_details", guest_code, cartDetails}; an empty cart has id null.
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/cart/getCartDetails/{id}",
    access: "shopper",
    params: z.object({ id: pathRef }),
    query: z.object({ currency: queryText, payment_code: queryText }),
    document: `query RestCartDetails($id: String, $language: String, $currency: String, $paymentCode: String) {
      cart(id: $id, language: $language, currency: $currency, paymentCode: $paymentCode) { ${RESULT} } }`,
    variables: ({ params, query }, { language }) => ({ id: params.id, language, currency: query.currency ?? null, paymentCode: query.payment_code ?? null }),
    reply: (data: Pick<Query, "cart">) => cartReply(data.cart, "cart_details"),
  }),
];
