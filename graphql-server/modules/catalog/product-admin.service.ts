// The admin's product writes: create, update (the fields given), one language's content, bulk edits from the list,
// delete, related and accessory links. Every input is checked whole before the first statement; the frame
// (product-admin.write.ts) audits, refreshes the search document and rolls back on a late refusal.
import type { EntityManager } from "@mikro-orm/core";
import type { ShopContext } from "../../core/context.js";
import { intList, num, sql } from "../../core/db.js";
import type { FieldProblem } from "../../core/form.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { bulkInput, parseInput, productInput, translationInput, type BulkItem, type ProductInput, type TranslationInput } from "./product-admin.input.js";
import { existingProductIds } from "./product-admin.read.js";
import { productWrite, refusal, refuseIf, type WriteOutcome } from "./product-admin.write.js";
import { saveTranslation } from "./product-translation.js";

type Fields = Omit<ProductInput, "translations">;

/** Choice fields and the table each must be found in; 0 clears an optional one. */
const REFERENCES = { modelId: "model", categoryId: "category", brandId: "brand", supplierId: "supplier", currencyId: "currency" } as const;

const column = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function referenceProblems(em: EntityManager, fields: Fields): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const [field, table] of Object.entries(REFERENCES)) {
    const id = fields[field as keyof typeof REFERENCES];
    if (!id) continue;
    const rows = await sql(em, `select 1 from ${table} where id = ?`, [id]);
    if (rows.length === 0) problems.push({ field, key: "field_unknown_choice" });
  }
  return problems;
}

/** Rules across fields: a discount below the price, a minimum order not above the maximum. */
function ruleProblems(merged: { sellingPriceMinor: number; discountedPriceMinor: number | null; memberMinOrder: number | null; memberMaxOrder: number | null }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (merged.discountedPriceMinor !== null && merged.discountedPriceMinor >= merged.sellingPriceMinor) problems.push({ field: "discountedPriceMinor", key: "field_discount_not_below_price" });
  if (merged.memberMinOrder && merged.memberMaxOrder && merged.memberMinOrder > merged.memberMaxOrder) problems.push({ field: "memberMaxOrder", key: "field_min_above_max" });
  return problems;
}

/** The values to store: "no discount" and "no limit" as null, a cleared choice as null. */
function columnValues(fields: Fields): [string, unknown][] {
  const values: [string, unknown][] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    let stored: unknown = value;
    if (field === "discountedPriceMinor" && (value as number) < 0) stored = null;
    if ((field === "memberMinOrder" || field === "memberMaxOrder" || field in REFERENCES) && value === 0) stored = null;
    values.push([column(field), stored]);
  }
  return values;
}

async function currentRules(em: EntityManager, id: number) {
  const [row] = await sql(em, `select selling_price_minor, discounted_price_minor, member_min_order, member_max_order from product where id = ?`, [id]);
  if (!row) return null;
  return {
    sellingPriceMinor: num(row.selling_price_minor),
    discountedPriceMinor: row.discounted_price_minor === null ? null : num(row.discounted_price_minor),
    memberMinOrder: row.member_min_order === null ? null : num(row.member_min_order),
    memberMaxOrder: row.member_max_order === null ? null : num(row.member_max_order),
  };
}

/** The merged values of the rules' fields: what is given, else what is stored. */
function mergeRules(current: NonNullable<Awaited<ReturnType<typeof currentRules>>>, fields: Partial<Fields>) {
  const pick = (given: number | null | undefined, stored: number | null, clear: (v: number) => boolean) =>
    given === undefined || given === null ? stored : clear(given) ? null : given;
  return {
    sellingPriceMinor: fields.sellingPriceMinor ?? current.sellingPriceMinor,
    discountedPriceMinor: pick(fields.discountedPriceMinor, current.discountedPriceMinor, (v) => v < 0),
    memberMinOrder: pick(fields.memberMinOrder, current.memberMinOrder, (v) => v === 0),
    memberMaxOrder: pick(fields.memberMaxOrder, current.memberMaxOrder, (v) => v === 0),
  };
}

async function saveTranslations(em: EntityManager, productId: number, translations: TranslationInput[]) {
  const problems: FieldProblem[] = [];
  for (const translation of translations) problems.push(...(await saveTranslation(em, productId, translation)));
  refuseIf(problems);
}

/** Problems of the required fields of a new product. */
function requiredProblems(input: ProductInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!input.name) problems.push({ field: "name", key: "field_required_product_name" });
  if (!input.categoryId) problems.push({ field: "categoryId", key: "field_required_category" });
  if (input.sellingPriceMinor === undefined || input.sellingPriceMinor === null) problems.push({ field: "sellingPriceMinor", key: "field_required_selling_price" });
  if (!input.translations?.some((t) => t.language === DEFAULT_LANGUAGE && t.title)) problems.push({ field: `${DEFAULT_LANGUAGE}.title`, key: "field_required_product_title" });
  return problems;
}

export async function createProduct(ctx: ShopContext, raw: unknown): Promise<WriteOutcome<number>> {
  const parsed = parseInput(productInput, raw);
  if (!parsed.ok) return refusal(parsed.problems);
  const { translations, ...fields } = parsed.value;
  const problems = [...requiredProblems(parsed.value), ...(await referenceProblems(ctx.em, fields))];
  problems.push(...ruleProblems(mergeRules({ sellingPriceMinor: 0, discountedPriceMinor: null, memberMinOrder: null, memberMaxOrder: null }, fields)));
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "create", productId: null }, async (em) => {
    const values = columnValues(fields);
    if (!fields.currencyId) {
      const [currency] = await sql(em, `select id from currency order by is_default desc, sort, id limit 1`);
      values.push(["currency_id", num(currency?.id)]);
    }
    const [row] = await sql(
      em,
      `insert into product (${values.map(([c]) => c).join(", ")}, created_at, updated_at) values (${values.map(() => "?").join(", ")}, now(), now()) returning id`,
      values.map(([, v]) => v),
    );
    const productId = num(row.id);
    await saveTranslations(em, productId, translations ?? []);
    return { productId, value: productId };
  });
}

export async function updateProduct(ctx: ShopContext, productId: number, raw: unknown): Promise<WriteOutcome<number> | null> {
  const parsed = parseInput(productInput, raw);
  if (!parsed.ok) return refusal(parsed.problems);
  const { translations, ...fields } = parsed.value;
  const current = await currentRules(ctx.em, productId);
  if (!current) return null;
  const problems = [...(await referenceProblems(ctx.em, fields)), ...ruleProblems(mergeRules(current, fields))];
  if (fields.name === "") problems.push({ field: "name", key: "field_required_product_name" });
  if (fields.categoryId === 0) problems.push({ field: "categoryId", key: "field_required_category" });
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "update", productId }, async (em) => {
    const values = columnValues(fields);
    await sql(em, `update product set ${[...values.map(([c]) => `${c} = ?`), "updated_at = now()"].join(", ")} where id = ?`, [...values.map(([, v]) => v), productId]);
    await saveTranslations(em, productId, translations ?? []);
    return { productId, value: productId };
  });
}

export async function updateProductLanguage(ctx: ShopContext, productId: number, raw: unknown): Promise<WriteOutcome<number> | null> {
  const parsed = parseInput(translationInput, raw);
  if (!parsed.ok) return refusal(parsed.problems.map((p) => ({ ...p, field: p.field.replace(/^(?!\w\w\.)/, `${(raw as { language?: string })?.language ?? ""}.`) })));
  if (!(await currentRules(ctx.em, productId))) return null;
  return productWrite(ctx, { action: "update_language", productId }, async (em) => {
    await saveTranslations(em, productId, [parsed.value]);
    return { productId, value: productId };
  });
}

/** Bulk edits from the list: each line's fields are checked against the product's stored values. */
export async function bulkUpdateProducts(ctx: ShopContext, raw: unknown): Promise<WriteOutcome<number>> {
  const parsed = parseInput(bulkInput, raw, "items.");
  if (!parsed.ok) return refusal(parsed.problems);
  const items = parsed.value;
  const known = await existingProductIds(ctx.em, items.map((i) => i.id));
  const problems: FieldProblem[] = [];
  for (const [index, item] of items.entries()) {
    if (!known.has(item.id)) problems.push({ field: `items.${index}.id`, key: "field_unknown_choice" });
    else problems.push(...ruleProblems(mergeRules((await currentRules(ctx.em, item.id))!, item)).map((p) => ({ ...p, field: `items.${index}.${p.field}` })));
  }
  if (problems.length) return refusal(problems);
  let updated = 0;
  for (const item of items) {
    const outcome = await productWrite(ctx, { action: "bulk_update", productId: item.id }, async (em) => {
      const { id, ...fields } = item as BulkItem;
      const values = columnValues(fields);
      if (values.length) await sql(em, `update product set ${[...values.map(([c]) => `${c} = ?`), "updated_at = now()"].join(", ")} where id = ?`, [...values.map(([, v]) => v), id]);
      return { productId: id, value: values.length > 0 };
    });
    if (outcome.ok && outcome.value) updated++;
  }
  return { ok: true, value: updated };
}

/**
 * Deletes a product no order holds. One that an order holds is refused (PRODUCT_HAS_ORDERS): the admin deactivates
 * it instead, so reports and re-orders still find it.
 */
export async function deleteProduct(ctx: ShopContext, productId: number): Promise<WriteOutcome<{ images: string[] }> | null> {
  if (!(await currentRules(ctx.em, productId))) return null;
  const ordered = await sql(ctx.em, `select 1 from order_line where product_id = ? limit 1`, [productId]);
  if (ordered.length) return refusal([{ field: "id", key: "product_has_orders" }], "PRODUCT_HAS_ORDERS");
  const outcome = await productWrite(ctx, { action: "delete", productId }, async (em) => {
    const images = await sql(em, `select small, medium, big from product_image where product_id = ?`, [productId]);
    await sql(em, `delete from product where id = ?`, [productId]);
    return { productId, value: { images: images.flatMap((i) => [i.small, i.medium, i.big].map(String)) } };
  });
  return outcome;
}

/** Related (other colours) and accessory products, in the order given; the product itself and unknown ids refused. */
export async function setProductLinks(ctx: ShopContext, productId: number, relatedIds: number[], accessoryIds: number[]): Promise<WriteOutcome<number> | null> {
  if (!(await currentRules(ctx.em, productId))) return null;
  const lists = { relatedIds: [...new Set(relatedIds)], accessoryIds: [...new Set(accessoryIds)] };
  const problems: FieldProblem[] = [];
  for (const [field, ids] of Object.entries(lists)) {
    if (ids.length > 100) problems.push({ field, key: "field_invalid_number" });
    const known = await existingProductIds(ctx.em, ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647));
    if (ids.some((id) => id === productId || !known.has(id))) problems.push({ field, key: "field_unknown_choice" });
  }
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "links", productId }, async (em) => {
    await sql(em, `delete from product_link where product_id = ?`, [productId]);
    for (const [kind, ids] of [["colour", lists.relatedIds], ["accessory", lists.accessoryIds]] as const) {
      if (ids.length === 0) continue;
      await sql(
        em,
        `insert into product_link (product_id, kind, target_id, sort) select ?, ?, t.id, t.ord from unnest(?::int[]) with ordinality as t(id, ord)`,
        [productId, kind, intList(ids)],
      );
    }
    return { productId, value: productId };
  });
}
