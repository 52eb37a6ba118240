// Order numbers (graphql-server/modules/order/order-number.ts): ten random digits from the system's generator after
// the method's prefix (JS for wire transfer), unique by the shop_order.code index with a fresh draw on a clash —
// they reveal nothing about sales volume and cannot be walked. Numbers of earlier orders stay as they were.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newOrderNumber } from "../../graphql-server/modules/order/place/order-number.js";
import { createOrder, createProduct } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

// The system's generator, with the next draws of order numbers forced when a test asks (a clash is too rare to wait
// for). Only draws wider than a one-time code's are forced: placing an order also sends a phone code.
const forced = vi.hoisted(() => [] as number[]);
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  const draw = (min: number, max?: number) => (max === undefined ? crypto.randomInt(min) : crypto.randomInt(min, max));
  const randomInt = (min: number, max?: number) => ((max ?? min) > 1_000_000 ? (forced.shift() ?? draw(min, max)) : draw(min, max));
  return { ...crypto, default: { ...crypto, randomInt }, randomInt };
});

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  product = (await createProduct(t, { stock: 500 })).id;
});
afterAll(() => t?.close());

/** True when every number is larger than the one before: what sequential numbers are. */
const increasing = (numbers: number[]) => numbers.every((n, i) => i === 0 || n > numbers[i - 1]);

describe("the generator", () => {
  it("draws ten digits (never a leading zero) after the prefix, spread over the whole range, in no order", () => {
    const draws = Array.from({ length: 4000 }, () => newOrderNumber(""));
    expect(draws.every((n) => /^[1-9]\d{9}$/.test(n))).toBe(true);
    expect(newOrderNumber("JS")).toMatch(/^JS[1-9]\d{9}$/);
    const values = draws.map(Number);
    expect(increasing(values)).toBe(false);
    // Every leading digit turns up (a counter would keep one for millions of orders).
    expect(new Set(draws.map((n) => n[0])).size).toBe(9);
    // The gaps between consecutive numbers are not a constant step (sequential numbers differ by one).
    expect(new Set(values.slice(1).map((n, i) => n - values[i])).size).toBeGreaterThan(3900);
  });
});

describe("placed orders", () => {
  it("get unique, non-sequential numbers; wire transfer ones start with JS", { timeout: 120_000 }, async () => {
    const orders = [];
    for (let i = 0; i < 12; i++) {
      const wire = i % 3 === 0;
      const [bank] = wire ? await db(t, `select id from bank_account where is_active order by sort, id limit 1`) : [];
      const { order } = await createOrder(t, {
        productId: product,
        ...(wire ? { paymentMethod: "wire_transfer", providerInput: { bankAccountId: Number(bank.id) } } : {}),
      });
      orders.push(order);
    }
    for (const [i, order] of orders.entries()) expect(order.code).toMatch(i % 3 === 0 ? /^JS[1-9]\d{9}$/ : /^[1-9]\d{9}$/);
    expect(new Set(orders.map((o) => o.code)).size).toBe(orders.length);
    const digits = orders.sort((a, b) => a.id - b.id).map((o) => Number(o.code.replace(/^JS/, "")));
    expect(increasing(digits)).toBe(false);
  });

  it("a number already taken is drawn again; the order is placed under the next one", { timeout: 60_000 }, async () => {
    const { order: first } = await createOrder(t, { productId: product });
    forced.push(Number(first.code), Number(first.code), 4_444_444_444);
    const { order: second } = await createOrder(t, { productId: product });
    expect(second.code).toBe("4444444444");
    expect(forced).toEqual([]);
    const [count] = await db(t, `select count(*)::int as n from shop_order where code = ?`, [first.code]);
    expect(count.n).toBe(1);
  });

  it("an order placed before keeps its number and is still found by it", async () => {
    const { order } = await createOrder(t, { productId: product });
    await db(t, `update shop_order set code = '10000042' where id = ?`, [order.id]);
    const found = await t.gql(`query { orderLookup(code: "10000042", emailOrPhone: "ayse@example.shop") { id } }`);
    expect(found.body.data).toEqual({ orderLookup: { id: order.id } });
  });
});
