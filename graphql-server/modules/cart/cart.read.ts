// The cart read model: the shopper's cart with its lines priced from the catalogue now (the display price of the
// product or sub-product with its campaigns), personalization prices per unit, line totals, item count
// and subtotal — integer minor units converted once (convertMinor) into the cart's currency or the one asked for. A fixed number of statements whatever
// the number of lines: cart, lines (with titles, images, variant names), personalizations, options, campaigns,
// and the promotion data of cart-promotions.ts (cart campaigns, coupon, cargo, settings, door fee) for the
// campaign list, coupon, cargo options, totals and promotion problems (docs/decisions/013).
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import type { Cart, CartLine, CartPersonalization } from "../../generated/resolvers-types.js";
import { runningCampaigns } from "../campaign/index.js";
import { campaignsFor, imageDto, priceBlock } from "../catalog/index.js";
import { inParallel, intList, num, numOrNull, sql, str, strOrNull, type Row, translationJoins } from "../../core/db.js";
import { findCoupon } from "../coupon/index.js";
import { guestCodes } from "../guest/index.js";
import { underOneVersion } from "../../core/public-data-memo.js";
import { findCurrency } from "../localization/index.js";
import { convertMinor } from "./cart-totals.js";
import { evaluatePromotions, loadShopWidePromotionData, type CartPromotions, type PromotionLine, type PromotionProblemResult } from "./cart-promotions.js";

export interface StoredPersonalization {
  personalizationId: number;
  value: string | null;
  optionIds: number[];
}

/** Cart DTO minus the field only the creating add sets. */
export type CartDto = Omit<Cart, "newGuest" | "promotionProblems"> & { __typename: "Cart"; promotionProblems: PromotionProblemResult[] };

export interface ReadCartOptions {
  /** `door` adds the cash-on-delivery fee to the totals. */
  paymentCode?: string | null;
  /** Show the amounts in this currency (ISO code, legacy code or id) instead of the cart's; unknown = the cart's. */
  currency?: string | null;
}

/** Σ quantities of the shopper's cart lines (the header badge): one statement, no pricing. */
export async function cartItemCount(em: EntityManager, shopper: Shopper): Promise<number> {
  const rows = await sql(
    em,
    `select coalesce(sum(l.quantity), 0) as count from cart c join cart_product l on l.cart_id = c.id where c.shopper_kind = ? and c.shopper_id = ?`,
    [shopper.kind, shopper.id],
  );
  return num(rows[0].count);
}

export async function findCartId(em: EntityManager, shopper: Shopper): Promise<number | null> {
  const rows = await sql(em, `select id from cart where shopper_kind = ? and shopper_id = ?`, [shopper.kind, shopper.id]);
  return rows.length ? num(rows[0].id) : null;
}

/** The full cart DTO (lines with VAT rates, campaigns, coupon, cargo options, totals, promotion problems). */
export async function readCart(scope: RequestScope, shopper: Shopper, options: ReadCartOptions = {}): Promise<CartDto> {
  return (await readCartState(scope, shopper, options)).dto;
}

/** The cart DTO with the promotion evaluation behind it (selectCampaign/applyCoupon check against it). */
export async function readCartState(
  scope: RequestScope,
  shopper: Shopper,
  options: ReadCartOptions = {},
): Promise<{ dto: CartDto; promotions: CartPromotions }> {
  // One moment's shop-wide data prices the whole cart.
  scope = underOneVersion(scope);
  const { em, language } = scope;
  const [rows, display, shopWide] = await inParallel(em, [
    () => cartWithLines(em, shopper, language),
    // The asked currency (unknown: the cart's own), else the request's display currency (unknown: the default, as
    // the catalogue does), else the cart's own.
    () =>
      options.currency
        ? findCurrency(em, options.currency)
        : scope.currency
          ? findCurrency(em, scope.currency, { orDefault: true })
          : Promise.resolve(null),
    // The same for every cart, so asked for beside it (mostly kept in memory).
    () => loadShopWidePromotionData(scope, options.paymentCode ?? null),
  ]);
  const cart = rows.length ? cartHead(rows[0]) : await noCartHead(em, shopper);
  const cartId = numOrNull(cart.id);
  const target = display ?? cart;
  const targetRate = num(target.exchange_rate) || 1;
  const couponCode = strOrNull(cart.coupon_code);
  const lineRows = rows.filter((r) => r.id !== null);
  const [priced, coupon] = await inParallel(em, [
    () => priceLines(scope, lineRows, targetRate),
    // The coupon with the shopper's uses is read every time.
    () => (couponCode ? findCoupon(em, couponCode, shopper) : Promise.resolve(null)),
  ]);
  const lines = priced.map((p) => p.line);
  const promotions = evaluatePromotions(
    {
      shopper,
      selectedCampaignId: numOrNull(cart.selected_campaign_id),
      couponCode,
      cargoId: numOrNull(cart.cargo_id),
      isGiftCart: Boolean(cart.is_gift_cart),
      currencyCode: str(target.iso_code),
      currency: str(target.currency_code),
      convert: (minor, fromRate) => convertMinor(minor, fromRate, targetRate),
    },
    priced.map((p) => p.facts),
    { ...shopWide, coupon },
  );
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
  const personalizationTotal = lines.reduce((sum, l) => sum + l.personalizationPriceMinor * l.quantity, 0);
  const dto: CartDto = {
    __typename: "Cart",
    id: cartId,
    shopper: {
      kind: shopper.kind === "guest" ? "GUEST" : "CUSTOMER",
      guestCode: strOrNull(cart.guest_code),
      customerId: shopper.kind === "customer" ? shopper.id : null,
    },
    currencyCode: str(target.iso_code),
    currency: str(target.currency_code),
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalMinor: subtotal,
    personalizationTotalMinor: personalizationTotal,
    isGiftCart: Boolean(cart.is_gift_cart),
    isGiftNoteActive: Boolean(cart.is_gift_note_active),
    giftNote: str(cart.gift_note),
    generalNote: str(cart.general_note),
    isDeliveryDateActive: promotions.isDeliveryDateActive,
    deliveryDate: promotions.isDeliveryDateActive ? strOrNull(cart.delivery_date) : null,
    selectedCampaignId: numOrNull(cart.selected_campaign_id),
    couponCode,
    cargoId: promotions.cargoOptions.find((k) => k.isSelected)?.id ?? null,
    invoiceAddressId: numOrNull(cart.invoice_address_id),
    deliveryAddressId: numOrNull(cart.delivery_address_id),
    campaigns: promotions.campaigns,
    selectedCampaign: promotions.selectedCampaign,
    coupon: promotions.coupon,
    cargoOptions: promotions.cargoOptions,
    giftPackagePriceMinor: promotions.giftPackagePriceMinor,
    totals: promotions.totals,
    promotionProblems: promotions.promotionProblems,
  };
  return { dto, promotions };
}

/**
 * The shopper's cart row, its currency and guest code, repeated on each of its lines (one row with no line columns
 * for an empty cart; none without a cart): one statement, since a cart is read after every change.
 */
async function cartWithLines(em: EntityManager, shopper: Shopper, language: string): Promise<Row[]> {
  return sql(
    em,
    `select c.id as cart_id, c.coupon_code, c.selected_campaign_id, c.cargo_id, c.is_gift_cart, c.is_gift_note_active, c.gift_note,
            c.general_note, c.delivery_date, c.invoice_address_id, c.delivery_address_id,
            ccur.code as cart_currency_code, ccur.iso_code as cart_iso_code, ccur.exchange_rate as cart_exchange_rate, g.code as guest_code,
            l.id, l.product_id, l.sub_product_id, l.quantity, l.personalizations,
            p.category_id, p.vat_rate, p.free_cargo, p.member_min_order, p.member_max_order, p.is_active,
            coalesce(sp.selling_price_minor, p.selling_price_minor) as selling_price_minor,
            case when sp.id is null then p.discounted_price_minor else sp.discounted_price_minor end as discounted_price_minor,
            case when sp.id is null then p.stock_amount when sp.is_active then sp.stock_amount else 0 end as available,
            cur.code as currency_code, cur.iso_code, cur.exchange_rate,
            coalesce(t.title, t0.title, p.name) as title, coalesce(t.seo_link, t0.seo_link, '') as seo_link,
            coalesce(n1.name, n10.name) as name1, coalesce(n2.name, n20.name) as name2,
            img.id as image_id, img.small, img.medium, img.big, img.sort as image_sort, img.variant1_id, img.variant2_id
       from cart c
       join currency ccur on ccur.id = c.currency_id
       left join guest g on c.shopper_kind = 'guest' and g.id = c.shopper_id
       left join (cart_product l
         join product p on p.id = l.product_id
         join currency cur on cur.id = p.currency_id
         left join sub_product sp on sp.id = l.sub_product_id
         ${translationJoins("product_translation", "t", "product_id", "p.id")}
         ${translationJoins("property_translation", "n1", "property_id", "sp.property1_id")}
         ${translationJoins("property_translation", "n2", "property_id", "sp.property2_id")}
         left join lateral (select i.id, i.small, i.medium, i.big, i.sort, i.variant1_id, i.variant2_id
                              from product_image i where i.product_id = p.id
                             order by (sp.property1_id is not null and i.variant1_id = sp.property1_id) desc, i.sort, i.id
                             limit 1) img on true) on l.cart_id = c.id
      where c.shopper_kind = ? and c.shopper_id = ?
      order by l.id`,
    [language, language, language, shopper.kind, shopper.id],
  );
}

/** The cart's own columns of a cartWithLines row, under the names a currency row has (target = display ?? cart). */
const cartHead = (row: Row): Row => ({
  ...row,
  id: row.cart_id,
  currency_code: row.cart_currency_code,
  iso_code: row.cart_iso_code,
  exchange_rate: row.cart_exchange_rate,
});

/** A shopper without a cart: the default currency (TRY) and the guest code. */
async function noCartHead(em: EntityManager, shopper: Shopper): Promise<Row> {
  const [currency, codes] = await inParallel(em, [
    () => sql(em, `select code as currency_code, iso_code, exchange_rate from currency order by is_default desc, id limit 1`),
    () => (shopper.kind === "guest" ? guestCodes(em, [shopper.id]) : Promise.resolve(new Map<number, string>())),
  ]);
  return { ...currency[0], id: null, guest_code: codes.get(shopper.id) ?? null };
}

/** The lines of cartWithLines priced in the cart's currency, with the facts the promotion rules need. */
async function priceLines(scope: RequestScope, rows: Row[], cartRate: number): Promise<{ line: CartLine; facts: PromotionLine }[]> {
  const { em, language } = scope;
  if (rows.length === 0) return [];
  // Personalization prices are looked up only when a line carries personalizations (most carts have none).
  const personalized = [...new Set(rows.filter((r) => (r.personalizations as StoredPersonalization[]).length > 0).map((r) => num(r.product_id)))];
  const none = () => Promise.resolve([] as Row[]);
  const [personalizationRows, optionRows, campaigns] = await inParallel(em, [
    () =>
      !personalized.length ? none() : sql(
        em,
        `select z.id, z.is_price_free, z.price_minor, coalesce(t.name, t0.name, '') as name
         from personalization z
         ${translationJoins("personalization_translation", "t", "personalization_id", "z.id")}
        where z.product_id = any(?::int[])`,
        [language, intList(personalized)],
      ),
    () =>
      !personalized.length ? none() : sql(
        em,
        `select o.id, o.is_price_free, o.price_minor, coalesce(t.name, t0.name, '') as name
         from personalization_option o
         join personalization z on z.id = o.personalization_id
         ${translationJoins("personalization_option_translation", "t", "option_id", "o.id")}
        where z.product_id = any(?::int[])`,
        [language, intList(personalized)],
      ),
    () => runningCampaigns(scope, "price"),
  ]);
  const personalizationsById = new Map(personalizationRows.map((z) => [num(z.id), z]));
  const optionsById = new Map(optionRows.map((o) => [num(o.id), o]));
  const paid = (r: Row) => (r.is_price_free ? 0 : num(r.price_minor));

  return rows.map((r) => {
    const productRate = num(r.exchange_rate) || 1;
    const toCart = (minor: number) => convertMinor(minor, productRate, cartRate);
    const productId = num(r.product_id);
    const block = priceBlock(
      {
        sellingMinor: num(r.selling_price_minor),
        discountedMinor: numOrNull(r.discounted_price_minor),
        vatRate: num(r.vat_rate),
        currencyCode: str(r.currency_code),
        isoCode: str(r.iso_code),
        exchangeRate: productRate,
      },
      campaignsFor(campaigns, productId, r.category_id === null ? null : num(r.category_id)),
    );
    const personalizations: CartPersonalization[] = (r.personalizations as StoredPersonalization[])
      .filter((v) => personalizationsById.has(v.personalizationId))
      .map((v) => {
        const z = personalizationsById.get(v.personalizationId)!;
        const options = v.optionIds
          .map((id) => optionsById.get(id))
          .filter((o): o is Row => o !== undefined)
          .map((o) => ({
            id: num(o.id),
            name: str(o.name),
            priceMinor: toCart(paid(o)),
          }));
        return {
          personalizationId: v.personalizationId,
          name: str(z.name),
          value: v.value,
          options,
          priceMinor: toCart(paid(z)) + options.reduce((sum, o) => sum + o.priceMinor, 0),
        };
      });
    // The cart charges what the product page promises "in the cart": the extra-discount price (shown price
    // × 0.9); the crossed-out price is the higher of the selling and shown prices.
    const unit = toCart(block.extraDiscountPriceMinor);
    const crossedOut = toCart(block.crossedOutPriceMinor ?? block.displayPriceMinor);
    const personalizationPrice = personalizations.reduce((sum, v) => sum + v.priceMinor, 0);
    const quantity = num(r.quantity);
    const title = str(r.title);
    const available = r.is_active ? Math.max(0, num(r.available)) : 0;
    const vatRate = num(r.vat_rate);
    const line: CartLine = {
      id: num(r.id),
      productId,
      subProductId: numOrNull(r.sub_product_id),
      title,
      seoLink: str(r.seo_link),
      image: r.image_id === null || r.image_id === undefined ? null : imageDto(r, title, "image_"),
      variantNames: [r.name1, r.name2].filter((n) => n !== null && n !== undefined).map(str),
      quantity,
      available,
      memberMinOrder: numOrNull(r.member_min_order),
      memberMaxOrder: numOrNull(r.member_max_order),
      unitPriceMinor: unit,
      crossedOutPriceMinor: crossedOut > unit ? crossedOut : null,
      personalizationPriceMinor: personalizationPrice,
      lineTotalMinor: (unit + personalizationPrice) * quantity,
      personalizations,
      vatRate,
    };
    const facts: PromotionLine = {
      productId,
      categoryId: numOrNull(r.category_id),
      quantity,
      available,
      hasPriceCampaign: block.campaignPriceMinor !== null && block.campaignPriceMinor !== undefined,
      unitMinor: unit,
      personalizationMinor: personalizationPrice,
      vatRate,
      freeCargo: Boolean(r.free_cargo),
    };
    return { line, facts };
  });
}
