// The installment interest ("vade farkı") is a line of the order: a card paid in six parts through the test acquirer
// (its 3-D Secure page answered as a browser would) places an order whose totals, grand total, confirmation mail,
// admin list, dashboard takings and cancellation (refund and mail) all say what the card was charged, not the cart's
// total before the interest (the test acquirer's table: 6 % for six parts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setMailer, type Mail } from "../../graphql-server/modules/mail/mailer.js";
import { installmentCharge } from "../../shared/installments.js";
import { formatMoney } from "../../shared/money.js";
import { Migration20261207130000InstallmentInterest } from "../../graphql-server/migrations/20261207130000-installment-interest.js";
import { CONTRACTS, ORDER, TOTALS } from "../support/documents/checkout.js";
import { bearer, createProduct, readyForCheckout, shopperWithCart } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

// 3-D Secure, a capture and a void on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

type Json = Record<string, unknown>;
interface Totals {
  installmentInterestMinor: number;
  grandTotalMinor: number;
  vatMinor: number;
  vat: { rate: number; netMinor: number; vatMinor: number }[];
}

let t: TestShop;
let admin: string;
let products: number[];
const sent: Mail[] = [];
beforeAll(async () => {
  t = await startTestShop();
  setMailer({ send: async (mail: Mail) => void sent.push(mail) });
  admin = await t.token("admin", 7);
  // Two VAT rates and free cargo: the cart's total is the goods alone, and the interest's VAT is split over both.
  products = [
    (await createProduct(t, { priceMinor: 509_985, vatRate: 20, freeCargo: true, stock: 20 })).id,
    (await createProduct(t, { priceMinor: 509_985, vatRate: 10, freeCargo: true, stock: 20 })).id,
  ];
});
afterAll(async () => {
  setMailer(null);
  await t?.close();
});
beforeEach(async () => {
  await t.shop.jobs.idle();
  sent.length = 0;
});

async function gql(document: string, variables: Json, token: string): Promise<Json> {
  const res = await t.gql<Json>(document, { variables, headers: bearer(token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return Object.values(res.body.data!)[0] as Json;
}

/** A guest with the products in the cart starts a card payment in `installments` parts: what the bank's page answers. */
async function startInParts(installments: number, productIds = products) {
  const token = await shopperWithCart(
    t,
    productIds.map((productId) => ({ productId, quantity: 1 })),
  );
  await readyForCheckout(t, token);
  const cart = await gql(`{ cart { __typename ... on Cart { totals { ${TOTALS} } } } }`, {}, token);
  const cartTotals = cart.totals as Json & { grandTotalMinor: number };
  const card = { holder: "Ayse Yilmaz", number: "4111 1111 1111 1111", expiry: "12/35", cvv: "123" };
  const input = { paymentMethod: "credit_card", idempotencyKey: `interest-${Date.now()}-${Math.random()}`, contracts: CONTRACTS, providerInput: { card, installments } };
  const started = await gql(
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PaymentChallenge { redirectUrl reference chargedMinor } ... on OrderError { code field } } }`,
    { input },
    token,
  );
  expect(started.__typename, JSON.stringify(started)).toBe("PaymentChallenge");
  return { token, cartTotals, cartTotalMinor: cartTotals.grandTotalMinor, chargedMinor: Number(started.chargedMinor), started };
}

/** The bank's page answered with the password, and the signed callback confirmed by the shopper's browser. */
async function confirmAtBank(token: string, redirectUrl: string): Promise<Json> {
  const answered = await fetch(`${t.baseUrl}${redirectUrl}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password: "123456", action: "confirm" }),
    redirect: "manual",
  });
  const callback = [...new URL(answered.headers.get("location")!, t.baseUrl).searchParams].map(([name, value]) => ({ name, value }));
  return gql(
    `mutation($callback: [CallbackField!]!) { confirmCardPayment(paymentCode: "credit_card", callback: $callback, language: "en") {
      __typename ... on PaymentOutcome { order { ${ORDER} } } ... on OrderError { code field } } }`,
    { callback },
    token,
  );
}

/** A guest pays the two products by card in `installments` parts; answers the order as the success page reads it. */
async function paidInParts(installments: number) {
  const { token, cartTotals, cartTotalMinor, chargedMinor, started } = await startInParts(installments);
  const paid = await confirmAtBank(token, String(started.redirectUrl));
  expect(paid.__typename, JSON.stringify(paid)).toBe("PaymentOutcome");
  await t.shop.jobs.idle();
  return { token, cartTotals, cartTotalMinor, chargedMinor, order: paid.order as Json & { id: number; code: string; totals: Totals } };
}

const revenueToday = async (): Promise<number> => {
  const dashboard = await gql(`query { adminOrderDashboard { todayRevenue { currencyCode totalMinor } } }`, {}, admin);
  return (dashboard.todayRevenue as { currencyCode: string; totalMinor: number }[]).find((r) => r.currencyCode === "TRY")?.totalMinor ?? 0;
};

describe("installment interest as a line of the order (test acquirer)", () => {
  it("six parts: the order's totals, its mail, the admin list and today's takings say what the card was charged", async () => {
    const revenueBefore = await revenueToday();
    const { token, cartTotalMinor, chargedMinor, order } = await paidInParts(6);
    expect(chargedMinor).toBe(installmentCharge(cartTotalMinor, { count: 6, interestBasisPoints: 600 }).chargedMinor);
    const interestMinor = chargedMinor - cartTotalMinor;
    expect(interestMinor).toBeGreaterThan(0);

    // The success page and the shopper's order page read these totals.
    expect(order.totals).toMatchObject({ installmentInterestMinor: interestMinor, grandTotalMinor: chargedMinor });
    const again = await gql(`query($code: String) { order(code: $code) { totals { installmentInterestMinor grandTotalMinor } } }`, { code: order.code }, token);
    expect(again.totals).toEqual({ installmentInterestMinor: interestMinor, grandTotalMinor: chargedMinor });
    // The interest carries the VAT of what was sold: the rates' gross amounts still add up to the grand total.
    const gross = order.totals.vat.reduce((sum, v) => sum + v.netMinor + v.vatMinor, 0);
    expect(gross).toBe(chargedMinor);
    expect(order.totals.vat.map((v) => v.rate)).toEqual([10, 20]);
    expect(order.totals.vatMinor).toBe(order.totals.vat.reduce((sum, v) => sum + v.vatMinor, 0));

    // The REST order detail says the same, in major units.
    const detail = await t.rest(`/api/v1/order/getOrderDetail/${order.id}`, { headers: bearer(token) });
    expect(detail.body).toMatchObject({ success: true, response: { totals: { installment_interest: interestMinor / 100, total: chargedMinor / 100 } } });

    const [row] = await db(t, `select grand_total_minor, charged_minor from shop_order where id = ?`, [order.id]);
    expect([Number(row.grand_total_minor), Number(row.charged_minor)]).toEqual([chargedMinor, chargedMinor]);

    // The order was placed in Turkish (the payment started without a language): its mail speaks it.
    const tr = (minor: number) => formatMoney(minor, { currency: "TRY", language: "tr" });
    const mail = sent.find((m) => m.subject.includes(order.code));
    expect(mail?.text).toContain(`Vade farkı: ${tr(interestMinor)}`);
    expect(mail?.text).toContain(`Toplam: ${tr(chargedMinor)}`);
    expect(mail?.html).toContain("Vade farkı");

    const list = await gql(
      `query($f: AdminOrderFilter) { adminOrders(filter: $f) { orders { code totals { grandTotalMinor installmentInterestMinor } } } }`,
      { f: { code: order.code } },
      admin,
    );
    expect(list.orders).toEqual([{ code: order.code, totals: { grandTotalMinor: chargedMinor, installmentInterestMinor: interestMinor } }]);
    expect((await revenueToday()) - revenueBefore).toBe(chargedMinor);
  });

  it("cancelled by the shop: the whole charge, interest included, goes back to the card and the mail says how much", async () => {
    const { chargedMinor, order } = await paidInParts(6);
    sent.length = 0;
    const changed = await gql(
      `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input, language: "tr") {
        __typename ... on OrderChanged { order { status refundedMinor paidMinor } } ... on OrderError { code field } } }`,
      { input: { orderId: order.id, status: "CANCELLED" } },
      admin,
    );
    expect(changed).toMatchObject({ __typename: "OrderChanged", order: { status: "CANCELLED", refundedMinor: chargedMinor, paidMinor: chargedMinor } });
    const [charge] = await db(t, `select payment_transaction_id from shop_order where id = ?`, [order.id]);
    const [ledger] = await db(t, `select status, amount_minor from test_acquirer_transaction where id = ?`, [charge.payment_transaction_id]);
    // A void of the whole capture: nothing of it stays with the shop.
    expect(ledger).toMatchObject({ status: "cancelled" });
    expect(Number(ledger.amount_minor)).toBe(chargedMinor);

    await t.shop.jobs.idle();
    const mail = sent.find((m) => m.subject.includes(order.code));
    const tr = (minor: number) => formatMoney(minor, { currency: "TRY", language: "tr" });
    expect(mail?.text).toContain(`Kartınıza iade edilen tutar: ${tr(chargedMinor)}`);
  });

  it("a payment in one part has no interest line and its grand total is the cart's", async () => {
    const { cartTotalMinor, chargedMinor, order } = await paidInParts(1);
    expect(chargedMinor).toBe(cartTotalMinor);
    expect(order.totals).toMatchObject({ installmentInterestMinor: 0, grandTotalMinor: cartTotalMinor });
  });

  it("a price that rose above the charge while the shopper was at the bank: TOTAL_CHANGED, no order, the card released", async () => {
    const dearer = (await createProduct(t, { priceMinor: 100_000, freeCargo: true, stock: 5 })).id;
    const { token, chargedMinor, started } = await startInParts(6, [dearer]);
    await db(t, `update product set selling_price_minor = ? where id = ?`, [chargedMinor + 50_000, dearer]);
    const before = Number((await db(t, `select count(*)::int as n from shop_order`))[0].n);
    expect(await confirmAtBank(token, String(started.redirectUrl))).toMatchObject({ __typename: "OrderError", code: "TOTAL_CHANGED" });
    expect(Number((await db(t, `select count(*)::int as n from shop_order`))[0].n)).toBe(before);
    expect((await db(t, `select status from test_acquirer_transaction where merchant_reference = ?`, [started.reference]))[0].status).toBe("cancelled");
  });

  it("an order placed before the line gets it from the migration, exactly as placing now writes it", async () => {
    const { cartTotals, cartTotalMinor, order } = await paidInParts(6);
    // As such an order was stored: the cart's totals without the line, the cart's total as its grand total.
    const { installmentInterestMinor: _none, ...before } = cartTotals;
    await db(t, `update shop_order set totals = ?::jsonb, grand_total_minor = ? where id = ?`, [JSON.stringify(before), cartTotalMinor, order.id]);
    // The shop runs on PostgreSQL's SQL driver (PGlite's speaks it too): the migration's own type.
    const driver = t.orm.em.getDriver() as unknown as ConstructorParameters<typeof Migration20261207130000InstallmentInterest>[0];
    const migration = new Migration20261207130000InstallmentInterest(driver, t.orm.config);
    await migration.up();
    const [row] = await db(t, `select totals, grand_total_minor from shop_order where id = ?`, [order.id]);
    expect(row.totals).toEqual(order.totals);
    expect(Number(row.grand_total_minor)).toBe(order.totals.grandTotalMinor);
    // Down takes the interest out of the grand total again.
    await migration.down();
    const [undone] = await db(t, `select totals, grand_total_minor from shop_order where id = ?`, [order.id]);
    expect(Number(undone.grand_total_minor)).toBe(cartTotalMinor);
    expect(undone.totals).toMatchObject({ grandTotalMinor: cartTotalMinor });
    expect(undone.totals).not.toHaveProperty("installmentInterestMinor");
  });
});
