// Guest to member: the guest cart merges into the member's cart (mergeGuestCart, REST customerToken/cartGuestToCustomer):
// lines add up, quantities are held to stock and member min/max with each change reported, the guest cart empties,
// and only a member holding the guest's token can take it over.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clampMergedQuantity } from "../../graphql-server/modules/cart/cart-merge.service.js";
import { MAX_LINE_QUANTITY } from "../../graphql-server/modules/cart/cart.service.js";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { bearer, createCoupon, createProduct, guestWithCart, registerMember, type Member } from "../support/factories.js";
import { APPLY_COUPON } from "../support/documents/checkout.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const MERGE = `mutation($guestToken: String!, $language: String) {
  mergeGuestCart(guestToken: $guestToken, language: $language) {
    merged changes { productId code requested quantity message } cart { itemCount lines { productId quantity } } } }`;
type MergeReply = {
  mergeGuestCart: {
    merged: number;
    changes: { productId: number; code: string; requested: number; quantity: number; message: string }[];
    cart: { itemCount: number; lines: { productId: number; quantity: number }[] };
  };
};
const merge = async (member: Member, guestToken: string, language = "en") => {
  const res = await t.gql<MergeReply>(MERGE, { variables: { guestToken, language }, headers: bearer(member.token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.mergeGuestCart;
};
const addAsMember = async (member: Member, productId: number, quantity: number) =>
  expectTypename((await t.gql(ADD_TO_CART, { variables: { input: { productId, quantity } }, headers: bearer(member.token) })).body.data?.addToCart, "Cart");

describe("merging the guest cart", () => {
  it("adds up the same line, moves new lines over and empties the guest cart", async () => {
    const [a, b] = [await createProduct(t, { stock: 50 }), await createProduct(t, { stock: 50 })];
    const member = await registerMember(t);
    await addAsMember(member, a.id, 2);
    const guest = await guestWithCart(t, a.id, 3);
    await t.gql(ADD_TO_CART, { variables: { input: { productId: b.id, quantity: 1 } }, headers: bearer(guest) });
    const result = await merge(member, guest);
    expect(result.merged).toBe(2);
    expect(result.changes).toEqual([]);
    expect(result.cart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
    const guestCart = await t.gql<{ cart: { itemCount: number } }>(`{ cart { ... on Cart { itemCount } } }`, { headers: bearer(guest) });
    expect(guestCart.body.data!.cart.itemCount).toBe(0);
    // Twice is once: the guest cart is empty now.
    expect((await merge(member, guest)).merged).toBe(0);
  });

  it("holds the sum to the stock and the member maximum, drops what is out of stock, and says so in the reply's language", async () => {
    const scarce = await createProduct(t, { stock: 4 });
    const capped = await createProduct(t, { stock: 50, memberMaxOrder: 3 });
    const gone = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    await addAsMember(member, scarce.id, 3);
    await addAsMember(member, capped.id, 2);
    const guest = await guestWithCart(t, scarce.id, 3);
    for (const p of [capped, gone]) await t.gql(ADD_TO_CART, { variables: { input: { productId: p.id, quantity: 2 } }, headers: bearer(guest) });
    await db(t, `update product set stock_amount = 0 where id = ?`, [gone.id]);

    const result = await merge(member, guest, "tr");
    const byProduct = new Map(result.changes.map((c) => [c.productId, c]));
    expect(byProduct.get(scarce.id)).toMatchObject({ code: "NO_STOCK", requested: 6, quantity: 4 });
    expect(byProduct.get(capped.id)).toMatchObject({ code: "ERROR_MEMBER_MAX_ORDER", requested: 4, quantity: 3 });
    expect(byProduct.get(gone.id)).toMatchObject({ code: "PRODUCT_NO_STOCK", quantity: 0 });
    expect(byProduct.get(scarce.id)!.message).toContain("adet düşürüldü");
    expect(result.cart.lines.map((l) => [l.productId, l.quantity]).sort()).toEqual(
      [
        [scarce.id, 4],
        [capped.id, 3],
      ].sort(),
    );
  });

  it("raises a line to the member minimum when the stock allows", async () => {
    const minimum = await createProduct(t, { stock: 10, memberMinOrder: 3 });
    const member = await registerMember(t);
    // A guest line below the minimum exists when the minimum was raised after the guest added it.
    const guest = await guestWithCart(t, minimum.id, 3);
    await db(t, `update cart_product set quantity = 1 where product_id = ?`, [minimum.id]);
    const result = await merge(member, guest, "ar");
    expect(result.changes).toEqual([expect.objectContaining({ code: "ERROR_MEMBER_MIN_ORDER", requested: 1, quantity: 3 })]);
    expect(result.changes[0].message).toMatch(/[\u0600-\u06FF]/);
  });

  it("keeps the member's coupon, brings the guest's when the member had none, and drops one that no longer applies", async () => {
    const cheap = await createProduct(t, { stock: 50, priceMinor: 10_000 });
    const dear = await createProduct(t, { stock: 50, priceMinor: 50_000 });
    const couponOf = async (token: string) =>
      (await t.gql<{ cart: { couponCode: string | null } }>(`{ cart { ... on Cart { couponCode } } }`, { headers: bearer(token) })).body.data!.cart.couponCode;
    const apply = async (token: string, code: string) =>
      expect((await t.gql(APPLY_COUPON, { variables: { code }, headers: bearer(token) })).body.data?.applyCoupon.__typename).toBe("Cart");

    const guestCoupon = await createCoupon(t, { percent: 10 });
    const member = await registerMember(t);
    const guest = await guestWithCart(t, cheap.id, 1);
    await apply(guest, guestCoupon.code);
    await merge(member, guest);
    expect(await couponOf(member.token)).toBe(guestCoupon.code);

    const memberCoupon = await createCoupon(t, { percent: 5 });
    const second = await registerMember(t);
    await addAsMember(second, cheap.id, 1);
    await apply(second.token, memberCoupon.code);
    const otherGuest = await guestWithCart(t, cheap.id, 1);
    await apply(otherGuest, guestCoupon.code);
    await merge(second, otherGuest);
    expect(await couponOf(second.token)).toBe(memberCoupon.code);

    // Good for a small cart only: the merged cart is past its ceiling.
    const smallCarts = await createCoupon(t, { percent: 10, maxCartMinor: 20_000 });
    const third = await registerMember(t);
    await addAsMember(third, dear.id, 1);
    const smallGuest = await guestWithCart(t, cheap.id, 1);
    await apply(smallGuest, smallCarts.code);
    await merge(third, smallGuest);
    expect(await couponOf(third.token)).toBeNull();
  });

  it("never leaves a quantity above the stock or the maximum, below the minimum, or reported unchanged when it changed", () => {
    const limits = fc.record({
      available: fc.integer({ min: -5, max: 20_000 }),
      min: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
      max: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30_000 }), limits, (wanted, facts) => {
        const { quantity, code } = clampMergedQuantity(wanted, facts);
        expect(code === null).toBe(quantity === wanted);
        if (quantity === 0) return;
        expect(quantity).toBeLessThanOrEqual(Math.min(facts.available, MAX_LINE_QUANTITY));
        if (facts.max !== null) expect(quantity).toBeLessThanOrEqual(facts.max);
        if (facts.min !== null) expect(quantity).toBeGreaterThanOrEqual(facts.min);
      }),
    );
  });

  it("needs a member token; an unknown or someone else's kind of token merges nothing", async () => {
    const product = await createProduct(t, { stock: 5 });
    const guest = await guestWithCart(t, product.id, 1);
    const anonymous = await t.gql(MERGE, { variables: { guestToken: guest } });
    expect(anonymous.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const asGuest = await t.gql(MERGE, { variables: { guestToken: guest }, headers: bearer(guest) });
    expect(asGuest.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    const member = await registerMember(t);
    const other = await registerMember(t);
    expect((await merge(member, "not-a-token")).merged).toBe(0);
    // A member token is not a guest token: one member cannot pull another's cart.
    await addAsMember(other, product.id, 1);
    expect((await merge(member, other.token)).merged).toBe(0);
    expect((await merge(member, "x".repeat(5000))).merged).toBe(0);
  });
});

describe("POST /api/v1/customerToken/cartGuestToCustomer", () => {
  it("merges with the legacy reply shape", async () => {
    const product = await createProduct(t, { stock: 2 });
    const member = await registerMember(t);
    await addAsMember(member, product.id, 2);
    const guest = await guestWithCart(t, product.id, 1);
    const res = await t.rest("/api/v1/customerToken/cartGuestToCustomer?language=en", {
      method: "POST",
      headers: { ...bearer(member.token), "content-type": "application/json" },
      body: JSON.stringify({ guest_token: guest }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      code: "cart_merged",
      response: { merged: 1, changes: [{ product_id: product.id, code: "no_stock", requested: 3, quantity: 2 }] },
      cartDetails: { customer_id: member.id },
    });
  });

  it("answers 401 without a token and 403 for a guest", async () => {
    const guest = await guestWithCart(t, (await createProduct(t, { stock: 2 })).id, 1);
    const init = (headers: Record<string, string>) => ({ method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ guest_token: guest }) });
    expect((await t.rest("/api/v1/customerToken/cartGuestToCustomer", init({}))).status).toBe(401);
    expect((await t.rest("/api/v1/customerToken/cartGuestToCustomer", init(bearer(guest)))).status).toBe(403);
  });
});
