// Paying by card through the built-in test acquirer, end to end over HTTP: placeOrder with a card answers the 3-D
// Secure page, the page is answered as a shopper would (password or giving up), the browser's signed callback goes to
// confirmCardPayment. Each test card ends the way it says; forged, altered, replayed and other shoppers' callbacks
// change nothing; the cart is kept whenever no order is placed; the order records what was charged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Mutation, MutationConfirmCardPaymentArgs } from "../../graphql-server/generated/resolvers-types.js";
import { captureLogs } from "../../graphql-server/core/logger.js";
import { TestAcquirerProvider } from "../../graphql-server/modules/payment/index.js";
import { requestLog } from "../../server/request-log.js";
import { CONTRACTS, ORDER } from "../support/documents/checkout.js";
import { bearer, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { gql } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

const CONFIRM = gql<Pick<Mutation, "confirmCardPayment">, MutationConfirmCardPaymentArgs>(
  `mutation($paymentCode: String!, $callback: [CallbackField!]!, $language: String) {
    confirmCardPayment(paymentCode: $paymentCode, callback: $callback, language: $language) {
      __typename ... on PaymentOutcome { status order { ${ORDER} } } ... on OrderError { code message field } } }`,
);
const CHALLENGE_RESULT = `__typename ... on PaymentChallenge { status redirectUrl reference chargedMinor installmentCount } ... on OrderError { code message field }
  ... on PaymentOutcome { status order { code } }`;
const PAY_BY_CARD = `mutation($input: PlaceOrderInput!, $language: String) { placeOrder(input: $input, language: $language) { ${CHALLENGE_RESULT} } }`;
const CART_TOTAL = `{ cart { __typename ... on Cart { itemCount totals { grandTotalMinor } } } }`;

const CARDS = {
  success: "4111 1111 1111 1111",
  decline: "4000 0000 0000 0002",
  insufficient: "4000 0000 0000 9995",
  threeDsFail: "4000 0000 0000 3063",
  noRefund: "4000 0000 0000 0077",
};

let t: TestShop;
let product: number;
let keys = 0;
const key = () => `card-test-${++keys}-${Date.now()}`;
/** Every log line of the file's tests, at debug level (GraphQL operations, REST routes, SQL statements). */
const logged: string[] = [];
let stopCapture = () => {};
beforeAll(async () => {
  stopCapture = captureLogs((line) => logged.push(line), "debug");
  t = await startTestShop({ middleware: [requestLog()] });
  product = (await createProduct(t, { stock: 50 })).id;
});
afterAll(async () => {
  stopCapture();
  await t?.close();
});

type Json = Record<string, unknown>;

async function shopperReady(): Promise<{ token: string; totalMinor: number }> {
  const token = await guestWithCart(t, product, 2);
  await readyForCheckout(t, token);
  return { token, totalMinor: await cartTotal(token) };
}

async function cartTotal(token: string): Promise<number> {
  const res = await t.gql<{ cart: { itemCount: number; totals: { grandTotalMinor: number } } }>(CART_TOTAL, { headers: bearer(token) });
  return res.body.data!.cart.itemCount ? res.body.data!.cart.totals.grandTotalMinor : 0;
}

async function payByCard(token: string, number: string, extra: Json = {}, idempotencyKey = key()): Promise<Json> {
  const card = { holder: "Ayse Yilmaz", number, expiry: "12/35", cvv: "123" };
  const input = { paymentMethod: "credit_card", idempotencyKey, contracts: CONTRACTS, providerInput: { card, installments: 1, ...extra } };
  const res = await t.gql<{ placeOrder: Json }>(PAY_BY_CARD, { variables: { input }, headers: bearer(token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.placeOrder;
}

/** The challenge page answered: its form posted as a browser would; the signed callback address the acquirer sends back. */
async function answerChallenge(redirectUrl: string, form: Record<string, string>): Promise<URL> {
  const res = await fetch(`${t.baseUrl}${redirectUrl}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location")!, t.baseUrl);
}

async function confirm(token: string, callback: URL | Record<string, string>, language = "en") {
  const fields =
    callback instanceof URL
      ? [...callback.searchParams].map(([name, value]) => ({ name, value }))
      : Object.entries(callback).map(([name, value]) => ({ name, value }));
  const res = await t.gql(CONFIRM, { variables: { paymentCode: "credit_card", callback: fields, language }, headers: bearer(token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.confirmCardPayment as unknown as Json & { order?: Json & { code: string }; code?: string; message?: string };
}

const orderCount = async () => Number((await db(t, `select count(*)::int as n from shop_order where payment_code = 'credit_card'`))[0].n);
const acquirer = async (reference: string) => (await db(t, `select * from test_acquirer_transaction where merchant_reference = ?`, [reference]))[0];

describe("card payments with the test acquirer", () => {
  it("a success card: the challenge page shows the amount and last digits, the password passes, the order is placed and captured once", async () => {
    const { token, totalMinor } = await shopperReady();
    const started = await payByCard(token, CARDS.success, { installments: 3 });
    expect(started).toMatchObject({ __typename: "PaymentChallenge", status: "REDIRECT", installmentCount: 3 });
    // The table states 3 % for three installments.
    expect(started.chargedMinor).toBe(Math.round((totalMinor * 10_300) / 10_000));
    expect(await cartTotal(token)).toBe(totalMinor);

    const page = await fetch(`${t.baseUrl}${started.redirectUrl as string}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("•••• 1111");
    expect(html).not.toContain("4111 1111 1111 1111 ");
    expect(html).not.toMatch(/4111111111111111/);
    // Nothing anywhere in the database holds the card number or the CVV.
    const dump = JSON.stringify([...(await db(t, `select * from card_payment`)), ...(await db(t, `select * from test_acquirer_transaction`))]);
    expect(dump).not.toContain("4111111111111111");

    const callback = await answerChallenge(started.redirectUrl as string, { password: "123456", action: "confirm" });
    expect(callback.pathname).toBe("/odeme/kart-sonuc");
    const before = await orderCount();
    const paid = await confirm(token, callback);
    expect(paid).toMatchObject({
      __typename: "PaymentOutcome",
      status: "COMPLETED",
      // Three parts at 3 %: the interest is a line of the order, and its total is what the card was charged.
      order: {
        paymentCode: "credit_card",
        status: "RECEIVED",
        totals: { installmentInterestMinor: (started.chargedMinor as number) - totalMinor, grandTotalMinor: started.chargedMinor },
      },
    });
    expect(await orderCount()).toBe(before + 1);
    const [order] = await db(t, `select payment_provider, payment_transaction_id, installment_count, charged_minor from shop_order where code = ?`, [
      paid.order!.code,
    ]);
    expect(order).toMatchObject({ payment_provider: "credit_card", installment_count: 3 });
    expect(Number(order.charged_minor)).toBe(started.chargedMinor);
    expect((await acquirer(started.reference as string)).status).toBe("captured");
    expect(await cartTotal(token)).toBe(0);

    // The same callback again (a reload, a replay): the same order, nothing captured or placed again.
    const again = await confirm(token, callback);
    expect(again).toMatchObject({ __typename: "PaymentOutcome", order: { code: paid.order!.code } });
    expect(await orderCount()).toBe(before + 1);
    // The challenge cannot be answered twice either.
    const reanswer = await fetch(`${t.baseUrl}${started.redirectUrl as string}`, {
      method: "POST",
      body: new URLSearchParams({ password: "123456" }),
      redirect: "manual",
    });
    expect(reanswer.status).toBe(409);
  });

  it.each([
    ["decline", CARDS.decline, "123456", "confirm", "CARD_DECLINED", "failed"],
    ["insufficient funds", CARDS.insufficient, "123456", "confirm", "INSUFFICIENT_FUNDS", "failed"],
    ["3-D Secure failure", CARDS.threeDsFail, "123456", "confirm", "THREE_D_SECURE_FAILED", "failed"],
    ["a wrong password", CARDS.success, "000000", "confirm", "THREE_D_SECURE_FAILED", "failed"],
    ["giving up at the bank", CARDS.success, "", "abandon", "PAYMENT_ABANDONED", "failed"],
  ])("%s: no order, the reason in the shopper's language, the cart kept", async (_name, number, password, action, code) => {
    const { token, totalMinor } = await shopperReady();
    const before = await orderCount();
    const started = await payByCard(token, number);
    const callback = await answerChallenge(started.redirectUrl as string, { password, action });
    const result = await confirm(token, callback, "tr");
    expect(result).toMatchObject({ __typename: "OrderError", code });
    expect(result.message).toBeTruthy();
    expect(await orderCount()).toBe(before);
    expect(await cartTotal(token)).toBe(totalMinor);
    const [payment] = await db(t, `select status, failure_code from card_payment where reference = ?`, [started.reference]);
    expect(payment).toEqual({ status: "failed", failure_code: code });
    // The same key again answers the same failure; a new attempt (new key) can pay.
    expect(
      await payByCard(
        token,
        CARDS.success,
        {},
        (
          await db(t, `select idempotency_key from card_payment where reference = ?`, [started.reference])
        )[0].idempotency_key as string,
      ),
    ).toMatchObject({ code });
    const retry = await payByCard(token, CARDS.success);
    const paid = await confirm(token, await answerChallenge(retry.redirectUrl as string, { password: "123456", action: "confirm" }));
    expect(paid.__typename).toBe("PaymentOutcome");
  });

  it("a forged or altered callback changes nothing; a genuine one still pays afterwards", async () => {
    const { token } = await shopperReady();
    const started = await payByCard(token, CARDS.success);
    const callback = await answerChallenge(started.redirectUrl as string, { password: "123456", action: "confirm" });
    const params = Object.fromEntries(callback.searchParams);
    const before = await orderCount();
    const forgedSignature = await confirm(token, { ...params, signature: "0".repeat(64) });
    expect(forgedSignature).toMatchObject({ __typename: "OrderError", code: "PAYMENT_FAILED", field: "signature" });
    const otherAmount = await confirm(token, { ...params, amount: "1" });
    expect(otherAmount).toMatchObject({ code: "PAYMENT_FAILED", field: "signature" });
    // Signed with another secret (an attacker's own acquirer): not ours.
    const { sign } = await import("../../graphql-server/modules/payment/providers/test-acquirer/signature.js");
    const fields = {
      reference: params.reference,
      transaction: params.transaction,
      result: "authenticated",
      amount: params.amount,
      timestamp: String(Date.now()),
    };
    expect(await confirm(token, { ...fields, signature: sign("not-the-shop-secret", fields) })).toMatchObject({ code: "PAYMENT_FAILED", field: "signature" });
    expect(await orderCount()).toBe(before);
    expect((await db(t, `select status from card_payment where reference = ?`, [started.reference]))[0].status).toBe("pending");
    expect((await confirm(token, callback)).__typename).toBe("PaymentOutcome");
  });

  it("another shopper's callback is refused and leaves the payment to its owner", async () => {
    const { token } = await shopperReady();
    const other = await shopperReady();
    const started = await payByCard(token, CARDS.success);
    const callback = await answerChallenge(started.redirectUrl as string, { password: "123456", action: "confirm" });
    expect(await confirm(other.token, callback)).toMatchObject({ code: "PAYMENT_FAILED", field: "reference" });
    expect((await confirm(token, callback)).__typename).toBe("PaymentOutcome");
  });

  it("a genuine callback for a different amount is never captured and places nothing", async () => {
    const { token, totalMinor } = await shopperReady();
    const started = await payByCard(token, CARDS.success);
    // The acquirer's ledger says another amount (a mistake on its side): the signed callback carries it.
    await db(t, `update test_acquirer_transaction set amount_minor = amount_minor + 100 where merchant_reference = ?`, [started.reference]);
    const callback = await answerChallenge(started.redirectUrl as string, { password: "123456", action: "confirm" });
    const before = await orderCount();
    expect(await confirm(token, callback)).toMatchObject({ __typename: "OrderError", code: "PAYMENT_FAILED" });
    expect(await orderCount()).toBe(before);
    expect((await acquirer(started.reference as string)).status).toBe("cancelled");
    expect(await cartTotal(token)).toBe(totalMinor);
  });

  it("stock sold out while the shopper was at the bank: no order, the authentication voided, STOCK_PROBLEM_MESSAGE", async () => {
    const scarce = (await createProduct(t, { stock: 1 })).id;
    const token = await guestWithCart(t, scarce, 1);
    await readyForCheckout(t, token);
    const started = await payByCard(token, CARDS.success);
    await db(t, `update product set stock_amount = 0, stock_total = 0 where id = ?`, [scarce]);
    const callback = await answerChallenge(started.redirectUrl as string, { password: "123456", action: "confirm" });
    expect(await confirm(token, callback)).toMatchObject({ code: "STOCK_PROBLEM_MESSAGE" });
    expect((await acquirer(started.reference as string)).status).toBe("cancelled");
    expect((await db(t, `select status from card_payment where reference = ?`, [started.reference]))[0].status).toBe("failed");
  });

  it("idempotency: the same key while pending answers the same 3-D Secure page; parallel callbacks place one order", async () => {
    const { token } = await shopperReady();
    const k = key();
    const first = await payByCard(token, CARDS.success, {}, k);
    const second = await payByCard(token, CARDS.success, {}, k);
    expect(second).toEqual(first);
    expect(Number((await db(t, `select count(*)::int as n from test_acquirer_transaction where merchant_reference = ?`, [first.reference]))[0].n)).toBe(1);
    const callback = await answerChallenge(first.redirectUrl as string, { password: "123456", action: "confirm" });
    const before = await orderCount();
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(token, callback)));
    expect(new Set(results.map((r) => r.order?.code)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // Paid: the same key answers the order.
    expect(await payByCard(token, CARDS.success, {}, k)).toMatchObject({ __typename: "PaymentOutcome", order: { code: results[0].order!.code } });
  });

  it("card fields and installments are checked before anything starts; an approved total that moved refuses", async () => {
    const { token, totalMinor } = await shopperReady();
    const missing = await payByCard(token, "");
    expect(missing).toMatchObject({ code: "MISSING_INFORMATION", field: "cardNumber" });
    expect(await payByCard(token, "4111 1111 1111 1112")).toMatchObject({ code: "MISSING_INFORMATION", field: "cardNumber" });
    expect(await payByCard(token, CARDS.success, { installments: 4 })).toMatchObject({ code: "MISSING_INFORMATION", field: "installments" });
    const card = { holder: "A B", number: CARDS.success, expiry: "12/35", cvv: "123" };
    const input = { paymentMethod: "credit_card", idempotencyKey: key(), contracts: CONTRACTS, approvedTotalMinor: totalMinor - 1, providerInput: { card } };
    const res = await t.gql<{ placeOrder: Json }>(PAY_BY_CARD, { variables: { input }, headers: bearer(token) });
    expect(res.body.data!.placeOrder).toMatchObject({ code: "TOTAL_CHANGED", field: "approvedTotalMinor" });
    expect(Number((await db(t, `select count(*)::int as n from card_payment where idempotency_key = ?`, [input.idempotencyKey]))[0].n)).toBe(0);
  });

  it("REST payCreditCard routes to the configured provider and answers the 3-D Secure address", async () => {
    const { token, totalMinor } = await shopperReady();
    const body = {
      distance_sales: 1,
      pre_information: 1,
      card_holder: "Ayse Yilmaz",
      card_number: CARDS.success,
      expire_month: "12",
      expire_year: "2035",
      cvc: "123",
      installment: 6,
    };
    const res = await t.rest("/api/v1/payment/payCreditCard?payment_code=credit_card&language=en", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(res.body).toMatchObject({
      success: true,
      code: "payment_redirect",
      status: "redirect",
      installment: 6,
      charged_amount: Math.round((totalMinor * 10_600) / 10_000) / 100,
    });
    expect(String(res.body.redirect_url)).toMatch(/^\/test-acquirer\/challenge\/[0-9a-f]{24}$/);
    const unknown = await t.rest("/api/v1/payment/payCreditCard?payment_code=paytr", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(unknown.body).toMatchObject({ success: false, code: "order_not_created", field: "paymentCode" });
  });
});

describe("the test acquirer's refunds and cancellations", () => {
  async function paidOrder(number: string) {
    const { token } = await shopperReady();
    const started = await payByCard(token, number);
    const paid = await confirm(token, await answerChallenge(started.redirectUrl as string, { password: "123456", action: "confirm" }));
    expect(paid.__typename).toBe("PaymentOutcome");
    const [row] = await db(t, `select payment_transaction_id, charged_minor from shop_order where code = ?`, [paid.order!.code]);
    return { transactionId: String(row.payment_transaction_id), chargedMinor: Number(row.charged_minor) };
  }
  // The shop's own provider: refunds and cancellations go through the same ledger the payments did.
  const provider = () => new TestAcquirerProvider();

  it("refunds in parts up to the captured amount, never beyond; a refunded transaction cannot be cancelled", async () => {
    const { transactionId, chargedMinor } = await paidOrder(CARDS.success);
    const em = t.orm.em.fork();
    const acquirerProvider = provider();
    expect(await acquirerProvider.refund(em, transactionId, 100)).toEqual({ ok: true });
    expect(await acquirerProvider.refund(em, transactionId, chargedMinor)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
    expect(await acquirerProvider.refund(em, transactionId, chargedMinor - 100)).toEqual({ ok: true });
    expect((await db(t, `select status, refunded_minor from test_acquirer_transaction where id = ?`, [transactionId]))[0]).toMatchObject({
      status: "refunded",
    });
    expect(await acquirerProvider.refund(em, transactionId, 1)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
    expect(await acquirerProvider.cancel(em, transactionId)).toEqual({ ok: false, code: "CAN_NOT_CANCEL" });
  });

  it("cancels a captured payment once; the 'cannot refund' card refuses both", async () => {
    const { transactionId } = await paidOrder(CARDS.success);
    const em = t.orm.em.fork();
    expect(await provider().cancel(em, transactionId)).toEqual({ ok: true });
    expect(await provider().cancel(em, transactionId)).toEqual({ ok: false, code: "CAN_NOT_CANCEL" });
    expect(await provider().refund(em, transactionId, 1)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });

    const stuck = await paidOrder(CARDS.noRefund);
    expect(await provider().refund(em, stuck.transactionId, 1)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
    expect(await provider().cancel(em, stuck.transactionId)).toEqual({ ok: false, code: "CAN_NOT_CANCEL" });
  });
});

describe("card data", () => {
  it("is never written to a log line, whatever the way in (GraphQL, REST, the challenge page)", async () => {
    expect(logged.length).toBeGreaterThan(100);
    const text = logged.join("\n");
    for (const number of Object.values(CARDS)) {
      expect(text.includes(number), number).toBe(false);
      expect(text.includes(number.replace(/ /g, "")), number).toBe(false);
    }
    expect(text).not.toMatch(/"cvc?v?":"123"/);
    expect(text).not.toContain("12/35");
  });

  it("is never stored: no row of any table holds a card number the tests paid with", async () => {
    const tables = await db(t, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    expect(tables.length).toBeGreaterThan(20);
    let rows = 0;
    for (const { table_name } of tables) {
      const dump = await db(t, `select t::text as row from "${String(table_name)}" t`);
      rows += dump.length;
      const text = dump.map((r) => String(r.row)).join("\n");
      for (const number of Object.values(CARDS)) expect(text.includes(number.replace(/ /g, "")), `${String(table_name)} holds ${number}`).toBe(false);
    }
    // The payments of this file are there (so the search looked at something): only never their numbers.
    expect(rows).toBeGreaterThan(100);
    expect((await db(t, `select count(*)::int as n from test_acquirer_transaction`))[0].n).toBeGreaterThan(5);
  });
});
