// Cart campaigns and coupon codes over GraphQL (docs/decisions/013): every refusal code of selecting a campaign and
// applying a coupon, no stacking on price campaigns, re-checks on every read (promotionProblems), usage limits and
// claimCouponUse, and what the demo seed brings. Each test makes its own products, campaigns and coupons.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimCouponUse } from "../../graphql-server/modules/coupon/coupon.service.js";
import type {
  Mutation,
  MutationAddToCartArgs,
  MutationApplyCouponArgs,
  MutationSelectCampaignArgs,
  MutationUpdateCartLineArgs,
  Query,
} from "../../graphql-server/generated/resolvers-types.js";
import { extraDiscountPrice } from "../../graphql-server/modules/catalog/pricing.js";
import { type CartAnswer } from "../support/documents/cart.js";
import { bearer, createCampaign, createCoupon, createProduct, newGuest as newGuestFor, type CampaignSpec, type CouponSpec } from "../support/factories.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { gql, type TypedDocument, type Variables } from "../support/typed-document.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const db = (sql: string, params: unknown[] = []): Promise<Row[]> => t.orm.em.fork().getConnection().execute<Row[]>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await db(sql, params))[0];

const CART = `__typename
  ... on Cart { id currencyCode itemCount couponCode selectedCampaignId cargoId
    lines { id productId quantity unitPriceMinor lineTotalMinor vatRate }
    campaigns { id name isApplicable isSelected discountPercent discountAmountMinor minCartAmountMinor isFreeCargo }
    selectedCampaign { id isApplicable }
    coupon { id code discountPercent discountAmountMinor isGiftCertificate }
    cargoOptions { id name priceMinor freeAboveMinor chargedMinor isSelected trackingUrl }
    giftPackagePriceMinor
    totals { linesMinor personalizationMinor giftPackageMinor campaignDiscountMinor couponDiscountMinor cargoMinor isCargoFree
             doorFeeMinor vatMinor grandTotalMinor vat { rate netMinor vatMinor } }
    promotionProblems { code message } }
  ... on CartError { code message field }`;

const ADD = gql<Pick<Mutation, "addToCart">, MutationAddToCartArgs>(`mutation($input: AddToCartInput!) { addToCart(input: $input) { ${CART} } }`);
const SET_QUANTITY = gql<Pick<Mutation, "updateCartLine">, MutationUpdateCartLineArgs>(`mutation($input: UpdateCartLineInput!) { updateCartLine(input: $input) { ${CART} } }`);
const APPLY_COUPON = gql<Pick<Mutation, "applyCoupon">, MutationApplyCouponArgs>(
  `mutation($code: String!, $language: String) { applyCoupon(code: $code, language: $language) { ${CART} } }`,
);
const REMOVE_COUPON = gql<Pick<Mutation, "removeCoupon">>(`mutation { removeCoupon { ${CART} } }`);
const SELECT_CAMPAIGN = gql<Pick<Mutation, "selectCampaign">, MutationSelectCampaignArgs>(`mutation($campaignId: Int!) { selectCampaign(campaignId: $campaignId) { ${CART} } }`);
const REMOVE_CAMPAIGN = gql<Pick<Mutation, "removeCampaign">>(`mutation { removeCampaign { ${CART} } }`);
const READ = gql<Pick<Query, "cart">>(`query { cart { ${CART} } }`);

/** The one root field a cart document answers, read as a cart (or its refusal). */
async function answer<TData, TVars extends Variables>(document: TypedDocument<TData, TVars>, variables: TVars, token: string): Promise<CartAnswer> {
  const r = await t.exec(document, { variables, headers: bearer(token) });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return Object.values(r.data as Record<string, CartAnswer>)[0];
}
const readCart = (token: string) => answer(READ, {}, token);
const newGuest = () => newGuestFor(t);
const add = (token: string, productId: number, quantity: number) => answer(ADD, { input: { productId, quantity } }, token);
const setQuantity = (token: string, cartProductId: number, quantity: number) => answer(SET_QUANTITY, { input: { cartProductId, quantity } }, token);
const applyCoupon = (token: string, code: string, language = "tr") => answer(APPLY_COUPON, { code, language }, token);
const removeCoupon = (token: string) => answer(REMOVE_COUPON, {}, token);
const selectCampaign = (token: string, campaignId: number) => answer(SELECT_CAMPAIGN, { campaignId }, token);
const removeCampaign = (token: string) => answer(REMOVE_CAMPAIGN, {}, token);

/** Plain TL products with 20 in stock, each in a category of its own: no price campaign covers them. */
async function plainProducts(count: number): Promise<{ id: number; price: number; stock: number; categoryId: number }[]> {
  const products = [];
  for (let i = 0; i < count; i++) {
    const product = await createProduct(t, { stock: 20, priceMinor: 45_000 + i * 10_000 });
    // The cart charges the in-cart (extra-discount) price.
    products.push({ id: product.id, price: extraDiscountPrice(product.priceMinor), stock: product.stock, categoryId: product.categoryId });
  }
  return products;
}

/** A cart campaign (active, whole cart unless scoped); returns its id. */
const cartCampaign = async (spec: Omit<CampaignSpec, "kind">) => (await createCampaign(t, { ...spec, kind: "cart" })).id;
const coupon = (spec: CouponSpec) => createCoupon(t, spec);
/** Deactivates the seeded cart campaigns so a test's own campaigns decide alone. */
const onlyTestCampaigns = () => db(`update campaign set is_active = false where kind = 'cart'`);

describe("the demo seed", () => {
  it("seeds cart campaigns, coupons, two cargo companies and the gift package price", async () => {
    const token = await newGuest();
    const [p] = await plainProducts(1);
    const cart = await add(token, p.id, 1);
    expect(cart.campaigns.length).toBeGreaterThanOrEqual(3);
    expect(cart.campaigns.map((c) => c.name)).toContain("5.000 TL üzeri sepette %10 indirim");
    expect(cart.cargoOptions.map((k) => [k.name, k.priceMinor, k.isSelected])).toEqual([
      ["Yurtiçi Kargo", 7_990, true],
      ["Aras Kargo", 8_990, false],
    ]);
    expect(cart.giftPackagePriceMinor).toBe(4_990);
    const codes = (await db(`select code, used_count, max_uses, ends_at < now() as expired from coupon order by code`)).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(["HOSGELDIN10", "INDIRIM250", "YAZ2025", "TUKENDI50"]));
    const applied = await applyCoupon(token, "hosgeldin10");
    expect(applied).toMatchObject({ __typename: "Cart", couponCode: "HOSGELDIN10", coupon: { code: "HOSGELDIN10" } });
    expect(applied.totals.couponDiscountMinor).toBe(Math.round(p.price / 10));
    expect((await applyCoupon(token, "YAZ2025")).code).toBe("COUPON_CODE_NO_ADDED");
    expect((await applyCoupon(token, "tukendi50")).code).toBe("REACHED_MAXIMUM_USAGE");
  });

  it("keeps cart campaigns out of the catalogue's price campaigns (/kampanyalar)", async () => {
    const r = await t.exec(gql<Pick<Query, "activeCampaigns">>(`{ activeCampaigns { id name } }`));
    const cartIds = (await db(`select id from campaign where kind = 'cart'`)).map((x) => Number(x.id));
    expect(r.data!.activeCampaigns.length).toBeGreaterThan(0);
    expect(r.data!.activeCampaigns.some((c) => cartIds.includes(c.id))).toBe(false);
  });
});

describe("cart campaigns", () => {
  let products: Awaited<ReturnType<typeof plainProducts>>;
  beforeAll(async () => {
    await onlyTestCampaigns();
    products = await plainProducts(2);
    expect(products).toHaveLength(2);
  });

  it("answers every selectCampaign code and removes the selection", async () => {
    const [a, b] = products;
    const token = await newGuest();
    await add(token, a.id, 2);
    const goods = a.price * 2;
    const expired = await cartCampaign({ percent: 10, expired: true });
    const inactive = await cartCampaign({ percent: 10, isActive: false });
    const tooHigh = await cartCampaign({ percent: 10, minCartMinor: goods + 1 });
    const otherProduct = await cartCampaign({ percent: 10, productIds: [b.id] });
    const good = await cartCampaign({ percent: 10, minCartMinor: goods });
    expect((await selectCampaign(token, 999_999)).code).toBe("CAMPAIGN_NO_ADDED");
    expect((await selectCampaign(token, expired)).code).toBe("CAMPAIGN_NO_ADDED");
    expect((await selectCampaign(token, inactive)).code).toBe("CAMPAIGN_NO_ADDED");
    const below = await selectCampaign(token, tooHigh);
    expect(below).toMatchObject({ code: "CART_PRICE_MORE_THAN_CAMPAIGN_PRICE", message: "Sepet tutarı kampanya için gereken tutarın altında." });
    expect((await selectCampaign(token, otherProduct)).code).toBe("CAMPAIGN_PRODUCT_NO_STOCK");
    expect((await readCart(token)).selectedCampaignId).toBeNull();
    expect((await removeCampaign(token)).code).toBe("CAMPAIGN_NOT_REMOVED");

    const selected = await selectCampaign(token, good);
    expect(selected).toMatchObject({ __typename: "Cart", selectedCampaignId: good, selectedCampaign: { id: good, isApplicable: true } });
    expect(selected.totals.campaignDiscountMinor).toBe(Math.round(goods / 10));
    expect(selected.campaigns.find((c) => c.id === tooHigh)).toMatchObject({ isApplicable: false, isSelected: false });
    // One at a time: selecting another replaces it.
    await add(token, b.id, 1);
    const replaced = await selectCampaign(token, otherProduct);
    expect(replaced).toMatchObject({ selectedCampaignId: otherProduct });
    expect(replaced.totals.campaignDiscountMinor).toBe(Math.round(b.price / 10));
    expect((await removeCampaign(token)).selectedCampaignId).toBeNull();
    expect((await removeCampaign(token)).code).toBe("CAMPAIGN_NOT_REMOVED");
  });

  it("a covered product out of stock is CAMPAIGN_PRODUCT_NO_STOCK, on select and on every read after", async () => {
    const [c] = products;
    const token = await newGuest();
    await add(token, c.id, 1);
    const scoped = await cartCampaign({ amountMinor: 5_000, productIds: [c.id] });
    expect((await selectCampaign(token, scoped)).totals.campaignDiscountMinor).toBe(5_000);
    await db(`update product set stock_amount = 0 where id = ?`, [c.id]);
    const after = await readCart(token);
    expect(after.totals.campaignDiscountMinor).toBe(0);
    expect(after.promotionProblems.map((p) => p.code)).toEqual(["CAMPAIGN_PRODUCT_NO_STOCK"]);
    expect((await selectCampaign(token, scoped)).code).toBe("CAMPAIGN_PRODUCT_NO_STOCK");
    await db(`update product set stock_amount = ? where id = ?`, [c.stock, c.id]);
  });

  it("re-checks the minimum on every read: below it the discount is 0 and a promotion problem appears", async () => {
    const [a] = products;
    const token = await newGuest();
    const cart = await add(token, a.id, 3);
    const min = await cartCampaign({ amountMinor: 10_000, minCartMinor: a.price * 3, freeCargo: true });
    const ok = await selectCampaign(token, min);
    expect(ok.totals).toMatchObject({ campaignDiscountMinor: 10_000, isCargoFree: true, cargoMinor: 0 });
    const lower = await setQuantity(token, cart.lines[0].id, 1);
    expect(lower.selectedCampaign).toMatchObject({ id: min, isApplicable: false });
    expect(lower.totals.campaignDiscountMinor).toBe(0);
    expect(lower.promotionProblems).toEqual([{ code: "CART_PRICE_MORE_THAN_CAMPAIGN_PRICE", message: expect.any(String) }]);
    // An expired selected campaign: no discount, CAMPAIGN_NO_ADDED.
    await setQuantity(token, cart.lines[0].id, 3);
    await db(`update campaign set ends_at = now() - interval '1 minute' where id = ?`, [min]);
    const gone = await readCart(token);
    expect(gone.selectedCampaign).toBeNull();
    expect(gone.promotionProblems.map((p) => p.code)).toEqual(["CAMPAIGN_NO_ADDED"]);
    expect(gone.totals.campaignDiscountMinor).toBe(0);
  });

  it("never stacks on a price campaign: a line whose unit price carries one is not discounted again", async () => {
    const priced = await createProduct(t, { priceMinor: 30_000 });
    await createCampaign(t, { kind: "price", percent: 15, productIds: [priced.id] });
    const [a] = products;
    const token = await newGuest();
    await add(token, a.id, 1);
    const cart = await add(token, priced.id, 1);
    const pricedLine = cart.lines.find((l) => l.productId === priced.id)!;
    const whole = await cartCampaign({ percent: 20 });
    const selected = await selectCampaign(token, whole);
    expect(selected.totals.campaignDiscountMinor).toBe(Math.round(a.price * 0.2));
    expect(selected.totals.linesMinor).toBe(a.price + pricedLine.unitPriceMinor);
    // Only the price-campaign line covered: selectable (in stock) but it discounts nothing.
    const onlyPriced = await cartCampaign({ percent: 20, productIds: [priced.id] });
    expect((await selectCampaign(token, onlyPriced)).totals.campaignDiscountMinor).toBe(0);
  });
});

describe("coupon codes", () => {
  let products: Awaited<ReturnType<typeof plainProducts>>;
  let token: string;
  beforeAll(async () => {
    products = await plainProducts(1);
    token = await newGuest();
  });

  it("an empty cart takes no coupon; unknown codes are WRONG_CODE", async () => {
    const emptyCart = await coupon({ percent: 5 });
    expect((await applyCoupon(token, emptyCart.code)).code).toBe("COUPON_CODE_NO_ADDED");
    await add(token, products[0].id, 2);
    expect(await applyCoupon(token, "NOPE-NOPE", "en")).toMatchObject({ code: "WRONG_CODE", message: expect.not.stringContaining("hatalı") });
    expect((await applyCoupon(token, "   ")).code).toBe("WRONG_CODE");
    const ar = JSON.parse(readFileSync(new URL("../../locales/ar/errors.json", import.meta.url), "utf8")) as Record<string, string>;
    expect((await applyCoupon(token, "NOPE", "ar")).message).toBe(ar.wrong_code);
    const anonymous = await t.exec(APPLY_COUPON, { variables: { code: emptyCart.code } });
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await applyCoupon(token, "x".repeat(200))).code).toBe("WRONG_CODE");
    expect((await readCart(token)).couponCode).toBeNull();
  });

  it("answers every applyCoupon code", async () => {
    const goods = products[0].price * 2;
    const old = await coupon({ percent: 5, expired: true });
    const off = await coupon({ percent: 5, isActive: false });
    const minHigh = await coupon({ amountMinor: 100, minCartMinor: goods + 1 });
    const maxLow = await coupon({ amountMinor: 100, maxCartMinor: goods - 1 });
    const gift5 = await coupon({ amountMinor: 1_000, customerId: 5 });
    const full = await coupon({ amountMinor: 100, maxUses: 2, usedCount: 2 });
    const once = await coupon({ amountMinor: 100, maxUsesPerShopper: 1 });
    // Codes are found whatever their case.
    expect((await applyCoupon(token, old.code.toLowerCase())).code).toBe("COUPON_CODE_NO_ADDED");
    expect((await applyCoupon(token, off.code)).code).toBe("COUPON_CODE_NO_ADDED");
    expect((await applyCoupon(token, minHigh.code.toLowerCase())).code).toBe("NO_PRICE_RANGE");
    expect((await applyCoupon(token, maxLow.code)).code).toBe("NO_PRICE_RANGE");
    expect((await applyCoupon(token, gift5.code)).code).toBe("CANT_CUSTOMER");
    expect((await applyCoupon(token, full.code)).code).toBe("REACHED_MAXIMUM_USAGE");
    await db(
      `insert into coupon_use (coupon_id, shopper_kind, shopper_id, order_id, created_at) select ?, c.shopper_kind, c.shopper_id, 424242, now() from cart c where c.id = ?`,
      [once.id, (await readCart(token)).id],
    );
    expect((await applyCoupon(token, once.code)).code).toBe("REACHED_MAXIMUM_USAGE_CUSTOMER");
    expect((await readCart(token)).couponCode).toBeNull();

    // A gift certificate works for its customer only.
    const owner = await t.token("customer", 5);
    const stranger = await t.token("customer", 6);
    await add(owner, products[0].id, 1);
    await add(stranger, products[0].id, 1);
    expect((await applyCoupon(stranger, gift5.code.toLowerCase())).code).toBe("CANT_CUSTOMER");
    const gift = await applyCoupon(owner, gift5.code.toLowerCase());
    expect(gift).toMatchObject({ couponCode: gift5.code, coupon: { isGiftCertificate: true } });
    expect(gift.totals.couponDiscountMinor).toBe(1_000);
  });

  it("applies, re-checks on read and removes a coupon", async () => {
    const range = await coupon({ percent: 50, maxCartMinor: products[0].price * 2 });
    const applied = await applyCoupon(token, range.code.toLowerCase());
    expect(applied.totals.couponDiscountMinor).toBe(products[0].price);
    const cart = await readCart(token);
    const grown = await setQuantity(token, cart.lines[0].id, 3);
    expect(grown.totals.couponDiscountMinor).toBe(0);
    expect(grown.promotionProblems.map((p) => p.code)).toEqual(["NO_PRICE_RANGE"]);
    expect(grown.coupon).toMatchObject({ code: range.code });
    await setQuantity(token, cart.lines[0].id, 2);
    expect((await removeCoupon(token)).couponCode).toBeNull();
    expect(await removeCoupon(token)).toMatchObject({ code: "COUPON_CODE_NOT_REMOVED", message: "Kupon kodu kaldırılamadı." });
  });

  it("claimCouponUse locks, re-checks both limits, records the use once per order", async () => {
    const { id, code } = await coupon({ amountMinor: 100, maxUses: 2, maxUsesPerShopper: 1 });
    const em = t.orm.em.fork();
    const guestA = { kind: "guest" as const, id: 900_001 };
    const guestB = { kind: "guest" as const, id: 900_002 };
    const guestC = { kind: "guest" as const, id: 900_003 };
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: code.toLowerCase(), shopper: guestA, orderId: 1 }))).toBeNull();
    // Same order again: idempotent, not counted twice.
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: code, shopper: guestA, orderId: 1 }))).toBeNull();
    const perShopper = await em.transactional((tx) => claimCouponUse(tx, { couponCode: code, shopper: guestA, orderId: 2 }));
    expect(perShopper).toBe("REACHED_MAXIMUM_USAGE_CUSTOMER");
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: code, shopper: guestB, orderId: 3 }))).toBeNull();
    const total = await em.transactional((tx) => claimCouponUse(tx, { couponCode: code, shopper: guestC, orderId: 4 }));
    expect(total).toBe("REACHED_MAXIMUM_USAGE");
    expect(Number((await one(`select used_count from coupon where id = ?`, [id])).used_count)).toBe(2);
    expect(Number((await one(`select count(*) as n from coupon_use where coupon_id = ?`, [id])).n)).toBe(2);
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "NOSUCH", shopper: guestC, orderId: 5 }))).toBe("WRONG_CODE");
  });

  it.runIf(usingPostgres())("holds the total limit under 20 parallel claims (PostgreSQL: the coupon row lock)", async () => {
    const { id, code } = await coupon({ amountMinor: 100, maxUses: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.orm.em.fork().transactional((tx) => claimCouponUse(tx, { couponCode: code, shopper: { kind: "guest", id: 800_000 + i }, orderId: 10_000 + i })),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r === "REACHED_MAXIMUM_USAGE")).toHaveLength(15);
    expect(Number((await one(`select used_count from coupon where id = ?`, [id])).used_count)).toBe(5);
    expect(Number((await one(`select count(*) as n from coupon_use where coupon_id = ?`, [id])).n)).toBe(5);
  });
});
