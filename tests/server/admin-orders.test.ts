// The shop's order operations (admin): every status change the state machine allows goes through with a history row
// and one mail, every other is ORDER_STATUS_NOT_ALLOWED; shipping needs the cargo and the tracking number, which the
// shopper then follows; the list's filters; decisions on cancel and return requests with refunds (within what was
// paid, through the card provider, nothing changed when it says no) and stock going back exactly once with the
// back-in-stock alert; who may call what; the REST shapes.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ORDER_STATUS_CODES, canTransition } from "../../graphql-server/modules/order/order-state.js";
import { setMailer, type Mail } from "../../graphql-server/modules/mail/mailer.js";
import { bearer, createOrder, createProduct, registerMember, type Member } from "../support/factories.js";
import { memberOrder, TEST_CARD, type MemberOrder } from "../support/factories/member-order.js";
import { usingPostgres } from "../support/test-db.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";
import { shopDay } from "../../shared/shop-time.js";

// A card order goes through 3-D Secure and the transition walk makes a hundred changes: slow on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

let t: TestShop;
let admin: string;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await startTestShop();
  setMailer({ send: async (mail: Mail) => void sent.push(mail) });
  admin = await t.token("admin", 7);
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});
beforeEach(async () => {
  await t.shop.jobs.idle();
  sent.length = 0;
});

type Json = Record<string, unknown>;

const ORDER_RESULT = `__typename ... on OrderChanged { order { id code status invoiceNumber cargoName cargoTrackingCode cargoTrackingUrl paidMinor refundedMinor
  statusHistory { status note adminId } } } ... on OrderError { code message field }`;
const CHANGE = `mutation($input: ChangeOrderStatusInput!, $language: String) { changeOrderStatus(input: $input, language: $language) { ${ORDER_RESULT} } }`;
const DECIDE = `mutation($input: DecideOrderRequestInput!, $language: String) { decideOrderRequest(input: $input, language: $language) {
  __typename ... on OrderRequest { id status answer refundMinor stockReturned } ... on OrderError { code message field } } }`;
const REQUEST_CANCEL = `mutation($input: OrderRequestInput!) { requestOrderCancel(input: $input) { __typename ... on OrderRequest { id } ... on OrderError { code field } } }`;
const REQUEST_REFUND = `mutation($input: OrderRequestInput!) { requestOrderRefund(input: $input) { __typename ... on OrderRequest { id } ... on OrderError { code field } } }`;

/** The first field's answer; an admin change's order is lifted out of its wrapper. */
async function call(
  document: string,
  variables: Json,
  token: string | null = admin,
): Promise<{ data: Json | null; errors?: readonly { extensions?: Json }[] }> {
  const res = await t.gql<Json>(document, { variables, headers: token ? bearer(token) : {} });
  const first = res.body.data ? (Object.values(res.body.data)[0] as Json | null) : null;
  const data = first?.__typename === "OrderChanged" ? { __typename: "Order", ...(first.order as Json) } : first;
  return { data, errors: res.body.errors as never };
}

const change = (input: Json, language = "en") => call(CHANGE, { input, language });
const decide = (input: Json, language = "en") => call(DECIDE, { input, language });

/** A guest's order; its confirmation mail is sent and set aside, as these tests count the mails that follow. */
async function guestOrder(spec: Parameters<typeof createOrder>[1] = {}) {
  const placed = await createOrder(t, spec);
  await t.shop.jobs.idle();
  sent.length = 0;
  return placed;
}

/** Puts an order in a status directly, with its history row, as if it had got there on its own. */
async function putInStatus(orderId: number, status: string) {
  await db(t, `update shop_order set status = ? where id = ?`, [status, orderId]);
  await db(t, `insert into order_status_history (order_id, status, note, created_at) values (?, ?, '', now())`, [orderId, status]);
}

async function ask(document: string, member: Member, order: MemberOrder, quantity?: number): Promise<number> {
  const input = { orderId: order.id, lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: quantity ?? l.quantity })), reason: "other" };
  const res = await call(document, { input }, member.token);
  expect(res.data, JSON.stringify(res)).toMatchObject({ __typename: "OrderRequest" });
  return res.data!.id as number;
}

const orderRow = async (id: number) =>
  (
    await db(
      t,
      `select status, refunded_minor::int as refunded_minor, charged_minor::int as charged_minor, payment_transaction_id from shop_order where id = ?`,
      [id],
    )
  )[0];
const stockOf = async (productId: number) => Number((await db(t, `select stock_amount from product where id = ?`, [productId]))[0].stock_amount);
const acquirer = async (orderId: number) =>
  (
    await db(
      t,
      `select a.status, a.refunded_minor::int as refunded_minor from test_acquirer_transaction a join shop_order o on o.payment_transaction_id = a.id where o.id = ?`,
      [orderId],
    )
  )[0];

describe("status changes", () => {
  it("allows exactly the state machine's transitions, records the admin and the note, and mails the customer once per change", async () => {
    const { order } = await guestOrder();
    let allowed = 0;
    for (const from of ORDER_STATUS_CODES) {
      for (const to of ORDER_STATUS_CODES) {
        await putInStatus(order.id, from);
        const res = await change({ orderId: order.id, status: to.toUpperCase(), note: `${from}→${to}`, trackingCode: "TRK123" });
        if (canTransition(from, to)) {
          allowed++;
          expect(res.data, `${from} → ${to}`).toMatchObject({ __typename: "Order", status: to.toUpperCase() });
          expect((res.data!.statusHistory as Json[]).at(-1)).toEqual({ status: to.toUpperCase(), note: `${from}→${to}`, adminId: 7 });
        } else {
          expect(res.data, `${from} → ${to}`).toMatchObject({ __typename: "OrderError", code: "ORDER_STATUS_NOT_ALLOWED", field: "status" });
          expect((await orderRow(order.id)).status).toBe(from);
        }
      }
    }
    await t.shop.jobs.idle();
    expect(sent).toHaveLength(allowed);
    expect(sent.every((m) => m.subject.includes(order.code))).toBe(true);
    expect(allowed).toBe(Object.values(ORDER_STATUS_CODES).reduce((n, from) => n + ORDER_STATUS_CODES.filter((to) => canTransition(from, to)).length, 0));
  });

  it("ships only with a tracking number and a known cargo company, mails the tracking link, and the shopper follows it", async () => {
    const { order, token } = await guestOrder();
    await putInStatus(order.id, "preparing");
    expect((await change({ orderId: order.id, status: "SHIPPED" })).data).toMatchObject({ code: "MISSING_INFORMATION", field: "trackingCode" });
    expect((await change({ orderId: order.id, status: "SHIPPED", trackingCode: "  " })).data).toMatchObject({
      code: "MISSING_INFORMATION",
      field: "trackingCode",
    });
    expect((await change({ orderId: order.id, status: "SHIPPED", trackingCode: "X1", cargoId: 999_999 })).data).toMatchObject({
      code: "MISSING_INFORMATION",
      field: "cargoId",
    });
    expect((await orderRow(order.id)).status).toBe("preparing");

    const [cargo] = await db(t, `select id, name, tracking_url from cargo_company where tracking_url <> '' order by id limit 1`);
    const shipped = await change({ orderId: order.id, status: "SHIPPED", cargoId: cargo.id, trackingCode: "AB 12/3", invoiceNumber: "INV-2026-1" }, "tr");
    const link = String(cargo.tracking_url).replaceAll("{code}", encodeURIComponent("AB 12/3"));
    expect(shipped.data).toMatchObject({
      status: "SHIPPED",
      cargoName: cargo.name,
      cargoTrackingCode: "AB 12/3",
      cargoTrackingUrl: link,
      invoiceNumber: "INV-2026-1",
    });
    await t.shop.jobs.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0].html).toContain(link.replaceAll("&", "&#38;"));
    expect(sent[0].text).toContain("AB 12/3");

    const tracking = await call(`query($id: Int) { orderTracking(id: $id) { orderCode status cargoName trackingCode trackingUrl } }`, { id: order.id }, token);
    expect(tracking.data).toEqual({ orderCode: order.code, status: "SHIPPED", cargoName: cargo.name, trackingCode: "AB 12/3", trackingUrl: link });
    const rest = await t.rest("/api/v1/cargo/getTrackingCargo?language=en", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({ order_code: order.code }),
    });
    expect(rest).toMatchObject({
      status: 200,
      body: { success: true, response: { order_code: order.code, status: "shipped", status_name: "Shipped", tracking_number: "AB 12/3", tracking_url: link } },
    });
    // Another shopper's order is not theirs to follow.
    const { token: stranger } = await createOrder(t);
    expect((await call(`query($id: Int) { orderTracking(id: $id) { orderCode } }`, { id: order.id }, stranger)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("confirms a wire transfer's payment by approving it: the money counts as paid from then on", async () => {
    const { order } = await createOrder(t, {
      paymentMethod: "wire_transfer",
      providerInput: { bankAccountId: Number((await db(t, `select id from bank_account order by id limit 1`))[0].id) },
    });
    const before = await call(`query($id: Int) { adminOrder(id: $id) { status paidMinor totals { grandTotalMinor } } }`, { id: order.id });
    expect(before.data).toMatchObject({ status: "AWAITING_PAYMENT", paidMinor: 0 });
    const approved = await change({ orderId: order.id, status: "APPROVED", note: "Havale geldi" });
    expect(approved.data).toMatchObject({ status: "APPROVED", paidMinor: (before.data!.totals as Json).grandTotalMinor });
  });

  it("sets and clears the invoice number alone, without a mail", async () => {
    const { order } = await guestOrder();
    const set = await call(`mutation($id: Int!, $n: String!) { setOrderInvoiceNumber(orderId: $id, invoiceNumber: $n) { ${ORDER_RESULT} } }`, {
      id: order.id,
      n: " FTR-9 ",
    });
    expect(set.data).toMatchObject({ invoiceNumber: "FTR-9", status: "RECEIVED" });
    const cleared = await call(`mutation($id: Int!) { setOrderInvoiceNumber(orderId: $id, invoiceNumber: "") { ${ORDER_RESULT} } }`, { id: order.id });
    expect(cleared.data).toMatchObject({ invoiceNumber: null });
    const tooLong = await call(`mutation($id: Int!, $n: String!) { setOrderInvoiceNumber(orderId: $id, invoiceNumber: $n) { ${ORDER_RESULT} } }`, {
      id: order.id,
      n: "9".repeat(65),
    });
    expect(tooLong.data).toMatchObject({ code: "MISSING_INFORMATION", field: "invoiceNumber" });
    await t.shop.jobs.idle();
    expect(sent).toHaveLength(0);
  });
});

describe("the order list and detail", () => {
  it("filters by status, payment method, number, customer and date, sorts and pages", async () => {
    const product = await createProduct(t, { stock: 50 });
    const small = (await createOrder(t, { productId: product.id, quantity: 1 })).order;
    const big = (await createOrder(t, { productId: product.id, quantity: 4 })).order;
    await putInStatus(big.id, "approved");
    const list = async (filter: Json, sort = "TOTAL_DESC", page = 1, perPage = 50) => {
      const res = await call(
        `query($f: AdminOrderFilter, $s: AdminOrderSort, $p: Int, $pp: Int) { adminOrders(filter: $f, sort: $s, page: $p, perPage: $pp) { total page perPage orders { code } } }`,
        { f: filter, s: sort, p: page, pp: perPage },
      );
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
      return res.data as { total: number; orders: { code: string }[] };
    };
    const codes = (page: { orders: { code: string }[] }) => page.orders.map((o) => o.code).filter((c) => c === small.code || c === big.code);
    expect(codes(await list({ code: small.code.slice(2) }))).toEqual([small.code]);
    expect(codes(await list({ statuses: ["APPROVED"] }))).toEqual([big.code]);
    expect(codes(await list({ statuses: ["RECEIVED", "APPROVED"], paymentMethod: "door" }))).toEqual([big.code, small.code]);
    expect(codes(await list({ paymentMethod: "wire_transfer" }))).toEqual([]);
    expect(codes(await list({ customer: small.email.toUpperCase(), code: small.code }))).toEqual([small.code]);
    expect(codes(await list({ customer: "nobody-such@example.invalid" }))).toEqual([]);
    const today = shopDay(new Date());
    expect(codes(await list({ createdFrom: today, createdTo: today }, "TOTAL_ASC"))).toEqual([small.code, big.code]);
    expect(codes(await list({ createdTo: "2000-01-01" }))).toEqual([]);
    // Wildcards are taken literally.
    expect((await list({ code: "%" })).total).toBe(0);
    const paged = await list({}, "CREATED_DESC", 1, 1);
    expect(paged.orders).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    const bad = await call(`{ adminOrders(filter: { createdFrom: "yesterday" }) { total } }`, {});
    expect(bad.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");

    const detail = await call(
      `query($code: String) { adminOrder(code: $code) { code customerId lines { quantity } statusHistory { status adminId } requests { id } } }`,
      { code: big.code },
    );
    expect(detail.data).toMatchObject({ code: big.code, customerId: null, lines: [{ quantity: 4 }], requests: [] });
    const rest = await t.rest("/api/v1/order/getOrders?language=en", {
      method: "POST",
      headers: { ...bearer(admin), "content-type": "application/json" },
      body: JSON.stringify({ order_code: big.code, status: "approved" }),
    });
    expect(rest).toMatchObject({
      status: 200,
      body: {
        success: true,
        response: {
          total: 1,
          page: 1,
          data: [{ order_code: big.code, status: "approved", status_name: "Approved", payment_code: "door", product_count: 4, refunded_amount: 0 }],
        },
      },
    });
  });
});

describe("who may operate orders", () => {
  it("refuses customers and guests (403) and anonymous callers (401) on every admin field and route", async () => {
    const member = await registerMember(t);
    const { token: guest, order } = await createOrder(t);
    const documents = [
      [`{ adminOrders { total } }`, {}],
      [`query($id: Int) { adminOrder(id: $id) { id } }`, { id: order.id }],
      [CHANGE, { input: { orderId: order.id, status: "APPROVED" } }],
      [`mutation($id: Int!) { setOrderInvoiceNumber(orderId: $id, invoiceNumber: "X") { __typename } }`, { id: order.id }],
      [DECIDE, { input: { requestId: 1, status: "APPROVED" } }],
    ] as const;
    for (const [document, variables] of documents) {
      for (const [token, code] of [
        [member.token, "FORBIDDEN"],
        [guest, "FORBIDDEN"],
        [null, "UNAUTHENTICATED"],
      ] as const) {
        expect((await call(document, variables, token)).errors?.[0].extensions?.code, document).toBe(code);
      }
    }
    for (const path of ["/api/v1/order/getOrders", "/api/v1/order/changeOrderStatus", "/api/v1/order/changeOrderRefundStatus"]) {
      const body = JSON.stringify({ order_id: order.id, id: 1, status: "approved" });
      const post = (headers: Record<string, string>) => t.rest(path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
      expect((await post(bearer(member.token))).status, path).toBe(403);
      expect((await post(bearer(guest))).status, path).toBe(403);
      expect((await post({})).status, path).toBe(401);
    }
    expect((await orderRow(order.id)).status).toBe("received");
    // A customer or guest reading their own order never sees who changed it.
    await change({ orderId: order.id, status: "APPROVED" });
    const own = await call(`query($id: Int) { order(id: $id) { customerId statusHistory { adminId } } }`, { id: order.id }, guest);
    expect(own.data).toEqual({ customerId: null, statusHistory: [{ adminId: null }, { adminId: null }] });
  });
});

describe("decisions on cancel and return requests", () => {
  it("approves a whole cancel of a card order: the acquirer voids it, the order is cancelled, the items go back once", async () => {
    const product = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id, quantity: 2, card: TEST_CARD.success });
    const charged = Number((await orderRow(order.id)).charged_minor);
    expect(await stockOf(product.id)).toBe(3);
    const requestId = await ask(REQUEST_CANCEL, member, order);
    const tooMuch = await decide({ requestId, status: "APPROVED", refundMinor: charged + 1 });
    expect(tooMuch.data).toMatchObject({ code: "REFUND_AMOUNT_TOO_HIGH", field: "refundMinor" });
    const decided = await decide({ requestId, status: "APPROVED", refundMinor: charged, description: "İptal edildi", returnStock: true });
    expect(decided.data).toMatchObject({ __typename: "OrderRequest", status: "APPROVED", answer: "İptal edildi", refundMinor: charged, stockReturned: true });
    expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", refunded_minor: charged });
    expect(await acquirer(order.id)).toMatchObject({ status: "cancelled" });
    expect(await stockOf(product.id)).toBe(5);
    // Decided once: a second decision changes nothing and names why.
    expect((await decide({ requestId, status: "APPROVED", refundMinor: 0, returnStock: true })).data).toMatchObject({ code: "REQUEST_ALREADY_DECIDED" });
    expect(await stockOf(product.id)).toBe(5);
    await t.shop.jobs.idle();
    expect(sent.map((m) => m.subject)).toContain(`Cancellation request — order ${order.code}: Approved`);
  });

  it("refunds part of a returned card order through the acquirer, and refuses more than is left", async () => {
    const product = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id, quantity: 2, card: TEST_CARD.success });
    const charged = Number((await orderRow(order.id)).charged_minor);
    await putInStatus(order.id, "delivered");
    const first = await ask(REQUEST_REFUND, member, order, 1);
    const part = Math.floor(charged / 2);
    expect((await decide({ requestId: first, status: "REFUNDED", refundMinor: part, returnStock: true })).data).toMatchObject({
      status: "REFUNDED",
      refundMinor: part,
    });
    // One of two items back: the order is delivered again, the rest may still be returned.
    expect(await orderRow(order.id)).toMatchObject({ status: "delivered", refunded_minor: part });
    expect(await acquirer(order.id)).toMatchObject({ status: "captured", refunded_minor: part });
    expect(await stockOf(product.id)).toBe(4);
    const second = await ask(REQUEST_REFUND, member, order, 1);
    expect((await decide({ requestId: second, status: "REFUNDED", refundMinor: charged - part + 1 })).data).toMatchObject({ code: "REFUND_AMOUNT_TOO_HIGH" });
    expect((await decide({ requestId: second, status: "REFUNDED", refundMinor: charged - part })).data).toMatchObject({ status: "REFUNDED" });
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refunded_minor: charged });
    expect(await acquirer(order.id)).toMatchObject({ status: "refunded", refunded_minor: charged });
    // Stock of the second was not asked back.
    expect(await stockOf(product.id)).toBe(4);
  });

  it("changes nothing when the card's bank refuses the refund", async () => {
    const product = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id, quantity: 1, card: TEST_CARD.noRefund });
    const charged = Number((await orderRow(order.id)).charged_minor);
    const requestId = await ask(REQUEST_CANCEL, member, order);
    await t.shop.jobs.idle();
    sent.length = 0;
    const refused = await decide({ requestId, status: "APPROVED", refundMinor: charged, returnStock: true });
    expect(refused.data).toMatchObject({
      __typename: "OrderError",
      code: "PROVIDER_REFUND_REFUSED",
      message: "The payment provider refused the refund; nothing was changed on the order.",
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "received", refunded_minor: 0 });
    expect(await acquirer(order.id)).toMatchObject({ status: "captured", refunded_minor: 0 });
    expect(await stockOf(product.id)).toBe(4);
    expect((await db(t, `select status, stock_returned from order_request where id = ?`, [requestId]))[0]).toMatchObject({
      status: "requested",
      stock_returned: false,
    });
    await t.shop.jobs.idle();
    expect(sent).toHaveLength(0);
    // Without money to give back the same request can still be decided.
    expect((await decide({ requestId, status: "REJECTED", description: "Kargoya verildi" })).data).toMatchObject({ status: "REJECTED" });
  });

  it("an admin's own cancel of a card order voids the charge through the acquirer; a refusal leaves the order as it was", async () => {
    const product = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id, quantity: 1, card: TEST_CARD.success });
    const charged = Number((await orderRow(order.id)).charged_minor);
    const cancelled = await change({ orderId: order.id, status: "CANCELLED", returnStock: true });
    expect(cancelled.data).toMatchObject({ status: "CANCELLED", refundedMinor: charged });
    expect(await acquirer(order.id)).toMatchObject({ status: "cancelled" });

    const stuck = await memberOrder(t, member, { productId: product.id, quantity: 1, card: TEST_CARD.noRefund });
    const refused = await change({ orderId: stuck.id, status: "CANCELLED", returnStock: true }, "tr");
    expect(refused.data).toMatchObject({
      __typename: "OrderError",
      code: "PROVIDER_REFUND_REFUSED",
      message: "Ödeme kuruluşu iadeyi reddetti; siparişte hiçbir şey değişmedi.",
    });
    expect(await orderRow(stuck.id)).toMatchObject({ status: "received", refunded_minor: 0 });
    expect(await acquirer(stuck.id)).toMatchObject({ status: "captured", refunded_minor: 0 });
  });

  it("refuses any refund of a cash order not yet paid, and rejects a return: the order goes back to delivered", async () => {
    const product = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id });
    const cancel = await ask(REQUEST_CANCEL, member, order);
    expect((await decide({ requestId: cancel, status: "APPROVED", refundMinor: 1 })).data).toMatchObject({ code: "REFUND_AMOUNT_TOO_HIGH" });
    expect((await decide({ requestId: cancel, status: "REJECTED" })).data).toMatchObject({ status: "REJECTED" });
    await putInStatus(order.id, "delivered");
    const ret = await ask(REQUEST_REFUND, member, order);
    expect((await orderRow(order.id)).status).toBe("refund_requested");
    expect((await decide({ requestId: ret, status: "REFUNDED", refundMinor: 1 })).data).toMatchObject({ status: "REFUNDED" });
    // Everything returned: refunded; cash on delivery was paid once delivered.
    expect(await orderRow(order.id)).toMatchObject({ status: "refunded", refunded_minor: 1 });
  });

  it("sends the back-in-stock alert when a sold-out product comes back with a granted cancel", async () => {
    const product = await createProduct(t, { stock: 1 });
    const buyer = await registerMember(t);
    const watcher = await registerMember(t);
    const order = await memberOrder(t, buyer, { productId: product.id });
    expect(await stockOf(product.id)).toBe(0);
    const alert = await call(`mutation($id: Int!) { requestStockAlert(productId: $id) { __typename } }`, { id: product.id }, watcher.token);
    expect(alert.data).toMatchObject({ __typename: "StockAlertRequest" });
    const requestId = await ask(REQUEST_CANCEL, buyer, order);
    await t.shop.jobs.idle();
    sent.length = 0;
    await decide({ requestId, status: "APPROVED", returnStock: true });
    await t.shop.jobs.idle();
    expect(await stockOf(product.id)).toBe(1);
    expect(sent.filter((m) => m.to === watcher.email)).toHaveLength(1);
  });

  it("answers the REST decision and status routes in the legacy shapes", async () => {
    const member = await registerMember(t);
    const product = await createProduct(t, { stock: 5 });
    const order = await memberOrder(t, member, { productId: product.id });
    const requestId = await ask(REQUEST_CANCEL, member, order);
    const post = (path: string, body: Json) =>
      t.rest(`${path}?language=en`, { method: "POST", headers: { ...bearer(admin), "content-type": "application/json" }, body: JSON.stringify(body) });
    const decided = await post("/api/v1/order/changeOrderRefundStatus", {
      id: requestId,
      status: "approved",
      refund_amount: "0",
      description: "OK",
      return_stock: 1,
    });
    expect(decided).toMatchObject({
      status: 200,
      body: {
        success: true,
        code: "refund_status_changed",
        response: { id: requestId, type: "cancel", status: "approved", answer: "OK", refund_amount: 0, stock_returned: true },
      },
    });
    const again = await post("/api/v1/order/changeOrderRefundStatus", { id: requestId, status: "rejected" });
    expect(again).toMatchObject({ status: 200, body: { success: false, code: "request_already_decided" } });
    expect((await post("/api/v1/order/changeOrderRefundStatus", { status: "rejected" })).status).toBe(400);

    const { order: other } = await createOrder(t);
    const changed = await post("/api/v1/order/changeOrderStatus", { order_id: other.id, status: "approved", note: "ok", invoice_number: "F-1" });
    expect(changed).toMatchObject({
      status: 200,
      body: {
        success: true,
        code: "order_status_changed",
        response: {
          order_code: other.code,
          status: "approved",
          invoice_number: "F-1",
          status_history: [{ status: "received" }, { status: "approved", note: "ok", admin_id: 7 }],
        },
      },
    });
    const refused = await post("/api/v1/order/changeOrderStatus", { order_id: other.id, status: "delivered" });
    expect(refused).toMatchObject({ status: 200, body: { success: false, code: "order_status_not_allowed", field: "status" } });
    expect((await post("/api/v1/order/changeOrderStatus", { order_id: other.id, status: "lost" })).status).toBe(400);
    expect((await post("/api/v1/order/changeOrderStatus", { order_id: 2_000_000_000, status: "approved" })).status).toBe(404);
  });
});

// PGlite serialises every query, so only a real server shows whether two decisions at once can both go through.
describe.runIf(usingPostgres())("two decisions on one request at once (PostgreSQL)", () => {
  it("lets one win; the others get REQUEST_ALREADY_DECIDED, and the money and stock move once", async () => {
    const product = await createProduct(t, { stock: 5 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id, quantity: 2, card: TEST_CARD.success });
    const charged = Number((await orderRow(order.id)).charged_minor);
    const requestId = await ask(REQUEST_CANCEL, member, order);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        decide({ requestId, status: i % 2 ? "REJECTED" : "APPROVED", refundMinor: i % 2 ? null : charged, returnStock: true }),
      ),
    );
    const outcomes = results.map((r) => (r.data!.__typename === "OrderRequest" ? "won" : r.data!.code));
    expect(outcomes.filter((o) => o === "won")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "won")).toEqual(Array(5).fill("REQUEST_ALREADY_DECIDED"));
    const won = results.find((r) => r.data!.__typename === "OrderRequest")!.data!;
    if (won.status === "APPROVED") {
      expect(await orderRow(order.id)).toMatchObject({ status: "cancelled", refunded_minor: charged });
      expect(await stockOf(product.id)).toBe(5);
    } else {
      expect(await orderRow(order.id)).toMatchObject({ status: "received", refunded_minor: 0 });
      expect(await stockOf(product.id)).toBe(3);
    }
  });
});
