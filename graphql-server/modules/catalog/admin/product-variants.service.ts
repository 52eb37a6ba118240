// Sub-products: the cells of a product's property1 × property2 grid (Colour × Size), each with its code, prices,
// stock and on/off switch. A cell is one pair of property values: a second sub-product for the same pair is refused,
// so the storefront's choice of colour and size always names one sub-product.
import type { ShopContext } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import type { FieldProblem } from "../../../core/form.js";
import { parseInput, subProductsInput, type SubProductInput } from "./product-admin.input.js";
import { productWrite, refusal, type WriteOutcome } from "./product-admin.write.js";

const cellKey = (p1: number | null | undefined, p2: number | null | undefined) => `${p1 ?? 0}:${p2 ?? 0}`;

async function problemsOf(ctx: ShopContext, productId: number, items: SubProductInput[]): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const existing = await rows(ctx.em, db.selectFrom("sub_product").select(["id", "property1_id", "property2_id"]).where("product_id", "=", productId));
  const propertyIds = items.flatMap((i) => [i.property1Id, i.property2Id]).filter((id): id is number => typeof id === "number");
  const known = new Set((await rows(ctx.em, db.selectFrom("property").select("id").where("id", "=", sql<number>`any(${propertyIds}::int[])`))).map((r) => r.id));
  // Where each cell will be once the write is done: the rows kept as they are, then the items in order.
  const updatedIds = new Set(items.map((i) => i.id).filter(Boolean));
  const cells = new Map(existing.filter((r) => !updatedIds.has(r.id)).map((r) => [cellKey(r.property1_id, r.property2_id), r.id]));
  const ownIds = new Set(existing.map((r) => r.id));
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
  if (!(await first(ctx.em, db.selectFrom("product").select("id").where("id", "=", productId)))) return null;
  const parsed = parseInput(subProductsInput, raw, "items.");
  if (!parsed.ok) return refusal(parsed.problems);
  const problems = await problemsOf(ctx, productId, parsed.value);
  if (problems.length) return refusal(problems);
  return productWrite(ctx, { action: "sub_products", productId }, async (em) => {
    for (const item of parsed.value) {
      const discount = item.discountedPriceMinor === null || item.discountedPriceMinor === undefined || item.discountedPriceMinor < 0 ? null : item.discountedPriceMinor;
      const values = {
        property1_id: item.property1Id || null,
        property2_id: item.property2Id || null,
        code: item.code ?? "",
        selling_price_minor: item.sellingPriceMinor,
        discounted_price_minor: discount,
        stock_amount: item.stockAmount,
        is_active: item.isActive ?? true,
      };
      if (item.id) {
        await rows(em, db.updateTable("sub_product").set(values).where("id", "=", item.id).where("product_id", "=", productId));
      } else {
        await rows(em, db.insertInto("sub_product").values({ ...values, product_id: productId, attribute1: "", attribute2: "" }));
      }
    }
    return { productId, value: productId };
  });
}

/** Removes sub-products (of one product); the ids must all be sub-products. Returns the product's id. */
export async function deleteSubProducts(ctx: ShopContext, ids: number[]): Promise<WriteOutcome<number> | null> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0 || wanted.length !== new Set(ids).size) return refusal([{ field: "ids", key: "field_unknown_choice" }]);
  const found = await rows(ctx.em, db.selectFrom("sub_product").select(["id", "product_id"]).where("id", "=", sql<number>`any(${wanted}::int[])`));
  if (found.length === 0) return null;
  const products = new Set(found.map((r) => r.product_id));
  if (found.length !== wanted.length || products.size > 1) return refusal([{ field: "ids", key: "field_unknown_choice" }]);
  const [productId] = products;
  return productWrite(ctx, { action: "sub_products_delete", productId }, async (em) => {
    await rows(em, db.deleteFrom("sub_product").where("id", "=", sql<number>`any(${wanted}::int[])`));
    return { productId, value: productId };
  });
}
