// The promotion, cart option and cargo REST routes with their legacy shapes: activeCouponCode,
// cartRemoveCouponCode, cartActiveCampaign, cartRemoveCampaign, cartUpdate, updateGeneralNote,
// removeInvoiceAddressCart/{id}, cargo/getCargo, cargo/changeCargo/{id}, getCartDetails ?currency&payment_code.
// Failures carry the lower-case code legacy clients know; malformed input is 400, never 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const db = (sql: string): Promise<Row[]> => t.orm.em.fork().getConnection().execute<Row[]>(sql);
const one = async (sql: string) => (await db(sql))[0];
const post = (path: string, body: unknown, token?: string) =>
  t.rest(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const get = (path: string, token?: string) => t.rest(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

interface Details {
  id: number;
  coupon_code: string | null;
  selected_campaign_id: number | null;
  campaign_list: { id: number; name: string; is_applicable: boolean; is_selected: boolean }[];
  selected_campaign_list: { id: number }[];
  cargo_list: { id: number; name: string; price: number; is_selected: boolean }[];
  is_cargo_free: boolean;
  price_cargo: number;
  price_gift_package: number;
  is_gift_cart: boolean;
  gift_note: string;
  general_note: string;
  invoice_address_id: number | null;
  currency_code: string;
  totals: Record<string, number> & { vat_list: { rate: number; net: number; vat: number }[] };
  promotion_problems: { code: string; message: string }[];
  products: { vat: number; total_price: number }[];
}

let token: string;
let guestCode: string;
let product: { id: number; price: number };
beforeAll(async () => {
  const r = await one(`select p.id, coalesce(p.discounted_price_minor, p.selling_price_minor) as price from product p join currency c on c.id = p.currency_id
    where p.is_active and c.code = 'tl' and p.stock_amount >= 10 and p.member_min_order is null and p.member_max_order is null
      and not exists (select 1 from sub_product s where s.product_id = p.id) and not exists (select 1 from personalization z where z.product_id = p.id)
      and not exists (select 1 from campaign_product cp where cp.product_id = p.id) and not p.free_cargo
      and coalesce(p.discounted_price_minor, p.selling_price_minor) between 160000 and 400000
    order by p.id limit 1`);
  product = { id: Number(r.id), price: Number(r.price) };
  const added = await post("/api/v1/cart/add", { products: [{ product_id: product.id, quantity: 2 }] });
  token = String(added.body.guest_token);
  guestCode = String(added.body.guest_code);
});
const details = async (query = "") => {
  const r = await get(`/api/v1/cart/getCartDetails/${guestCode}${query}`, token);
  expect(r.status).toBe(200);
  return r.body.cartDetails as Details;
};

describe("coupon routes", () => {
  it("activeCouponCode applies a code (any case) and answers the legacy codes on failure", async () => {
    const wrong = await post("/api/v1/cart/activeCouponCode?language=en", { customer: null, code: "NOPE" }, token);
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, code: "wrong_code", message: expect.any(String), data: { field: "code" } });
    expect((await post("/api/v1/cart/activeCouponCode", { code: "yaz2025" }, token)).body).toMatchObject({ success: false, code: "coupon_code_no_added" });
    expect((await post("/api/v1/cart/activeCouponCode", { code: "TUKENDI50" }, token)).body).toMatchObject({ success: false, code: "reached_maximum_usage" });
    await db(`insert into coupon (code, discount_percent, starts_at, ends_at, customer_id, created_at) values ('HEDIYE', 10, now() - interval '1 day', now() + interval '1 day', 77, now()),
      ('ARALIK', 10, now() - interval '1 day', now() + interval '1 day', null, now())`);
    await db(`update coupon set max_cart_amount_minor = 1000 where code = 'ARALIK'`);
    expect((await post("/api/v1/cart/activeCouponCode", { code: "hediye" }, token)).body).toMatchObject({ success: false, code: "cant_customer" });
    expect((await post("/api/v1/cart/activeCouponCode", { code: "aralik" }, token)).body).toMatchObject({ success: false, code: "no_price_range" });
    const cartId = (await details()).id;
    const onceId = Number((await one(`insert into coupon (code, discount_percent, starts_at, ends_at, max_uses_per_shopper, created_at)
      values ('BIRKEZ', 10, now() - interval '1 day', now() + interval '1 day', 1, now()) returning id`)).id);
    await db(`insert into coupon_use (coupon_id, shopper_kind, shopper_id, order_id, created_at) select ${onceId}, shopper_kind, shopper_id, 1, now() from cart where id = ${cartId}`);
    expect((await post("/api/v1/cart/activeCouponCode", { code: "birkez" }, token)).body).toMatchObject({ success: false, code: "reached_maximum_usage_customer" });
    const ok = await post("/api/v1/cart/activeCouponCode", { customer: 123, code: "indirim250" }, token);
    expect(ok.body).toMatchObject({ success: true, code: "coupon_code_added", guest_code: guestCode });
    const cart = (ok.body.cartDetails as Details);
    expect(cart.coupon_code).toBe("INDIRIM250");
    expect(cart.totals.coupon_discount).toBe(250);
  });

  it("cartRemoveCouponCode removes it; again is coupon_code_not_removed", async () => {
    const r = await post("/api/v1/cart/cartRemoveCouponCode?language=tr", { customer: null, coupon_code_id: 1 }, token);
    expect(r.body).toMatchObject({ success: true, code: "coupon_code_removed" });
    expect((r.body.cartDetails as Details).coupon_code).toBeNull();
    expect((await post("/api/v1/cart/cartRemoveCouponCode", {}, token)).body).toMatchObject({
      success: false,
      code: "coupon_code_not_removed",
      message: "Kupon kodu kaldırılamadı.",
    });
  });

  it("malformed bodies are 400 and anonymous callers 401", async () => {
    expect((await post("/api/v1/cart/activeCouponCode", { code: { $ne: 1 } }, token)).status).toBe(400);
    expect((await post("/api/v1/cart/activeCouponCode", "{bad", token)).status).toBe(400);
    expect((await post("/api/v1/cart/activeCouponCode", { code: "X" })).status).toBe(401);
    expect((await post("/api/v1/cart/activeCouponCode", {}, token)).body).toMatchObject({ success: false, code: "wrong_code" });
  });
});

describe("campaign routes", () => {
  it("cartActiveCampaign selects, answers the legacy codes; cartRemoveCampaign removes", async () => {
    const list = (await details()).campaign_list;
    const free = list.find((c) => c.name === "2.500 TL üzeri kargo bedava")!;
    const big = list.find((c) => c.name === "5.000 TL üzeri sepette %10 indirim")!;
    expect((await post("/api/v1/cart/cartActiveCampaign", { campaign_id: 999999 }, token)).body).toMatchObject({ success: false, code: "campaign_no_added" });
    expect((await post("/api/v1/cart/cartActiveCampaign", { campaign_id: "abc" }, token)).status).toBe(400);
    expect((await post("/api/v1/cart/cartActiveCampaign", {}, token)).body).toMatchObject({ success: false, code: "campaign_no_added" });
    const high = Number((await one(`insert into campaign (starts_at, ends_at, discount_percent, kind, min_cart_amount_minor)
      values (now() - interval '1 day', now() + interval '1 day', 10, 'cart', ${product.price * 2 + 1}) returning id`)).id);
    expect((await post("/api/v1/cart/cartActiveCampaign", { campaign_id: high }, token)).body).toMatchObject({
      success: false,
      code: "cart_price_more_than_campaign_price",
    });
    expect(big.is_applicable).toBe(product.price * 2 >= 500_000);
    const scoped = Number((await one(`insert into campaign (starts_at, ends_at, discount_percent, kind) values (now() - interval '1 day', now() + interval '1 day', 10, 'cart') returning id`)).id);
    await db(`insert into campaign_translation (campaign_id, language, name) values (${scoped}, 'tr', 'Başka ürün')`);
    await db(`insert into campaign_product (campaign_id, product_id) select ${scoped}, id from product where id <> ${product.id} order by id limit 1`);
    expect((await post("/api/v1/cart/cartActiveCampaign", { campaign_id: scoped }, token)).body).toMatchObject({ success: false, code: "campaign_product_no_stock" });

    const ok = await post("/api/v1/cart/cartActiveCampaign?language=en", { customer: null, campaign_id: String(free.id) }, token);
    expect(ok.body).toMatchObject({ success: true, code: "campaign_added" });
    const cart = ok.body.cartDetails as Details;
    expect(cart).toMatchObject({ selected_campaign_id: free.id, is_cargo_free: true, price_cargo: 0, selected_campaign_list: [{ id: free.id }] });
    const removed = await post("/api/v1/cart/cartRemoveCampaign", {}, token);
    expect(removed.body).toMatchObject({ success: true, code: "campaign_removed" });
    expect((await post("/api/v1/cart/cartRemoveCampaign", {}, token)).body).toMatchObject({ success: false, code: "campaign_not_removed" });
  });
});

describe("cart option routes", () => {
  it("cartUpdate sets gift options, notes and currency; failures use the legacy codes", async () => {
    const r = await post("/api/v1/cart/cartUpdate?language=tr", { is_gift_cart: 1, is_gift_note_active: "1", gift_note: "Mutlu yıllar", general_note: "Kapıya bırakın" }, token);
    expect(r.body).toMatchObject({ success: true, code: "cart_updated" });
    const cart = r.body.cartDetails as Details;
    expect(cart).toMatchObject({ is_gift_cart: true, gift_note: "Mutlu yıllar", general_note: "Kapıya bırakın", price_gift_package: 49.9 });
    expect(cart.totals.gift_package).toBe(49.9);
    expect((await post("/api/v1/cart/cartUpdate", { general_note: "x".repeat(1001) }, token)).body).toMatchObject({ success: false, code: "general_note_no_added" });
    expect((await post("/api/v1/cart/cartUpdate", { gift_note: "x".repeat(501) }, token)).status).toBe(400);
    expect((await post("/api/v1/cart/cartUpdate", { is_gift_cart: "maybe" }, token)).status).toBe(400);
    expect((await post("/api/v1/cart/cartUpdate", { delivery_date: "2099-01-01" }, token)).status).toBe(400);
    expect((await post("/api/v1/cart/cartUpdate", { currency: "XYZ" }, token)).status).toBe(400);
    expect((await post("/api/v1/cart/cartUpdate", { invoice_address_id: 999999 }, token)).status).toBe(404);
    const usd = await post("/api/v1/cart/cartUpdate", { currency: "usd" }, token);
    expect((usd.body.cartDetails as Details).currency_code).toBe("usd");
    await post("/api/v1/cart/cartUpdate", { currency: "TRY" }, token);
  });

  it("updateGeneralNote sets the note (over 1000 characters: general_note_no_added)", async () => {
    const ok = await post("/api/v1/cart/updateGeneralNote", { cart_id: 1, general_note: "Akşam getirin", customer_id: null, guest_code: "x" }, token);
    expect(ok.body).toMatchObject({ success: true, code: "general_note_added", cartDetails: { general_note: "Akşam getirin" } });
    expect((await post("/api/v1/cart/updateGeneralNote?language=ar", { general_note: "y".repeat(1001) }, token)).body).toMatchObject({
      success: false,
      code: "general_note_no_added",
    });
  });

  it("removeInvoiceAddressCart clears the invoice address", async () => {
    const r = await get(`/api/v1/cart/removeInvoiceAddressCart/${guestCode}`, token);
    expect(r.body).toMatchObject({ success: true, code: "invoice_address_removed", cartDetails: { invoice_address_id: null } });
    expect((await get(`/api/v1/cart/removeInvoiceAddressCart/${encodeURIComponent("a b;")}`, token)).status).toBe(400);
    expect((await get(`/api/v1/cart/removeInvoiceAddressCart/${guestCode}`)).status).toBe(401);
  });

  it("getCartDetails honours ?currency and ?payment_code, and shows the totals", async () => {
    const tl = await details();
    expect(tl.products[0].vat).toEqual(expect.any(Number));
    expect(tl.totals.grand_total).toBeCloseTo(tl.totals.lines + tl.totals.gift_package - tl.totals.campaign_discount - tl.totals.coupon_discount + tl.totals.cargo + tl.totals.door_fee, 2);
    const door = await details("?payment_code=door");
    expect(door.totals.door_fee).toBe(29.9);
    expect(door.totals.grand_total).toBeCloseTo(tl.totals.grand_total + 29.9, 2);
    const eur = await details("?currency=EUR&payment_code=door");
    expect(eur.currency_code).toBe("euro");
    expect(eur.totals.door_fee).toBe(0.61);
    expect((await get(`/api/v1/cart/getCartDetails/${guestCode}?currency[]=x`, token)).status).toBe(400);
  });
});

describe("cargo routes", () => {
  it("getCargo lists the companies (null without a token) and changeCargo chooses one", async () => {
    const anon = await get("/api/v1/cargo/getCargo");
    expect(anon).toMatchObject({ status: 200, body: { success: true, response: null } });
    const list = await get("/api/v1/cargo/getCargo?language=en", token);
    const items = list.body.response as { id: number; name: string; price: number; is_selected: boolean; currency_code: string }[];
    expect(items.map((k) => [k.name, k.price])).toEqual([
      ["Yurtiçi Kargo", 79.9],
      ["Aras Kargo", 89.9],
    ]);
    expect(items[0]).toMatchObject({ is_selected: true, currency_code: "tl", free_above: 1000, tracking_url: expect.stringContaining("{code}") });
    const usd = await get("/api/v1/cargo/getCargo?currency=usd", token);
    expect((usd.body.response as { price: number; currency_code: string }[])[0]).toMatchObject({ price: 1.89, currency_code: "usd" });
    const changed = await get(`/api/v1/cargo/changeCargo/${items[1].id}`, token);
    expect(changed.body).toMatchObject({ success: true, code: "cargo_changed", cartDetails: { cargo_id: items[1].id } });
    expect((await get("/api/v1/cargo/changeCargo/999999", token)).status).toBe(404);
    expect((await get("/api/v1/cargo/changeCargo/abc", token)).status).toBe(400);
    expect((await get(`/api/v1/cargo/changeCargo/${items[1].id}`)).status).toBe(401);
  });
});
