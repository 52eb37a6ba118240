// The card step's BIN lookup and installment table: the longest known prefix wins, an unknown BIN still names its
// scheme, any digits (or any text at all, over GraphQL) answer without a server error, the test acquirer's plans
// follow the card's family and kind, the query is limited per client, and a plan the card does not offer is refused
// when paying.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN_TABLE, type BinEntry } from "../../graphql-server/modules/payment/card-bins/bin-table.js";
import { lookupBin, schemeByRange } from "../../graphql-server/modules/payment/card-bins/bin-lookup.js";
import { testInstallmentsFor } from "../../graphql-server/modules/payment/providers/test-acquirer/installments.js";
import { passesLuhn } from "../../shared/card.js";
import { CONTRACTS } from "../support/documents/checkout.js";
import { bearer, createProduct, guestWithCart, readyForCheckout } from "../support/factories.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

const CARD_BIN = `query($bin: String!, $amount: Money!, $code: String) { cardBin(bin: $bin, amountMinor: $amount, paymentCode: $code) {
  __typename ... on CardBin { scheme bankName family kind installments { count interestBasisPoints firstInstallmentMinor perInstallmentMinor totalMinor } }
  ... on OperationError { code message field } } }`;

type CardBinAnswer = {
  __typename: string;
  scheme?: string | null;
  bankName?: string | null;
  family?: string | null;
  kind?: string | null;
  installments?: { count: number; interestBasisPoints: number; firstInstallmentMinor: number; perInstallmentMinor: number; totalMinor: number }[];
  code?: string;
};

describe("BIN lookup", () => {
  const entry = (prefix: string, bank: string): BinEntry => ({ prefix, bank, family: null, kind: "CREDIT", scheme: "VISA" });
  const table = [entry("454360", "six"), entry("45436012", "eight")];

  it("the longest prefix wins; digits past the eighth are never read", () => {
    expect(lookupBin("45436012", table).bank).toBe("eight");
    expect(lookupBin("4543601299999999", table).bank).toBe("eight");
    expect(lookupBin("45436013", table).bank).toBe("six");
    expect(lookupBin("454360", table).bank).toBe("six");
    expect(lookupBin("45436", table).bank).toBeNull();
  });

  it("knows the big Turkish families, the test acquirer's cards and iyzico's sandbox cards", () => {
    expect(lookupBin("554960")).toMatchObject({ bank: "Garanti BBVA", family: "Bonus", kind: "CREDIT", scheme: "MASTERCARD" });
    expect(lookupBin("540129")).toMatchObject({ bank: "Yapı Kredi", family: "World" });
    expect(lookupBin("543771")).toMatchObject({ bank: "İş Bankası", family: "Maximum" });
    expect(lookupBin("435508")).toMatchObject({ bank: "Akbank", family: "Axess", scheme: "VISA" });
    expect(lookupBin("545616")).toMatchObject({ bank: "QNB Finansbank", family: "CardFinans" });
    expect(lookupBin("552879")).toMatchObject({ bank: "Halkbank", family: "Paraf" });
    expect(lookupBin("979270")).toMatchObject({ bank: "Ziraat Bankası", family: "Bankkart", scheme: "TROY" });
    expect(lookupBin("41111111")).toMatchObject({ bank: "Test Bank", family: "Bonus", kind: "CREDIT" });
    expect(lookupBin("55555555")).toMatchObject({ bank: "Test Bank", family: "World" });
    expect(lookupBin("5890040000000016")).toMatchObject({ bank: "Akbank", kind: "DEBIT" });
    expect(lookupBin("5528790000000008")).toMatchObject({ bank: "Halkbank", kind: "CREDIT" });
    expect(lookupBin("9792030000000000")).toMatchObject({ bank: "QNB Finansbank", scheme: "TROY", kind: "CREDIT" });
    expect(lookupBin("374427000000003")).toMatchObject({ scheme: "AMEX", family: "Bonus" });
  });

  it("an unknown BIN names only its scheme by range", () => {
    expect(lookupBin("49999999")).toEqual({ scheme: "VISA", bank: null, family: null, kind: null });
    expect(lookupBin("22210000")).toMatchObject({ scheme: "MASTERCARD", bank: null });
    expect(lookupBin("27209999")).toMatchObject({ scheme: "MASTERCARD" });
    expect(lookupBin("27210000")).toMatchObject({ scheme: null });
    expect(lookupBin("34000000")).toMatchObject({ scheme: "AMEX" });
    expect(lookupBin("59000000")).toMatchObject({ scheme: null });
    expect(lookupBin("60110000")).toEqual({ scheme: null, bank: null, family: null, kind: null });
  });

  it("every entry is a 6- or 8-digit prefix listed once, and its scheme agrees with its range", () => {
    const prefixes = BIN_TABLE.map((e) => e.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const e of BIN_TABLE) {
      expect(e.prefix).toMatch(/^(\d{6}|\d{8})$/);
      expect(schemeByRange(e.prefix), e.prefix).toBe(e.scheme);
    }
  });

  it("any digit string answers: a table entry that prefixes it, else its range's scheme", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,19}$/), (digits) => {
        const info = lookupBin(digits);
        const match = BIN_TABLE.filter((e) => digits.slice(0, 8).startsWith(e.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
        if (match) expect(info).toEqual({ scheme: match.scheme, bank: match.bank, family: match.family, kind: match.kind });
        else expect(info).toEqual({ scheme: schemeByRange(digits.slice(0, 8)), bank: null, family: null, kind: null });
      }),
    );
  });
});

describe("the test acquirer's installments", () => {
  const counts = (digits: string) => testInstallmentsFor(lookupBin(digits)).map((o) => o.count);
  it("Bonus, World and Maximum get 9 and 12; other credit cards 1, 3 and 6; debit cards one payment", () => {
    expect(counts("41111111")).toEqual([1, 3, 6, 9, 12]);
    expect(counts("540129")).toEqual([1, 3, 6, 9, 12]);
    expect(counts("543771")).toEqual([1, 3, 6, 9, 12]);
    expect(counts("435508")).toEqual([1, 3, 6]);
    expect(counts("40000000")).toEqual([1, 3, 6]);
    expect(counts("49999999")).toEqual([1, 3, 6]);
    expect(counts("589004")).toEqual([1]);
  });
  it("a count has one interest whatever the card", () => {
    const rate = new Map<number, number>();
    for (const e of BIN_TABLE) {
      for (const o of testInstallmentsFor(lookupBin(e.prefix))) {
        expect(rate.get(o.count) ?? o.interestBasisPoints).toBe(o.interestBasisPoints);
        rate.set(o.count, o.interestBasisPoints);
      }
    }
  });
});

describe("cardBin over GraphQL", () => {
  let t: TestShop;
  let product: number;
  beforeAll(async () => {
    t = await startTestShop();
    product = (await createProduct(t, { stock: 50 })).id;
  });
  afterAll(() => t?.close());

  const ask = async (bin: unknown, amount: unknown = 10_000, code?: string, headers: Record<string, string> = {}) =>
    t.gql<{ cardBin: CardBinAnswer }>(CARD_BIN, { variables: { bin, amount, code }, headers });

  it("a Bonus card: bank, family and five plans with their monthly parts and totals", async () => {
    const res = await ask("41111111", 10_000);
    expect(res.body.data!.cardBin).toEqual({
      __typename: "CardBin",
      scheme: "VISA",
      bankName: "Test Bank",
      family: "Bonus",
      kind: "CREDIT",
      installments: [
        // The parts add up to the total exactly: the first carries what the division leaves over.
        { count: 1, interestBasisPoints: 0, firstInstallmentMinor: 10_000, perInstallmentMinor: 10_000, totalMinor: 10_000 },
        { count: 3, interestBasisPoints: 300, firstInstallmentMinor: 3434, perInstallmentMinor: 3433, totalMinor: 10_300 },
        { count: 6, interestBasisPoints: 600, firstInstallmentMinor: 1770, perInstallmentMinor: 1766, totalMinor: 10_600 },
        { count: 9, interestBasisPoints: 900, firstInstallmentMinor: 1212, perInstallmentMinor: 1211, totalMinor: 10_900 },
        { count: 12, interestBasisPoints: 1200, firstInstallmentMinor: 937, perInstallmentMinor: 933, totalMinor: 11_200 },
      ],
    });
  });

  it("a debit card pays in one; an unknown BIN gets the plain credit plans and its scheme only", async () => {
    expect((await ask("589004", 5000)).body.data!.cardBin.installments!.map((o) => o.count)).toEqual([1]);
    expect((await ask("49999999", 5000)).body.data!.cardBin).toMatchObject({ scheme: "VISA", bankName: null, family: null, kind: null });
  });

  it("a method without a card provider answers provider_not_configured, translated", async () => {
    const res = await t.gql<{ cardBin: CardBinAnswer & { message: string } }>(CARD_BIN, {
      variables: { bin: "41111111", amount: 100, code: "door" },
      headers: { "x-language": "en" },
    });
    expect(res.body.data!.cardBin).toMatchObject({ __typename: "OperationError", code: "PROVIDER_NOT_CONFIGURED", field: "paymentCode" });
    expect(res.body.data!.cardBin.message).toMatch(/not available/);
  });

  it("anything but 6 to 8 digits, or an impossible amount, is bad input and never a server error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.stringMatching(/^\d{0,12}$/)),
        fc.oneof(fc.integer(), fc.constant(-1), fc.constant(2 ** 53)),
        async (bin, amount) => {
          const res = await ask(bin, amount);
          expect(res.status).toBeLessThan(500);
          const valid = /^\d{6,8}$/.test(bin) && amount >= 0 && amount <= 1e12;
          if (valid) expect(res.body.data?.cardBin.__typename).toBe("CardBin");
          else expect(res.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        },
      ),
      { numRuns: 60 },
    );
  });

  it("the query is limited per client address", async () => {
    const limited = await startTestShop({ rateLimits: { cardBin: { points: 3, windowSeconds: 600 } } });
    try {
      for (let i = 0; i < 3; i++) expect((await limited.gql(CARD_BIN, { variables: { bin: "41111111", amount: 100 } })).body.errors).toBeUndefined();
      const refused = await limited.gql(CARD_BIN, { variables: { bin: "55555555", amount: 100 } });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    } finally {
      await limited.close();
    }
  });

  it("paying refuses a plan the card does not offer and charges a family's long plan with its interest", async () => {
    const pay = async (number: string, installments: number) => {
      const token = await guestWithCart(t, product, 1);
      await readyForCheckout(t, token);
      const card = { holder: "Ayse Yilmaz", number, expiry: "12/35", cvv: "123" };
      const input = { paymentMethod: "credit_card", idempotencyKey: crypto.randomUUID(), contracts: CONTRACTS, providerInput: { card, installments } };
      const res = await t.gql<{ placeOrder: Record<string, unknown> }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input, language: "en") { __typename
          ... on PaymentChallenge { chargedMinor installmentCount } ... on OrderError { code message } } }`,
        { variables: { input }, headers: bearer(token) },
      );
      return res.body.data!.placeOrder;
    };
    // 4000 0000 0000 0077: a plain credit card of the test bank (1, 3, 6).
    expect(passesLuhn("4000000000000077")).toBe(true);
    expect(await pay("4000 0000 0000 0077", 9)).toMatchObject({ __typename: "OrderError", code: "INSTALLMENT_NOT_OFFERED" });
    expect(await pay("4111 1111 1111 1111", 9)).toMatchObject({ __typename: "PaymentChallenge", installmentCount: 9 });
  });
});
