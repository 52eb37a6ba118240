// The checkout's REST routes with legacy shapes: payment/payDoor, payment/payWireTransfer, order/getOrderInfo,
// createOrder, createOrderGuest, contorOrderAddress, getOrder/{id}, getOrderDetail/{id} (another guest's: 404), and
// the failures (401 without a shopper, 400 on malformed input, spec codes as {success:false, code, message}).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { bearer, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { db } from "./order-helpers.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  product = (await createProduct(t, { stock: 20 })).id;
});
afterAll(() => t?.close());

const post = (path: string, token: string | null, payload?: unknown) =>
  t.rest(path, {
    method: "POST",
    headers: { ...(token ? bearer(token) : {}), ...(payload === undefined ? {} : { "content-type": "application/json" }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
const accepted = { distance_sales: true, pre_information: true };

describe("payment routes", () => {
  it("payDoor: 401 without a shopper, 400 without a door payment type, codes as failures, then the order", async () => {
    expect((await post("/api/v1/payment/payDoor?door_payment_type=cash", null, accepted)).body).toMatchObject({ success: false, code: "unauthorized" });
    const token = await guestWithCart(t, product, 1);
    expect((await post("/api/v1/payment/payDoor", token, accepted)).status).toBe(400);
    expect((await post("/api/v1/payment/payDoor?door_payment_type=bitcoin", token, accepted)).status).toBe(400);
    expect((await post("/api/v1/payment/payDoor?door_payment_type=cash", token, { ...accepted, idempotency_key: 5 })).status).toBe(400);
    const noContact = await post("/api/v1/payment/payDoor?door_payment_type=cash&language=en", token, accepted);
    expect(noContact.body).toEqual({ success: false, code: "missing_information", message: "Some information is missing. Please check.", field: "contact" });
    await readyForCheckout(t, token);
    const noContracts = await post("/api/v1/payment/payDoor?door_payment_type=cash", token, {});
    expect(noContracts.body).toMatchObject({ success: false, code: "missing_information", field: "contracts" });

    const info = await post("/api/v1/order/getOrderInfo", token, { payment_code: "door" });
    expect(info.body).toMatchObject({ success: true, response: { address_check: "no_problem", contact: { email: "ayse@example.shop" }, totals: { door_payment_fee: 29.9 } } });
    expect((info.body.response as { invoice_address: { name: string } }).invoice_address.name).toBe("Ayşe");
    expect((await t.rest("/api/v1/order/createOrder", { headers: bearer(token) })).body).toEqual({ success: true, code: "no_problem", message: "" });

    const key = "rest-door-key-0001";
    const paid = await post("/api/v1/payment/payDoor?door_payment_type=card", token, { ...accepted, idempotency_key: key });
    expect(paid.body).toMatchObject({
      success: true,
      code: "order_created",
      status: "completed",
      response: { status: "received", payment_code: "door", door_payment_type: "card", totals: { door_payment_fee: 29.9 }, products: [{ product_id: product, quantity: 1 }] },
    });
    const order = paid.body.response as { id: number; order_code: string; totals: { total: number } };
    const again = await post("/api/v1/payment/payDoor?door_payment_type=card", token, { ...accepted, idempotency_key: key });
    expect((again.body.response as { id: number }).id).toBe(order.id);

    const summary = await t.rest(`/api/v1/order/getOrder/${order.id}`, { headers: bearer(token) });
    expect(summary.body).toMatchObject({ success: true, response: { id: order.id, order_code: order.order_code, status: "received", total: order.totals.total } });
    const detail = await t.rest(`/api/v1/order/getOrderDetail/${order.id}?language=ar`, { headers: bearer(token) });
    expect(detail.body).toMatchObject({ success: true, response: { order_code: order.order_code, status_name: "تم استلام الطلب", delivery_address: { name: "Ayşe" } } });

    const other = await guestWithCart(t, product, 1);
    for (const path of [`/api/v1/order/getOrder/${order.id}`, `/api/v1/order/getOrderDetail/${order.id}`, "/api/v1/order/getOrderDetail/999999"]) {
      const res = await t.rest(path, { headers: bearer(other) });
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe("not_found");
    }
    expect((await t.rest("/api/v1/order/getOrder/abc", { headers: bearer(token) })).status).toBe(400);
  });

  it("payWireTransfer: selected_account required and active; JS order with bank account and instructions", async () => {
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    expect((await post("/api/v1/payment/payWireTransfer", token, accepted)).status).toBe(400);
    expect((await post("/api/v1/payment/payWireTransfer?selected_account=99999", token, accepted)).body).toMatchObject({
      success: false,
      code: "missing_information",
      field: "bankAccountId",
    });
    const [bank] = await db(t, `select id from bank_account where is_active order by sort, id limit 1`);
    const paid = await post(`/api/v1/payment/payWireTransfer?selected_account=${bank.id}`, token, accepted);
    const order = paid.body.response as { order_code: string; status: string; bank_account: { iban_formatted: string }; payment_instructions: string };
    expect(order.order_code).toMatch(/^JS\d+$/);
    expect(order.status).toBe("awaiting_payment");
    expect(order.bank_account.iban_formatted).toMatch(/^TR\d\d /);
    expect(order.payment_instructions).toContain(order.order_code);
    expect(order.payment_instructions).toContain("Ayşe Yılmaz");
  });
});

describe("order routes", () => {
  it("contorOrderAddress and createOrderGuest (token in the body) answer the address check code", async () => {
    const token = await guestWithCart(t, product, 1);
    expect((await t.rest("/api/v1/order/contorOrderAddress?language=en", { headers: bearer(token) })).body).toEqual({
      success: true,
      code: "no_two_address",
      message: "Please choose a delivery address and an invoice address.",
    });
    expect((await post("/api/v1/order/createOrderGuest", null, { guest_code: "x", token })).body).toMatchObject({ success: true, code: "no_two_address" });
    expect((await post("/api/v1/order/createOrderGuest", null, { guest_code: "x", token: "not-a-known-token-123456" })).status).toBe(401);
    expect((await post("/api/v1/order/createOrderGuest", null, { token: 12 })).status).toBe(400);
    expect((await t.rest("/api/v1/order/contorOrderAddress")).status).toBe(401);
    await readyForCheckout(t, token);
    expect((await post("/api/v1/order/createOrderGuest", null, { token })).body).toMatchObject({ success: true, code: "no_problem" });
    const info = await post("/api/v1/order/getOrderInfo", token);
    expect(info.body).toMatchObject({ success: true, response: { totals: { door_payment_fee: 0 }, products: [{ product_id: product }] } });
    expect((await post("/api/v1/order/getOrderInfo", token, { payment_code: 12 })).status).toBe(400);
  });
});
