// Cart campaigns and coupon codes over GraphQL (docs/decisions/013): every code of spec §8, no stacking on price
// campaigns, re-checks on every read (promotionProblems), usage limits and claimCouponUse, the demo seed.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimCouponUse } from "../../graphql-server/modules/coupon/coupon.service.js";
import { extraDiscountPrice } from "../../graphql-server/modules/catalog/pricing.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const db = (sql: string): Promise<Row[]> => t.orm.em.fork().getConnection().execute<Row[]>(sql);
const one = async (sql: string) => (await db(sql))[0];

export const CART = `__typename
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

export interface CartView {
  __typename: string;
  id?: number | null;
  code?: string;
  message?: string;
  couponCode?: string | null;
  selectedCampaignId?: number | null;
  lines: { id: number; productId: number; quantity: number; unitPriceMinor: number; lineTotalMinor: number; vatRate: number }[];
  campaigns: { id: number; name: string; isApplicable: boolean; isSelected: boolean }[];
  selectedCampaign: { id: number; isApplicable: boolean } | null;
  coupon: { code: string } | null;
  giftPackagePriceMinor: number;
  cargoOptions: { id: number; name: string; priceMinor: number; chargedMinor: number; isSelected: boolean }[];
  totals: Record<string, number> & { isCargoFree: boolean; vat: { rate: number; netMinor: number; vatMinor: number }[] };
  promotionProblems: { code: string; message: string }[];
}

async function gql(query: string, variables: Row, token?: string) {
  return (await t.exec(query, { variables, headers: token ? { authorization: `Bearer ${token}` } : {} })) as {
    data?: Record<string, CartView>;
    errors?: { extensions?: Row }[];
  };
}
async function mutate(field: string, args: string, variables: Row, token: string): Promise<CartView> {
  const r = await gql(`mutation${args ? `(${args})` : ""} { ${field} { ${CART} } }`, variables, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data![field.split("(")[0]];
}
const readCart = async (token: string, args = "") => {
  const r = await gql(`query { cart${args} { ${CART} } }`, {}, token);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.cart;
};
const newGuest = async () => ((await gql(`mutation { createGuestToken { token } }`, {})).data!.createGuestToken as unknown as { token: string }).token;
const add = (token: string, productId: number, quantity: number) =>
  mutate("addToCart(input: {productId: $p, quantity: $q})", "$p: Int, $q: Int", { p: productId, q: quantity }, token);
const setQuantity = (token: string, cartProductId: number, quantity: number) =>
  mutate("updateCartLine(input: {cartProductId: $id, quantity: $q})", "$id: Int, $q: Int", { id: cartProductId, q: quantity }, token);
export const applyCoupon = (token: string, code: string, language = "tr") =>
  mutate("applyCoupon(code: $code, language: $l)", "$code: String!, $l: String", { code, l: language }, token);
const removeCoupon = (token: string) => mutate("removeCoupon", "", {}, token);
const selectCampaign = (token: string, id: number) => mutate("selectCampaign(campaignId: $id)", "$id: Int!", { id }, token);
const removeCampaign = (token: string) => mutate("removeCampaign", "", {}, token);

/** Plain in-stock TL products: no variants, personalizations, min/max, price campaign or free cargo. */
async function plainProducts(limit: number): Promise<{ id: number; price: number; stock: number; categoryId: number }[]> {
  const rows = await db(`select p.id, p.selling_price_minor, p.discounted_price_minor, p.stock_amount, p.category_id from product p
    join currency c on c.id = p.currency_id
    where p.is_active and c.code = 'tl' and p.stock_amount >= 20 and p.member_min_order is null and p.member_max_order is null
      and not p.free_cargo and coalesce(p.discounted_price_minor, p.selling_price_minor) between 30000 and 1500000
      and not exists (select 1 from sub_product s where s.product_id = p.id)
      and not exists (select 1 from personalization z where z.product_id = p.id)
      and not exists (select 1 from campaign_product cp join campaign k on k.id = cp.campaign_id where cp.product_id = p.id and k.kind = 'price')
      and not exists (select 1 from campaign_category cc join campaign k on k.id = cc.campaign_id
                       join category x on x.id = p.category_id where k.kind = 'price' and (cc.category_id = x.id or cc.category_id = x.parent_id
                         or cc.category_id = (select parent_id from category where id = x.parent_id)))
    order by p.id limit ${limit}`);
  return rows.map((r) => ({
    id: Number(r.id),
    // The cart charges the in-cart (extra-discount) price.
    price: extraDiscountPrice(Number(r.discounted_price_minor ?? r.selling_price_minor)),
    stock: Number(r.stock_amount),
    categoryId: Number(r.category_id),
  }));
}

let seq = 0;
/** A cart campaign (active, whole cart unless scoped) with tr/en names; returns its id. */
async function cartCampaign(o: { percent?: number; amount?: number; min?: number; freeCargo?: boolean; productIds?: number[]; expired?: boolean; active?: boolean }) {
  seq += 1;
  const row = await one(`insert into campaign (starts_at, ends_at, is_active, discount_percent, discount_amount_minor, sort, kind, min_cart_amount_minor, is_free_cargo)
    values (now() - interval '2 day', now() + interval '${o.expired ? "-1" : "30"} day', ${o.active ?? true}, ${o.percent ?? "null"}, ${o.amount ?? "null"},
            ${900 + seq}, 'cart', ${o.min ?? "null"}, ${o.freeCargo ?? false}) returning id`);
  const id = Number(row.id);
  await db(`insert into campaign_translation (campaign_id, language, name, description) values (${id}, 'tr', 'Test ${seq}', ''), (${id}, 'en', 'Test en ${seq}', '')`);
  for (const p of o.productIds ?? []) await db(`insert into campaign_product (campaign_id, product_id) values (${id}, ${p})`);
  return id;
}
async function coupon(code: string, o: { percent?: number; amount?: number; min?: number; max?: number; customerId?: number; maxUses?: number; perShopper?: number; used?: number; expired?: boolean; active?: boolean } = {}) {
  const row = await one(`insert into coupon (code, discount_percent, discount_amount_minor, starts_at, ends_at, is_active, min_cart_amount_minor, max_cart_amount_minor,
      customer_id, max_uses, max_uses_per_shopper, used_count, created_at)
    values ('${code}', ${o.percent ?? "null"}, ${o.amount ?? "null"}, now() - interval '2 day', now() + interval '${o.expired ? "-1" : "30"} day', ${o.active ?? true},
      ${o.min ?? "null"}, ${o.max ?? "null"}, ${o.customerId ?? "null"}, ${o.maxUses ?? "null"}, ${o.perShopper ?? "null"}, ${o.used ?? 0}, now()) returning id`);
  return Number(row.id);
}
/** Deactivates the seeded cart campaigns so a test's own campaigns decide alone. */
const onlyTestCampaigns = () => db(`update campaign set is_active = false where kind = 'cart' and sort < 900`);

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
    const r = (await t.exec(`{ activeCampaigns { id name } }`)) as { data: { activeCampaigns: { id: number }[] } };
    const cartIds = (await db(`select id from campaign where kind = 'cart'`)).map((x) => Number(x.id));
    expect(r.data.activeCampaigns.length).toBeGreaterThan(0);
    expect(r.data.activeCampaigns.some((c) => cartIds.includes(c.id))).toBe(false);
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
    const inactive = await cartCampaign({ percent: 10, active: false });
    const tooHigh = await cartCampaign({ percent: 10, min: goods + 1 });
    const otherProduct = await cartCampaign({ percent: 10, productIds: [b.id] });
    const good = await cartCampaign({ percent: 10, min: goods });
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
    const scoped = await cartCampaign({ amount: 5_000, productIds: [c.id] });
    expect((await selectCampaign(token, scoped)).totals.campaignDiscountMinor).toBe(5_000);
    await db(`update product set stock_amount = 0 where id = ${c.id}`);
    const after = await readCart(token);
    expect(after.totals.campaignDiscountMinor).toBe(0);
    expect(after.promotionProblems.map((p) => p.code)).toEqual(["CAMPAIGN_PRODUCT_NO_STOCK"]);
    expect((await selectCampaign(token, scoped)).code).toBe("CAMPAIGN_PRODUCT_NO_STOCK");
    await db(`update product set stock_amount = ${c.stock} where id = ${c.id}`);
  });

  it("re-checks the minimum on every read: below it the discount is 0 and a promotion problem appears", async () => {
    const [a] = products;
    const token = await newGuest();
    const cart = await add(token, a.id, 3);
    const min = await cartCampaign({ amount: 10_000, min: a.price * 3, freeCargo: true });
    const ok = await selectCampaign(token, min);
    expect(ok.totals).toMatchObject({ campaignDiscountMinor: 10_000, isCargoFree: true, cargoMinor: 0 });
    const lower = await setQuantity(token, cart.lines[0].id, 1);
    expect(lower.selectedCampaign).toMatchObject({ id: min, isApplicable: false });
    expect(lower.totals.campaignDiscountMinor).toBe(0);
    expect(lower.promotionProblems).toEqual([{ code: "CART_PRICE_MORE_THAN_CAMPAIGN_PRICE", message: expect.any(String) }]);
    // An expired selected campaign: no discount, CAMPAIGN_NO_ADDED.
    await setQuantity(token, cart.lines[0].id, 3);
    await db(`update campaign set ends_at = now() - interval '1 minute' where id = ${min}`);
    const gone = await readCart(token);
    expect(gone.selectedCampaign).toBeNull();
    expect(gone.promotionProblems.map((p) => p.code)).toEqual(["CAMPAIGN_NO_ADDED"]);
    expect(gone.totals.campaignDiscountMinor).toBe(0);
  });

  it("never stacks on a price campaign: a line whose unit price carries one is not discounted again", async () => {
    const priced = await one(`select p.id from product p join campaign_product cp on cp.product_id = p.id join campaign k on k.id = cp.campaign_id and k.kind = 'price'
      where p.is_active and k.is_active and k.ends_at > now() and k.starts_at <= now() and p.stock_amount > 2 and p.member_min_order is null
        and not exists (select 1 from sub_product s where s.product_id = p.id) and not exists (select 1 from personalization z where z.product_id = p.id and z.is_required)
      order by p.id limit 1`);
    const [a] = products;
    const token = await newGuest();
    await add(token, a.id, 1);
    const cart = await add(token, Number(priced.id), 1);
    const pricedLine = cart.lines.find((l) => l.productId === Number(priced.id))!;
    const whole = await cartCampaign({ percent: 20 });
    const selected = await selectCampaign(token, whole);
    expect(selected.totals.campaignDiscountMinor).toBe(Math.round(a.price * 0.2));
    expect(selected.totals.linesMinor).toBe(a.price + pricedLine.unitPriceMinor);
    // Only the price-campaign line covered: selectable (in stock) but it discounts nothing.
    const onlyPriced = await cartCampaign({ percent: 20, productIds: [Number(priced.id)] });
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
    await coupon("EMPTYCART", { percent: 5 });
    expect((await applyCoupon(token, "EMPTYCART")).code).toBe("COUPON_CODE_NO_ADDED");
    await add(token, products[0].id, 2);
    expect(await applyCoupon(token, "NOPE-NOPE", "en")).toMatchObject({ code: "WRONG_CODE", message: expect.not.stringContaining("hatalı") });
    expect((await applyCoupon(token, "   ")).code).toBe("WRONG_CODE");
    const ar = JSON.parse(readFileSync(new URL("../../locales/ar/errors.json", import.meta.url), "utf8")) as Record<string, string>;
    expect((await applyCoupon(token, "NOPE", "ar")).message).toBe(ar.wrong_code);
    const anonymous = await gql(`mutation { applyCoupon(code: "HOSGELDIN10") { __typename } }`, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    expect((await applyCoupon(token, "x".repeat(200))).code).toBe("WRONG_CODE");
    expect((await readCart(token)).couponCode).toBeNull();
  });

  it("answers every applyCoupon code", async () => {
    const goods = products[0].price * 2;
    await coupon("OLD", { percent: 5, expired: true });
    await coupon("OFF", { percent: 5, active: false });
    await coupon("MINHIGH", { amount: 100, min: goods + 1 });
    await coupon("MAXLOW", { amount: 100, max: goods - 1 });
    await coupon("GIFT5", { amount: 1_000, customerId: 5 });
    await coupon("FULL", { amount: 100, maxUses: 2, used: 2 });
    const mine = await coupon("ONCE", { amount: 100, perShopper: 1 });
    expect((await applyCoupon(token, "old")).code).toBe("COUPON_CODE_NO_ADDED");
    expect((await applyCoupon(token, "OFF")).code).toBe("COUPON_CODE_NO_ADDED");
    expect((await applyCoupon(token, "MinHigh")).code).toBe("NO_PRICE_RANGE");
    expect((await applyCoupon(token, "MAXLOW")).code).toBe("NO_PRICE_RANGE");
    expect((await applyCoupon(token, "GIFT5")).code).toBe("CANT_CUSTOMER");
    expect((await applyCoupon(token, "FULL")).code).toBe("REACHED_MAXIMUM_USAGE");
    await db(`insert into coupon_use (coupon_id, shopper_kind, shopper_id, order_id, created_at)
      select ${mine}, c.shopper_kind, c.shopper_id, 424242, now() from cart c where c.id = ${Number((await readCart(token)).id)}`);
    expect((await applyCoupon(token, "ONCE")).code).toBe("REACHED_MAXIMUM_USAGE_CUSTOMER");
    expect((await readCart(token)).couponCode).toBeNull();

    // A gift certificate works for its customer only.
    const owner = await t.token("customer", 5);
    const stranger = await t.token("customer", 6);
    await add(owner, products[0].id, 1);
    await add(stranger, products[0].id, 1);
    expect((await applyCoupon(stranger, "gift5")).code).toBe("CANT_CUSTOMER");
    const gift = await applyCoupon(owner, "gift5");
    expect(gift).toMatchObject({ couponCode: "GIFT5", coupon: { isGiftCertificate: true } });
    expect(gift.totals.couponDiscountMinor).toBe(1_000);
  });

  it("applies, re-checks on read and removes a coupon", async () => {
    await coupon("RANGE", { percent: 50, max: products[0].price * 2 });
    const applied = await applyCoupon(token, "range");
    expect(applied.totals.couponDiscountMinor).toBe(products[0].price);
    const cart = await readCart(token);
    const grown = await setQuantity(token, cart.lines[0].id, 3);
    expect(grown.totals.couponDiscountMinor).toBe(0);
    expect(grown.promotionProblems.map((p) => p.code)).toEqual(["NO_PRICE_RANGE"]);
    expect(grown.coupon).toMatchObject({ code: "RANGE" });
    await setQuantity(token, cart.lines[0].id, 2);
    expect((await removeCoupon(token)).couponCode).toBeNull();
    expect(await removeCoupon(token)).toMatchObject({ code: "COUPON_CODE_NOT_REMOVED", message: "Kupon kodu kaldırılamadı." });
  });

  it("claimCouponUse locks, re-checks both limits, records the use once per order", async () => {
    const id = await coupon("CLAIM2", { amount: 100, maxUses: 2, perShopper: 1 });
    const em = t.orm.em.fork();
    const guestA = { kind: "guest" as const, id: 900_001 };
    const guestB = { kind: "guest" as const, id: 900_002 };
    const guestC = { kind: "guest" as const, id: 900_003 };
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "claim2", shopper: guestA, orderId: 1 }))).toBeNull();
    // Same order again: idempotent, not counted twice.
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "CLAIM2", shopper: guestA, orderId: 1 }))).toBeNull();
    const perShopper = await em.transactional((tx) => claimCouponUse(tx, { couponCode: "CLAIM2", shopper: guestA, orderId: 2 }));
    expect(perShopper).toBe("REACHED_MAXIMUM_USAGE_CUSTOMER");
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "CLAIM2", shopper: guestB, orderId: 3 }))).toBeNull();
    const total = await em.transactional((tx) => claimCouponUse(tx, { couponCode: "CLAIM2", shopper: guestC, orderId: 4 }));
    expect(total).toBe("REACHED_MAXIMUM_USAGE");
    expect(Number((await one(`select used_count from coupon where id = ${id}`)).used_count)).toBe(2);
    expect(Number((await one(`select count(*) as n from coupon_use where coupon_id = ${id}`)).n)).toBe(2);
    expect(await em.transactional((tx) => claimCouponUse(tx, { couponCode: "NOSUCH", shopper: guestC, orderId: 5 }))).toBe("WRONG_CODE");
  });

  it.runIf(usingPostgres())("holds the total limit under 20 parallel claims (PostgreSQL: the coupon row lock)", async () => {
    const id = await coupon("RUSH5", { amount: 100, maxUses: 5 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.orm.em.fork().transactional((tx) => claimCouponUse(tx, { couponCode: "RUSH5", shopper: { kind: "guest", id: 800_000 + i }, orderId: 10_000 + i })),
      ),
    );
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r === "REACHED_MAXIMUM_USAGE")).toHaveLength(15);
    expect(Number((await one(`select used_count from coupon where id = ${id}`)).used_count)).toBe(5);
    expect(Number((await one(`select count(*) as n from coupon_use where coupon_id = ${id}`)).n)).toBe(5);
  });
});
