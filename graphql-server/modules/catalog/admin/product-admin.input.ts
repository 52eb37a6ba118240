// What an admin may write into a product, checked before anything is stored: ranges for money, stock and
// measures, lengths of texts, the shop's languages for content. Each refused field becomes a FieldProblem with its
// errors.json key, so the form shows a translated message beside the field and nothing is half-written.
import { z } from "zod";
import type { FieldProblem } from "../../../core/form.js";
import { MESSAGE_LANGUAGES } from "../../../core/i18n.js";
import { safeHtml } from "../../../../shared/safe-html.js";

/** Large enough for any real price (10 billion in major units), small enough to stay exact. */
export const MAX_MONEY_MINOR = 1_000_000_000_000;
const MAX_COUNT = 1_000_000_000;
const MAX_MEASURE = 1_000_000;

const money = z.number().int().min(0).max(MAX_MONEY_MINOR);
/** A discount: a negative value means "no discount". */
const discount = z.number().int().min(-1).max(MAX_MONEY_MINOR);
const count = z.number().int().min(0).max(MAX_COUNT);
const measure = z.number().min(0).max(MAX_MEASURE);
const id = z.number().int().min(1).max(2_147_483_647);
/** A choice that may be cleared: 0 means none. */
const ref = z.number().int().min(0).max(2_147_483_647);
const line = (max: number) => z.string().trim().max(max);
const sortValue = z.number().int().min(-MAX_COUNT).max(MAX_COUNT);

export const translationInput = z.object({
  language: z.enum(MESSAGE_LANGUAGES),
  title: line(255),
  seoLink: line(255).nullish(),
  seoTitle: line(255).nullish(),
  seoDescription: line(5000).nullish(),
  seoKeyword: line(255).nullish(),
  shortDescription: line(20_000).nullish(),
  /** HTML for shoppers: stored as the allow-list leaves it (shared/safe-html.ts). */
  description: line(200_000).transform(safeHtml).nullish(),
});
export type TranslationInput = z.infer<typeof translationInput>;

export const productInput = z.object({
  name: line(255).nullish(),
  modelId: ref.nullish(),
  barcode: line(64).nullish(),
  categoryId: ref.nullish(),
  brandId: ref.nullish(),
  supplierId: ref.nullish(),
  currencyId: id.nullish(),
  vatRate: z.number().int().min(0).max(100).nullish(),
  cashPriceMinor: money.nullish(),
  buyingPriceMinor: money.nullish(),
  sellingPriceMinor: money.nullish(),
  discountedPriceMinor: discount.nullish(),
  stockUnit: line(16).nullish(),
  stockAmount: count.nullish(),
  supplierProductCode: line(64).nullish(),
  width: measure.nullish(),
  height: measure.nullish(),
  depth: measure.nullish(),
  weight: measure.nullish(),
  desi: measure.nullish(),
  isNew: z.boolean().nullish(),
  isPromotional: z.boolean().nullish(),
  isVendor: z.boolean().nullish(),
  freeCargo: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  sort: sortValue.nullish(),
  searchWords: line(5000).nullish(),
  memberMinOrder: count.nullish(),
  memberMaxOrder: count.nullish(),
  translations: z.array(translationInput).max(MESSAGE_LANGUAGES.length).nullish(),
});
export type ProductInput = z.infer<typeof productInput>;

export const bulkItemInput = z.object({
  id,
  isActive: z.boolean().nullish(),
  sort: sortValue.nullish(),
  sellingPriceMinor: money.nullish(),
  discountedPriceMinor: discount.nullish(),
  stockAmount: count.nullish(),
});
export const MAX_BULK_ITEMS = 500;
export const bulkInput = z.array(bulkItemInput).min(1).max(MAX_BULK_ITEMS);
export type BulkItem = z.infer<typeof bulkItemInput>;

export const subProductInput = z.object({
  id: id.nullish(),
  property1Id: id.nullish(),
  property2Id: id.nullish(),
  code: line(64).nullish(),
  sellingPriceMinor: money,
  discountedPriceMinor: discount.nullish(),
  stockAmount: count,
  isActive: z.boolean().nullish(),
});
export const subProductsInput = z.array(subProductInput).min(1).max(MAX_BULK_ITEMS);
export type SubProductInput = z.infer<typeof subProductInput>;

/**
 * A field's name as the form knows it: `name`, `sellingPriceMinor`; a language's content `tr.title`; a list's line
 * `items.3.stockAmount`.
 */
function fieldOf(path: PropertyKey[], input: unknown): string {
  if (path[0] === "translations" && typeof path[1] === "number") {
    const language = (input as { translations?: { language?: unknown }[] } | null)?.translations?.[path[1]]?.language;
    const rest = path.slice(2).map(String).join(".") || "language";
    return `${typeof language === "string" ? language : path[1]}.${rest}`;
  }
  return path.map(String).join(".") || "input";
}

/** The key of a zod issue: too long text, a number out of range, anything else a wrong value. */
function keyOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "too_big" && issue.origin === "string") return "field_too_long";
  if (issue.code === "too_big" || issue.code === "too_small" || issue.code === "invalid_type") return "field_invalid_number";
  return "field_invalid_value";
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

/** Parses with zod; problems are named by field and keyed for translation, one per field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, prefix = ""): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const problems: FieldProblem[] = [];
  for (const issue of result.error.issues) {
    const field = prefix + fieldOf(issue.path, input);
    if (!problems.some((p) => p.field === field)) problems.push({ field, key: issue.code === "invalid_type" && typeof issue.input === "string" ? "field_invalid_value" : keyOf(issue) });
  }
  return { ok: false, problems };
}

/** A link an admin typed: letters, digits and single dashes, as the generator makes them. */
export const isSeoLink = (link: string) => /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(link) && link.length <= 255;
