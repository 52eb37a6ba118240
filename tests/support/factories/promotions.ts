// Campaigns and coupons a test needs, through the ORM's entity definitions. Periods are relative to now: started two
// days ago, ending in 30 days (or a day ago when `expired`).
// The shop first: the entity files import each other through the module indexes, and that cycle only settles in the
// order the shop loads them.
import "../../../graphql-server/index.js";
import type { MikroORM } from "@mikro-orm/core";
import { CampaignCategorySchema, CampaignProductSchema, CampaignSchema, CampaignTranslationSchema } from "../../../graphql-server/modules/campaign/campaign.entities.js";
import { CouponSchema } from "../../../graphql-server/modules/coupon/coupon.entities.js";
import { LANGUAGES, texts, uniqueCode, uniqueSlug, type Texts } from "./unique.js";

type HasOrm = { orm: MikroORM };
const DAY = 86_400_000;

function period(expired: boolean | undefined) {
  const now = Date.now();
  return { startsAt: new Date(now - 2 * DAY), endsAt: new Date(now + (expired ? -1 : 30) * DAY) };
}

export interface CampaignSpec {
  /** `cart` (chosen in the cart, the default) or `price` (baked into the catalogue's unit prices). */
  kind?: "cart" | "price";
  percent?: number;
  amountMinor?: number;
  minCartMinor?: number;
  freeCargo?: boolean;
  /** Products and categories it covers; neither = the whole cart. */
  productIds?: number[];
  categoryIds?: number[];
  expired?: boolean;
  isActive?: boolean;
}

export async function createCampaign(t: HasOrm, spec: CampaignSpec = {}): Promise<{ id: number; name: Texts }> {
  const em = t.orm.em.fork();
  const name = texts(uniqueSlug("campaign"));
  const campaign = em.create(CampaignSchema, {
    ...period(spec.expired),
    kind: spec.kind ?? "cart",
    isActive: spec.isActive ?? true,
    discountPercent: spec.percent ?? null,
    discountAmountMinor: spec.amountMinor ?? null,
    minCartAmountMinor: spec.minCartMinor ?? null,
    isFreeCargo: spec.freeCargo ?? false,
    sort: 1000,
  });
  for (const language of LANGUAGES) em.create(CampaignTranslationSchema, { campaign, language, name: name[language], description: "" });
  for (const product of spec.productIds ?? []) em.create(CampaignProductSchema, { campaign, product });
  for (const category of spec.categoryIds ?? []) em.create(CampaignCategorySchema, { campaign, category });
  await em.flush();
  return { id: campaign.id, name };
}

export interface CouponSpec {
  /** Default: a new unique code. */
  code?: string;
  percent?: number;
  amountMinor?: number;
  minCartMinor?: number;
  maxCartMinor?: number;
  /** A gift certificate of this customer. */
  customerId?: number;
  maxUses?: number;
  maxUsesPerShopper?: number;
  usedCount?: number;
  expired?: boolean;
  isActive?: boolean;
}

export async function createCoupon(t: HasOrm, spec: CouponSpec = {}): Promise<{ id: number; code: string }> {
  const em = t.orm.em.fork();
  const code = (spec.code ?? uniqueCode("coupon")).toUpperCase();
  const coupon = em.create(CouponSchema, {
    code,
    ...period(spec.expired),
    isActive: spec.isActive ?? true,
    discountPercent: spec.percent ?? null,
    discountAmountMinor: spec.amountMinor ?? null,
    minCartAmountMinor: spec.minCartMinor ?? null,
    maxCartAmountMinor: spec.maxCartMinor ?? null,
    customerId: spec.customerId ?? null,
    maxUses: spec.maxUses ?? null,
    maxUsesPerShopper: spec.maxUsesPerShopper ?? null,
    usedCount: spec.usedCount ?? 0,
  });
  await em.flush();
  return { id: coupon.id, code };
}
