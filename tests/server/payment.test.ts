// The payment framework: providers handed to createShop in a list, found by payment code; the offline ones (door,
// wire_transfer) check their input; a card-style provider that answers with a 3D Secure redirect plugs in without
// touching placeOrder; a disabled method places nothing.
import type { EntityManager } from "@mikro-orm/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPaymentProviders } from "../../graphql-server/modules/index.js";
import {
  CashOnDeliveryProvider,
  OfflinePaymentProvider,
  PaymentProviders,
  WireTransferProvider,
  wireTransferInstructions,
  type InitiateResult,
  type PaymentOrder,
} from "../../graphql-server/modules/payment/index.js";
import { CONTRACTS, PLACE_ORDER } from "../support/documents/checkout.js";
import { bearer, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { expectTypename } from "../support/typed-document.js";
import { db } from "./order-helpers.js";

/** A stand-in card provider: 3D Secure by redirect (as iyzico/PayTR would), orders wait for the callback. */
class Fake3dProvider extends OfflinePaymentProvider {
  readonly code = "fake_3d";
  started: PaymentOrder[] = [];
  async plan() {
    return { status: "awaiting_payment" as const, codePrefix: "CC" };
  }
  override async initiate(_em: EntityManager, order: PaymentOrder): Promise<InitiateResult> {
    this.started.push(order);
    return { status: "redirect", redirectUrl: `https://3d.example.test/pay?order=${order.code}&amount=${order.grandTotalMinor}` };
  }
}

const fake = new Fake3dProvider();
let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop({ paymentProviders: [...defaultPaymentProviders(), fake] });
  product = (await createProduct(t)).id;
});
afterAll(() => t?.close());

describe("payment providers", () => {
  it("door and wire transfer are the default providers and check their input", async () => {
    const providers = new PaymentProviders(defaultPaymentProviders());
    expect(providers.find("door")).toBeInstanceOf(CashOnDeliveryProvider);
    expect(providers.find("wire_transfer")).toBeInstanceOf(WireTransferProvider);
    expect(providers.find("nope")).toBeNull();
    expect(() => new PaymentProviders([new WireTransferProvider(), new WireTransferProvider()])).toThrow(/two payment providers/);
    const em = t.orm.em.fork();
    const door = providers.find("door")!;
    expect(await door.plan(em, { doorPaymentType: "CARD" }, { doorPaymentTypes: ["cash"] })).toEqual({ code: "MISSING_INFORMATION", field: "doorPaymentType" });
    expect(await door.plan(em, { doorPaymentType: "CASH" }, { doorPaymentTypes: ["cash"] })).toEqual({ status: "received", codePrefix: "", doorPaymentType: "cash" });
    const [bank] = await db(t, `select id from bank_account where is_active limit 1`);
    expect(await providers.find("wire_transfer")!.plan(em, { bankAccountId: Number(bank.id) }, {})).toEqual({
      status: "awaiting_payment",
      codePrefix: "JS",
      bankAccountId: Number(bank.id),
    });
    expect(await door.refund(em, {} as PaymentOrder, 100)).toEqual({ ok: true, providerReference: null, manual: true });
    expect(await door.installmentsByBin("454360", 1000, "TRY")).toEqual([]);
    expect(wireTransferInstructions("xx", "A B", "JS1")).toBe("Havale/EFT açıklamasına gönderen adını (A B) ve sipariş numaranızı (JS1) yazınız.");
    expect(wireTransferInstructions("en", "A B", "JS1")).toBe("Write the sender's name (A B) and the order number (JS1) in the transfer description.");
  });

  it("a 3D Secure provider plugs in: the order is placed and the shopper is sent to the bank", async () => {
    await db(t, `insert into payment_method (code, enabled, sort, fee_minor, fee_currency, config) values ('fake_3d', true, 99, 0, 'TRY', '{}')`);
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const input = { paymentMethod: "fake_3d", idempotencyKey: "fake-3d-000000001", contracts: CONTRACTS };
    const res = await t.gql(PLACE_ORDER, { variables: { input }, headers: bearer(token) });
    const result = expectTypename(res.body.data?.placeOrder, "PaymentOutcome");
    expect(result, JSON.stringify(res.body)).toMatchObject({ status: "REDIRECT", html: null, order: { status: "AWAITING_PAYMENT" } });
    expect(result.order.code).toMatch(/^CC\d+$/);
    expect(result.redirectUrl).toBe(`https://3d.example.test/pay?order=${result.order.code}&amount=${result.order.totals.grandTotalMinor}`);
    expect(fake.started).toHaveLength(1);

    await db(t, `update payment_method set enabled = false where code = 'fake_3d'`);
    const again = await t.gql(PLACE_ORDER, { variables: { input: { ...input, idempotencyKey: "fake-3d-000000002" } }, headers: bearer(token) });
    expect(again.body.data?.placeOrder).toMatchObject({ __typename: "OrderError", code: "ORDER_NOT_CREATED", field: "paymentCode" });
  });

  it("placeOrder is the one way to pay: cash on delivery with its provider input, and an unknown method", async () => {
    const token = await guestWithCart(t, product, 1);
    await readyForCheckout(t, token);
    const input = { paymentMethod: "door", idempotencyKey: "place-order-door-1", contracts: CONTRACTS, providerInput: { doorPaymentType: "CARD" as const } };
    const placed = await t.gql(PLACE_ORDER, { variables: { input }, headers: bearer(token) });
    expect(placed.body.data?.placeOrder, JSON.stringify(placed.body)).toMatchObject({
      __typename: "PaymentOutcome",
      status: "COMPLETED",
      order: { paymentCode: "door", doorPaymentType: "CARD", status: "RECEIVED" },
    });
    const missing = await t.gql(PLACE_ORDER, { variables: { input: { ...input, idempotencyKey: "place-order-door-2", providerInput: null } }, headers: bearer(token) });
    expect(missing.body.data?.placeOrder).toMatchObject({ __typename: "OrderError", code: "MISSING_INFORMATION", field: "doorPaymentType" });
    const unknown = await t.gql(PLACE_ORDER, { variables: { input: { ...input, paymentMethod: "nope", idempotencyKey: "place-order-nope-1" } }, headers: bearer(token) });
    expect(unknown.body.data?.placeOrder).toMatchObject({ __typename: "OrderError", code: "ORDER_NOT_CREATED", field: "paymentCode" });
  });
});
