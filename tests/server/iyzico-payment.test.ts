// Paying through iyzico against the local fake iyzico, over HTTP as the browser and iyzico would: placeOrder (and
// REST payIyzico) answers the fake's 3-D Secure page, the page is approved or denied, its post back goes to
// confirmProviderPayment without the shopper's session, and the auth call's signed answer decides. Forged, replayed
// and doubled callbacks and webhooks never capture twice or mark an unpaid payment paid; refunds and cancels reach the
// fake; the installment table comes from the fake; signatures and amounts are checked exactly by the fake.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IyzicoProvider } from "../../graphql-server/modules/payment/index.js";
import { callIyzico } from "../../graphql-server/modules/payment/providers/iyzico/client.js";
import { shareTotal } from "../../graphql-server/modules/payment/basket-shares.js";
import { initializeRequest } from "../../graphql-server/modules/payment/providers/iyzico/initialize-request.js";
import {
  authorizationHeader,
  formatPrice,
  parsePrice,
  RESPONSE_SIGNED_FIELDS,
  responseSignature,
  responseSigned,
} from "../../graphql-server/modules/payment/providers/iyzico/signing.js";
import {
  FAKE_IYZICO_INSTALLMENTS,
  istanbulDay,
  startFakeIyzico,
  type FakeIyzico,
} from "../../graphql-server/modules/payment/providers/iyzico/fake/fake-server.js";
import { CONTRACTS, ORDER } from "../support/documents/checkout.js";
import { bearer, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { adminToken, createAdmin } from "../support/factories/admin.js";
import { loadStorefrontBuild, type StorefrontBuild } from "../support/storefront-build.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const CARDS = {
  success: "5528 7900 0000 0008",
  mdStatus0: "4131 1111 1111 1117",
  initFails: "4151 1111 1111 1112",
  insufficient: "4111 1111 1111 1129",
  noRefund: "5406 6700 0000 0009",
};

const PAY = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input, language: "en") {
  __typename ... on PaymentChallenge { redirectUrl reference chargedMinor installmentCount } ... on OrderError { code field } } }`;
const PROVIDER_CONFIRM = `mutation($callback: [CallbackField!]!) { confirmProviderPayment(paymentCode: "iyzico", callback: $callback) { status reference language code } }`;
const SHOPPER_CONFIRM = `mutation($callback: [CallbackField!]!) { confirmCardPayment(paymentCode: "iyzico", callback: $callback, language: "en") {
  __typename ... on PaymentOutcome { order { ${ORDER} } } ... on OrderError { code field } } }`;
const CART_COUNT = `{ cart { __typename ... on Cart { itemCount } } }`;

type Json = Record<string, unknown>;
let t: TestShop;
let fake: FakeIyzico;
let storefront: StorefrontBuild;
let product: number;
let keys = 0;

beforeAll(async () => {
  fake = await startFakeIyzico();
  storefront = await loadStorefrontBuild();
  t = await startTestShop({ storefront: storefront.build });
  fake.webhookUrl = `${t.baseUrl}/api/v1/payment/iyzicoWebhook`;
  const config = { apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, callbackOrigin: t.baseUrl, installments: FAKE_IYZICO_INSTALLMENTS };
  await db(t, `update payment_method set enabled = true, config = ? where code = 'iyzico'`, [JSON.stringify(config)]);
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

async function pay(token: string, number: string, installments = 1): Promise<Json> {
  const card = { holder: "Ayse Yilmaz", number, expiry: "12/35", cvv: "123" };
  const input = { paymentMethod: "iyzico", idempotencyKey: `iyzico-${++keys}-${Date.now()}`, contracts: CONTRACTS, providerInput: { card, installments } };
  const res = await t.gql<{ placeOrder: Json }>(PAY, { variables: { input }, headers: bearer(token) });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.placeOrder;
}

/** The fake's 3-D Secure page answered; the fields its page posts back to the shop's callback address. */
async function answerAcs(redirectUrl: string, action: "approve" | "deny"): Promise<{ callbackUrl: URL; fields: { name: string; value: string }[] }> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const url = new URL(redirectUrl);
  const res = await fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: url.searchParams.get("token")!, action }),
  });
  const html = await res.text();
  const callbackUrl = new URL(/action="([^"]+)"/.exec(html)![1].replace(/&#38;/g, "&"));
  const fields = [...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, name, value]) => ({ name, value }));
  return { callbackUrl, fields };
}

async function providerConfirm(fields: { name: string; value: string }[]): Promise<Json> {
  const res = await t.gql<{ confirmProviderPayment: Json }>(PROVIDER_CONFIRM, { variables: { callback: fields } });
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.confirmProviderPayment;
}

const orders = async (reference: string) => db(t, `select o.* from shop_order o join card_payment p on p.order_id = o.id where p.reference = ?`, [reference]);
const payment = async (reference: string) => (await db(t, `select * from card_payment where reference = ?`, [reference]))[0];
const cartCount = async (token: string) => (await t.gql<{ cart: { itemCount: number } }>(CART_COUNT, { headers: bearer(token) })).body.data!.cart.itemCount;
const field = (fields: { name: string; value: string }[], name: string) => fields.find((f) => f.name === name)!.value;

describe("iyzico 3-D Secure payments", () => {
  it("success: the callback without a session places the order once, captured at the charged amount; replays and webhooks change nothing", async () => {
    const token = await shopper();
    const started = await pay(token, CARDS.success, 3);
    expect(started).toMatchObject({ __typename: "PaymentChallenge", installmentCount: 3 });
    expect(String(started.redirectUrl)).toMatch(new RegExp(`^${fake.url}/acs/\\d+\\?`));
    // The card never reaches the shop's tables.
    expect(JSON.stringify(await db(t, `select * from card_payment`))).not.toContain("5528790000000008");

    const { callbackUrl, fields } = await answerAcs(String(started.redirectUrl), "approve");
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(`${t.baseUrl}/resource/payment/iyzico/callback`);
    expect(field(fields, "conversationId")).toBe(started.reference);
    const paid = await providerConfirm(fields);
    expect(paid).toEqual({ status: "PAID", reference: started.reference, language: "en", code: null });
    const [order] = await orders(String(started.reference));
    expect(Number(order.charged_minor)).toBe(started.chargedMinor);
    expect(order).toMatchObject({ payment_provider: "iyzico", payment_transaction_id: field(fields, "paymentId"), installment_count: 3, status: "received" });
    // The interest iyzico charged on top of the approved total is a line of the order, and its grand total is the charge.
    const approvedMinor = Number((await payment(String(started.reference))).approved_total_minor);
    expect(Number(started.chargedMinor)).toBeGreaterThan(approvedMinor);
    expect(Number(order.grand_total_minor)).toBe(started.chargedMinor);
    const totals = order.totals as { installmentInterestMinor: number; grandTotalMinor: number };
    expect(totals).toMatchObject({ installmentInterestMinor: Number(started.chargedMinor) - approvedMinor, grandTotalMinor: started.chargedMinor });
    expect(fake.payments.get(field(fields, "paymentId"))!.state).toBe("captured");
    expect(await cartCount(token)).toBe(0);

    // The shopper's own browser lands on the result page: the same order, no second capture.
    const mine = await t.gql<{ confirmCardPayment: Json & { order: { code: string } } }>(SHOPPER_CONFIRM, {
      variables: { callback: fields },
      headers: bearer(token),
    });
    expect(mine.body.data!.confirmCardPayment.order.code).toBe(order.code);
    expect(await providerConfirm(fields)).toMatchObject({ status: "PAID" });
    // iyzico's webhooks (the 3-D Secure callback and the auth), each sent twice: accepted, nothing new.
    expect(await fake.deliverWebhooks()).toEqual([200, 200, 200, 200]);
    expect(await orders(String(started.reference))).toHaveLength(1);
    expect(fake.refusedSignatures).toEqual([]);
  });

  it("the storefront's callback route takes iyzico's cross-site post without cookies, confirms, and sends the browser to the result page", async () => {
    const token = await shopper();
    const started = await pay(token, CARDS.success);
    const { callbackUrl, fields } = await answerAcs(String(started.redirectUrl), "approve");
    const posted = await fetch(callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: fake.url, "sec-fetch-site": "cross-site" },
      body: new URLSearchParams(fields.map(({ name, value }) => [name, value])),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    const result = new URL(posted.headers.get("location")!, t.baseUrl);
    expect(result.pathname).toBe("/odeme/kart-sonuc");
    expect(result.searchParams.get("payment")).toBe("iyzico");
    expect(await orders(String(started.reference))).toHaveLength(1);
    // A second post (iyzico's page submitted twice) answers the same way and captures nothing more.
    const again = await fetch(callbackUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: fake.url },
      body: new URLSearchParams(fields.map(({ name, value }) => [name, value])),
      redirect: "manual",
    });
    expect(again.status).toBe(303);
    expect(await orders(String(started.reference))).toHaveLength(1);
    expect(await fake.deliverWebhooks()).toEqual([200, 200, 200, 200]);
  });

  it("another shopper's session cannot complete or read the payment; a forged webhook is refused with 401", async () => {
    const token = await shopper();
    const other = await shopper();
    const started = await pay(token, CARDS.success);
    const { fields } = await answerAcs(String(started.redirectUrl), "approve");
    const theirs = await t.gql<{ confirmCardPayment: Json }>(SHOPPER_CONFIRM, { variables: { callback: fields }, headers: bearer(other) });
    expect(theirs.body.data!.confirmCardPayment).toMatchObject({ __typename: "OrderError", code: "PAYMENT_FAILED", field: "reference" });
    const forged = await t.rest("/api/v1/payment/iyzicoWebhook", {
      method: "POST",
      headers: { "content-type": "application/json", "x-iyz-signature-v3": "0".repeat(64) },
      body: JSON.stringify({
        paymentConversationId: started.reference,
        paymentId: field(fields, "paymentId"),
        status: "SUCCESS",
        iyziEventType: "THREE_DS_AUTH",
      }),
    });
    expect(forged.status).toBe(401);
    expect((await payment(String(started.reference))).status).toBe("pending");
    expect(fake.payments.get(field(fields, "paymentId"))!.state).toBe("authenticated");
    // The genuine webhook alone (the browser never came back) places the order.
    expect(await fake.deliverWebhooks()).toEqual([200, 200]);
    expect(await orders(String(started.reference))).toHaveLength(1);
    expect(await providerConfirm(fields)).toMatchObject({ status: "PAID" });
  });

  it("3-D Secure denied, or passed with mdStatus 0: nothing is placed, the cart stays, the reason is THREE_D_SECURE_FAILED", async () => {
    for (const [number, action] of [
      [CARDS.success, "deny"],
      [CARDS.mdStatus0, "approve"],
    ] as const) {
      const token = await shopper();
      const started = await pay(token, number);
      const { fields } = await answerAcs(String(started.redirectUrl), action);
      expect(field(fields, "mdStatus")).toBe("0");
      // A callback claiming success proves nothing: the auth call refuses.
      const claimed = fields.map((f) => (f.name === "status" ? { ...f, value: "success" } : f.name === "mdStatus" ? { ...f, value: "1" } : f));
      expect(await providerConfirm(claimed)).toMatchObject({ status: "FAILED", code: "THREE_D_SECURE_FAILED" });
      expect(await orders(String(started.reference))).toHaveLength(0);
      expect(await cartCount(token)).toBe(2);
    }
  });

  it("abandoned at the bank: the payment stays pending and the cart untouched; a forged callback before the bank step marks nothing paid", async () => {
    const token = await shopper();
    const started = await pay(token, CARDS.success);
    expect((await payment(String(started.reference))).status).toBe("pending");
    expect(await cartCount(token)).toBe(2);
    const paymentId = String((await payment(String(started.reference))).provider_transaction_id);
    const forged = [
      { name: "status", value: "success" },
      { name: "paymentId", value: paymentId },
      { name: "conversationId", value: String(started.reference) },
      { name: "mdStatus", value: "1" },
    ];
    expect(await providerConfirm(forged)).toMatchObject({ status: "FAILED" });
    expect(await orders(String(started.reference))).toHaveLength(0);
    expect(fake.payments.get(paymentId)!.state).not.toBe("captured");
    // A callback naming another payment's id, or none the shop knows, names nothing.
    expect(await providerConfirm([...forged.slice(0, 1), { name: "paymentId", value: "1" }, ...forged.slice(2)])).toMatchObject({ reference: null });
  });

  it("insufficient funds at the auth call, and a card whose 3-D Secure cannot start: nothing placed, the cart kept", async () => {
    const token = await shopper();
    const started = await pay(token, CARDS.insufficient);
    const { fields } = await answerAcs(String(started.redirectUrl), "approve");
    expect(await providerConfirm(fields)).toMatchObject({ status: "FAILED", code: "INSUFFICIENT_FUNDS" });
    expect(await cartCount(token)).toBe(2);
    expect(await pay(token, CARDS.initFails)).toMatchObject({ __typename: "OrderError", code: "PAYMENT_FAILED" });
    expect(await cartCount(token)).toBe(2);
  });

  it("refunds in parts up to the amount paid; the cannot-refund card refuses; a same-day cancel voids a payment", async () => {
    const provider = new IyzicoProvider();
    const paidWith = async (number: string) => {
      const started = await pay(await shopper(), number);
      const { fields } = await answerAcs(String(started.redirectUrl), "approve");
      expect(await providerConfirm(fields)).toMatchObject({ status: "PAID" });
      return { id: field(fields, "paymentId"), charged: Number(started.chargedMinor) };
    };
    const em = () => t.orm.em.fork();
    const first = await paidWith(CARDS.success);
    expect(await provider.refund(em(), first.id, 1_00)).toEqual({ ok: true });
    expect(await provider.refund(em(), first.id, first.charged)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
    expect(await provider.refund(em(), first.id, first.charged - 1_00)).toEqual({ ok: true });
    expect(fake.refunds.filter((r) => r.paymentId === first.id).map((r) => r.priceMinor)).toEqual([1_00, first.charged - 1_00]);
    expect(await provider.cancel(em(), first.id)).toEqual({ ok: false, code: "CAN_NOT_CANCEL" });

    const stubborn = await paidWith(CARDS.noRefund);
    expect(await provider.refund(em(), stubborn.id, 1_00)).toEqual({ ok: false, code: "CAN_NOT_REFUND" });
    expect(await provider.cancel(em(), stubborn.id)).toEqual({ ok: false, code: "CAN_NOT_CANCEL" });

    const voided = await paidWith(CARDS.success);
    expect(await provider.cancel(em(), voided.id)).toEqual({ ok: true });
    expect(fake.cancels).toContain(voided.id);
  });

  it("an admin's cancel voids a payment the same day; after iyzico's day end it refunds the whole instead", async () => {
    const admin = bearer(await adminToken(t, await createAdmin(t, ["orders"])));
    const CANCEL = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input, language: "en") {
      __typename ... on OrderChanged { order { status refundedMinor } } ... on OrderError { code message } } }`;
    const paidOrder = async (installments = 1) => {
      const started = await pay(await shopper(), CARDS.success, installments);
      const { fields } = await answerAcs(String(started.redirectUrl), "approve");
      expect(await providerConfirm(fields)).toMatchObject({ status: "PAID" });
      const [order] = await orders(String(started.reference));
      return { id: Number(order.id), paymentId: field(fields, "paymentId"), charged: Number(started.chargedMinor) };
    };
    const cancel = async (orderId: number) =>
      (await t.gql<{ changeOrderStatus: Json }>(CANCEL, { variables: { input: { orderId, status: "CANCELLED" } }, headers: admin })).body.data!
        .changeOrderStatus;

    const today = await paidOrder();
    expect(await cancel(today.id)).toMatchObject({ order: { status: "CANCELLED", refundedMinor: today.charged } });
    expect(fake.cancels).toContain(today.paymentId);

    // In three parts: the whole that goes back is what the card was charged, the interest included.
    const settled = await paidOrder(3);
    fake.payments.get(settled.paymentId)!.capturedOn = istanbulDay(new Date(Date.now() - 86_400_000));
    expect(await new IyzicoProvider().cancel(t.orm.em.fork(), settled.paymentId)).toEqual({ ok: false, code: "CAN_NOT_CANCEL" });
    expect(await cancel(settled.id)).toMatchObject({ order: { status: "CANCELLED", refundedMinor: settled.charged } });
    expect(fake.cancels).not.toContain(settled.paymentId);
    expect(fake.refunds).toContainEqual({ paymentId: settled.paymentId, priceMinor: settled.charged });
  });
});

describe("the fake iyzico checks what iyzico checks", () => {
  const settings = () => ({ apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url });
  const details = {
    totalMinor: 150_00,
    buyer: { id: "guest-1", firstName: "Ayse", lastName: "Yilmaz", email: "a@example.com", phone: "+905551112233", identityNumber: null, ip: null },
    invoiceAddress: { contactName: "Ayse Yilmaz", address: "Cadde 1", city: "Istanbul", country: "Turkey", zipCode: "34000" },
    deliveryAddress: { contactName: "Ayse Yilmaz", address: "Cadde 1", city: "Istanbul", country: "Turkey", zipCode: "34000" },
    items: [
      { id: "line-1", name: "Mug", amountMinor: 120_00 },
      { id: "cargo", name: "Kargo", amountMinor: 40_00 },
    ],
  };
  const card = { holder: "Ayse Yilmaz", number: "5528790000000008", expiryMonth: 12, expiryYear: 2035, cvv: "123" };
  const request = (amountMinor = 150_00, installmentCount = 1) =>
    initializeRequest(
      card,
      { reference: "r".repeat(24), amountMinor, currencyCode: "TRY", installmentCount, language: "tr", returnUrl: "/odeme/kart-sonuc" },
      details,
      "http://shop.invalid/cb",
    );

  it("a request whose body differs by one byte from what was signed is refused", async () => {
    const body = JSON.stringify({ locale: "tr", binNumber: "552879", price: "100.0" });
    const signedFor = (text: string) => authorizationHeader(fake.apiKey, fake.secretKey, "rnd1", "/payment/iyzipos/installment", text);
    const send = async (text: string, authorization: string) =>
      (await (
        await fetch(`${fake.url}/payment/iyzipos/installment`, {
          method: "POST",
          headers: { "x-iyzi-rnd": "rnd1", authorization, "content-type": "application/json" },
          body: text,
        })
      ).json()) as Json;
    expect(await send(body, signedFor(body))).toMatchObject({ status: "success" });
    expect(await send(body.replace("100.0", "100.1"), signedFor(body))).toMatchObject({ status: "failure", errorCode: "1001" });
    expect(await send(body, authorizationHeader(fake.apiKey, fake.secretKey, "rnd1", "/payment/iyzipos/installmenT", body))).toMatchObject({
      status: "failure",
    });
    expect(await send(body, authorizationHeader("another-key", fake.secretKey, "rnd1", "/payment/iyzipos/installment", body))).toMatchObject({
      status: "failure",
    });
    expect(await callIyzico({ ...settings(), secretKey: "another" }, "/payment/iyzipos/installment", JSON.parse(body) as Json)).toMatchObject({
      status: "failure",
    });
  });

  it("refuses a basket that does not add up to the price and a paidPrice without the installment's interest", async () => {
    const good = await callIyzico(settings(), "/payment/3dsecure/initialize", request());
    expect(good).toMatchObject({ status: "success" });
    const moved = request();
    (moved.basketItems as Json[])[0].price = "1.0";
    expect(await callIyzico(settings(), "/payment/3dsecure/initialize", moved)).toMatchObject({ status: "failure", errorCode: "5005" });
    // Three installments are 3 % dearer: the price alone is refused, the price with interest accepted.
    expect(await callIyzico(settings(), "/payment/3dsecure/initialize", request(150_00, 3))).toMatchObject({ status: "failure", errorCode: "5007" });
    expect(await callIyzico(settings(), "/payment/3dsecure/initialize", request(154_50, 3))).toMatchObject({ status: "success" });
  });

  it("an answer counts as iyzico's only with its signature: any changed signed field, or another secret, is refused", () => {
    const answer = { paymentId: "12345678", currency: "TRY", basketId: "b1", conversationId: "c1", paidPrice: 154.5, price: 150 };
    const signed = { ...answer, signature: responseSignature("secret", RESPONSE_SIGNED_FIELDS.payment, answer) };
    expect(responseSigned("secret", RESPONSE_SIGNED_FIELDS.payment, signed)).toBe(true);
    // The same prices written as iyzico may write them ("150.0") still match.
    expect(responseSigned("secret", RESPONSE_SIGNED_FIELDS.payment, { ...signed, price: "150.0", paidPrice: "154.50" })).toBe(true);
    expect(responseSigned("another", RESPONSE_SIGNED_FIELDS.payment, signed)).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...RESPONSE_SIGNED_FIELDS.payment), fc.string({ minLength: 1, maxLength: 12 }), (name, value) => {
        fc.pre(String(signed[name]) !== value && String(parseFloat(value)) !== String(signed[name]));
        expect(responseSigned("secret", RESPONSE_SIGNED_FIELDS.payment, { ...signed, [name]: value })).toBe(false);
      }),
    );
  });

  it("shares any total over any lines so that the basket adds up exactly, every item above zero", () => {
    const lines = fc.array(fc.record({ id: fc.uuid(), name: fc.string(), amountMinor: fc.integer({ min: 0, max: 10_000_000 }) }), { maxLength: 12 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), lines, (total, items) => {
        const shared = shareTotal(total, items);
        expect(shared.reduce((sum, item) => sum + item.priceMinor, 0)).toBe(total);
        expect(shared.every((item) => item.priceMinor > 0)).toBe(true);
      }),
    );
  });

  it("writes and reads every price as iyzico does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_00 }), (minor) => {
        const text = formatPrice(minor);
        expect(text).toMatch(/^\d+\.\d{1,2}$/);
        expect(parsePrice(text)).toBe(minor);
        expect(parsePrice(Number(text))).toBe(minor);
      }),
    );
    expect([formatPrice(1_00), formatPrice(12_50), formatPrice(12_05)]).toEqual(["1.0", "12.5", "12.05"]);
    expect([parsePrice("1.005"), parsePrice("-1"), parsePrice("1e3"), parsePrice("")]).toEqual([null, null, null, null]);
  });
});

describe("REST", () => {
  it("payIyzico answers iyzico's 3-D Secure address; iyzicoQueryInstallmentAndBin answers the installment table", async () => {
    const token = await shopper();
    const res = await t.rest("/api/v1/payment/payIyzico?language=en", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: JSON.stringify({
        card_holder: "Ayse Yilmaz",
        card_number: CARDS.success,
        card_expiry: "12/35",
        cvc: "123",
        installment: 1,
        distance_sales: 1,
        pre_information: 1,
      }),
    });
    expect(res.body).toMatchObject({ success: true, code: "payment_redirect", status: "redirect" });
    expect(String(res.body.redirect_url)).toContain(`${fake.url}/acs/`);

    const bin = (body: Json) =>
      t.rest("/api/v1/payment/iyzicoQueryInstallmentAndBin", {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const table = await bin({ bin_number: "552879", price: 100 });
    expect(table.body).toMatchObject({
      success: true,
      response: { bin_number: "552879", bank_name: "Halkbank", card_association: "MASTER_CARD", card_family: "Paraf", force3ds: true },
    });
    const prices = (table.body.response as { installment_prices: Json[] }).installment_prices;
    expect(prices).toContainEqual({ installment_number: 3, total_price: 103, installment_price: 34.33 });
    expect((await bin({ card_number: "5528 7900 0000 0008", price: "100" })).body).toMatchObject({ response: { bin_number: "55287900" } });
    expect((await bin({ bin_number: "999999", price: 100 })).body).toEqual({ success: true, response: null });
    expect((await bin({ bin_number: "12", price: 100 })).status).toBe(400);
    expect(
      (await t.rest("/api/v1/payment/iyzicoQueryInstallmentAndBin", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status,
    ).toBe(401);
  });
});
