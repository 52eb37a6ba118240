// What the admin pages for orders and customers read and write: every order write of an admin leaves an audit entry
// with the record before and after (and a refused one leaves none); the dashboard's counts agree with the lists they
// link to; the open-request filter; the member list searches by name, email and phone, filters by type, pages, and
// never carries a password hash or a token; the legacy REST shapes; and each admin role reaches only its area.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createOrder, createProduct, registerMember } from "../support/factories.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { memberOrder } from "../support/factories/member-order.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";
import { shopDay } from "../../shared/shop-time.js";

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

type Json = Record<string, unknown>;
let t: TestShop;
let owner: string;
beforeAll(async () => {
  t = await startTestShop();
  owner = await t.token("admin", 11);
});
afterAll(() => t?.close());

async function call(document: string, variables: Json = {}, token: string | null = owner) {
  const res = await t.gql<Json>(document, { variables, headers: token ? bearer(token) : {} });
  return { data: res.body.data ? (Object.values(res.body.data)[0] as Json) : null, errors: res.body.errors as { extensions?: Json }[] | undefined };
}

const CHANGE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on OrderError { code field } } }`;
const INVOICE = `mutation($id: Int!, $n: String!) { setOrderInvoiceNumber(orderId: $id, invoiceNumber: $n) { __typename } }`;
const DECIDE = `mutation($input: DecideOrderRequestInput!) { decideOrderRequest(input: $input) { __typename ... on OrderError { code field } } }`;
const REQUEST_CANCEL = `mutation($input: OrderRequestInput!) { requestOrderCancel(input: $input) { __typename ... on OrderRequest { id } } }`;

const auditOf = async (entity: string, id: number) =>
  db<{ action: string; admin_id: number; before: Json; after: Json }>(t, `select action, admin_id, before, after from admin_audit where entity = ? and entity_id = ? order by id`, [
    entity,
    String(id),
  ]);
const parsed = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as Json) : (value as Json));

describe("the audit trail of order writes", () => {
  it("records a status change, a wire confirmation and an invoice number with the admin, before and after", async () => {
    const bank = Number((await db(t, `select id from bank_account order by id limit 1`))[0].id);
    const { order } = await createOrder(t, { paymentMethod: "wire_transfer", providerInput: { bankAccountId: bank } });
    expect((await call(CHANGE, { input: { orderId: order.id, status: "APPROVED" } })).data).toMatchObject({ __typename: "OrderChanged" });
    expect((await call(CHANGE, { input: { orderId: order.id, status: "PREPARING" } })).data).toMatchObject({ __typename: "OrderChanged" });
    expect((await call(INVOICE, { id: order.id, n: "FTR-77" })).data).toMatchObject({ __typename: "OrderChanged" });
    // Refused moves change nothing and so log nothing.
    expect((await call(CHANGE, { input: { orderId: order.id, status: "DELIVERED" } })).data).toMatchObject({ code: "ORDER_STATUS_NOT_ALLOWED" });
    expect((await call(CHANGE, { input: { orderId: order.id, status: "SHIPPED" } })).data).toMatchObject({ code: "MISSING_INFORMATION", field: "trackingCode" });

    const entries = await auditOf("order", order.id);
    expect(entries.map((e) => e.action)).toEqual(["confirm_payment", "status", "invoice_number"]);
    expect(entries.every((e) => Number(e.admin_id) === 11)).toBe(true);
    expect(parsed(entries[0].before)).toMatchObject({ code: order.code, status: "awaiting_payment" });
    expect(parsed(entries[0].after)).toMatchObject({ status: "approved" });
    expect(parsed(entries[1].after)).toMatchObject({ status: "preparing" });
    expect(parsed(entries[2].before)).toMatchObject({ invoiceNumber: null });
    expect(parsed(entries[2].after)).toMatchObject({ invoiceNumber: "FTR-77" });
  });

  it("records a request decision with the request and the order before and after", async () => {
    const product = await createProduct(t, { stock: 10 });
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: product.id, quantity: 2 });
    const asked = await call(REQUEST_CANCEL, { input: { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 2 }], reason: "other" } }, member.token);
    const requestId = asked.data!.id as number;
    const decided = await call(DECIDE, { input: { requestId, status: "APPROVED", description: "Tamam", returnStock: true } });
    expect(decided.data).toMatchObject({ __typename: "OrderRequest" });
    const [entry] = await auditOf("order_request", requestId);
    expect(entry.action).toBe("request_decision");
    expect(parsed(entry.before)).toMatchObject({ orderCode: order.code, kind: "cancel", status: "requested", stockReturned: false, orderStatus: "received" });
    expect(parsed(entry.after)).toMatchObject({ status: "approved", answer: "Tamam", refundMinor: 0, stockReturned: true, orderStatus: "cancelled" });
  });
});

describe("the dashboard and the open-request filter", () => {
  const DASHBOARD = `query { adminOrderDashboard(language: "en") { statusCounts { status statusName count } openCancelRequests openRefundRequests today todayOrders todayRevenue { currencyCode totalMinor } } }`;
  const LIST = `query($f: AdminOrderFilter) { adminOrders(filter: $f, perPage: 1) { total } }`;

  it("counts what each linked list shows", async () => {
    await createOrder(t);
    const board = (await call(DASHBOARD)).data!;
    const counts = board.statusCounts as { status: string; statusName: string; count: number }[];
    expect(counts.map((c) => c.status)).toEqual(["AWAITING_PAYMENT", "PAYMENT_FAILED", "RECEIVED", "APPROVED", "PREPARING", "SHIPPED", "DELIVERED", "CANCELLED", "REFUND_REQUESTED", "REFUNDED"]);
    expect(counts.find((c) => c.status === "RECEIVED")?.statusName).toBe("Order received");
    for (const { status, count } of counts) expect((await call(LIST, { f: { statuses: [status] } })).data!.total, status).toBe(count);
    const today = board.today as string;
    expect(today).toBe(shopDay(new Date()));
    expect((await call(LIST, { f: { createdFrom: today, createdTo: today } })).data!.total).toBe(board.todayOrders);
    expect(board.todayOrders).toBeGreaterThan(0);
    expect((board.todayRevenue as { totalMinor: number }[]).reduce((s, r) => s + r.totalMinor, 0)).toBeGreaterThan(0);
    expect((await call(LIST, { f: { openRequest: "CANCEL" } })).data!.total).toBe(board.openCancelRequests);
    expect((await call(LIST, { f: { openRequest: "REFUND" } })).data!.total).toBe(board.openRefundRequests);
  });

  it("lists exactly the orders with an open cancel request", async () => {
    const member = await registerMember(t);
    const order = await memberOrder(t, member, { productId: (await createProduct(t, { stock: 5 })).id });
    const before = (await call(`query($f: AdminOrderFilter) { adminOrders(filter: $f, perPage: 100) { orders { code } } }`, { f: { openRequest: "CANCEL" } })).data!;
    expect((before.orders as { code: string }[]).map((o) => o.code)).not.toContain(order.code);
    await call(REQUEST_CANCEL, { input: { orderId: order.id, lines: [{ orderLineId: order.lines[0].id, quantity: 1 }], reason: "other" } }, member.token);
    const after = (await call(`query($f: AdminOrderFilter) { adminOrders(filter: $f, perPage: 100) { orders { code } } }`, { f: { openRequest: "CANCEL" } })).data!;
    expect((after.orders as { code: string }[]).map((o) => o.code)).toContain(order.code);
  });
});

describe("the member list", () => {
  const LIST = `query($f: AdminCustomerFilter, $s: AdminCustomerSort, $p: Int, $pp: Int) { adminCustomers(filter: $f, sort: $s, page: $p, perPage: $pp) {
    total page perPage customers { id kind firstName lastName email phone companyName } } }`;

  it("searches by name, email and phone, filters by type, sorts and pages", async () => {
    const tag = `Zq${Date.now() % 100000}`;
    const a = await registerMember(t, { firstName: `${tag}a`, lastName: "Kaya" });
    const b = await registerMember(t, { firstName: `${tag}b`, lastName: "Demir", kind: "CORPORATE", companyName: "Demir Ltd", taxOffice: "Kadıköy", taxNumber: "1234567890" });
    const byName = (await call(LIST, { f: { search: tag.toLowerCase() }, s: "NAME_ASC" })).data!;
    expect((byName.customers as Json[]).map((c) => c.id)).toEqual([a.id, b.id]);
    expect((await call(LIST, { f: { search: a.email.toUpperCase() } })).data!.customers).toEqual([expect.objectContaining({ id: a.id })]);
    // A phone typed the way people type it: 0532 … with spaces.
    const typed = `${b.phone.slice(0, 4)} ${b.phone.slice(4, 7)} ${b.phone.slice(7)}`;
    expect((await call(LIST, { f: { search: typed } })).data!.customers).toEqual([expect.objectContaining({ id: b.id })]);
    expect((await call(LIST, { f: { search: tag, kind: "CORPORATE" } })).data!.customers).toEqual([expect.objectContaining({ id: b.id, kind: "CORPORATE", companyName: "Demir Ltd" })]);
    const first = (await call(LIST, { f: { search: tag }, s: "CREATED_ASC", p: 1, pp: 1 })).data!;
    const second = (await call(LIST, { f: { search: tag }, s: "CREATED_ASC", p: 2, pp: 1 })).data!;
    expect([first.total, (first.customers as Json[])[0].id, (second.customers as Json[])[0].id]).toEqual([2, a.id, b.id]);
    // A deleted account is not a member any more.
    await db(t, `update customer set deleted_at = now() where id = ?`, [a.id]);
    expect((await call(LIST, { f: { search: tag } })).data!.total).toBe(1);
    expect((await call(`query($id: Int!) { adminCustomer(id: $id) { id } }`, { id: a.id })).errors?.[0].extensions?.code).toBe("NOT_FOUND");
  });

  it("finds only members that match whatever is typed, and never fails (generated searches)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.constantFrom(null, "INDIVIDUAL", "CORPORATE"), async (search, kind) => {
        const res = await call(LIST, { f: { search, kind }, pp: 100 });
        expect(res.errors).toBeUndefined();
        const needle = search.trim().toLowerCase();
        for (const c of res.data!.customers as Json[]) {
          if (kind) expect(c.kind).toBe(kind);
          if (!needle) continue;
          const digits = needle.replace(/\D/g, "");
          const hay = `${c.firstName} ${c.lastName}|${c.email}|${c.companyName ?? ""}`.toLowerCase();
          expect(hay.includes(needle) || (digits.length >= 3 && String(c.phone).replace(/\D/g, "").includes(digits.slice(-10)))).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("keeps orders' filters safe for any text and date typed (generated filters)", async () => {
    const date = fc.oneof(fc.string({ maxLength: 30 }), fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
    await fc.assert(
      fc.asyncProperty(fc.record({ code: fc.string({ maxLength: 40 }), customer: fc.string({ maxLength: 60 }), createdFrom: date, createdTo: date, paymentMethod: fc.string({ maxLength: 40 }) }, { requiredKeys: [] }), async (filter) => {
        const res = await call(`query($f: AdminOrderFilter) { adminOrders(filter: $f) { total orders { code email } } }`, { f: filter });
        const code = res.errors?.[0]?.extensions?.code;
        if (code) {
          expect(code).toBe("BAD_USER_INPUT");
          return;
        }
        for (const o of res.data!.orders as Json[]) if (filter.code?.trim()) expect(String(o.code)).toContain(filter.code.trim().toUpperCase().slice(0, 32));
      }),
      { numRuns: 40 },
    );
  });

  it("answers the legacy REST routes without any secret", async () => {
    const member = await registerMember(t, { firstName: "Restli" });
    const headers = { ...bearer(owner), "content-type": "application/json" };
    const list = await t.rest("/api/v1/customer/getCustomers", { method: "POST", headers, body: JSON.stringify({ q: member.email, per_page: "5" }) });
    expect(list).toMatchObject({ status: 200, body: { success: true, response: { total: 1, page: 1, per_page: 5, data: [{ id: member.id, name: "Restli", email: member.email, type: "individual" }] } } });
    const one = await t.rest(`/api/v1/customer/${member.id}`, { headers });
    expect(one).toMatchObject({ status: 200, body: { success: true, data: { id: member.id, surname: "Yılmaz" } } });
    const text = JSON.stringify([list.body, one.body]);
    for (const secret of ["password", "hash", "token", "$argon2", member.token]) expect(text).not.toContain(secret);
    expect((await t.rest(`/api/v1/customer/99999999`, { headers })).status).toBe(404);
    expect((await t.rest("/api/v1/customer/getCustomers", { method: "POST", headers, body: JSON.stringify({ type: "robot" }) })).status).toBe(400);
  });
});

describe("roles", () => {
  const FIELDS = [
    `query { adminOrders { total } }`,
    `query { adminOrderDashboard { todayOrders } }`,
    `query { adminCustomers { total } }`,
    `query { adminCustomer(id: 1) { id } }`,
    `mutation { setOrderInvoiceNumber(orderId: 1, invoiceNumber: "x") { __typename } }`,
  ];

  it("lets the orders role and the owner in, and keeps catalogue and content admins out", async () => {
    const tokens = Object.fromEntries(
      await Promise.all((["orders", "catalogue", "content", "owner"] as const).map(async (role) => [role, await adminToken(t, await createAdmin(t, [role]))] as const)),
    );
    for (const document of FIELDS) {
      for (const role of ["orders", "owner"]) {
        const code = (await call(document, {}, tokens[role])).errors?.[0]?.extensions?.code;
        expect(code === undefined || code === "NOT_FOUND", `${role}: ${document}`).toBe(true);
      }
      for (const role of ["catalogue", "content"]) expect((await call(document, {}, tokens[role])).errors?.[0]?.extensions?.code, `${role}: ${document}`).toBe("FORBIDDEN");
    }
    for (const role of ["catalogue", "content"]) {
      const headers = { ...bearer(tokens[role]), "content-type": "application/json" };
      expect((await t.rest("/api/v1/customer/getCustomers", { method: "POST", headers, body: "{}" })).status).toBe(403);
      expect((await t.rest("/api/v1/customer/1", { headers })).status).toBe(403);
      expect((await t.rest("/api/v1/order/getOrders", { method: "POST", headers, body: "{}" })).status).toBe(403);
    }
  });
});
