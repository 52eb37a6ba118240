// Checkout reference data: countries, states and cities (Turkey's 81 provinces with every district), bank
// accounts, payment types and the order status list — over GraphQL and the /api/v1 REST shim, plus the seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidIban } from "../../graphql-server/modules/payment/iban.js";
import { DEMO_BANK_ACCOUNTS, seedCheckoutData } from "../../graphql-server/seed/demo-checkout.js";
import { TURKEY_PROVINCES } from "../../graphql-server/seed/demo-location-data.js";
import { startTestShop, type TestShop } from "../support/test-shop.js";

let t: TestShop;
beforeAll(async () => {
  t = await startTestShop();
});
afterAll(() => t?.close());

const list = (body: Record<string, unknown>) => body.response as Record<string, unknown>[];
const failure = (code: string) => ({ success: false, code, message: expect.any(String) });

describe("location data", () => {
  it("has Turkey's 81 provinces with plate codes as ids and all 973 districts", () => {
    expect(TURKEY_PROVINCES).toHaveLength(81);
    expect(TURKEY_PROVINCES.map(([plate]) => Number(plate))).toEqual(Array.from({ length: 81 }, (_, i) => i + 1));
    expect(TURKEY_PROVINCES.reduce((n, [, , districts]) => n + districts.split("|").length, 0)).toBe(973);
  });

  it("GraphQL: countries translated, Turkey first; states and cities; null for unknown parents", async () => {
    const res = await t.gql(`{ tr: countries { id code name phoneCode sort } ar: countries(language: "ar") { name } }`);
    const data = res.body.data as { tr: { id: number; code: string; name: string; phoneCode: string }[]; ar: { name: string }[] };
    expect(data.tr[0]).toEqual({ id: 1, code: "TR", name: "Türkiye", phoneCode: "+90", sort: 1 });
    expect(data.tr.map((c) => c.code)).toEqual(expect.arrayContaining(["CY-TR", "AZ", "DE", "SA", "AE", "IQ"]));
    expect(data.ar[0].name).toBe("تركيا");
    const en = await t.gql(`{ countries { code name } }`, { headers: { "X-Language": "en" } });
    expect((en.body.data as { countries: { code: string; name: string }[] }).countries).toContainEqual({ code: "DE", name: "Germany" });

    const states = await t.gql(
      `{ states(countryId: 1) { id countryId code name sort } cities(stateId: 34) { stateId name } none: states(countryId: 999) { id } noCity: cities(stateId: 999999) { id } }`,
    );
    const s = states.body.data as {
      states: { id: number; countryId: number; code: string; name: string; sort: number }[];
      cities: { stateId: number; name: string }[];
      none: null;
      noCity: null;
    };
    expect(s.states).toHaveLength(81);
    expect(s.states.find((p) => p.id === 34)).toEqual({ id: 34, countryId: 1, code: "34", name: "İstanbul", sort: expect.any(Number) });
    // Alphabetical in Turkish: Çanakkale after Bursa, İstanbul after Iğdır.
    const names = s.states.map((p) => p.name);
    expect(names.slice(0, 3)).toEqual(["Adana", "Adıyaman", "Afyonkarahisar"]);
    expect(names.indexOf("Çanakkale")).toBeGreaterThan(names.indexOf("Bursa"));
    expect(names.indexOf("İstanbul")).toBeGreaterThan(names.indexOf("Iğdır"));
    expect(s.cities).toHaveLength(39);
    expect(s.cities.map((c) => c.name)).toEqual(expect.arrayContaining(["Kadıköy", "Beşiktaş", "Üsküdar", "Şile"]));
    expect(s.none).toBeNull();
    expect(s.noCity).toBeNull();
  });

  it("GraphQL: an unknown language is BAD_USER_INPUT", async () => {
    const res = await t.gql(`{ countries(language: "xx") { id } }`);
    expect(res.body.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("GET /api/v1/country", async () => {
    const { status, body } = await t.rest("/api/v1/country?language=en");
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "response"]);
    expect(list(body)[0]).toEqual({ id: 1, code: "TR", name: "Türkiye", phone_code: "+90", sort: 1 });
    expect(list(body)).toContainEqual({ id: 6, code: "AE", name: "United Arab Emirates", phone_code: "+971", sort: 6 });
    expect((await t.rest("/api/v1/country?language=xx")).status).toBe(400);
  });

  it("GET /api/v1/state/getStatesByCountryId/{id}", async () => {
    const { status, body } = await t.rest("/api/v1/state/getStatesByCountryId/1");
    expect(status).toBe(200);
    expect(list(body)).toHaveLength(81);
    expect(list(body)).toContainEqual({ id: 6, country_id: 1, code: "06", name: "Ankara", sort: expect.any(Number) });
    const kktc = await t.rest("/api/v1/state/getStatesByCountryId/2");
    expect(list(kktc.body).map((s) => s.name)).toContain("Girne");
    expect(list(kktc.body).every((s) => (s.id as number) > 81)).toBe(true);

    expect(await t.rest("/api/v1/state/getStatesByCountryId/999")).toMatchObject({ status: 404, body: failure("not_found") });
    expect(await t.rest("/api/v1/state/getStatesByCountryId/0")).toMatchObject({ status: 404, body: failure("not_found") });
    for (const bad of ["abc", "-1", "1.5", "99999999999"]) {
      expect(await t.rest(`/api/v1/state/getStatesByCountryId/${bad}`), bad).toMatchObject({ status: 400, body: failure("bad_user_input") });
    }
  });

  it("GET /api/v1/city/getCitiesByStateId/{id}", async () => {
    const { status, body } = await t.rest("/api/v1/city/getCitiesByStateId/6?language=ar");
    expect(status).toBe(200);
    expect(list(body)).toHaveLength(25);
    expect(list(body)[0]).toEqual({ id: expect.any(Number), state_id: 6, name: "Akyurt", sort: 1 });
    expect(list(body).map((c) => c.name)).toContain("Çankaya");
    // Every province has districts.
    for (const plate of [1, 41, 81]) expect(list((await t.rest(`/api/v1/city/getCitiesByStateId/${plate}`)).body).length).toBeGreaterThan(0);

    expect(await t.rest("/api/v1/city/getCitiesByStateId/999999")).toMatchObject({ status: 404, body: failure("not_found") });
    expect(await t.rest("/api/v1/city/getCitiesByStateId/x1")).toMatchObject({ status: 400, body: failure("bad_user_input") });
  });
  it("hides an inactive country with its states and cities", async () => {
    const conn = t.orm.em.getConnection();
    const [iraqState] = await conn.execute<{ id: number }[]>(`select id from state where country_id = 7 order by id limit 1`);
    await conn.execute(`update country set is_active = false where id = 7`);
    try {
      expect(list((await t.rest("/api/v1/country")).body).map((c) => c.code)).not.toContain("IQ");
      expect((await t.rest("/api/v1/state/getStatesByCountryId/7")).status).toBe(404);
      expect((await t.rest(`/api/v1/city/getCitiesByStateId/${iraqState.id}`)).status).toBe(404);
    } finally {
      await conn.execute(`update country set is_active = true where id = 7`);
    }
    expect((await t.rest(`/api/v1/city/getCitiesByStateId/${iraqState.id}`)).status).toBe(200);
  });
});

describe("bank accounts", () => {
  it("GraphQL and GET /api/v1/bank/getBankAccounts: three Turkish accounts with valid IBANs", async () => {
    const res = await t.gql(`{ bankAccounts { id bankName accountHolder accountNumber iban branch currency sort } }`);
    const accounts = (res.body.data as { bankAccounts: { iban: string; currency: string; bankName: string }[] }).bankAccounts;
    expect(accounts).toHaveLength(3);
    for (const a of accounts) {
      expect(isValidIban(a.iban), a.iban).toBe(true);
      expect(a.iban).toMatch(/^TR\d{24}$/);
      expect(a.currency).toBe("TRY");
    }
    expect(DEMO_BANK_ACCOUNTS.every((a) => isValidIban(a.iban))).toBe(true);

    const { status, body } = await t.rest("/api/v1/bank/getBankAccounts");
    expect(status).toBe(200);
    expect(list(body)[0]).toEqual({
      id: expect.any(Number),
      bank_name: "T.C. Ziraat Bankası",
      account_holder: "Demo Mağaza Ev ve Yaşam Ürünleri A.Ş.",
      account_number: "4287365-5001",
      iban: "TR800001000042873651000010",
      iban_formatted: "TR80 0001 0000 4287 3651 0000 10",
      branch: "Kadıköy Şubesi (1234)",
      currency_code: "TRY",
      sort: 1,
    });
  });
});

describe("payment types", () => {
  it("GraphQL: enabled methods only, translated, with the cash-on-delivery fee", async () => {
    const query = `query ($language: String) { paymentTypes(language: $language) { code name description sort feeMinor feeCurrency doorPaymentTypes installments { count interestBasisPoints } } }`;
    const tr = (await t.gql(query)).body.data as {
      paymentTypes: { code: string; name: string; feeMinor: number; feeCurrency: string; doorPaymentTypes: string[] }[];
    };
    expect(tr.paymentTypes.map((p) => p.code)).toEqual(["door", "wire_transfer", "credit_card"]);
    expect(tr.paymentTypes[0]).toMatchObject({ name: "Kapıda ödeme", feeMinor: 2990, feeCurrency: "TRY", doorPaymentTypes: ["cash", "card"] });
    expect(tr.paymentTypes[1]).toMatchObject({ name: "Havale / EFT", feeMinor: 0, doorPaymentTypes: [], installments: [] });
    // The demo's card method goes to the test acquirer, with its fixed installment table.
    expect(tr.paymentTypes[2]).toMatchObject({
      name: "Kredi / banka kartı",
      // Every plan some card may get; a card's own come with its BIN (cardBin).
      installments: [
        { count: 1, interestBasisPoints: 0 },
        { count: 3, interestBasisPoints: 300 },
        { count: 6, interestBasisPoints: 600 },
        { count: 9, interestBasisPoints: 900 },
        { count: 12, interestBasisPoints: 1200 },
      ],
    });
    const ar = (await t.gql(query, { variables: { language: "ar" } })).body.data as { paymentTypes: { name: string }[] };
    expect(ar.paymentTypes.map((p) => p.name)).toEqual(["الدفع عند الاستلام", "تحويل بنكي", "بطاقة ائتمان / خصم"]);
  });

  it("GET /api/v1/payment/getPaymentType?language", async () => {
    const { status, body } = await t.rest("/api/v1/payment/getPaymentType?language=en");
    expect(status).toBe(200);
    expect(list(body)).toEqual([
      {
        code: "door",
        name: "Cash on delivery",
        description: expect.stringContaining("service fee"),
        sort: 1,
        service_fee: 29.9,
        currency_code: "TRY",
        door_payment_types: ["cash", "card"],
      },
      { code: "wire_transfer", name: "Bank transfer", description: expect.any(String), sort: 2, service_fee: 0, currency_code: "TRY", door_payment_types: [] },
      {
        code: "credit_card",
        name: "Credit / debit card",
        description: expect.any(String),
        sort: 3,
        service_fee: 0,
        currency_code: "TRY",
        door_payment_types: [],
      },
    ]);
    expect(await t.rest("/api/v1/payment/getPaymentType?language=xx")).toMatchObject({ status: 400, body: failure("bad_user_input") });
    expect(await t.rest("/api/v1/payment/getPaymentType?language[]=en")).toMatchObject({ status: 400, body: failure("bad_user_input") });
  });

  it("a method enabled in the database appears; of the card methods the demo enables the test acquirer's", async () => {
    const em = t.orm.em.fork();
    const rows = await em.getConnection().execute<{ code: string; enabled: boolean }[]>(`select code, enabled from payment_method order by sort`);
    expect(rows).toEqual([
      { code: "door", enabled: true },
      { code: "wire_transfer", enabled: true },
      { code: "credit_card", enabled: true },
      { code: "iyzico", enabled: false },
      { code: "paytr", enabled: false },
    ]);
  });
});

describe("order statuses", () => {
  it("GraphQL orderStatuses in tr/en/ar with transitions", async () => {
    const res = await t.gql(`{ orderStatuses(language: "en") { code name sort isFinal next } }`);
    const statuses = (res.body.data as { orderStatuses: { code: string; name: string; sort: number; isFinal: boolean; next: string[] }[] }).orderStatuses;
    expect(statuses).toHaveLength(10);
    expect(statuses[0]).toEqual({
      code: "AWAITING_PAYMENT",
      name: "Awaiting payment",
      sort: 1,
      isFinal: false,
      next: ["APPROVED", "PAYMENT_FAILED", "CANCELLED"],
    });
    expect(statuses.find((s) => s.code === "CANCELLED")).toMatchObject({ isFinal: true, next: [] });
    const ar = await t.gql(`{ orderStatuses { code name } }`, { headers: { "X-Language": "ar" } });
    expect((ar.body.data as { orderStatuses: { code: string; name: string }[] }).orderStatuses).toContainEqual({ code: "SHIPPED", name: "تم الشحن" });
  });

  it("GET /api/v1/order/getOrderStatusList", async () => {
    const { status, body } = await t.rest("/api/v1/order/getOrderStatusList");
    expect(status).toBe(200);
    expect(list(body).map((s) => s.code)).toEqual([
      "awaiting_payment",
      "payment_failed",
      "received",
      "approved",
      "preparing",
      "shipped",
      "delivered",
      "cancelled",
      "refund_requested",
      "refunded",
    ]);
    expect(list(body)[2]).toEqual({ code: "received", name: "Sipariş alındı", sort: 3, is_final: false, next: ["approved", "cancelled"] });
  });
});

describe("seed", () => {
  it("is idempotent per table and keeps the sequences past the explicit ids", async () => {
    const conn = t.orm.em.getConnection();
    const counts = async () =>
      (
        await conn.execute(`select (select count(*) from country)::int as countries, (select count(*) from country_translation)::int as names,
        (select count(*) from state)::int as states, (select count(*) from city)::int as cities,
        (select count(*) from bank_account)::int as banks, (select count(*) from payment_method)::int as methods`)
      )[0];
    const before = await counts();
    expect(before).toMatchObject({ countries: 7, names: 21, banks: 3, methods: 5 });
    expect(before.states).toBeGreaterThan(81);
    expect(before.cities).toBeGreaterThan(973);
    expect(await seedCheckoutData(t.orm.em)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);

    // A missing part is seeded again on its own.
    await conn.execute(`delete from bank_account`);
    expect(await seedCheckoutData(t.orm.em)).toEqual({ seeded: true });
    expect(await counts()).toEqual(before);

    // New rows get fresh ids (the sequences were moved past the seeded ids).
    const [state] = await conn.execute<{ id: number }[]>(`insert into state (country_id, code, name) values (1, '', 'Test') returning id`);
    expect(state.id).toBeGreaterThan(before.states as number);
    await conn.execute(`delete from state where id = ?`, [state.id]);
  });
});
