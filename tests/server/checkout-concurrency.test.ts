// Concurrency on real PostgreSQL (skipped on PGlite, which serialises every query — a race there proves nothing):
// 50 guests pay at once for the last 5 units → exactly 5 orders and stock 0 (the product rows are locked in a
// stable order inside place-order; without `for update` this test fails — docs/decisions/014 records the run);
// 10 parallel payDoor calls with one idempotency key → one order; 20 shoppers paying at once with a coupon limited
// to 3 uses → exactly 3 orders with the discount and 17 refusals with REACHED_MAXIMUM_USAGE, carts kept, whether each
// payment carries the approved total or not (older clients: the coupon that no longer applies refuses the order
// instead of it being placed at full price).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usingPostgres } from "../support/test-db.js";
import { bearer, createCoupon, createProduct, guestWithCart, readyForCheckout, shopperWithCart } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { APPLY_COUPON, approveView, db, payDoor } from "./order-helpers.js";

describe.skipIf(!usingPostgres())("checkout under concurrency (PostgreSQL)", () => {
  let t: TestShop;
  let product: number;
  beforeAll(async () => {
    t = await startTestShop();
    product = (await createProduct(t, { stock: 60 })).id;
  });
  afterAll(() => t?.close());

  it("50 concurrent checkouts for the last 5 units: exactly 5 orders, stock 0", { timeout: 120_000 }, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 50; i++) {
      const token = await guestWithCart(t, product, 1);
      await readyForCheckout(t, token);
      tokens.push(token);
    }
    await db(t, `update product set stock_amount = 5 where id = ?`, [product]);
    const results = await Promise.all(tokens.map((token, i) => payDoor(t, token, `race-${i}-0000000000`)));
    const placed = results.filter((r) => r.__typename === "PaymentOutcome");
    const refused = results.filter((r) => r.__typename === "OrderError");
    const [stock] = await db(t, `select stock_amount, stock_total from product where id = ?`, [product]);
    const [orders] = await db(
      t,
      `select count(distinct o.id)::int as n, coalesce(sum(l.quantity), 0)::int as units from shop_order o join order_line l on l.order_id = o.id where l.product_id = ?`,
      [product],
    );
    console.log(`concurrency: ${placed.length} orders, ${refused.length} refused, stock ${String(stock.stock_amount)}, ${String(orders.units)} units ordered`);
    expect(placed.length).toBe(5);
    expect(refused.every((r) => r.code === "STOCK_PROBLEM_MESSAGE")).toBe(true);
    expect(Number(stock.stock_amount)).toBe(0);
    expect(Number(stock.stock_total)).toBe(0);
    expect(orders).toEqual({ n: 5, units: 5 });
  });

  it("20 concurrent checkouts for the last 3 units of one variant: exactly 3 orders, variant stock 0", { timeout: 120_000 }, async () => {
    const withVariants = await createProduct(t, { variants: { colours: 1, sizes: 1, stock: 25 } });
    const [variant] = withVariants.subProducts;
    const input = { productId: withVariants.id, subProductId: variant.id, quantity: 1 };
    await db(t, `update product set stock_amount = 100 where id = ?`, [product]);
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      // A second line of a plain product: two stock rows locked per checkout, in id order.
      const token = await shopperWithCart(t, [input, { productId: product, quantity: 1 }]);
      await readyForCheckout(t, token);
      tokens.push(token);
    }
    await db(t, `update sub_product set stock_amount = 3 where id = ?`, [variant.id]);
    const results = await Promise.all(tokens.map((token, i) => payDoor(t, token, `variant-race-${i}-000000`)));
    const placed = results.filter((r) => r.__typename === "PaymentOutcome").length;
    const [sub] = await db(t, `select stock_amount from sub_product where id = ?`, [variant.id]);
    const [plain] = await db(t, `select stock_amount from product where id = ?`, [product]);
    console.log(`variant concurrency: ${placed} orders, variant stock ${String(sub.stock_amount)}, plain stock ${String(plain.stock_amount)}`);
    expect(placed).toBe(3);
    expect(Number(sub.stock_amount)).toBe(0);
    expect(Number(plain.stock_amount)).toBe(97);
  });

  it("10 parallel payDoor calls with one idempotency key create one order", { timeout: 60_000 }, async () => {
    await db(t, `update product set stock_amount = 50 where id = ?`, [product]);
    const token = await guestWithCart(t, product, 2);
    await readyForCheckout(t, token);
    const results = await Promise.all(Array.from({ length: 10 }, () => payDoor(t, token, "same-key-for-all-ten")));
    const ids = new Set(results.map((r) => r.order?.id));
    expect(results.every((r) => r.__typename === "PaymentOutcome")).toBe(true);
    expect(ids.size).toBe(1);
    const [count] = await db(t, `select count(*)::int as n from shop_order where idempotency_key = ?`, ["same-key-for-all-ten"]);
    expect(count.n).toBe(1);
    const [stock] = await db(t, `select stock_amount from product where id = ?`, [product]);
    expect(Number(stock.stock_amount)).toBe(48);
  });

  /** 20 guests with one unit each and the same coupon (3 uses), each with the total its approve page showed. */
  async function couponRace(label: string) {
    await db(t, `update product set stock_amount = 100 where id = ?`, [product]);
    const coupon = await createCoupon(t, { percent: 10, maxUses: 3 });
    const shoppers: { token: string; approvedMinor: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const token = await guestWithCart(t, product, 1);
      await readyForCheckout(t, token);
      const applied = await t.gql(APPLY_COUPON, { variables: { code: coupon.code }, headers: bearer(token) });
      expect(applied.body.data?.applyCoupon.__typename).toBe("Cart");
      const view = await approveView(t, token);
      expect(view.totals.couponDiscountMinor).toBeGreaterThan(0);
      shoppers.push({ token, approvedMinor: view.totals.grandTotalMinor });
    }
    const sendTotal = label === "approved";
    const results = await Promise.all(
      shoppers.map(({ token, approvedMinor }, i) => payDoor(t, token, `coupon-${label}-${i}-00000`, sendTotal ? { approvedTotalMinor: approvedMinor } : {})),
    );
    const orders = results.filter((r) => r.__typename === "PaymentOutcome").map((r) => r.order!);
    const [uses] = await db(t, `select used_count from coupon where id = ?`, [coupon.id]);
    return { shoppers, results, orders, coupon, usedCount: Number(uses.used_count) };
  }

  it("20 shoppers pay at once with a coupon limited to 3: 3 orders with the discount, 17 refused, carts kept", { timeout: 120_000 }, async () => {
    const { shoppers, results, orders, coupon, usedCount } = await couponRace("approved");
    const refused = results.filter((r) => r.__typename === "OrderError");
    console.log(`coupon race: ${orders.length} orders, ${refused.length} refused (${[...new Set(refused.map((r) => r.code))].join(", ")})`);
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.couponCode === coupon.code && o.totals.couponDiscountMinor > 0)).toBe(true);
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => r.code === "REACHED_MAXIMUM_USAGE" && r.field === "approvedTotalMinor")).toBe(true);
    expect(usedCount).toBe(3);
    // No order at a price nobody approved: each placed order's total is its shopper's approved total.
    for (const [i, result] of results.entries()) {
      if (result.__typename === "PaymentOutcome") expect(result.order!.totals.grandTotalMinor).toBe(shoppers[i].approvedMinor);
    }
    // The refused carts are kept, coupon and all, and now show the full price and why.
    for (const [i, result] of results.entries()) {
      if (result.__typename !== "OrderError") continue;
      const cart = await approveView(t, shoppers[i].token);
      expect(cart).toMatchObject({ itemCount: 1, coupon: { code: coupon.code }, promotionProblems: [{ code: "REACHED_MAXIMUM_USAGE" }] });
      expect(cart.totals.grandTotalMinor).toBeGreaterThan(shoppers[i].approvedMinor);
    }
  });

  it("without the approved total (older clients) the same race: 3 orders with the discount, 17 refused, none at full price", { timeout: 120_000 }, async () => {
    const { shoppers, results, orders, coupon, usedCount } = await couponRace("unchecked");
    const refused = results.filter((r) => r.__typename === "OrderError");
    console.log(`coupon race without approved totals: ${orders.length} orders, ${refused.length} refused (${[...new Set(refused.map((r) => r.field))].join(", ")})`);
    expect(usedCount).toBe(3);
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.couponCode === coupon.code)).toBe(true);
    // Refused by the claim (their totals counted the discount) or by the coupon that no longer applies: never placed.
    expect(refused).toHaveLength(17);
    expect(refused.every((r) => r.code === "REACHED_MAXIMUM_USAGE")).toBe(true);
    for (const [i, result] of results.entries()) {
      if (result.__typename === "PaymentOutcome") expect(result.order!.totals.grandTotalMinor).toBe(shoppers[i].approvedMinor);
      else expect((await approveView(t, shoppers[i].token)).itemCount).toBe(1);
    }
  });
});
