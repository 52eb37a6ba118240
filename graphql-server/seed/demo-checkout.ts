// Seeds the checkout's reference data: countries, states and cities (demo-location-data.ts: Turkey's 81 provinces
// with every district, a few other countries), the wire-transfer bank accounts and the payment methods. Each part
// only into its empty table, under an advisory lock, with bulk inserts: existing databases get it on the next start.
import type { EntityManager } from "@mikro-orm/core";
import { CitySchema, CountrySchema, CountryTranslationSchema, StateSchema } from "../modules/location/location.entities.js";
import { BankAccountSchema, PaymentMethodSchema, PaymentMethodTranslationSchema } from "../modules/payment/payment.entities.js";
import { COUNTRIES } from "./demo-location-data.js";

const LANGS = ["tr", "en", "ar"] as const;
/** Arbitrary constant naming this seed's advisory lock. */
const CHECKOUT_LOCK_KEY = 7_310_003;

/** Demo accounts; the IBANs carry valid mod-97 check digits (tests/server/location-payment.test.ts checks them). */
export const DEMO_BANK_ACCOUNTS = [
  { bankName: "T.C. Ziraat Bankası", branch: "Kadıköy Şubesi (1234)", accountNumber: "4287365-5001", iban: "TR800001000042873651000010" },
  { bankName: "Garanti BBVA", branch: "Beşiktaş Şubesi (381)", accountNumber: "6297521", iban: "TR140006200000381000629752" },
  { bankName: "Türkiye İş Bankası", branch: "Levent Ticari Şubesi (1102)", accountNumber: "1102-0087715", iban: "TR930006400001102400877150" },
] as const;

type T3 = Record<(typeof LANGS)[number], string>;
interface PaymentMethodSeed {
  code: string;
  enabled: boolean;
  feeMinor: number;
  config: Record<string, unknown>;
  name: T3;
  description: T3;
}

/** The demo offers iyzico when its keys are in the environment (the local fake iyzico puts them there when it runs). */
const iyzicoSwitchedOn = (code: string) => code === "iyzico" && Boolean(process.env.IYZICO_BASE_URL);
/** PayTR likewise, when its local fake (or a merchant's keys) put PAYTR_BASE_URL in the environment. */
const paytrSwitchedOn = (code: string) => code === "paytr" && Boolean(process.env.PAYTR_BASE_URL);

/** What the local fake iyzico charges per installment count (its table; a real merchant's comes from iyzico). */
const IYZICO_DEMO_INSTALLMENTS = [
  { count: 1, interestBasisPoints: 0 },
  { count: 3, interestBasisPoints: 300 },
  { count: 6, interestBasisPoints: 600 },
];

export const DEMO_PAYMENT_METHODS: PaymentMethodSeed[] = [
  {
    code: "door",
    enabled: true,
    feeMinor: 2990,
    config: { doorPaymentTypes: ["cash", "card"] },
    name: { tr: "Kapıda ödeme", en: "Cash on delivery", ar: "الدفع عند الاستلام" },
    description: {
      tr: "Ürünü teslim alırken nakit veya kartla ödeyin. Kapıda ödeme hizmet bedeli kargo ücretine eklenir.",
      en: "Pay in cash or by card when the order is delivered. The cash-on-delivery service fee is added to shipping.",
      ar: "ادفع نقدًا أو بالبطاقة عند استلام الطلب. تضاف رسوم خدمة الدفع عند الاستلام إلى تكلفة الشحن.",
    },
  },
  {
    code: "wire_transfer",
    enabled: true,
    feeMinor: 0,
    config: {},
    name: { tr: "Havale / EFT", en: "Bank transfer", ar: "تحويل بنكي" },
    description: {
      tr: "Siparişten sonra hesaplarımızdan birine ödeme yapın; açıklamaya adınızı ve sipariş numaranızı yazın.",
      en: "After ordering, pay into one of our accounts; write your name and the order number in the description.",
      ar: "بعد الطلب، ادفع إلى أحد حساباتنا واكتب اسمك ورقم الطلب في وصف التحويل.",
    },
  },
  {
    code: "credit_card",
    // The demo pays by card through the built-in test acquirer (test cards on its 3-D Secure page).
    enabled: true,
    feeMinor: 0,
    config: { threeDSecure: true, acquirer: "test" },
    name: { tr: "Kredi / banka kartı", en: "Credit / debit card", ar: "بطاقة ائتمان / خصم" },
    description: {
      tr: "3D Secure ile güvenli kart ödemesi, taksit seçenekleriyle.",
      en: "Secure card payment with 3D Secure and instalments.",
      ar: "دفع آمن بالبطاقة عبر 3D Secure مع خيارات التقسيط.",
    },
  },
  {
    code: "iyzico",
    // Off, unless iyzico's keys come from the environment when the shop is seeded (see iyzicoSwitchedOn).
    enabled: false,
    feeMinor: 0,
    config: { threeDSecure: true, installments: IYZICO_DEMO_INSTALLMENTS },
    name: { tr: "iyzico ile öde", en: "Pay with iyzico", ar: "الدفع عبر iyzico" },
    description: { tr: "", en: "", ar: "" },
  },
  {
    code: "paytr",
    enabled: false,
    feeMinor: 0,
    config: { iframe: true },
    name: { tr: "PayTR ile öde", en: "Pay with PayTR", ar: "الدفع عبر PayTR" },
    description: { tr: "", en: "", ar: "" },
  },
];

export async function seedCheckoutData(rootEm: EntityManager): Promise<{ seeded: boolean }> {
  const em = rootEm.fork();
  const [countries, banks, methods] = await Promise.all([em.count(CountrySchema), em.count(BankAccountSchema), em.count(PaymentMethodSchema)]);
  if (countries > 0 && banks > 0 && methods > 0) return { seeded: false };
  return em.transactional(async (tx) => {
    const run = (sql: string) => tx.getConnection().execute(sql, [], "all", tx.getTransactionContext());
    await run(`select pg_advisory_xact_lock(${CHECKOUT_LOCK_KEY})`);
    let seeded = false;
    if ((await tx.count(CountrySchema)) === 0) {
      await seedLocations(tx);
      seeded = true;
    }
    if ((await tx.count(BankAccountSchema)) === 0) {
      await tx.insertMany(
        BankAccountSchema,
        DEMO_BANK_ACCOUNTS.map((b, index) => ({
          ...b,
          accountHolder: "Demo Mağaza Ev ve Yaşam Ürünleri A.Ş.",
          currency: "TRY",
          sort: index + 1,
          isActive: true,
        })),
      );
      seeded = true;
    }
    if ((await tx.count(PaymentMethodSchema)) === 0) {
      const methods = DEMO_PAYMENT_METHODS.map((m, index) => ({ ...m, enabled: m.enabled || iyzicoSwitchedOn(m.code) || paytrSwitchedOn(m.code), id: index + 1, sort: index + 1 }));
      await tx.insertMany(
        PaymentMethodSchema,
        methods.map((m) => ({ id: m.id, code: m.code, enabled: m.enabled, sort: m.sort, feeMinor: m.feeMinor, feeCurrency: "TRY", config: m.config })),
      );
      await tx.insertMany(
        PaymentMethodTranslationSchema,
        methods.flatMap((m) => LANGS.map((language) => ({ method: m.id, language, name: m.name[language], description: m.description[language] }))),
      );
      await run(`select setval(pg_get_serial_sequence('payment_method', 'id'), (select max(id) from payment_method))`);
      seeded = true;
    }
    return { seeded };
  });
}

/** Four bulk inserts; ids of countries and states are explicit (Turkey's provinces: their plate numbers). */
async function seedLocations(tx: EntityManager): Promise<void> {
  const run = (sql: string) => tx.getConnection().execute(sql, [], "all", tx.getTransactionContext());
  const collator = new Intl.Collator("tr");
  await tx.insertMany(
    CountrySchema,
    COUNTRIES.map((c, index) => ({ id: c.id, code: c.code, phoneCode: c.phoneCode, sort: index + 1, isActive: true })),
  );
  await tx.insertMany(
    CountryTranslationSchema,
    COUNTRIES.flatMap((c) => LANGS.map((language) => ({ country: c.id, language, name: c.name[language] }))),
  );
  const states: { id: number; country: number; code: string; name: string; sort: number; isActive: boolean }[] = [];
  const cities: { state: number; name: string; sort: number; isActive: boolean }[] = [];
  let nextStateId = 1;
  for (const country of COUNTRIES) {
    const sorted = [...country.states].sort((a, b) => collator.compare(a.name, b.name));
    for (const state of country.states) {
      // Turkey's provinces keep their plate number as id; other states follow.
      const id = country.code === "TR" ? Number(state.code) : nextStateId;
      nextStateId = Math.max(nextStateId, id) + 1;
      states.push({ id, country: country.id, code: state.code, name: state.name, sort: sorted.indexOf(state) + 1, isActive: true });
      [...state.cities]
        .sort(collator.compare)
        .forEach((name, index) => cities.push({ state: id, name, sort: index + 1, isActive: true }));
    }
  }
  await tx.insertMany(StateSchema, states);
  await tx.insertMany(CitySchema, cities);
  // Explicit ids: move the sequences past them so later inserts do not collide.
  await run(`select setval(pg_get_serial_sequence('country', 'id'), (select max(id) from country))`);
  await run(`select setval(pg_get_serial_sequence('state', 'id'), (select max(id) from state))`);
}
