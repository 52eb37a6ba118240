// Sub-products: the cells of a product's property1 × property2 grid (Colour × Size), each with its code, prices,
// stock and on/off switch. A cell is one pair of property values: a second sub-product for the same pair is refused,
// so the storefront's choice of colour and size always names one sub-product.
import type { ShopContext } from "../../core/context.js";
import { intList, num, numOrNull, sql } from "../../core/db.js";
import type { FieldProblem } from "../../core/form.js";
import { parseInput, subProductsInput, type SubProductInput } from "./product-admin.input.js";
import { productWrite, refusal, type WriteOutcome } from "./product-admin.write.js";

const cellKey = (p1: number | null | undefined, p2: number | null | undefined) => `${p1 ?? 0}:${p2 ?? 0}`;

async function problemsOf(ctx: ShopContext, productId: number, items: SubProductInput[]): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const existing = await sql(ctx.em, `select id, property1_id, property2_id from sub_product where product_id = ?`, [productId]);
  const propertyIds = items.flatMap((i) => [i.property1Id, i.property2Id]).filter((id): id is number => typeof id === "number");
  const known = new Set((await sql(ctx.em, `select id from property where id = any(?::int[])`, [intList(propertyIds)])).map((r) => num(r.id)));
  // Where each cell will be once the write is done: the rows kept as they are, then the items in order.
  const updatedIds = new Set(items.map((i) => i.id).filter(Boolean));
  const cells = new Map(existing.filter((r) => !updatedIds.has(num(r.id))).map((r) => [cellKey(numOrNull(r.property1_id), numOrNull(r.property2_id)), num(r.id)]));
  const ownIds = new Set(existing.map((r) => num(r.id)));
  for (const [index, item] of items.entries()) {
    const at = (field: string) => `items.${index}.${field}`;
    if (item.id && !ownIds.has(item.id)) problems.push({ field: at("id"), key: "field_unknown_choice" });
    for (const field of ["property1Id", "property2Id"] as const) {
      const id = item[field];
      if (id && !known.has(id)) problems.push({ field: at(field), key: "field_unknown_choice" });
    }
    if (item.discountedPriceMinor !== null && item.discountedPriceMinor !== undefined && item.discountedPriceMinor >= 0 && item.discountedPriceMinor >= item.sellingPriceMinor) {
      problems.push({ field: at("discountedPriceMinor"), key: "field_discount_not_below_price" });
    }
    const key = cellKey(item.property1Id, item.property2Id);
    if (cells.has(key)) problems.push({ field: at("property1Id"), key: "field_sub_product_duplicate" });
    cells.set(key, item.id ?? 0);
  }
  return problems;
}

/** Adds or updates the sub-products given (the others stay). */
export async function saveSubProducts(ctx: ShopContext, productId: number, raw: unknown): Promise<WriteOutcome<number> | null> {
  if ((await sql(ctx.em, `select 1 from product where id = ?`, [productId])).length === 0) return null;
  const parsed = parseInput(subProductsInput, raw, "items.");
  if (!parsed.ok) return refusal(parsed.problems);
  const problems = await problemsOf(ctx, productId, parsed.value);
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "sub_products", productId }, async (em) => {
    for (const item of parsed.value) {
      const discount = item.discountedPriceMinor === null || item.discountedPriceMinor === undefined || item.discountedPriceMinor < 0 ? null : item.discountedPriceMinor;
      const values = [item.property1Id || null, item.property2Id || null, item.code ?? "", item.sellingPriceMinor, discount, item.stockAmount, item.isActive ?? true];
      if (item.id) {
        await sql(
          em,
          `update sub_product set property1_id = ?, property2_id = ?, code = ?, selling_price_minor = ?, discounted_price_minor = ?, stock_amount = ?, is_active = ? where id = ? and product_id = ?`,
          [...values, item.id, productId],
        );
      } else {
        await sql(
          em,
          `insert into sub_product (product_id, property1_id, property2_id, code, selling_price_minor, discounted_price_minor, stock_amount, is_active, attribute1, attribute2)
           values (?, ?, ?, ?, ?, ?, ?, ?, '', '')`,
          [productId, ...values],
        );
      }
    }
    return { productId, value: productId };
  });
}

/** Removes sub-products (of one product); the ids must all be sub-products. Returns the product's id. */
export async function deleteSubProducts(ctx: ShopContext, ids: number[]): Promise<WriteOutcome<number> | null> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0 || wanted.length !== new Set(ids).size) return refusal([{ field: "ids", key: "field_unknown_choice" }]);
  const rows = await sql(ctx.em, `select id, product_id from sub_product where id = any(?::int[])`, [intList(wanted)]);
  if (rows.length === 0) return null;
  const products = new Set(rows.map((r) => num(r.product_id)));
  if (rows.length !== wanted.length || products.size > 1) return refusal([{ field: "ids", key: "field_unknown_choice" }]);
  const [productId] = products;
  return productWrite(ctx, { action: "sub_products_delete", productId }, async (em) => {
    await sql(em, `delete from sub_product where id = any(?::int[])`, [intList(wanted)]);
    return { productId, value: productId };
  });
}
