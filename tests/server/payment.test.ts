// The payment framework: providers registered by payment code; the offline ones (door, wire_transfer) check their
// input; a card-style provider that answers with a 3D Secure redirect or HTML plugs in without touching place-order;
// a disabled method places nothing.
import type { EntityManager } from "@mikro-orm/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DoorPaymentProvider, WireTransferPaymentProvider, wireTransferInstructions } from "../../graphql-server/modules/payment/offline-providers.js";
import { pay } from "../../graphql-server/modules/payment/payment.pay.js";
import { OfflinePaymentProvider, paymentProvider, registerPaymentProvider, type InitiateResult, type PaymentOrder } from "../../graphql-server/modules/payment/payment-provider.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db, guestWithCart, plainProduct, readyForCheckout } from "./order-helpers.js";

let t: TestShop;
let product: number;
beforeAll(async () => {
  t = await startTestShop();
  product = await plainProduct(t, 10);
});
afterAll(() => t?.close());

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

/** The guest created last (guestWithCart just made it). */
const lastGuest = async () => {
  const [row] = await db(t, `select subject_id from auth_token where role = 'guest' order by id desc limit 1`);
  return { kind: "guest" as const, id: Number(row.subject_id) };
};

describe("payment providers", () => {
  it("door and wire transfer are registered and check their input", async () => {
    expect(paymentProvider("door")).toBeInstanceOf(DoorPaymentProvider);
    expect(paymentProvider("wire_transfer")).toBeInstanceOf(WireTransferPaymentProvider);
    expect(paymentProvider("nope")).toBeNull();
    const em = t.orm.em.fork();
    const door = paymentProvider("door")!;
    expect(await door.plan(em, { doorPaymentType: "CARD" }, { doorPaymentTypes: ["cash"] })).toEqual({ code: "MISSING_INFORMATION", field: "doorPaymentType" });
    expect(await door.plan(em, { doorPaymentType: "CASH" }, { doorPaymentTypes: ["cash"] })).toEqual({ status: "received", codePrefix: "", doorPaymentType: "cash" });
    const [bank] = await db(t, `select id from bank_account where is_active limit 1`);
    expect(await paymentProvider("wire_transfer")!.plan(em, { bankAccountId: Number(bank.id) }, {})).toEqual({
      status: "awaiting_payment",
      codePrefix: "JS",
      bankAccountId: Number(bank.id),
    });
    expect(await door.refund(em, {} as PaymentOrder, 100)).toEqual({ ok: true, providerReference: null, manual: true });
    expect(await door.installmentsByBin("454360", 1000, "TRY")).toEqual([]);
    expect(wireTransferInstructions("xx", "A B", "JS1")).toContain("JS1");
  });

  it("a 3D Secure provider plugs in: the order is placed and the shopper is sent to the bank", async () => {
    const fake = new Fake3dProvider();
    registerPaymentProvider(fake);
    await db(t, `insert into payment_method (code, enabled, sort, fee_minor, fee_currency, config) values ('fake_3d', true, 99, 0, 'TRY', '{}')`);
    const token = await guestWithCart(t, product, 1);
    const shopper = await lastGuest();
    await readyForCheckout(t, token);
    const em = t.orm.em.fork();
    const input = { idempotencyKey: "fake-3d-000000001", contracts: { distanceSales: true, preInformation: true } };
    const result = await pay(em, shopper, "fake_3d", input, "tr");
    expect(result).toMatchObject({ __typename: "PaymentOutcome", status: "REDIRECT", html: null, order: { status: "AWAITING_PAYMENT" } });
    if (result.__typename !== "PaymentOutcome") throw new Error("expected an outcome");
    expect(result.order.code).toMatch(/^CC\d+$/);
    expect(result.redirectUrl).toBe(`https://3d.example.test/pay?order=${result.order.code}&amount=${result.order.totals.grandTotalMinor}`);
    expect(fake.started).toHaveLength(1);

    await db(t, `update payment_method set enabled = false where code = 'fake_3d'`);
    expect(await pay(em, shopper, "fake_3d", { ...input, idempotencyKey: "fake-3d-000000002" }, "tr")).toMatchObject({
      __typename: "OrderError",
      code: "ORDER_NOT_CREATED",
      field: "paymentCode",
    });
  });
});
