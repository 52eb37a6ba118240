// Reading an admin form's numbers, dates and id lists into a FieldReader (core/form.ts): each refusal is a field
// problem with its errors.json key, so a form gets every problem at once, translated, and nothing is stored.
import type { FieldReader } from "./form.js";

const MAX_INT = 2_147_483_647;
/** Money fields stop here (a hundred million in major units): beyond any real campaign or coupon. */
export const MAX_ADMIN_MONEY_MINOR = 10_000_000_000;

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/** An optional whole number in [min, max]; null when not given. */
export function optionalInt(reader: FieldReader, value: unknown, field: string, min: number, max: number, key: string): number | null {
  if (value === null || value === undefined) return null;
  if (isWhole(value) && value >= min && value <= max) return value;
  reader.problem(field, key);
  return null;
}

/** An optional amount in minor units, zero or more; null when not given. */
export const optionalMoney = (reader: FieldReader, value: unknown, field: string) =>
  optionalInt(reader, value, field, 0, MAX_ADMIN_MONEY_MINOR, "field_invalid_amount");

/** A required moment: an ISO date (midnight UTC) or date-time with a year between 2000 and 2100. */
export function requiredDate(reader: FieldReader, value: unknown, field: string): Date {
  const fallback = new Date(0);
  if (typeof value !== "string" || value.trim() === "") {
    reader.problem(field, "field_required_date");
    return fallback;
  }
  const text = value.trim();
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (text.length > 40 || !/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 || date.getUTCFullYear() > 2100) {
    reader.problem(field, "field_invalid_date");
    return fallback;
  }
  return date;
}

/** A period whose end comes after its start (checked only when both dates were readable). */
export function period(reader: FieldReader, startsAt: unknown, endsAt: unknown): { startsAt: Date; endsAt: Date } {
  const start = requiredDate(reader, startsAt, "startsAt");
  const end = requiredDate(reader, endsAt, "endsAt");
  if (start.getTime() > 0 && end.getTime() > 0 && end <= start) reader.problem("endsAt", "field_invalid_period");
  return { startsAt: start, endsAt: end };
}

/** A list of distinct positive ids (at most `max`); duplicates are dropped. */
export function idList(reader: FieldReader, value: unknown, field: string, max = 1000): number[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > max || !value.every((id) => isWhole(id) && id > 0 && id <= MAX_INT)) {
    reader.problem(field, "field_invalid_ids");
    return [];
  }
  return [...new Set(value as number[])];
}

/**
 * The discount: a percent (1–100) or an amount (more than zero), not both. `optional` allows neither (a cart
 * campaign that only makes cargo free).
 */
export function discount(reader: FieldReader, percent: unknown, amountMinor: unknown, optional = false) {
  const hasPercent = percent !== null && percent !== undefined;
  const hasAmount = amountMinor !== null && amountMinor !== undefined;
  const discountPercent = hasPercent ? optionalInt(reader, percent, "discount", 1, 100, "field_invalid_discount") : null;
  const discountAmountMinor = hasAmount ? optionalInt(reader, amountMinor, "discount", 1, MAX_ADMIN_MONEY_MINOR, "field_invalid_discount") : null;
  if ((hasPercent && hasAmount) || (!hasPercent && !hasAmount && !optional)) reader.problem("discount", "field_invalid_discount");
  return { discountPercent, discountAmountMinor };
}

const MAX_PAGE = 100_000;

/** A list's page number or page size from the arguments: a whole number clamped to [1, max], else the fallback. */
export const clampPage = (value: number | null | undefined, fallback: number, max = MAX_PAGE) =>
  typeof value === "number" && Number.isSafeInteger(value) ? Math.min(Math.max(value, 1), max) : fallback;
