// Placing orders over GraphQL (PGlite): cash on delivery and wire transfer, every refusal code (contact, addresses,
// contracts, stock, inactive product), idempotency, the snapshot (prices, addresses, totals with the door fee,
// contracts), stock decrement, the emptied cart, the coupon claim, the confirmation mail, and the order reads
// (own only, by id or code, myOrders, order lookup by number plus email or phone).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Mutation, Query, QueryOrderArgs, QueryOrderLookupArgs } from "../../graphql-server/generated/resolvers-types.js";
import { MemoryMailer, setMailer } from "../../graphql-server/modules/mail/mailer.js";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { CONTRACTS, ORDER, PAY_WIRE, SET_CONTACT } from "../support/documents/checkout.js";
import { bearer, createCoupon, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename, gql } from "../support/typed-document.js";
import { db, payDoor, type PayResult } from "./order-helpers.js";

let t: TestShop;
let product: number;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await startTestShop();
  product = (await createProduct(t, { stock: 50 })).id;
  setMailer(mailer);
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});
afterEach(async () => {
  await db(t, `update product set is_active = true where id = ?`, [product]);
});

const stock = async (id: number) => Number((await db(t, `select stock_amount from product where id = ?`, [id]))[0].stock_amount);
const setActive = (isActive: boolean) => db(t, `update product set is_active = ? where id = ?`, [isActive, product]);

const CART_FOR_DOOR = gql<Pick<Query, "cart">>(`{ cart(paymentCode: "door") { __typename ... on Cart { totals { grandTotalMinor doorFeeMinor } lines { unitPriceMinor } } } }`);
const CART_AFTER = gql<Pick<Query, "cart">>(`{ cart { __typename ... on Cart { itemCount invoiceAddressId } } }`);
const APPLY_COUPON = gql<Pick<Mutation, "applyCoupon">, { code: string }>(`mutation($code: String!) { applyCoupon(code: $code) { __typename ... on CartError { code } } }`);
const ORDER_COUPON = gql<Pick<Query, "order">, QueryOrderArgs>(`query($id: Int) { order(id: $id) { couponCode totals { couponDiscountMinor } } }`);
const ORDER_INSTRUCTIONS = gql<Pick<Query, "order">, QueryOrderArgs>(`query($code: String, $language: String) { order(code: $code, language: $language) { paymentInstructions } }`);
const ORDER_LOOKUP = gql<Pick<Query, "orderLookup">, QueryOrderLookupArgs>(`query($code: String!, $emailOrPhone: String!) { orderLookup(code: $code, emailOrPhone: $emailOrPhone) { id status } }`);
const MY_ORDERS = gql<Pick<Query, "myOrders">>(`{ myOrders { id lines { title } totals { grandTotalMinor } } }`);

describe("payDoor", () => {
  it("places a received order: snapshot, door fee in the totals, stock down, cart emptied, history, contracts, mail", async () => {
    const token = await guestWithCart(t, product, 2);
    await readyForCheckout(t, token);
    const cart = await t.gql(CART_FOR_DOOR, { headers: bearer(token) });
    const cartTotals = expectTypename(cart.body.data?.cart, "Cart");
    const before = await stock(product);

    const paid = await payDoor(t, token, "key-door-00000001");
    expect(paid.__typename).toBe("PaymentOutcome");
    expect(paid.status).toBe("COMPLETED");
    const order = paid.order!;
    expect(order.code).toMatch(/^\d{8,}$/);
    expect(order).toMatchObject({ status: "RECEIVED", statusName: "Sipariş alındı", paymentCode: "door", doorPaymentType: "CASH", email: "ayse@example.shop", bankAccount: null, paymentInstructions: null });
    expect(order.lines).toEqual([expect.objectContaining({ productId: product, quantity: 2, unitPriceMinor: cartTotals.lines[0].unitPriceMinor })]);
    expect(order.totals.doorFeeMinor).toBe(2990);
    expect(order.totals.grandTotalMinor).toBe(cartTotals.totals.grandTotalMinor);
    expect(order.invoiceAddress).toEqual({ firstName: "Ayşe", cityName: expect.any(String), invoiceType: "INDIVIDUAL" });
    expect(await stock(product)).toBe(before - 2);

    const after = await t.gql(CART_AFTER, { headers: bearer(token) });
    expect(expectTypename(after.body.data?.cart, "Cart").itemCount).toBe(0);
    const [row] = await db(t, `select contracts_accepted_at, distance_sales_version, pre_information_version, idempotency_key from shop_order where id = ?`, [order.id]);
    expect(row.contracts_accepted_at).toBeTruthy();
    expect(row.distance_sales_version).not.toBe("");
    const history = await db(t, `select status from order_status_history where order_id = ?`, [order.id]);
    expect(history.map((h) => h.status)).toEqual(["received"]);

    await t.shop.jobs.idle();
    const mail = mailer.sent.find((m) => m.subject.includes(order.code));
    expect(mail?.to).toBe("ayse@example.shop");
    expect(mail?.subject).toBe(`Siparişiniz alındı — ${order.code}`);
    expect(mail?.text).toContain("Kapıda ödeme hizmet bedeli");
  });

  it("is idempotent: the same key returns the same order and sends no second mail", async () => {
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const first = await payDoor(t, token, "key-idem-00000001");
    await t.shop.jobs.idle();
    const mails = mailer.sent.length;
    const again = await payDoor(t, token, "key-idem-00000001");
    expect(again.order?.id).toBe(first.order?.id);
    expect(again.order?.code).toBe(first.order?.code);
    await t.shop.jobs.idle();
    expect(mailer.sent.length).toBe(mails);
    // A new key with the now empty cart: nothing to order.
    const empty = await payDoor(t, token, "key-idem-00000002");
    expect(empty).toMatchObject({ __typename: "OrderError", code: "ORDER_NOT_CREATED", message: "Sipariş oluşturulamadı." });
  });

  it("refuses without contact, addresses or contracts, and on stock problems — changing nothing", async () => {
    const token = await guestWithCart(t, product, 1);
    expect(await payDoor(t, token, "key-refuse-0000001")).toMatchObject({ code: "MISSING_INFORMATION", field: "contact" });
    await t.gql(SET_CONTACT, { variables: { input: { email: "a@b.shop", phone: "05321112233" } }, headers: bearer(token) });
    expect(await payDoor(t, token, "key-refuse-0000001", {}, "en")).toMatchObject({ code: "NO_TWO_ADDRESS", message: "Please choose a delivery address and an invoice address." });
    await readyForCheckout(t, token);
    expect(await payDoor(t, token, "key-refuse-0000001", { contracts: { distanceSales: true, preInformation: false } })).toMatchObject({
      code: "MISSING_INFORMATION",
      field: "contracts",
    });
    const before = await stock(product);
    await setActive(false);
    expect(await payDoor(t, token, "key-refuse-0000001")).toMatchObject({ code: "STOCK_PROBLEM_MESSAGE" });
    await setActive(true);
    await db(t, `update cart_product set quantity = ? where product_id = ? and cart_id = (select id from cart where shopper_kind = 'guest' and shopper_id = (select subject_id from auth_token order by id desc limit 1))`, [before + 1, product]);
    expect(await payDoor(t, token, "key-refuse-0000001")).toMatchObject({ code: "STOCK_PROBLEM_MESSAGE" });
    expect(await stock(product)).toBe(before);
    expect(await payDoor(t, token, "key-refuse-0000001", { doorPaymentType: "CARD" })).toMatchObject({ __typename: "OrderError" });
  });

  it("needs a shopper and a sane idempotency key", async () => {
    const anonymous = await t.gql(`mutation { payDoor(input: { doorPaymentType: CASH, idempotencyKey: "key-anon-000001", contracts: { distanceSales: true, preInformation: true } }) { __typename } }`);
    expect(anonymous.body.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const token = await guestWithCart(t, product, 1);
    const bad = await t.gql(`mutation { payDoor(input: { doorPaymentType: CASH, idempotencyKey: "x", contracts: { distanceSales: true, preInformation: true } }) { __typename } }`, {
      headers: bearer(token),
    });
    expect(bad.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("claims the applied coupon with the order", async () => {
    const coupon = await createCoupon(t, { percent: 10 });
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const applied = await t.gql(APPLY_COUPON, { variables: { code: coupon.code.toLowerCase() }, headers: bearer(token) });
    expect(applied.body.data?.applyCoupon.__typename).toBe("Cart");
    const paid = await payDoor(t, token, "key-coupon-000001");
    const order = await t.gql(ORDER_COUPON, { variables: { id: paid.order!.id }, headers: bearer(token) });
    expect(order.body.data).toMatchObject({ order: { couponCode: coupon.code, totals: { couponDiscountMinor: expect.any(Number) } } });
    const uses = await db(t, `select count(*)::int as n from coupon_use where order_id = ?`, [paid.order!.id]);
    expect(uses[0].n).toBe(1);
  });
});

describe("payWireTransfer", () => {
  it("places an awaiting-payment JS order with the bank account and the transfer description", async () => {
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const [bank] = await db(t, `select id from bank_account where is_active order by sort, id limit 1`);
    const unknown = await t.gql(PAY_WIRE, { variables: { input: { bankAccountId: 99999, idempotencyKey: "key-wire-0000001", contracts: CONTRACTS } }, headers: bearer(token) });
    expect(unknown.body.data?.payWireTransfer).toMatchObject({ code: "MISSING_INFORMATION", field: "bankAccountId" });
    const res = await t.gql(PAY_WIRE, {
      variables: { input: { bankAccountId: Number(bank.id), idempotencyKey: "key-wire-0000001", contracts: CONTRACTS }, language: "en" },
      headers: bearer(token),
    });
    const paid = res.body.data!.payWireTransfer as PayResult;
    const order = paid.order!;
    expect(order.code).toMatch(/^JS\d+$/);
    expect(order).toMatchObject({ status: "AWAITING_PAYMENT", statusName: "Awaiting payment", paymentCode: "wire_transfer", bankAccount: { id: Number(bank.id) } });
    expect(order.totals.doorFeeMinor).toBe(0);
    expect(order.paymentInstructions).toContain("Ayşe Yılmaz");
    expect(order.paymentInstructions).toContain(order.code);
    for (const language of ["tr", "ar"]) {
      const read = await t.gql(ORDER_INSTRUCTIONS, { variables: { code: order.code, language }, headers: bearer(token) });
      const text = read.body.data!.order.paymentInstructions;
      expect(text).toContain(order.code);
      expect(text).toContain("Ayşe Yılmaz");
    }
    await t.shop.jobs.idle();
    const mail = mailer.sent.find((m) => m.subject.includes(order.code));
    expect(mail?.subject).toBe(`Your order ${order.code} is confirmed`);
    expect(mail?.text).toContain("IBAN");
    expect(mail?.text).toContain(order.paymentInstructions);
  });
});

describe("order reads", () => {
  it("own orders only, by id or code; myOrders; order lookup by number plus email or phone", async () => {
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const { order } = await payDoor(t, token, "key-read-0000001");
    const other = await guestWithCart(t, product, 1);
    const read = (q: string, tk: string) => t.gql(q, { headers: bearer(tk) });
    expect((await read(`{ order(id: ${order!.id}) { code } }`, token)).body.data).toEqual({ order: { code: order!.code } });
    expect((await read(`{ order(code: "${order!.code.toLowerCase()}") { id } }`, token)).body.data).toEqual({ order: { id: order!.id } });
    expect((await read(`{ order(id: ${order!.id}) { code } }`, other)).body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await read(`{ order { code } }`, token)).body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    expect((await read(`{ myOrders { id } }`, token)).body.data).toEqual({ myOrders: [{ id: order!.id }] });
    expect((await read(`{ myOrders { id } }`, other)).body.data).toEqual({ myOrders: [] });

    const lookup = (code: string, emailOrPhone: string) => t.gql(ORDER_LOOKUP, { variables: { code, emailOrPhone } });
    expect((await lookup(order!.code, "AYSE@example.shop")).body.data).toEqual({ orderLookup: { id: order!.id, status: "RECEIVED" } });
    expect((await lookup(` ${order!.code} `, "0 (532) 111 22 33")).body.data).toEqual({ orderLookup: { id: order!.id, status: "RECEIVED" } });
    expect((await lookup(order!.code, "+905321112233")).body.data).toEqual({ orderLookup: { id: order!.id, status: "RECEIVED" } });
    expect((await lookup(order!.code, "someone@example.shop")).body.data).toEqual({ orderLookup: null });
    expect((await lookup(order!.code, "0532")).body.data).toEqual({ orderLookup: null });
    expect((await lookup("JS0", "ayse@example.shop")).body.data).toEqual({ orderLookup: null });
    const full = await t.gql(`query($c: String!) { orderLookup(code: $c, emailOrPhone: "ayse@example.shop") { ${ORDER} } }`, { variables: { c: order!.code } });
    expect(full.body.errors).toBeUndefined();
  });

  it("myOrders reads a fixed number of statements whatever the number of orders", async () => {
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    await payDoor(t, token, "key-count-0000001");
    const count = async () => {
      // The confirmation jobs read orders too: they must be done before the statements are counted.
      await t.shop.jobs.idle();
      t.queries.length = 0;
      const res = await t.gql(MY_ORDERS, { headers: bearer(token) });
      return { n: t.queries.length, orders: res.body.data!.myOrders.length };
    };
    const one = await count();
    for (const key of ["key-count-0000002", "key-count-0000003"]) {
      await t.gql(ADD_TO_CART, { variables: { input: { productId: product, quantity: 1 } }, headers: bearer(token) });
      await payDoor(t, token, key);
    }
    const three = await count();
    expect(one.orders).toBe(1);
    expect(three.orders).toBe(3);
    expect(three.n).toBe(one.n);
  });
});
