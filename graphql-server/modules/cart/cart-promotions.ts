// The cart's promotions, cargo and totals (docs/decisions/013): loads the shop-wide part of what the rules need in a
// fixed number of statements (cart campaigns, cargo companies, gift/delivery settings, the door fee; the cart read
// adds the coupon with the shopper's uses), re-checks the selected campaign and the coupon against the cart as it is now, and computes the totals with
// the pure cart-totals.ts — every amount in the target currency's minor units.
import type { EntityManager } from "@mikro-orm/core";
import type { Shopper, RequestScope } from "../../core/context.js";
import type { CargoOption, CartCampaign, CartCoupon, CartTotals, ErrorCode, PromotionProblem } from "../../generated/resolvers-types.js";
import { runningCampaigns, type CampaignRule } from "../campaign/index.js";
import { cartCampaignProblem, discountsLine, type CampaignLineFacts } from "../campaign/index.js";
import { loadCargoCompanies, type CargoCompanyRow } from "../cargo/index.js";
import { inParallel, sql } from "../../core/db.js";
import { kept } from "../../core/public-data-memo.js";
import { couponCartProblem, type CouponRow } from "../coupon/index.js";
import { computeCartTotals, type CargoInput, type TotalsLine } from "./cart-totals.js";

/** Settings (site_setting, scope config): gift package price in the default currency's minor units; delivery date. */
export const GIFT_PACKAGE_SETTING = "gift_package_price_minor";
export const DELIVERY_DATE_SETTING = "delivery_date_active";

export interface PromotionData {
  campaigns: CampaignRule[];
  coupon: CouponRow | null;
  cargo: CargoCompanyRow[];
  giftPackageDefaultMinor: number;
  isDeliveryDateActive: boolean;
  /** Door fee and its currency's rate, when the door payment was asked for and is enabled. */
  doorFee: { minor: number; rate: number } | null;
}

/** Cart settings: gift package price (default currency minor units) and whether a delivery date may be chosen. */
export async function cartSettings(em: EntityManager): Promise<{ giftPackageDefaultMinor: number; isDeliveryDateActive: boolean }> {
  const rows = await sql<{ code: string; value: string }>(em, `select code, value from site_setting where code in (?, ?)`, [GIFT_PACKAGE_SETTING, DELIVERY_DATE_SETTING]);
  const value = (code: string) => rows.find((r) => r.code === code)?.value ?? "";
  const gift = Number.parseInt(value(GIFT_PACKAGE_SETTING), 10);
  return {
    giftPackageDefaultMinor: Number.isSafeInteger(gift) && gift > 0 ? gift : 0,
    isDeliveryDateActive: ["1", "true"].includes(value(DELIVERY_DATE_SETTING)),
  };
}

async function doorFee(em: EntityManager): Promise<{ minor: number; rate: number } | null> {
  // numeric: the rate arrives as text.
  const rows = await sql<{ fee_minor: number; exchange_rate: string | null }>(
    em,
    `select m.fee_minor, cur.exchange_rate from payment_method m left join currency cur on cur.iso_code = m.fee_currency
      where m.code = 'door' and m.enabled`,
  );
  return rows.length ? { minor: rows[0].fee_minor, rate: Number(rows[0].exchange_rate) || 1 } : null;
}

/** The shop-wide part of what the promotion rules need: the same for every cart, so kept in memory where it may be. */
export type ShopWidePromotionData = Omit<PromotionData, "coupon">;

/** Campaigns, cargo companies, settings and the door fee (when `paymentCode` is door), kept (core/public-data-memo.ts). */
export async function loadShopWidePromotionData(scope: RequestScope, paymentCode: string | null): Promise<ShopWidePromotionData> {
  const { em } = scope;
  const [campaigns, cargo, settings, door] = await inParallel(em, [
    () => runningCampaigns(scope, "cart"),
    () => kept(scope, "cargo-companies", () => loadCargoCompanies(em)),
    () => kept(scope, "cart-settings", () => cartSettings(em)),
    () => (paymentCode?.toLowerCase() === "door" ? kept(scope, "door-fee", () => doorFee(em)) : Promise.resolve(null)),
  ]);
  return { campaigns, cargo, ...settings, doorFee: door };
}


/** A cart line as the promotion rules and the totals see it. */
export interface PromotionLine extends CampaignLineFacts, Omit<TotalsLine, "campaignEligible"> {}

/** A problem with the cart's promotions; the GraphQL layer writes its message. */
export type PromotionProblemResult = Omit<PromotionProblem, "message">;

export interface CartPromotions {
  campaigns: CartCampaign[];
  selectedCampaign: CartCampaign | null;
  coupon: CartCoupon | null;
  cargoOptions: CargoOption[];
  giftPackagePriceMinor: number;
  totals: CartTotals;
  promotionProblems: PromotionProblemResult[];
  /** Why each active cart campaign does not apply now (null: it does). */
  campaignProblems: Map<number, ErrorCode | null>;
  couponProblem: ErrorCode | null;
  isDeliveryDateActive: boolean;
}

export interface PromotionCart {
  shopper: Shopper;
  selectedCampaignId: number | null;
  couponCode: string | null;
  cargoId: number | null;
  isGiftCart: boolean;
  /** ISO and legacy code of the target currency. */
  currencyCode: string;
  currency: string;
  /** Converts minor units of a currency with `fromRate` into the target currency. */
  convert(minor: number, fromRate: number): number;
}

/** Re-checks the promotions on the cart as it is now and computes the totals. Pure. */
export function evaluatePromotions(cart: PromotionCart, lines: PromotionLine[], data: PromotionData): CartPromotions {
  const fromDefault = (minor: number) => cart.convert(minor, 1);
  const goodsMinor = lines.reduce((s, l) => s + (l.unitMinor + l.personalizationMinor) * l.quantity, 0);
  const campaignProblems = new Map(data.campaigns.map((c) => [c.id, cartCampaignProblem(c, lines, goodsMinor, fromDefault)]));
  const problems: ErrorCode[] = [];

  const selectedRule = data.campaigns.find((c) => c.id === cart.selectedCampaignId) ?? null;
  if (cart.selectedCampaignId !== null && !selectedRule) problems.push("CAMPAIGN_NO_ADDED");
  const selectedProblem = selectedRule ? campaignProblems.get(selectedRule.id)! : null;
  if (selectedProblem) problems.push(selectedProblem);
  const campaign = selectedRule && !selectedProblem ? selectedRule : null;

  const couponProblem = cart.couponCode === null ? null : couponCartProblem(data.coupon, cart.shopper, goodsMinor, fromDefault);
  if (couponProblem) problems.push(couponProblem);
  const coupon = data.coupon && !couponProblem ? data.coupon : null;

  const giftPackagePriceMinor = fromDefault(data.giftPackageDefaultMinor);
  const cargoIn = (k: CargoCompanyRow): CargoInput => ({
    priceMinor: cart.convert(k.priceMinor, k.rate),
    freeAboveMinor: k.freeAboveMinor === null ? null : cart.convert(k.freeAboveMinor, k.rate),
  });
  const selectedCargo = data.cargo.find((k) => k.id === cart.cargoId) ?? data.cargo[0] ?? null;
  const totalsWith = (cargo: CargoCompanyRow | null, doorFeeMinor: number) =>
    computeCartTotals({
      lines: lines.map((l) => ({
        ...l,
        campaignEligible: campaign !== null && discountsLine(campaign, l),
      })),
      giftPackageMinor: cart.isGiftCart ? giftPackagePriceMinor : 0,
      campaign: campaign && {
        percent: campaign.discountPercent ?? null,
        amountMinor: amountOf(campaign, fromDefault),
        freeCargo: campaign.isFreeCargo,
      },
      coupon: coupon && {
        percent: coupon.discountPercent,
        amountMinor: coupon.discountAmountMinor === null ? null : fromDefault(coupon.discountAmountMinor),
      },
      cargo: cargo && cargoIn(cargo),
      doorFeeMinor,
    });
  const totals = totalsWith(selectedCargo, data.doorFee && lines.length ? cart.convert(data.doorFee.minor, data.doorFee.rate) : 0);

  const toCampaign = (c: CampaignRule): CartCampaign => ({
    id: c.id,
    name: c.name,
    description: c.description,
    discountPercent: c.discountPercent ?? null,
    discountAmountMinor: amountOf(c, fromDefault),
    minCartAmountMinor: c.minCartAmountMinor === null ? null : fromDefault(c.minCartAmountMinor),
    isFreeCargo: c.isFreeCargo,
    endsAt: c.endsAt,
    isApplicable: campaignProblems.get(c.id) === null,
    isSelected: c.id === cart.selectedCampaignId,
  });
  const campaigns = data.campaigns.map(toCampaign);
  return {
    campaigns,
    selectedCampaign: campaigns.find((c) => c.isSelected) ?? null,
    coupon: data.coupon && {
      id: data.coupon.id,
      code: data.coupon.code,
      discountPercent: data.coupon.discountPercent,
      discountAmountMinor: data.coupon.discountAmountMinor === null ? null : fromDefault(data.coupon.discountAmountMinor),
      isGiftCertificate: data.coupon.customerId !== null,
    },
    cargoOptions: data.cargo.map((k) => ({
      id: k.id,
      name: k.name,
      priceMinor: cargoIn(k).priceMinor,
      freeAboveMinor: cargoIn(k).freeAboveMinor,
      chargedMinor: k === selectedCargo ? totals.cargoMinor : totalsWith(k, 0).cargoMinor,
      isSelected: k === selectedCargo,
      trackingUrl: k.trackingUrl,
      currencyCode: cart.currencyCode,
      currency: cart.currency,
    })),
    giftPackagePriceMinor,
    totals,
    promotionProblems: problems.map((code) => ({ code })),
    campaignProblems,
    couponProblem,
    isDeliveryDateActive: data.isDeliveryDateActive,
  };
}

const amountOf = (c: CampaignRule, fromDefault: (minor: number) => number) =>
  c.discountPercent === null || c.discountPercent === undefined
    ? c.discountAmountMinor === null || c.discountAmountMinor === undefined
      ? null
      : fromDefault(c.discountAmountMinor)
    : null;
