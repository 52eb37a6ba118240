// Seeds the demo shop's cart promotions (docs/decisions/013): cart campaigns, coupon codes, two cargo companies and
// the cart settings (gift package price, delivery date switch). Only into empty tables, under an advisory lock, so
// existing databases get it on the next start and restarts change nothing.
import type { EntityManager } from "@mikro-orm/core";
import { CampaignCategorySchema, CampaignSchema, CampaignTranslationSchema } from "../modules/campaign/campaign.entities.js";
import { CargoCompanySchema } from "../modules/cargo/cargo.entities.js";
import { num, sql } from "../core/db.js";
import { CouponSchema } from "../modules/coupon/coupon.entities.js";
import { DELIVERY_DATE_SETTING, GIFT_PACKAGE_SETTING } from "../modules/cart/cart-promotions.js";

/** Arbitrary constant naming this seed's advisory lock. */
const PROMOTIONS_LOCK_KEY = 7_310_004;
const DAY = 86_400_000;

type T3 = { tr: [string, string]; en: [string, string]; ar: [string, string] };
interface CartCampaignSeed {
  discountPercent: number | null;
  discountAmountMinor: number | null;
  minCartAmountMinor: number | null;
  isFreeCargo: boolean;
  /** Turkish seo link of the category it covers; none = the whole cart. */
  categorySlug?: string;
  texts: T3;
}

export const DEMO_CART_CAMPAIGNS: CartCampaignSeed[] = [
  {
    discountPercent: 10,
    discountAmountMinor: null,
    minCartAmountMinor: 500_000,
    isFreeCargo: false,
    texts: {
      tr: ["5.000 TL üzeri sepette %10 indirim", "Sepet tutarı 5.000 TL ve üzeri olduğunda kampanya fiyatı olmayan ürünlerde %10 indirim."],
      en: ["10% off carts over 5,000 TL", "10% off items without a campaign price when the cart reaches 5,000 TL."],
      ar: ["خصم 10% على السلال فوق 5000 ليرة", "خصم 10% على المنتجات غير المخفضة عندما تبلغ السلة 5000 ليرة."],
    },
  },
  {
    discountPercent: null,
    discountAmountMinor: null,
    minCartAmountMinor: 250_000,
    isFreeCargo: true,
    texts: {
      tr: ["2.500 TL üzeri kargo bedava", "Sepet tutarı 2.500 TL ve üzeri olduğunda kargo ücretsiz."],
      en: ["Free shipping over 2,500 TL", "Shipping is free when the cart reaches 2,500 TL."],
      ar: ["شحن مجاني فوق 2500 ليرة", "الشحن مجاني عندما تبلغ السلة 2500 ليرة."],
    },
  },
  {
    discountPercent: null,
    discountAmountMinor: 50_000,
    minCartAmountMinor: null,
    isFreeCargo: false,
    categorySlug: "mobilya",
    texts: {
      tr: ["Mobilyada 500 TL indirim", "Sepetinizdeki mobilya ürünlerinde 500 TL indirim."],
      en: ["500 TL off furniture", "500 TL off the furniture in your cart."],
      ar: ["خصم 500 ليرة على الأثاث", "خصم 500 ليرة على الأثاث في سلتك."],
    },
  },
];

/** Demo coupons (codes are stored upper-case; shoppers may type them in any case). */
export const DEMO_COUPONS = [
  { code: "HOSGELDIN10", discountPercent: 10, discountAmountMinor: null, minCartAmountMinor: null, maxUses: null, maxUsesPerShopper: 1, usedCount: 0, expired: false },
  { code: "INDIRIM250", discountPercent: null, discountAmountMinor: 25_000, minCartAmountMinor: 150_000, maxUses: null, maxUsesPerShopper: null, usedCount: 0, expired: false },
  { code: "YAZ2025", discountPercent: 20, discountAmountMinor: null, minCartAmountMinor: null, maxUses: null, maxUsesPerShopper: null, usedCount: 0, expired: true },
  { code: "TUKENDI50", discountPercent: null, discountAmountMinor: 5_000, minCartAmountMinor: null, maxUses: 100, maxUsesPerShopper: null, usedCount: 100, expired: false },
  // For the first three orders only: shows what happens when a coupon runs out while shoppers are checking out.
  { code: "ILK3", discountPercent: 15, discountAmountMinor: null, minCartAmountMinor: null, maxUses: 3, maxUsesPerShopper: null, usedCount: 0, expired: false },
] as const;

export const DEMO_CARGO_COMPANIES = [
  { name: "Yurtiçi Kargo", priceMinor: 7_990, freeAboveMinor: 100_000, trackingUrl: "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code={code}" },
  { name: "Aras Kargo", priceMinor: 8_990, freeAboveMinor: null, trackingUrl: "https://kargotakip.araskargo.com.tr/mainpage.aspx?code={code}" },
] as const;

/** Gift package price in the default currency's minor units (49,90 TL). */
export const DEMO_GIFT_PACKAGE_MINOR = 4_990;

/** What the promotions seed looks at: each kind of row it adds, and its two settings. */
const present = (em: EntityManager) =>
  sql(
    em,
    `select (select count(*) from coupon) as coupons, (select count(*) from cargo_company) as cargo,
        (select count(*) from campaign where kind = 'cart') as campaigns, (select count(*) from language) as languages,
        (select count(*) from site_setting where code in (?, ?)) as settings`,
    [GIFT_PACKAGE_SETTING, DELIVERY_DATE_SETTING],
  ).then(([counts]) => counts);

export async function seedPromotions(rootEm: EntityManager): Promise<{ seeded: boolean }> {
  const em = rootEm.fork();
  // Nearly every start finds everything there: one read then, instead of a locked transaction.
  const found = await present(em);
  const complete = num(found.coupons) > 0 && num(found.cargo) > 0 && num(found.campaigns) > 0 && num(found.settings) === 2;
  if (num(found.languages) === 0 || complete) return { seeded: false };
  return em.transactional(async (tx) => {
    await sql(tx, `select pg_advisory_xact_lock(${PROMOTIONS_LOCK_KEY})`);
    const counts = await present(tx);
    if (num(counts.languages) === 0) return { seeded: false };
    const now = Date.now();
    let seeded = false;
    await sql(
      tx,
      `insert into site_setting (code, scope, value) values (?, 'config', ?), (?, 'config', '0') on conflict (code) do nothing`,
      [GIFT_PACKAGE_SETTING, String(DEMO_GIFT_PACKAGE_MINOR), DELIVERY_DATE_SETTING],
    );
    if (num(counts.campaigns) === 0) {
      seeded = true;
      for (const [index, c] of DEMO_CART_CAMPAIGNS.entries()) {
        const campaign = tx.create(CampaignSchema, {
          kind: "cart",
          startsAt: new Date(now - 7 * DAY),
          endsAt: new Date(now + 365 * DAY),
          isActive: true,
          discountPercent: c.discountPercent,
          discountAmountMinor: c.discountAmountMinor,
          minCartAmountMinor: c.minCartAmountMinor,
          isFreeCargo: c.isFreeCargo,
          sort: 100 + index,
        });
        for (const language of ["tr", "en", "ar"] as const) {
          tx.create(CampaignTranslationSchema, { campaign, language, name: c.texts[language][0], description: c.texts[language][1] });
        }
        if (c.categorySlug) {
          const rows = await sql(tx, `select category_id from category_translation where language = 'tr' and seo_link = ?`, [c.categorySlug]);
          if (rows.length) tx.create(CampaignCategorySchema, { campaign, category: num(rows[0].category_id) });
        }
      }
    }
    if (num(counts.coupons) === 0) {
      seeded = true;
      for (const { expired, ...c } of DEMO_COUPONS) {
        tx.create(CouponSchema, {
          ...c,
          maxCartAmountMinor: null,
          customerId: null,
          startsAt: new Date(now - (expired ? 120 : 7) * DAY),
          endsAt: new Date(now + (expired ? -30 : 365) * DAY),
          isActive: true,
        });
      }
    }
    if (num(counts.cargo) === 0) {
      seeded = true;
      DEMO_CARGO_COMPANIES.forEach((k, index) => tx.create(CargoCompanySchema, { ...k, currency: "TRY", isActive: true, sort: index + 1 }));
    }
    await tx.flush();
    return { seeded };
  });
}
