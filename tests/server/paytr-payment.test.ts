// Paying through PayTR against the local fake PayTR, over HTTP as the browser and PayTR would: placeOrder (and REST
// payPaytr / getPayTRIframeToken) answers the fake's iframe page, the card is typed there (never sent to the shop),
// the bank's page approves or denies, and the fake posts its notification to the storefront's notification route
// (twice, as PayTR repeats it). Forged, replayed and re-pointed notifications, a notification naming another
// amount, and any other body never capture twice, never place an unpaid order and never answer 500; refunds reach the
// fake; every API call's token is checked exactly by the fake.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaytrProvider } from "../../graphql-server/modules/payment/index.js";
import { basketSum, paytrBasket } from "../../graphql-server/modules/payment/providers/paytr/basket.js";
import { callPaytr } from "../../graphql-server/modules/payment/providers/paytr/client.js";
import { formToken, notificationHash, TOKEN_FIELDS } from "../../graphql-server/modules/payment/providers/paytr/signing.js";
import { installmentCharge } from "../../shared/installments.js";
import { startFakePaytr, type FakePaytr } from "../../graphql-server/modules/payment/providers/paytr/fake/fake-server.js";
import { CONTRACTS, ORDER } from "../support/documents/checkout.js";
import { ADD_TO_CART } from "../support/documents/cart.js";
import { bearer, createProduct, guestWithCart, readyForCheckout, registerMember } from "../support/factories.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { confirmContactPhone } from "../support/factories/phone-code.js";
import { createAddress } from "../support/factories/shopper.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const CARDS = { success: "4355 0843 5508 4358", insufficient: "4022 7740 2277 4026", declined: "4111 1111 1111 1111" };
const NOTIFY_PATH = "/resource/payment/paytr/notification";

const PAY = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input, language: "en") {
  __typename ... on PaymentChallenge { redirectUrl reference chargedMinor installmentCount } ... on OrderError { code field } } }`;
const SHOPPER_CONFIRM = `mutation($callback: [CallbackField!]!) { confirmCardPayment(paymentCode: "paytr", callback: $callback, language: "en") {
  __typename ... on PaymentOutcome { order { ${ORDER} } } ... on OrderError { code field } } }`;
const CART_COUNT = `{ cart { __typename ... on Cart { itemCount } } }`;

type Json = Record<string, unknown>;
let t: TestShop;
let fake: FakePaytr;
let storefront: StorefrontBuild;
let product: number;
let keys = 0;

beforeAll(async () => {
  fake = await startFakePaytr();
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  fake.notifyUrl = `${t.baseUrl}${NOTIFY_PATH}`;
  const config = { merchantId: fake.merchantId, merchantKey: fake.merchantKey, merchantSalt: fake.merchantSalt, baseUrl: fake.url, callbackOrigin: t.baseUrl };
  await db(t, `update payment_method set enabled = true, config = ? where code = 'paytr'`, [JSON.stringify(config)]);
  product = (await createProduct(t, { stock: 100 })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await storefront?.close();
});

async function shopper(): Promise<string> {
  const token = await guestWithCart(t, product, 2);
  await readyForCheckout(t, token);
  return token;
}

async function pay(token: string, providerInput: Json = { installments: 1 }): Promise<Json> {
  const input = { paymentMethod: "paytr", idempotencyKey: `paytr-${++keys}-${Date.now()}`, contracts: CONTRACTS, providerInput };
  const res = await t.gql<{ placeOrder: Json }>(PAY, { variables: { input }, headers: bearer(token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.placeOrder;
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields),
  redirect: "manual" as const,
});

/** The card typed on the fake's iframe page and the bank's page answered: where PayTR sends the browser back. */
async function payAtPaytr(frameUrl: string, number: string, action: "approve" | "deny", installments = "1"): Promise<URL> {
  expect((await fetch(frameUrl)).status).toBe(200);
  const bank = await typeCard(frameUrl, number, installments);
  const [, formAction, secret] = /action="([^"]+)"[^>]*><input type="hidden" name="secret" value="([^"]+)"/.exec(bank)!;
  const answered = await fetch(new URL(formAction, frameUrl), form({ secret, action }));
  expect(answered.status).toBe(303);
  return new URL(answered.headers.get("location")!);
}

/** The card typed on the fake's iframe page, with the installment count chosen there: its answer page. */
const typeCard = async (frameUrl: string, number: string, installments: string) =>
  (await fetch(frameUrl, form({ cc_owner: "Ayse Yilmaz", card_number: number, expiry: "12/35", cvv: "123", installment_count: installments }))).text();

const notify = (fields: Record<string, string>) => fetch(`${t.baseUrl}${NOTIFY_PATH}`, form(fields));
const signedNotification = (oid: string, status: string, totalAmount: string, extra: Record<string, string> = {}) => ({
  merchant_oid: oid,
  status,
  total_amount: totalAmount,
  hash: notificationHash(fake, { merchant_oid: oid, status, total_amount: totalAmount }),
  ...extra,
});
const orders = async (reference: string) => db(t, `select o.* from shop_order o join card_payment p on p.order_id = o.id where p.reference = ?`, [reference]);
const payment = async (reference: string) => (await db(t, `select * from card_payment where reference = ?`, [reference]))[0];
const cartCount = async (token: string) => (await t.gql<{ cart: { itemCount: number } }>(CART_COUNT, { headers: bearer(token) })).body.data!.cart.itemCount;
const shopperConfirm = async (token: string, fields: Record<string, string>) =>
  (
    await t.gql<{ confirmCardPayment: Json & { order?: { code: string } } }>(SHOPPER_CONFIRM, {
      variables: { callback: Object.entries(fields).map(([name, value]) => ({ name, value })) },
      headers: bearer(token),
    })
  ).body.data!.confirmCardPayment;

describe("PayTR iframe payments", () => {
  it("paid: the notification (sent twice) places one order at the amount asked for, each answered with a plain OK", async () => {
    const token = await shopper();
    const started = await pay(token);
    expect(started).toMatchObject({ __typename: "PaymentChallenge", installmentCount: 1 });
    expect(String(started.redirectUrl)).toMatch(new RegExp(`^${fake.url}/odeme/guvenli/[0-9a-f]+$`));
    const back = await payAtPaytr(String(started.redirectUrl), CARDS.success, "approve");
    expect(back.pathname).toBe("/odeme/kart-sonuc");
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ payment: "paytr", merchant_oid: started.reference, outcome: "ok" });

    const replies = await fake.deliverNotifications();
    expect(replies).toEqual([
      { status: 200, body: "OK" },
      { status: 200, body: "OK" },
    ]);
    const [order] = await orders(String(started.reference));
    expect(order).toMatchObject({ payment_provider: "paytr", payment_transaction_id: started.reference, installment_count: 1, status: "received" });
    expect(Number(order.charged_minor)).toBe(started.chargedMinor);
    expect(await cartCount(token)).toBe(0);
    // The card was typed at PayTR only: no table of the shop holds it.
    expect(JSON.stringify(await db(t, `select * from card_payment`))).not.toContain("4355084355084358");

    // The browser's return lands on the same order; a replayed notification changes nothing.
    const mine = await shopperConfirm(token, Object.fromEntries(back.searchParams));
    expect(mine.order?.code).toBe(order.code);
    const replay = await notify(signedNotification(String(started.reference), "success", String(started.chargedMinor)));
    expect([replay.status, await replay.text()]).toEqual([200, "OK"]);
    expect(await orders(String(started.reference))).toHaveLength(1);
    expect(fake.refusedTokens).toEqual([]);
  });

  it("the browser back before the notification: the status query confirms and places the order; the late notification finds it paid", async () => {
    const token = await shopper();
    const started = await pay(token);
    const back = await payAtPaytr(String(started.redirectUrl), CARDS.success, "approve");
    const mine = await shopperConfirm(token, Object.fromEntries(back.searchParams));
    expect(mine.__typename).toBe("PaymentOutcome");
    expect(await fake.deliverNotifications()).toEqual([
      { status: 200, body: "OK" },
      { status: 200, body: "OK" },
    ]);
    expect(await orders(String(started.reference))).toHaveLength(1);
  });

  it("denied at 3-D Secure, declined or short of funds: failed with the reason, nothing placed, the cart kept", async () => {
    for (const [number, action, code] of [
      [CARDS.success, "deny", "THREE_D_SECURE_FAILED"],
      [CARDS.insufficient, "approve", "INSUFFICIENT_FUNDS"],
      [CARDS.declined, "approve", "CARD_DECLINED"],
    ] as const) {
      const token = await shopper();
      const started = await pay(token);
      const back = await payAtPaytr(String(started.redirectUrl), number, action);
      expect(back.searchParams.get("outcome")).toBe("fail");
      expect((await fake.deliverNotifications()).map((r) => r.body)).toEqual(["OK", "OK"]);
      expect(await payment(String(started.reference))).toMatchObject({ status: "failed", failure_code: code });
      expect(await orders(String(started.reference))).toHaveLength(0);
      expect(await cartCount(token)).toBe(2);
      // Neither a forged success nor the browser's return can turn it into a paid one.
      expect((await notify({ ...signedNotification(String(started.reference), "success", String(started.chargedMinor)), hash: "x" })).status).toBe(400);
      expect(await shopperConfirm(token, Object.fromEntries(back.searchParams))).toMatchObject({ __typename: "OrderError", code });
      expect(await orders(String(started.reference))).toHaveLength(0);
    }
  });

  it("a signed notification naming another amount captures nothing: the money goes back and no order is placed", async () => {
    const token = await shopper();
    const started = await pay(token);
    await payAtPaytr(String(started.redirectUrl), CARDS.success, "approve");
    fake.notifications.splice(0);
    const charged = Number(started.chargedMinor);
    const wrong = await notify(signedNotification(String(started.reference), "success", String(charged - 1)));
    expect(wrong.status).toBe(200);
    expect(await payment(String(started.reference))).toMatchObject({ status: "failed", failure_code: "PAYMENT_FAILED" });
    expect(await orders(String(started.reference))).toHaveLength(0);
    expect(fake.refunds).toContainEqual({ oid: started.reference, amountMinor: charged });
    expect(await cartCount(token)).toBe(2);
  });

  it("a pending payment: no forged, re-pointed or arbitrary notification ever answers 500, captures or places an order", async () => {
    const token = await shopper();
    const started = await pay(token);
    const oid = String(started.reference);
    const amount = String(started.chargedMinor);
    // A genuine notification of another payment, re-pointed at this one: its hash no longer holds.
    const other = await pay(await shopper());
    const genuine = signedNotification(String(other.reference), "success", String(other.chargedMinor));
    expect((await notify({ ...genuine, merchant_oid: oid })).status).toBe(400);
    // Signed with another merchant's key.
    const foreign = {
      ...signedNotification(oid, "success", amount),
      hash: notificationHash({ ...fake, merchantKey: "another" }, { merchant_oid: oid, status: "success", total_amount: amount }),
    };
    expect((await notify(foreign)).status).toBe(400);

    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(oid, amount, "success", "failed", "", "0", "-1", "1e9", "OK"));
    const body = fc.record(
      {
        merchant_oid: fc.oneof(fc.constant(oid), text),
        status: fc.oneof(fc.constantFrom("success", "failed"), text),
        total_amount: fc.oneof(fc.constant(amount), text),
        hash: text,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.dictionary(fc.string({ maxLength: 12 }), text, { maxKeys: 4 }), async (fields, extra) => {
        const res = await notify({ ...extra, ...fields });
        expect(res.status).toBeLessThan(500);
        await res.arrayBuffer();
      }),
      { numRuns: 40 },
    );
    expect(await payment(oid)).toMatchObject({ status: "pending" });
    expect(await orders(oid)).toHaveLength(0);
    expect(fake.payments.get(oid)!.state).toBe("card");
  });

  it("refunds in parts up to the amount paid; cancel gives back the rest", async () => {
    const provider = new PaytrProvider();
    const em = () => t.orm.em.fork();
    const started = await pay(await shopper());
    await payAtPaytr(String(started.redirectUrl), CARDS.success, "approve");
    await fake.deliverNotifications();
    const oid = String(started.reference);
    const charged = Number(started.chargedMinor);
    expect(await provider.refund(em(), oid, 1_00)).toEqual({ ok: true, amountMinor: 1_00 });
    expect(await provider.refund(em(), oid, charged)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
    expect(await provider.refund(em(), oid, 2_50)).toEqual({ ok: true, amountMinor: 2_50 });
    expect(await provider.cancel(em(), oid)).toEqual({ ok: true });
    expect(fake.refunds.filter((r) => r.oid === oid).map((r) => r.amountMinor)).toEqual([1_00, 2_50, charged - 3_50]);
    expect(await provider.refund(em(), oid, 1)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
  });
});

describe("an admin's refund", () => {
  const DECIDE = `mutation($input: DecideOrderRequestInput!) { decideOrderRequest(input: $input) {
    __typename ... on OrderRequest { status refundMinor } ... on OrderError { code field } } }`;
  const REQUEST_CANCEL = `mutation($input: OrderRequestInput!) { requestOrderCancel(input: $input) { __typename ... on OrderRequest { id } ... on OrderError { code } } }`;

  it("approving a member's cancel of a PayTR order gives the money back through PayTR, and the order shows it", async () => {
    const member = await registerMember(t);
    const headers = bearer(member.token);
    await t.gql(ADD_TO_CART, { variables: { input: { productId: product, quantity: 1 } }, headers });
    await createAddress(t, member.token);
    await confirmContactPhone(t, member.token);
    const started = await pay(member.token);
    await payAtPaytr(String(started.redirectUrl), CARDS.success, "approve");
    await fake.deliverNotifications();
    const [order] = await orders(String(started.reference));
    const lines = await db(t, `select id, quantity from order_line where order_id = ?`, [order.id]);
    const asked = await t.gql<{ requestOrderCancel: { id: number } }>(REQUEST_CANCEL, {
      variables: { input: { orderId: order.id, lines: lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })), reason: "other" } },
      headers,
    });
    const requestId = asked.body.data!.requestOrderCancel.id;
    const charged = Number(order.charged_minor);
    const owner = bearer(await adminToken(t, await createAdmin(t, ["orders"])));
    const decided = await t.gql<{ decideOrderRequest: Json }>(DECIDE, {
      variables: { input: { requestId, status: "APPROVED", refundMinor: charged } },
      headers: owner,
    });
    expect(decided.body.data!.decideOrderRequest).toMatchObject({ __typename: "OrderRequest", status: "APPROVED", refundMinor: charged });
    expect(fake.refunds.filter((r) => r.oid === started.reference).map((r) => r.amountMinor)).toEqual([charged]);
    const read = await t.gql<{ adminOrder: Json }>(`query($id: Int!) { adminOrder(id: $id) { status refundedMinor } }`, {
      variables: { id: order.id },
      headers: owner,
    });
    expect(read.body.data!.adminOrder).toEqual({ status: "CANCELLED", refundedMinor: charged });
  });
});

describe("PayTR installments at the rate of the shopper's card family", () => {
  // The Bonus card of the fake: its family sells 2, 3, 6 and 9 parts; the World card 2 and 3; the Troy card is debit.
  const BONUS = { number: "5406 6754 0667 5403", bin: "54066754" };
  const approvedTotal = async (token: string) =>
    (await t.gql<{ cart: { totals: { grandTotalMinor: number } } }>(`{ cart { ... on Cart { totals { grandTotalMinor } } } }`, { headers: bearer(token) })).body
      .data!.cart.totals.grandTotalMinor;

  it("3 parts on a Bonus card: the token allows 3, PayTR takes the total with Bonus's rate and the order records both", async () => {
    const token = await shopper();
    const total = await approvedTotal(token);
    const started = await pay(token, { installments: 3, cardBin: BONUS.bin });
    const charged = installmentCharge(total, { count: 3, interestBasisPoints: 360 }).chargedMinor;
    expect(started).toMatchObject({ __typename: "PaymentChallenge", installmentCount: 3, chargedMinor: charged });
    expect(charged).toBeGreaterThan(total);
    const atPaytr = fake.payments.get(String(started.reference))!;
    // PayTR is asked for the order's amount (the basket's sum) and adds the interest itself, up to 3 parts.
    expect(atPaytr).toMatchObject({ amountMinor: total, maxInstallment: 3 });

    // More parts than the token allows, or a count the family does not sell, is refused on PayTR's page.
    expect(await typeCard(String(started.redirectUrl), BONUS.number, "6")).toContain("No such installment plan");
    const back = await payAtPaytr(String(started.redirectUrl), BONUS.number, "approve", "3");
    expect(back.searchParams.get("outcome")).toBe("ok");
    expect(await fake.deliverNotifications()).toEqual([
      { status: 200, body: "OK" },
      { status: 200, body: "OK" },
    ]);
    const [order] = await orders(String(started.reference));
    expect(order).toMatchObject({ installment_count: 3, status: "received" });
    expect(Number(order.charged_minor)).toBe(charged);
    // The interest PayTR added is a line of the order: its grand total is what the card was charged.
    expect(Number(order.grand_total_minor)).toBe(charged);
    expect(fake.refusedTokens).toEqual([]);
    // The shopper's own order shows what the card was charged, in how many parts, and the interest in its totals.
    const mine = await t.gql<{ order: Json }>(
      `query($code: String!) { order(code: $code) { cardCharge { chargedMinor installmentCount } refundedMinor totals { installmentInterestMinor grandTotalMinor } } }`,
      { variables: { code: order.code }, headers: bearer(token) },
    );
    expect(mine.body.data!.order).toEqual({
      cardCharge: { chargedMinor: charged, installmentCount: 3 },
      refundedMinor: 0,
      totals: { installmentInterestMinor: charged - total, grandTotalMinor: charged },
    });

    // Cancelled by the shop: everything the card was charged, the interest included, goes back through PayTR.
    const owner = bearer(await adminToken(t, await createAdmin(t, ["orders"])));
    const cancelled = await t.gql<{ changeOrderStatus: Json }>(
      `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on OrderChanged { order { status refundedMinor } } } }`,
      { variables: { input: { orderId: Number(order.id), status: "CANCELLED" } }, headers: owner },
    );
    expect(cancelled.body.data!.changeOrderStatus).toMatchObject({ order: { status: "CANCELLED", refundedMinor: charged } });
    expect(fake.refunds.filter((r) => r.oid === started.reference).reduce((sum, r) => sum + r.amountMinor, 0)).toBe(charged);
  });

  it("a plan the card's family does not sell, or parts without a BIN, starts nothing", async () => {
    const token = await shopper();
    const before = (await db(t, `select count(*)::int as n from card_payment`))[0].n;
    expect(await pay(token, { installments: 3 })).toMatchObject({ __typename: "OrderError", code: "MISSING_INFORMATION", field: "installments" });
    expect(await pay(token, { installments: 3, cardBin: "97920303" })).toMatchObject({ code: "INSTALLMENT_NOT_OFFERED", field: "installments" });
    expect(await pay(token, { installments: 6, cardBin: "40227740" })).toMatchObject({ code: "INSTALLMENT_NOT_OFFERED", field: "installments" });
    expect(await pay(token, { installments: 3, cardBin: "4022" })).toMatchObject({ code: "MISSING_INFORMATION", field: "installments" });
    expect((await db(t, `select count(*)::int as n from card_payment`))[0].n).toBe(before);
  });

  it("another family's card at PayTR (another rate, another total): nothing placed, the money goes back", async () => {
    const token = await shopper();
    const started = await pay(token, { installments: 3, cardBin: BONUS.bin });
    // An Axess card typed at PayTR instead: 3 parts at Axess's 3.75 %, not the 3.6 % the shop showed and asked for.
    await payAtPaytr(String(started.redirectUrl), "4355 0843 5508 4358", "approve", "3");
    await fake.deliverNotifications();
    expect(await orders(String(started.reference))).toHaveLength(0);
    expect(await payment(String(started.reference))).toMatchObject({ status: "failed" });
    const atPaytr = fake.payments.get(String(started.reference))!;
    expect(fake.refunds).toContainEqual({ oid: atPaytr.oid, amountMinor: atPaytr.totalMinor });
    expect(await cartCount(token)).toBeGreaterThan(0);
  });

  it("a single-payment token allows no parts, and a token's installment fields are covered by its hash", async () => {
    const token = await shopper();
    const started = await pay(token);
    expect(fake.payments.get(String(started.reference))).toMatchObject({ maxInstallment: 1 });
    expect(await typeCard(String(started.redirectUrl), BONUS.number, "3")).toContain("No such installment plan");
    const keys = { merchantId: fake.merchantId, merchantKey: fake.merchantKey, merchantSalt: fake.merchantSalt };
    const signed = {
      merchant_id: fake.merchantId,
      user_ip: "1",
      merchant_oid: "X1",
      email: "a@b.c",
      payment_amount: "100",
      user_basket: "W10=",
      no_installment: "1",
      max_installment: "0",
      currency: "TL",
      test_mode: "0",
    };
    const paytr_token = formToken(keys, TOKEN_FIELDS.getToken, signed);
    for (const changed of [{ no_installment: "0" }, { max_installment: "6" }]) {
      expect(formToken(keys, TOKEN_FIELDS.getToken, { ...signed, ...changed })).not.toBe(paytr_token);
    }
  });
});

describe("the fake PayTR checks what PayTR checks", () => {
  const settings = () => ({ merchantId: fake.merchantId, merchantKey: fake.merchantKey, merchantSalt: fake.merchantSalt, baseUrl: fake.url, testMode: true });
  const tokenForm = (overrides: Record<string, string> = {}) => ({
    user_ip: "127.0.0.1",
    merchant_oid: `T${Date.now()}${++keys}`,
    email: "a@example.com",
    payment_amount: "15000",
    user_basket: paytrBasket(150_00, {
      totalMinor: 150_00,
      buyer: { id: "g", firstName: "A", lastName: "Y", email: "a@example.com", phone: "", identityNumber: null, ip: null },
      invoiceAddress: { contactName: "A", address: "x", city: "y", country: "TR", zipCode: "" },
      deliveryAddress: { contactName: "A", address: "x", city: "y", country: "TR", zipCode: "" },
      items: [
        { id: "1", name: "Mug", amountMinor: 120_00 },
        { id: "cargo", name: "Kargo", amountMinor: 40_00 },
      ],
    }),
    no_installment: "1",
    max_installment: "0",
    currency: "TL",
    test_mode: "1",
    merchant_ok_url: "http://shop.invalid/ok",
    merchant_fail_url: "http://shop.invalid/fail",
    ...overrides,
  });

  it("refuses a wrong token, a basket that does not add up, a reused order id and an amount that is not whole kuruş", async () => {
    const good = tokenForm();
    expect(await callPaytr(settings(), "/odeme/api/get-token", TOKEN_FIELDS.getToken, good)).toMatchObject({ status: "success" });
    expect(await callPaytr(settings(), "/odeme/api/get-token", TOKEN_FIELDS.getToken, good)).toMatchObject({ status: "failed" });
    expect(await callPaytr({ ...settings(), merchantSalt: "other" }, "/odeme/api/get-token", TOKEN_FIELDS.getToken, tokenForm())).toMatchObject({
      status: "failed",
      reason: "paytr_token gecersiz",
    });
    expect(await callPaytr(settings(), "/odeme/api/get-token", TOKEN_FIELDS.getToken, tokenForm({ payment_amount: "15001" }))).toMatchObject({
      status: "failed",
    });
    expect(await callPaytr(settings(), "/odeme/api/get-token", TOKEN_FIELDS.getToken, tokenForm({ payment_amount: "150.00" }))).toMatchObject({
      status: "failed",
    });
    // One byte changed after signing: the token no longer holds.
    const signedBody = new URLSearchParams({ merchant_id: fake.merchantId, ...tokenForm(), paytr_token: "" });
    const res = await fetch(`${fake.url}/odeme/durum-sorgu`, form(Object.fromEntries(signedBody)));
    expect(await res.json()).toMatchObject({ status: "error" });
    expect(fake.refusedTokens).toContain("/odeme/durum-sorgu");
  });

  it("any basket of lines adds up to exactly the amount it was made for", () => {
    const lines = fc.array(fc.record({ id: fc.uuid(), name: fc.string({ maxLength: 30 }), amountMinor: fc.integer({ min: 0, max: 10_000_000 }) }), {
      maxLength: 10,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), lines, (total, items) => {
        expect(basketSum(paytrBasket(total, { totalMinor: total, items } as never))).toBe(total);
      }),
    );
  });
});

describe("REST", () => {
  it("payPaytr and getPayTRIframeToken answer PayTR's iframe; paytrQueryInstallmentAndBin answers the card and its rates", async () => {
    const token = await shopper();
    const headers = { ...bearer(token), "content-type": "application/json" };
    const paid = await t.rest("/api/v1/payment/payPaytr?language=en", {
      method: "POST",
      headers,
      body: JSON.stringify({ distance_sales: 1, pre_information: 1 }),
    });
    expect(paid.body).toMatchObject({ success: true, code: "payment_redirect", status: "redirect" });
    expect(String(paid.body.redirect_url)).toContain(`${fake.url}/odeme/guvenli/`);

    const framed = await t.rest("/api/v1/payment/getPayTRIframeToken?language=en&distance_sales=1&pre_information=1", { headers: bearer(await shopper()) });
    expect(framed.body).toMatchObject({ success: true, code: "payment_redirect", response: { token: expect.stringMatching(/^[0-9a-f]+$/) } });
    const response = framed.body.response as Json;
    expect(response.iframe_url).toBe(`${fake.url}/odeme/guvenli/${response.token}`);
    const refused = await t.rest("/api/v1/payment/getPayTRIframeToken?language=en", { headers: bearer(await shopper()) });
    expect(refused.body).toMatchObject({ success: false, code: "missing_information" });
    expect((await t.rest("/api/v1/payment/getPayTRIframeToken")).status).toBe(401);

    const bin = (body: Json) => t.rest("/api/v1/payment/paytrQueryInstallmentAndBin", { method: "POST", headers, body: JSON.stringify(body) });
    const table = await bin({ bin_number: "540667", price: 100 });
    expect(table.body).toMatchObject({
      success: true,
      response: { bin_number: "540667", bank_name: "Garanti BBVA", card_family: "bonus", card_type: "CREDIT_CARD" },
    });
    const prices = (table.body.response as { installment_prices: Json[] }).installment_prices;
    expect(prices).toContainEqual({ installment_number: 1, total_price: 100, installment_price: 100 });
    expect(prices).toContainEqual({ installment_number: 3, total_price: 103.6, installment_price: 34.53 });
    expect((await bin({ bin_number: "979203", price: 100 })).body).toMatchObject({
      response: { card_type: "DEBIT_CARD", installment_prices: [{ installment_number: 1 }] },
    });
    expect((await bin({ bin_number: "999999", price: 100 })).body).toEqual({ success: true, response: null });
  });
});
