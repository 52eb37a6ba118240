// What the checkout's payment step is told about each enabled method: how it is paid (its kind), so a storefront
// renders every configured method from the server's answer instead of a list of codes of its own. A card provider
// is offered once its settings let it take payments (iyzico with its keys: CARD, the shop's card step; PayTR:
// HOSTED_CARD, its own page); enabled without them, it is still listed, with no kind. REST getPaymentType lists
// the same methods.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAKE_IYZICO_INSTALLMENTS, startFakeIyzico, type FakeIyzico } from "../../graphql-server/modules/payment/providers/iyzico/fake/fake-server.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";
import { db } from "./order-helpers.js";

const PAYMENT_TYPES = `query { paymentTypes(language: "en") { code kind installments { count interestBasisPoints } } }`;
type PaymentTypeView = { code: string; kind: string | null; installments: { count: number; interestBasisPoints: number }[] };

let t: TestShop;
let fake: FakeIyzico;
beforeAll(async () => {
  fake = await startFakeIyzico();
  t = await startTestShop();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const paymentTypes = async () => {
  const res = await t.gql<{ paymentTypes: PaymentTypeView[] }>(PAYMENT_TYPES);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data!.paymentTypes;
};
const enable = (code: string, config: Record<string, unknown>) =>
  db(t, `update payment_method set enabled = true, config = ? where code = ?`, [JSON.stringify(config), code]);

describe("payment kinds", () => {
  it("the demo's methods: cash on delivery, bank transfer and the card step", async () => {
    expect((await paymentTypes()).map(({ code, kind }) => ({ code, kind }))).toEqual([
      { code: "door", kind: "CASH_ON_DELIVERY" },
      { code: "wire_transfer", kind: "BANK_TRANSFER" },
      { code: "credit_card", kind: "CARD" },
    ]);
  });

  it("iyzico switched on with its keys is a card method with its own installment table; PayTR's page is a hosted card", async () => {
    await enable("iyzico", { apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, installments: FAKE_IYZICO_INSTALLMENTS });
    await enable("paytr", { merchantId: "123456", merchantKey: "key", merchantSalt: "salt", baseUrl: "http://127.0.0.1:9" });
    const types = await paymentTypes();
    expect(types.find((type) => type.code === "iyzico")).toMatchObject({ kind: "CARD", installments: expect.arrayContaining([{ count: 1, interestBasisPoints: 0 }]) });
    expect(types.find((type) => type.code === "paytr")).toMatchObject({ kind: "HOSTED_CARD" });
    const rest = await t.rest("/api/v1/payment/getPaymentType?language=en");
    expect(JSON.stringify(rest.body)).toContain('"iyzico"');
  });

  it("iyzico's card step offers only the counts its method charges, though iyzico's BIN query knows more", async () => {
    const table = FAKE_IYZICO_INSTALLMENTS.filter((option) => [1, 3, 6].includes(option.count));
    await enable("iyzico", { apiKey: fake.apiKey, secretKey: fake.secretKey, baseUrl: fake.url, installments: table });
    const res = await t.gql<{ cardBin: { installments: { count: number }[] } }>(
      `query { cardBin(bin: "55287900", amountMinor: 100000, paymentCode: "iyzico") { ... on CardBin { installments { count } } } }`,
    );
    expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
    expect(FAKE_IYZICO_INSTALLMENTS.map((option) => option.count)).toEqual(expect.arrayContaining([2, 9]));
    expect(res.body.data!.cardBin.installments.map((plan) => plan.count)).toEqual([1, 3, 6]);
  });

  it("iyzico switched on without its keys is listed but has no kind: nobody could pay with it", async () => {
    await enable("iyzico", {});
    expect((await paymentTypes()).find((type) => type.code === "iyzico")).toMatchObject({ kind: null });
    await db(t, `update payment_method set enabled = false where code in ('iyzico', 'paytr')`);
  });
});
