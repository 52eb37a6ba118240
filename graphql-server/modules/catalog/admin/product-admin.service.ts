// The admin's product writes: create, update (the fields given), one language's content, bulk edits from the list,
// delete, related and accessory links. Every input is checked whole before the first statement; the frame
// (product-admin.write.ts) audits, refreshes the search document and rolls back on a late refusal.
import type { EntityManager } from "@mikro-orm/core";
import type { ShopContext } from "../../../core/context.js";
import type { Updateable } from "kysely";
import { first, rows, sql } from "../../../core/database.js";
import type { Tables } from "../../../generated/database.js";
import type { FieldProblem } from "../../../core/form.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
import { bulkInput, parseInput, productInput, translationInput, type BulkItem, type ProductInput, type TranslationInput } from "./product-admin.input.js";
import { existingProductIds } from "./product-admin.read.js";
import { productWrite, refusal, refuseIf, type WriteOutcome } from "./product-admin.write.js";
import { saveTranslation } from "./product-translation.js";
import { catalogDatabase as db } from "../catalog.database.js";

type Fields = Omit<ProductInput, "translations">;

/** Choice fields and the table each must be found in; 0 clears an optional one. */
const REFERENCES = { modelId: "model", categoryId: "category", brandId: "brand", supplierId: "supplier", currencyId: "currency" } as const;

async function referenceProblems(em: EntityManager, fields: Fields): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const [field, table] of Object.entries(REFERENCES)) {
    const id = fields[field as keyof typeof REFERENCES];
    if (!id) continue;
    const found = await first(em, db.selectFrom(table).select("id").where("id", "=", id));
    if (!found) problems.push({ field, key: "field_unknown_choice" });
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

/** A given value is stored; a missing one (undefined or null) leaves the column as it is. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
/** A cleared choice or limit (0) is stored as null. */
const zeroAsNull = (value: number | null | undefined) => (value === 0 ? null : given(value));

/** The columns to store: "no discount" and "no limit" as null, a cleared choice as null; missing fields are left out. */
function columnValues(fields: Partial<Fields>): Updateable<Tables["product"]> {
  return {
    name: given(fields.name),
    model_id: zeroAsNull(fields.modelId),
    barcode: given(fields.barcode),
    category_id: zeroAsNull(fields.categoryId),
    brand_id: zeroAsNull(fields.brandId),
    supplier_id: zeroAsNull(fields.supplierId),
    // currency_id is never null in the table: the input refuses 0.
    currency_id: given(fields.currencyId),
    vat_rate: given(fields.vatRate),
    cash_price_minor: given(fields.cashPriceMinor),
    buying_price_minor: given(fields.buyingPriceMinor),
    selling_price_minor: given(fields.sellingPriceMinor),
    discounted_price_minor: fields.discountedPriceMinor != null && fields.discountedPriceMinor < 0 ? null : given(fields.discountedPriceMinor),
    stock_unit: given(fields.stockUnit),
    stock_amount: given(fields.stockAmount),
    supplier_product_code: given(fields.supplierProductCode),
    width: given(fields.width),
    height: given(fields.height),
    depth: given(fields.depth),
    weight: given(fields.weight),
    desi: given(fields.desi),
    is_new: given(fields.isNew),
    is_promotional: given(fields.isPromotional),
    is_vendor: given(fields.isVendor),
    free_cargo: given(fields.freeCargo),
    is_active: given(fields.isActive),
    sort: given(fields.sort),
    search_words: given(fields.searchWords),
    member_min_order: zeroAsNull(fields.memberMinOrder),
    member_max_order: zeroAsNull(fields.memberMaxOrder),
  };
}

/** True when the values change at least one column. */
const anyColumn = (values: Updateable<Tables["product"]>) => Object.values(values).some((value) => value !== undefined);

async function currentRules(em: EntityManager, id: number) {
  const row = await first(
    em,
    db.selectFrom("product").select(["selling_price_minor", "discounted_price_minor", "member_min_order", "member_max_order"]).where("id", "=", id),
  );
  if (!row) return null;
  return {
    sellingPriceMinor: row.selling_price_minor,
    discountedPriceMinor: row.discounted_price_minor,
    memberMinOrder: row.member_min_order,
    memberMaxOrder: row.member_max_order,
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
    const currencyId =
      fields.currencyId ?? (await first(em, db.selectFrom("currency").select("id").orderBy("is_default", "desc").orderBy("sort").orderBy("id").limit(1)))?.id ?? 0;
    // The required fields were checked above (requiredProblems).
    const row = await first(
      em,
      db
        .insertInto("product")
        .values({
          ...columnValues(fields),
          name: fields.name!,
          selling_price_minor: fields.sellingPriceMinor!,
          currency_id: currencyId,
          created_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .returning("id"),
    );
    const productId = row!.id;
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
    await rows(em, db.updateTable("product").set({ ...columnValues(fields), updated_at: sql<Date>`now()` }).where("id", "=", productId));
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
      const changes = anyColumn(values);
      if (changes) await rows(em, db.updateTable("product").set({ ...values, updated_at: sql<Date>`now()` }).where("id", "=", id));
      return { productId: id, value: changes };
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
  const ordered = await first(ctx.em, db.selectFrom("order_line").select("id").where("product_id", "=", productId).limit(1));
  if (ordered) return refusal([{ field: "id", key: "product_has_orders" }], "PRODUCT_HAS_ORDERS");
  const outcome = await productWrite(ctx, { action: "delete", productId }, async (em) => {
    const images = await rows(em, db.selectFrom("product_image").select(["small", "medium", "big"]).where("product_id", "=", productId));
    await rows(em, db.deleteFrom("product").where("id", "=", productId));
    return { productId, value: { images: images.flatMap((i) => [i.small, i.medium, i.big]) } };
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
    await rows(em, db.deleteFrom("product_link").where("product_id", "=", productId));
    for (const [kind, ids] of [["colour", lists.relatedIds], ["accessory", lists.accessoryIds]] as const) {
      if (ids.length === 0) continue;
      // One statement text whatever the list's length: the ids are one array value, numbered in their order.
      await rows(
        em,
        db
          .insertInto("product_link")
          .columns(["product_id", "kind", "target_id", "sort"])
          .expression(sql`select ${productId}, ${kind}, t.id, t.ord from unnest(${ids}::int[]) with ordinality as t(id, ord)`),
      );
    }
    return { productId, value: productId };
  });
}
