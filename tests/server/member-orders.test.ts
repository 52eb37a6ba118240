// Members' orders: the paged list, history, cancel requests before shipping and return requests within 15 days of
// delivery (CAN_NOT_CANCEL / CAN_NOT_REFUND), the mail to the member, who may see what (another member's order or
// request is NOT_FOUND, guests and anonymous callers are refused), the REST shapes, and guest orders joining the
// account once the member verifies the contact they were placed with.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { markEmailVerified, markPhoneVerified } from "../../graphql-server/modules/customer/index.js";
import { setMailer, type Mail } from "../../graphql-server/modules/mail/mailer.js";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { CONTRACTS, PLACE_ORDER } from "../support/documents/checkout.js";
import { bearer, createOrder, createProduct, registerMember, type Member } from "../support/factories.js";
import { createAddress } from "../support/factories/shopper.js";
import { confirmContactPhone } from "../support/factories/phone-code.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

let t: TestShop;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await startTestShop();
  setMailer({ send: async (mail: Mail) => void sent.push(mail) });
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});
beforeEach(() => void (sent.length = 0));

interface PlacedOrder {
  id: number;
  code: string;
  lines: { id: number; quantity: number }[];
}

/** The member buys `quantity` of a new product, paying cash on delivery, on a page in `language` (the mails speak it). */
async function memberOrder(member: Member, quantity = 3, language = "en"): Promise<PlacedOrder> {
  const product = await createProduct(t, { stock: 50 });
  expectTypename((await t.gql(ADD_TO_CART, { variables: { input: { productId: product.id, quantity } }, headers: bearer(member.token) })).body.data?.addToCart, "Cart");
  await createAddress(t, member.token);
  await confirmContactPhone(t, member.token);
  const res = await t.gql(PLACE_ORDER, {
    variables: { input: { paymentMethod: "door", providerInput: { doorPaymentType: "CASH" }, idempotencyKey: randomUUID(), contracts: CONTRACTS }, language },
    headers: bearer(member.token),
  });
  const { code } = expectTypename(res.body.data?.placeOrder, "PaymentOutcome").order;
  const read = await t.gql<{ order: PlacedOrder }>(`query($code: String) { order(code: $code) { id code lines { id quantity } } }`, {
    variables: { code },
    headers: bearer(member.token),
  });
  // The confirmation mail is not what these tests look at.
  await t.shop.jobs.idle();
  sent.length = 0;
  return read.body.data!.order;
}

/** Moves an order as the shop would (the admin side is not built yet): its status and a history row `daysAgo` old. */
async function moveOrder(orderId: number, status: string, daysAgo = 0) {
  // What happened before happened earlier still.
  await db(t, `update order_status_history set created_at = now() - make_interval(days => ?) where order_id = ?`, [daysAgo + 1, orderId]);
  await db(t, `update shop_order set status = ? where id = ?`, [status, orderId]);
  await db(t, `insert into order_status_history (order_id, status, note, created_at) values (?, ?, '', now() - make_interval(days => ?))`, [orderId, status, daysAgo]);
}

const REQUEST_RESULT = `__typename ... on OrderRequest { id kind status statusName reason reasonName note lines { orderLineId quantity title } }
  ... on OrderError { code message field }`;
const CANCEL = `mutation($input: OrderRequestInput!, $language: String) { requestOrderCancel(input: $input, language: $language) { ${REQUEST_RESULT} } }`;
const REFUND = `mutation($input: OrderRequestInput!, $language: String) { requestOrderRefund(input: $input, language: $language) { ${REQUEST_RESULT} } }`;
type RequestReply = { __typename: string; code?: string; field?: string; message?: string; status?: string; statusName?: string; lines?: { quantity: number }[] };

async function ask(document: string, token: string | null, input: Record<string, unknown>, language = "en") {
  const res = await t.gql<Record<string, RequestReply>>(document, { variables: { input, language }, headers: token ? bearer(token) : {} });
  return { errors: res.body.errors, result: res.body.data ? Object.values(res.body.data)[0] : null };
}

const ORDER_VIEW = `query($code: String) { order(code: $code) { id status canCancel canRefund refundableUntil
  statusHistory { status statusName createdAt } requests { kind status } requestableLines { orderLineId quantity } } }`;

describe("the member's orders", () => {
  it("lists the member's orders a page at a time, newest first, with their history", async () => {
    const member = await registerMember(t);
    const first = await memberOrder(member);
    const second = await memberOrder(member);
    const page = await t.gql<{ customerOrders: { total: number; page: number; perPage: number; orders: { code: string; statusHistory: { status: string }[] }[] } }>(
      `query($page: Int, $perPage: Int) { customerOrders(page: $page, perPage: $perPage) { total page perPage orders { code statusHistory { status } } } }`,
      { variables: { page: 1, perPage: 1 }, headers: bearer(member.token) },
    );
    expect(page.body.data!.customerOrders).toMatchObject({ total: 2, page: 1, perPage: 1, orders: [{ code: second.code, statusHistory: [{ status: "RECEIVED" }] }] });
    const next = await t.gql<{ customerOrders: { orders: { code: string }[] } }>(`{ customerOrders(page: 2, perPage: 1) { orders { code } } }`, { headers: bearer(member.token) });
    expect(next.body.data!.customerOrders.orders.map((o) => o.code)).toEqual([first.code]);
    // Hostile page numbers are held to sense, never an error.
    const odd = await t.gql<{ customerOrders: { page: number; perPage: number } }>(`{ customerOrders(page: -4, perPage: 100000) { page perPage } }`, { headers: bearer(member.token) });
    expect(odd.body.data!.customerOrders).toEqual({ page: 1, perPage: 50 });
  });

  it("keeps another member's order and requests out of reach (NOT_FOUND) and refuses guests and anonymous callers", async () => {
    const owner = await registerMember(t);
    const stranger = await registerMember(t);
    const order = await memberOrder(owner);
    const seen = await t.gql(ORDER_VIEW, { variables: { code: order.code }, headers: bearer(stranger.token) });
    expect(seen.body.errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const input = { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1 }], reason: "changed_mind" };
    for (const document of [CANCEL, REFUND]) expect((await ask(document, stranger.token, input)).errors?.[0].extensions?.code).toBe("NOT_FOUND");
    const { token: guest } = await createOrder(t);
    expect((await ask(CANCEL, guest, input)).errors?.[0].extensions?.code).toBe("FORBIDDEN");
    expect((await ask(CANCEL, null, input)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const guestList = await t.gql(`{ customerOrders { total } }`, { headers: bearer(guest) });
    expect(guestList.body.errors?.[0].extensions?.code).toBe("FORBIDDEN");
    // The stranger's list does not hold the owner's order.
    const list = await t.gql<{ customerOrders: { total: number } }>(`{ customerOrders { total } }`, { headers: bearer(stranger.token) });
    expect(list.body.data!.customerOrders.total).toBe(0);
  });
});

describe("cancel requests", () => {
  it("asks to cancel chosen items before shipping, mails the member, and refuses to ask for more than is left", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(member, 3);
    const line = order.lines[0].id;
    const first = await ask(CANCEL, member.token, { code: order.code, lines: [{ orderLineId: line, quantity: 2 }], reason: "ordered_by_mistake", note: "Yanlış renk" });
    expect(first.result).toMatchObject({ __typename: "OrderRequest", kind: "CANCEL", status: "REQUESTED", statusName: "Requested", reasonName: "I ordered by mistake", note: "Yanlış renk" });
    await t.shop.jobs.idle();
    expect(sent.map((m) => m.subject)).toEqual([`Cancellation request — order ${order.code}`]);
    expect(sent[0].text).toContain("2 ×");

    const tooMany = await ask(CANCEL, member.token, { orderId: order.id, lines: [{ orderLineId: line, quantity: 2 }], reason: "other" });
    expect(tooMany.result).toMatchObject({ __typename: "OrderError", code: "CAN_NOT_CANCEL", field: "lines" });
    const view = await t.gql<{ order: { canCancel: boolean; requests: unknown[]; requestableLines: { quantity: number }[] } }>(ORDER_VIEW, { variables: { code: order.code }, headers: bearer(member.token) });
    expect(view.body.data!.order).toMatchObject({ canCancel: true, requests: [{ kind: "CANCEL", status: "REQUESTED" }], requestableLines: [{ quantity: 1 }] });
  });

  it("names what is missing: no line chosen, a reason not on the list, a line of another order", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(member);
    const other = await memberOrder(member);
    const line = order.lines[0].id;
    expect((await ask(CANCEL, member.token, { orderId: order.id, lines: [{ orderLineId: line, quantity: 0 }], reason: "other" })).result).toMatchObject({ code: "MISSING_INFORMATION", field: "lines" });
    expect((await ask(CANCEL, member.token, { orderId: order.id, lines: [{ orderLineId: line, quantity: 1 }], reason: "<script>" })).result).toMatchObject({ code: "MISSING_INFORMATION", field: "reason" });
    expect((await ask(CANCEL, member.token, { orderId: order.id, lines: [{ orderLineId: other.lines[0].id, quantity: 1 }], reason: "other" })).result).toMatchObject({ code: "CAN_NOT_CANCEL", field: "lines" });
    expect((await ask(CANCEL, member.token, { orderId: order.id, lines: [{ orderLineId: line, quantity: 1 }], reason: "other", note: "x".repeat(1001) })).result).toMatchObject({ code: "MISSING_INFORMATION", field: "note" });
  });

  it("answers CAN_NOT_CANCEL once the order has shipped", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(member);
    await moveOrder(order.id, "shipped");
    const refused = await ask(CANCEL, member.token, { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1 }], reason: "changed_mind" }, "tr");
    expect(refused.result).toMatchObject({ __typename: "OrderError", code: "CAN_NOT_CANCEL" });
    expect(refused.result!.message).not.toBe("");
    const view = await t.gql<{ order: { canCancel: boolean } }>(ORDER_VIEW, { variables: { code: order.code }, headers: bearer(member.token) });
    expect(view.body.data!.order.canCancel).toBe(false);
  });
});

describe("return requests", () => {
  it("are refused before delivery and more than 15 days after it", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(member);
    const input = { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1 }], reason: "damaged" };
    expect((await ask(REFUND, member.token, input)).result).toMatchObject({ code: "CAN_NOT_REFUND" });
    await moveOrder(order.id, "delivered", 16);
    expect((await ask(REFUND, member.token, input)).result).toMatchObject({ code: "CAN_NOT_REFUND" });
    const view = await t.gql<{ order: { canRefund: boolean; refundableUntil: string } }>(ORDER_VIEW, { variables: { code: order.code }, headers: bearer(member.token) });
    expect(view.body.data!.order.canRefund).toBe(false);
    expect(new Date(view.body.data!.order.refundableUntil).getTime()).toBeLessThan(Date.now());
  });

  it("are taken within 15 days of delivery and move the order to refund requested", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(member, 2, "ar");
    await moveOrder(order.id, "delivered", 14);
    const made = await ask(REFUND, member.token, { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1 }], reason: "damaged" }, "ar");
    expect(made.result).toMatchObject({ __typename: "OrderRequest", status: "REQUESTED" });
    const view = await t.gql<{ order: { status: string; canRefund: boolean; statusHistory: { status: string }[] } }>(ORDER_VIEW, {
      variables: { code: order.code },
      headers: bearer(member.token),
    });
    expect(view.body.data!.order.status).toBe("REFUND_REQUESTED");
    expect(view.body.data!.order.statusHistory.map((h) => h.status)).toEqual(["RECEIVED", "DELIVERED", "REFUND_REQUESTED"]);
    // The other item may still be returned while the window lasts.
    expect(view.body.data!.order.canRefund).toBe(true);
    await t.shop.jobs.idle();
    expect(sent).toHaveLength(1);
    expect(sent[0].html).toContain('dir="rtl"');
  });
});

describe("REST", () => {
  const post = (path: string, token: string | null, body: unknown) =>
    t.rest(path, { method: "POST", headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" }, body: JSON.stringify(body) });

  it("serves the member's orders, the cancel and return requests and the shop's request list in the legacy shapes", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(member, 2);
    const list = await t.rest("/api/v1/order/getOrderByCustomer?language=en", { headers: bearer(member.token) });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, response: { total: 1, page: 1, per_page: 10, data: [{ id: order.id, order_code: order.code, status: "received", product_count: 2 }] } });

    const cancel = await post("/api/v1/order/orderCancel?language=en", member.token, { order_id: order.id, products: [{ id: order.lines[0].id, quantity: 1 }], reason: "changed_mind", description: "note" });
    expect(cancel.body).toMatchObject({ success: true, code: "cancel_request_created", response: { order_code: order.code, type: "cancel", status: "requested", description: "note", products: [{ order_product_id: order.lines[0].id, quantity: 1 }] } });
    const refund = await post("/api/v1/order/createOrderRefund?language=en", member.token, { order_id: order.id, products: [{ order_product_id: order.lines[0].id, quantity: 1 }], reason: "damaged" });
    expect(refund.body).toMatchObject({ success: false, code: "can_not_refund" });

    const admin = await t.token("admin", 1);
    const requests = await post("/api/v1/order/getRefundOrders", admin, { type: "cancel", status: "requested" });
    expect(requests.status).toBe(200);
    expect((requests.body.response as { data: { order_code: string }[] }).data.map((r) => r.order_code)).toContain(order.code);
  });

  it("answers 401 without a token, 403 for the wrong role and 404 for another member's order", async () => {
    const member = await registerMember(t);
    const stranger = await registerMember(t);
    const order = await memberOrder(member);
    const { token: guest } = await createOrder(t);
    expect((await t.rest("/api/v1/order/getOrderByCustomer")).status).toBe(401);
    expect((await t.rest("/api/v1/order/getOrderByCustomer", { headers: bearer(guest) })).status).toBe(403);
    const body = { order_id: order.id, products: [{ id: order.lines[0].id, quantity: 1 }], reason: "changed_mind" };
    expect((await post("/api/v1/order/orderCancel", null, body)).status).toBe(401);
    expect((await post("/api/v1/order/orderCancel", guest, body)).status).toBe(403);
    expect((await post("/api/v1/order/orderCancel", stranger.token, body)).status).toBe(404);
    expect((await post("/api/v1/order/createOrderRefund", stranger.token, body)).status).toBe(404);
    expect((await post("/api/v1/order/getRefundOrders", member.token, {})).status).toBe(403);
    expect((await post("/api/v1/order/getRefundOrders", null, {})).status).toBe(401);
  });
});

describe("guest orders joining the account", () => {
  /** A guest order placed with this contact. */
  async function guestOrder(contact: { email: string; phone: string }) {
    const { order } = await createOrder(t);
    await db(t, `update shop_order set email = ?, phone = ? where id = ?`, [contact.email, contact.phone, order.id]);
    return order;
  }
  const ordersOf = async (member: Member) =>
    (await t.gql<{ customerOrders: { orders: { code: string }[] } }>(`{ customerOrders { orders { code } } }`, { headers: bearer(member.token) })).body.data!.customerOrders.orders.map(
      (o) => o.code,
    );

  it("are claimed when the member verifies the phone they were placed with, not before, and strangers' stay", async () => {
    const member = await registerMember(t);
    const mine = await guestOrder({ email: "someone-else@example.shop", phone: `+90 ${member.phone.slice(1)}` });
    const strangers = await guestOrder({ email: "other@example.shop", phone: "0555 000 00 00" });
    expect(await ordersOf(member)).toEqual([]);
    await markPhoneVerified(t.orm.em.fork(), member.id);
    expect(await ordersOf(member)).toEqual([mine.code]);
    const [row] = await db(t, `select shopper_kind from shop_order where id = ?`, [strangers.id]);
    expect(row.shopper_kind).toBe("guest");
  });

  it("are claimed by a verified email, whatever its case", async () => {
    const member = await registerMember(t);
    const mine = await guestOrder({ email: member.email.toUpperCase(), phone: "0555 111 11 11" });
    expect(await ordersOf(member)).toEqual([]);
    await markEmailVerified(t.orm.em.fork(), member.id);
    expect(await ordersOf(member)).toEqual([mine.code]);
  });
});
