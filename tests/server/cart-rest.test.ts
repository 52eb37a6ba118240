// The cart and guest REST routes with their legacy shapes: guestToken, cart/add (anonymous first add
// creates the guest), cart/update, cart/delete/{id}, cart/getCartDetails/{id}; codes, access, ownership 404 and
// malformed input 400 (never 500).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
const one = async (sql: string) => (await t.orm.em.fork().getConnection().execute<Row[]>(sql))[0];

const post = (path: string, body: unknown, token?: string) =>
  t.rest(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const get = (path: string, token?: string) => t.rest(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const PLAIN = `select p.id, p.stock_amount from product p join currency c on c.id = p.currency_id where p.is_active and c.code = 'tl'
  and p.stock_amount > 5 and p.member_min_order is null and p.member_max_order is null
  and not exists (select 1 from sub_product s where s.product_id = p.id)
  and not exists (select 1 from personalization z where z.product_id = p.id) order by p.id limit 1`;

interface CartDetails {
  id: number | null;
  guest_code: string | null;
  total_quantity: number;
  sub_total: number;
  products: { cart_product_id: number; product_id: number; quantity: number; price: number; total_price: number }[];
}

describe("POST /api/v1/guestToken", () => {
  it("creates a guest: {success, guest_code, token, expires_at}", async () => {
    const { status, body } = await post("/api/v1/guestToken", {});
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, guest_code: expect.stringMatching(/^[0-9a-f-]{36}$/), token: expect.any(String), expires_at: expect.any(String) });
    const details = await get(`/api/v1/cart/getCartDetails/${String(body.guest_code)}`, String(body.token));
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ success: true, guest_code: body.guest_code, cartDetails: { id: null, total_quantity: 0, products: [] } });
  });
});

describe("POST /api/v1/cart/add", () => {
  it("an anonymous first add creates the guest and replies {success, response:[{code,data}], guest_code, guest_token, cartDetails}", async () => {
    const p = await one(PLAIN);
    const { status, body } = await post("/api/v1/cart/add?language=en&fbp=x&fbc=y", {
      customer_id: null,
      is_guest: true,
      guest_code: null,
      currency: 1,
      products: [{ product_id: p.id, sub_product_id: null, quantity: "2", personalizations: [] }],
    });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(["cartDetails", "guest_code", "guest_token", "response", "success"]);
    expect(body.success).toBe(true);
    expect(body.response).toEqual([{ code: "added_to_cart", data: { index: 0 } }]);
    const cart = body.cartDetails as CartDetails;
    expect(cart.guest_code).toBe(body.guest_code);
    expect(cart.total_quantity).toBe(2);
    expect(cart.products[0]).toMatchObject({ product_id: Number(p.id), quantity: 2 });
    expect(cart.products[0].total_price).toBeCloseTo(cart.products[0].price * 2, 2);
    expect(cart.sub_total).toBeCloseTo(cart.products[0].total_price, 2);
    expect(Object.keys(cart).sort()).toEqual(
      [
        "cargo_id", "coupon_code", "currency_code", "customer_id", "delivery_address_id", "delivery_date", "general_note", "gift_note", "guest_code",
        "id", "invoice_address_id", "is_coupon_code", "is_delivery_date_active", "is_gift_cart", "is_gift_note_active", "iso_code",
        "price_personalization", "products", "selected_campaign_id", "sub_total", "total_quantity",
        // Promotions, cargo and totals (docs/decisions/013).
        "campaign_list", "cargo_list", "coupon", "is_cargo_free", "price_cargo", "price_gift_package", "promotion_problems",
        "selected_campaign_list", "totals",
      ].sort(),
    );
    // With the token the next add merges into the same line and creates no new guest.
    const again = await post("/api/v1/cart/add", { products: [{ product_id: p.id, quantity: 1 }] }, String(body.guest_token));
    expect(again.body).toMatchObject({ success: true, guest_code: body.guest_code, guest_token: null });
    expect((again.body.cartDetails as CartDetails).products.map((l) => l.quantity)).toEqual([3]);
  });

  it("reports each product's code; failures carry seo_link, available, limit or field", async () => {
    const token = String((await post("/api/v1/guestToken", {})).body.token);
    const p = await one(PLAIN);
    const variant = await one(`select p.id, t.seo_link from product p join product_translation t on t.product_id = p.id and t.language = 'tr'
      where p.is_active and exists (select 1 from sub_product s where s.product_id = p.id and s.is_active) order by p.id limit 1`);
    const { status, body } = await post(
      "/api/v1/cart/add",
      {
        products: [
          { product_id: p.id },
          { product_id: variant.id, quantity: 1 },
          { product_id: p.id, quantity: Number(p.stock_amount) + 1 },
          { product_id: p.id, quantity: 1 },
        ],
      },
      token,
    );
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.response).toEqual([
      { code: "error_while_add_cart", data: expect.objectContaining({ message: "Ürün sepete eklenirken bir hata oluştu.", field: "quantity" }) },
      { code: "required_sub_product", data: expect.objectContaining({ seo_link: variant.seo_link }) },
      { code: "no_stock", data: expect.objectContaining({ available: Number(p.stock_amount) }) },
      { code: "added_to_cart", data: { index: 3 } },
    ]);
    expect((body.cartDetails as CartDetails).total_quantity).toBe(1);
  });

  it("an anonymous add that fails creates no guest", async () => {
    const { status, body } = await post("/api/v1/cart/add", { products: [{ quantity: 1 }] });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, guest_code: null, guest_token: null, cartDetails: null });
  });

  it.each([
    ["not JSON", "{"],
    ["products not a list", { products: { product_id: 1 } }],
    ["product id not a number", { products: [{ product_id: "abc", quantity: 1 }] }],
    ["quantity an object", { products: [{ product_id: 1, quantity: { n: 1 } }] }],
    ["personalizations not a list", { products: [{ product_id: 1, quantity: 1, personalizations: "x" }] }],
    ["no products", {}],
  ])("%s → 400 bad_user_input", async (_name, payload) => {
    const { status, body } = await post("/api/v1/cart/add", payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: "bad_user_input" });
  });
});

describe("cart update, delete, details", () => {
  let token: string;
  let other: string;
  let guestCode: string;
  let lineId: number;
  let stock: number;
  beforeAll(async () => {
    const p = await one(PLAIN);
    stock = Number(p.stock_amount);
    const added = await post("/api/v1/cart/add", { products: [{ product_id: p.id, quantity: 1 }] });
    token = String(added.body.guest_token);
    guestCode = String(added.body.guest_code);
    lineId = (added.body.cartDetails as CartDetails).products[0].cart_product_id;
    other = String((await post("/api/v1/guestToken", {})).body.token);
  });

  it("need a guest or member token (401)", async () => {
    expect((await post("/api/v1/cart/update", { products: [{ cart_product_id: lineId, quantity: 2 }] })).status).toBe(401);
    expect((await get(`/api/v1/cart/delete/${lineId}`)).status).toBe(401);
    expect((await get(`/api/v1/cart/getCartDetails/${guestCode}`)).body).toMatchObject({ success: false, code: "unauthorized" });
  });

  it("update: codes per line and the cart", async () => {
    const ok = await post("/api/v1/cart/update?language=en", { cart_id: 1, guest_code: guestCode, products: [{ cart_product_id: lineId, quantity: 2 }] }, token);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, response: [{ code: "updated_product", data: { index: 0 } }], guest_code: guestCode });
    expect((ok.body.cartDetails as CartDetails).products[0].quantity).toBe(2);
    const bad = await post("/api/v1/cart/update", { products: [{ cart_product_id: lineId, quantity: stock + 1 }, { cart_product_id: lineId }] }, token);
    expect(bad.body.response).toEqual([
      { code: "no_stock", data: expect.objectContaining({ available: stock }) },
      { code: "error_while_update_product_quantity", data: expect.objectContaining({ field: "quantity" }) },
    ]);
    expect((await post("/api/v1/cart/update", { products: "x" }, token)).status).toBe(400);
  });

  it("another shopper's line or cart is 404", async () => {
    expect((await post("/api/v1/cart/update", { products: [{ cart_product_id: lineId, quantity: 1 }] }, other)).status).toBe(404);
    const del = await get(`/api/v1/cart/delete/${lineId}`, other);
    expect(del).toMatchObject({ status: 404, body: { success: false, code: "not_found" } });
    expect((await get(`/api/v1/cart/getCartDetails/${guestCode}`, other)).status).toBe(404);
    expect((await get(`/api/v1/cart/getCartDetails/not..valid`, token)).status).toBe(400);
    expect((await get(`/api/v1/cart/delete/abc`, token)).status).toBe(400);
  });

  it("details by guest code or cart id; delete empties the cart", async () => {
    const details = await get(`/api/v1/cart/getCartDetails/${guestCode}?language=ar&currency=1&payment_code=x`, token);
    expect(details.body).toMatchObject({ success: true, code: "cart_details", guest_code: guestCode, cartDetails: { total_quantity: 2 } });
    const cartId = (details.body.cartDetails as CartDetails).id;
    expect((await get(`/api/v1/cart/getCartDetails/${cartId}`, token)).status).toBe(200);
    const del = await get(`/api/v1/cart/delete/${lineId}`, token);
    expect(del.body).toMatchObject({ success: true, code: "deleted_product", cartDetails: { total_quantity: 0, products: [] } });
    expect((await get(`/api/v1/cart/delete/${lineId}`, token)).status).toBe(404);
  });
});
