// Pure cart helpers shared by the cart page (server render and browser): quantity limits of a line, the
// personalization values of an add-to-cart form, and the rows of the totals block.
import type { QuantityLimits } from "./quantity";

export interface LineLimitsInput {
  memberMinOrder?: number | null;
  memberMaxOrder?: number | null;
  /** Stock available now. */
  available: number;
  /** The line's current quantity: a shopper may always keep (or lower) what is already in the cart. */
  quantity: number;
}

/**
 * The clamp limits of a cart line's quantity field: member min/max, and never more than the stock —
 * except that a quantity already in the cart stays selectable, so the field does not jump on its own; the server
 * re-checks stock on every update.
 */
export function lineQuantityLimits(line: LineLimitsInput): QuantityLimits {
  const stockCap = Math.max(line.available, 0);
  const member = line.memberMaxOrder && line.memberMaxOrder > 0 ? line.memberMaxOrder : Number.POSITIVE_INFINITY;
  const cap = Math.min(member, stockCap > 0 ? stockCap : line.quantity);
  return { minOrder: line.memberMinOrder ?? null, maxOrder: Number.isFinite(cap) && cap > 0 ? cap : null };
}

export interface PersonalizationValue {
  personalizationId: number;
  value?: string;
  optionIds?: number[];
}

const TEXT_FIELD = /^personalization\[(\d{1,9})\]$/;
const OPTION_FIELD = /^personalizationOption\[(\d{1,9})\]$/;

/**
 * The personalization values of a posted add-to-cart form: `personalization[ID]` holds the text of an input or
 * textarea, `personalizationOption[ID]` one chosen option id (repeated for checkboxes). Empty texts and bad ids are
 * dropped (the server reports a missing required value itself).
 */
export function personalizationValues(entries: Iterable<[string, unknown]>): PersonalizationValue[] {
  const byId = new Map<number, PersonalizationValue>();
  const entry = (id: number) => {
    let value = byId.get(id);
    if (!value) byId.set(id, (value = { personalizationId: id }));
    return value;
  };
  for (const [name, raw] of entries) {
    if (typeof raw !== "string") continue;
    const text = TEXT_FIELD.exec(name);
    if (text) {
      const value = raw.trim();
      if (value) entry(Number(text[1])).value = value;
      continue;
    }
    const option = OPTION_FIELD.exec(name);
    const optionId = Number(raw);
    if (option && Number.isInteger(optionId) && optionId > 0) {
      const value = entry(Number(option[1]));
      value.optionIds = [...(value.optionIds ?? []), optionId];
    }
  }
  return [...byId.values()].filter((value) => value.personalizationId > 0);
}

export interface TotalsInput {
  linesMinor: number;
  personalizationMinor: number;
  giftPackageMinor: number;
  campaignDiscountMinor: number;
  couponDiscountMinor: number;
  cargoMinor: number;
  isCargoFree: boolean;
  doorFeeMinor: number;
  /** A card order's installment interest (an order's totals only; a cart has none). */
  installmentInterestMinor?: number;
  vatMinor: number;
  grandTotalMinor: number;
}

export type TotalsRowKey = "lines" | "personalization" | "giftPackage" | "campaignDiscount" | "couponDiscount" | "cargo" | "doorFee" | "installmentInterest" | "vat";

export interface TotalsRow {
  key: TotalsRowKey;
  /** Signed: discounts are negative. */
  amountMinor: number;
  /** Shown as "free" instead of an amount. */
  free?: boolean;
  /** Part of another row (personalization is inside lines, VAT inside the prices): shown, not added. */
  included?: boolean;
}

/** The totals block's rows in order; rows that are zero and say nothing (no discount, no gift) are left out. */
export function totalsRows(totals: TotalsInput): TotalsRow[] {
  const rows: TotalsRow[] = [{ key: "lines", amountMinor: totals.linesMinor }];
  if (totals.personalizationMinor > 0) rows.push({ key: "personalization", amountMinor: totals.personalizationMinor, included: true });
  if (totals.giftPackageMinor > 0) rows.push({ key: "giftPackage", amountMinor: totals.giftPackageMinor });
  if (totals.campaignDiscountMinor > 0) rows.push({ key: "campaignDiscount", amountMinor: -totals.campaignDiscountMinor });
  if (totals.couponDiscountMinor > 0) rows.push({ key: "couponDiscount", amountMinor: -totals.couponDiscountMinor });
  rows.push({ key: "cargo", amountMinor: totals.cargoMinor, free: totals.isCargoFree || totals.cargoMinor === 0 });
  if (totals.doorFeeMinor > 0) rows.push({ key: "doorFee", amountMinor: totals.doorFeeMinor });
  if (totals.installmentInterestMinor) rows.push({ key: "installmentInterest", amountMinor: totals.installmentInterestMinor });
  if (totals.vatMinor > 0) rows.push({ key: "vat", amountMinor: totals.vatMinor, included: true });
  return rows;
}
