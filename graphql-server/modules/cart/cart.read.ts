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
import { campaignsFor, priceBlock, productImage } from "../catalog/index.js";
import { inParallel, sql as rawSql, translationJoins } from "../../core/db.js";
import { rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { findCoupon } from "../coupon/index.js";
import { guestCodes } from "../guest/index.js";
import { underOneVersion } from "../../core/public-data-memo.js";
import { findCurrency } from "../localization/index.js";
import { convertMinor } from "./cart-totals.js";
import { evaluatePromotions, loadShopWidePromotionData, type CartPromotions, type PromotionLine, type PromotionProblemResult } from "./cart-promotions.js";
import { cartDatabase as db } from "./cart.database.js";

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

/** The cart's own columns and its currency, as cartWithLines answers them (a shopper without a cart: cart_id null). */
type CartHead = {
  cart_id: number | null;
  coupon_code: string | null;
  selected_campaign_id: number | null;
  cargo_id: number | null;
  is_gift_cart: boolean;
  is_gift_note_active: boolean;
  gift_note: string;
  general_note: string;
  delivery_date: string | null;
  invoice_address_id: number | null;
  delivery_address_id: number | null;
  cart_currency_code: string;
  cart_iso_code: string;
  /** numeric: text from the driver. */
  cart_exchange_rate: string;
  guest_code: string | null;
};

/** One line of the cart priced from the catalogue now, with its product's currency, title, variant names and image. */
type LineRow = CartHead & {
  id: number;
  product_id: number;
  sub_product_id: number | null;
  quantity: number;
  personalizations: StoredPersonalization[];
  category_id: number | null;
  vat_rate: number;
  free_cargo: boolean;
  member_min_order: number | null;
  member_max_order: number | null;
  is_active: boolean;
  selling_price_minor: number;
  discounted_price_minor: number | null;
  available: number;
  currency_code: string;
  iso_code: string;
  /** numeric: text from the driver. */
  exchange_rate: string;
  title: string;
  seo_link: string;
  name1: string | null;
  name2: string | null;
  image_id: number | null;
  small: string;
  medium: string;
  big: string;
  image_sort: number;
  variant1_id: number | null;
  variant2_id: number | null;
};

/** A row of cartWithLines: a line, or (an empty cart) the cart's columns alone, its line columns null. */
type CartRow = LineRow | (CartHead & { cart_id: number; id: null });

/** Σ quantities of the shopper's cart lines (the header badge): one statement, no pricing. */
export async function cartItemCount(em: EntityManager, shopper: Shopper): Promise<number> {
  const [counted] = await rows(
    em,
    db
      .selectFrom("cart as c")
      .innerJoin("cart_product as l", "l.cart_id", "c.id")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("l.quantity"), sql<number>`0`).as("count"))
      .where("c.shopper_kind", "=", shopper.kind)
      .where("c.shopper_id", "=", shopper.id),
  );
  return counted.count;
}

export async function findCartId(em: EntityManager, shopper: Shopper): Promise<number | null> {
  const [cart] = await rows(em, db.selectFrom("cart").select("id").where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id));
  return cart?.id ?? null;
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
  const [cartRows, display, shopWide] = await inParallel(em, [
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
  const cart = cartRows[0] ?? (await noCartHead(em, shopper));
  const cartId = cart.cart_id;
  // The currency shown: the one asked for (another module's row), else the cart's own.
  const target = display
    ? { code: display.currency_code, isoCode: display.iso_code, rate: Number(display.exchange_rate) || 1 }
    : { code: cart.cart_currency_code, isoCode: cart.cart_iso_code, rate: Number(cart.cart_exchange_rate) || 1 };
  const targetRate = target.rate;
  const couponCode = cart.coupon_code;
  const lineRows = cartRows.filter((r): r is LineRow => r.id !== null);
  const [priced, coupon] = await inParallel(em, [
    () => priceLines(scope, lineRows, targetRate),
    // The coupon with the shopper's uses is read every time.
    () => (couponCode ? findCoupon(em, couponCode, shopper) : Promise.resolve(null)),
  ]);
  const lines = priced.map((p) => p.line);
  const promotions = evaluatePromotions(
    {
      shopper,
      selectedCampaignId: cart.selected_campaign_id,
      couponCode,
      cargoId: cart.cargo_id,
      isGiftCart: cart.is_gift_cart,
      currencyCode: target.isoCode,
      currency: target.code,
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
      guestCode: cart.guest_code,
      customerId: shopper.kind === "customer" ? shopper.id : null,
    },
    currencyCode: target.isoCode,
    currency: target.code,
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalMinor: subtotal,
    personalizationTotalMinor: personalizationTotal,
    isGiftCart: cart.is_gift_cart,
    isGiftNoteActive: cart.is_gift_note_active,
    giftNote: cart.gift_note,
    generalNote: cart.general_note,
    isDeliveryDateActive: promotions.isDeliveryDateActive,
    deliveryDate: promotions.isDeliveryDateActive ? cart.delivery_date : null,
    selectedCampaignId: cart.selected_campaign_id,
    couponCode,
    cargoId: promotions.cargoOptions.find((k) => k.isSelected)?.id ?? null,
    invoiceAddressId: cart.invoice_address_id,
    deliveryAddressId: cart.delivery_address_id,
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
 * for an empty cart; none without a cart): one statement, since a cart is read after every change. Its nested join
 * and the lateral pick of each line's image stay written out, the answer typed as CartRow.
 */
async function cartWithLines(em: EntityManager, shopper: Shopper, language: string): Promise<CartRow[]> {
  return rawSql<CartRow>(
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

/** A shopper without a cart: the default currency (TRY), the guest code and a new cart's settings. */
async function noCartHead(em: EntityManager, shopper: Shopper): Promise<CartHead> {
  const [[currency], codes] = await inParallel(em, [
    () => rows(em, db.selectFrom("currency").select(["code", "iso_code", "exchange_rate"]).orderBy("is_default", "desc").orderBy("id").limit(1)),
    () => (shopper.kind === "guest" ? guestCodes(em, [shopper.id]) : Promise.resolve(new Map<number, string>())),
  ]);
  return {
    cart_id: null,
    coupon_code: null,
    selected_campaign_id: null,
    cargo_id: null,
    is_gift_cart: false,
    is_gift_note_active: false,
    gift_note: "",
    general_note: "",
    delivery_date: null,
    invoice_address_id: null,
    delivery_address_id: null,
    cart_currency_code: currency.code,
    cart_iso_code: currency.iso_code,
    cart_exchange_rate: currency.exchange_rate,
    guest_code: codes.get(shopper.id) ?? null,
  };
}

/** The personalizations of these products with their names in the language (else the default language's). */
const personalizationsOf = (language: string, productIds: number[]) =>
  db
    .selectFrom("personalization as z")
    .leftJoin("personalization_translation as t", (join) => join.onRef("t.personalization_id", "=", "z.id").on("t.language", "=", language))
    .leftJoin("personalization_translation as t0", (join) => join.onRef("t0.personalization_id", "=", "z.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .select((eb) => ["z.id", "z.is_price_free", "z.price_minor", eb.fn.coalesce("t.name", "t0.name", sql.lit("")).as("name")])
    .where("z.product_id", "=", sql<number>`any(${productIds}::int[])`);

/** Their options, named likewise. */
const personalizationOptionsOf = (language: string, productIds: number[]) =>
  db
    .selectFrom("personalization_option as o")
    .innerJoin("personalization as z", "z.id", "o.personalization_id")
    .leftJoin("personalization_option_translation as t", (join) => join.onRef("t.option_id", "=", "o.id").on("t.language", "=", language))
    .leftJoin("personalization_option_translation as t0", (join) => join.onRef("t0.option_id", "=", "o.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
    .select((eb) => ["o.id", "o.is_price_free", "o.price_minor", eb.fn.coalesce("t.name", "t0.name", sql.lit("")).as("name")])
    .where("z.product_id", "=", sql<number>`any(${productIds}::int[])`);

/** The lines of cartWithLines priced in the cart's currency, with the facts the promotion rules need. */
async function priceLines(scope: RequestScope, lineRows: LineRow[], cartRate: number): Promise<{ line: CartLine; facts: PromotionLine }[]> {
  const { em, language } = scope;
  if (lineRows.length === 0) return [];
  // Personalization prices are looked up only when a line carries personalizations (most carts have none).
  const personalized = [...new Set(lineRows.filter((r) => r.personalizations.length > 0).map((r) => r.product_id))];
  const none = () => Promise.resolve([]);
  const [personalizationRows, optionRows, campaigns] = await inParallel(em, [
    () => (!personalized.length ? none() : rows(em, personalizationsOf(language, personalized))),
    () => (!personalized.length ? none() : rows(em, personalizationOptionsOf(language, personalized))),
    () => runningCampaigns(scope, "price"),
  ]);
  const personalizationsById = new Map(personalizationRows.map((z) => [z.id, z]));
  const optionsById = new Map(optionRows.map((o) => [o.id, o]));
  const paid = (r: { is_price_free: boolean; price_minor: number }) => (r.is_price_free ? 0 : r.price_minor);

  return lineRows.map((r) => {
    const productRate = Number(r.exchange_rate) || 1;
    const toCart = (minor: number) => convertMinor(minor, productRate, cartRate);
    const productId = r.product_id;
    const block = priceBlock(
      {
        sellingMinor: r.selling_price_minor,
        discountedMinor: r.discounted_price_minor,
        vatRate: r.vat_rate,
        currencyCode: r.currency_code,
        isoCode: r.iso_code,
        exchangeRate: productRate,
      },
      campaignsFor(campaigns, productId, r.category_id),
    );
    const personalizations: CartPersonalization[] = r.personalizations
      .filter((v) => personalizationsById.has(v.personalizationId))
      .map((v) => {
        const z = personalizationsById.get(v.personalizationId)!;
        const options = v.optionIds
          .map((id) => optionsById.get(id))
          .filter((o) => o !== undefined)
          .map((o) => ({
            id: o.id,
            name: o.name,
            priceMinor: toCart(paid(o)),
          }));
        return {
          personalizationId: v.personalizationId,
          name: z.name,
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
    const quantity = r.quantity;
    const title = r.title;
    const available = r.is_active ? Math.max(0, r.available) : 0;
    const vatRate = r.vat_rate;
    const line: CartLine = {
      id: r.id,
      productId,
      subProductId: r.sub_product_id,
      title,
      seoLink: r.seo_link,
      image: r.image_id === null ? null : productImage({ ...r, id: r.image_id, sort: r.image_sort }, title),
      variantNames: [r.name1, r.name2].filter((n) => n !== null),
      quantity,
      available,
      memberMinOrder: r.member_min_order,
      memberMaxOrder: r.member_max_order,
      unitPriceMinor: unit,
      crossedOutPriceMinor: crossedOut > unit ? crossedOut : null,
      personalizationPriceMinor: personalizationPrice,
      lineTotalMinor: (unit + personalizationPrice) * quantity,
      personalizations,
      vatRate,
    };
    const facts: PromotionLine = {
      productId,
      categoryId: r.category_id,
      quantity,
      available,
      hasPriceCampaign: block.campaignPriceMinor !== null && block.campaignPriceMinor !== undefined,
      unitMinor: unit,
      personalizationMinor: personalizationPrice,
      vatRate,
      freeCargo: r.free_cargo,
    };
    return { line, facts };
  });
}
