// Cart writes: add (variant and quantity rules; one statement, or a transaction when the rules need one), update quantity, remove line. Each returns the
// shopper whose cart to read back, or a CartError result. Ownership: a line of another shopper's cart is a thrown
// NOT_FOUND. Prices are never taken from the client; the read model (cart.read.ts) recomputes them.
import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { Shopper, RequestScope } from "../../core/context.js";
import { notFound, type MessageParams } from "../../core/errors.js";
import { refusable, Refusal } from "../../core/refusal.js";
import type { CartError, ErrorCode } from "../../generated/resolvers-types.js";
import { first, rows } from "../../core/database.js";
import { sql as rawSql, translationJoins } from "../../core/db.js";
import { createGuest, type GuestIdentity } from "../guest/index.js";
import { addToCartLine, newCartRow, type CartLineValues } from "./cart-line-write.js";
import { cartDatabase as db } from "./cart.database.js";
import type { StoredPersonalization } from "./cart.read.js";

/** Upper bound of a line's quantity (a typo guard; stock and member max apply first). */
export const MAX_LINE_QUANTITY = 10_000;
const MAX_TEXT = 500;

export type CartErrorResult = Omit<CartError, "message"> & { __typename: "CartError"; params?: MessageParams };
export type CartOutcome = { ok: true; shopper: Shopper; newGuest: GuestIdentity | null } | { ok: false; error: CartErrorResult };

export function cartError(
  code: ErrorCode,
  extra: {
    field?: string | null;
    available?: number | null;
    limit?: number | null;
    seoLink?: string | null;
    name?: string;
  } = {},
): CartErrorResult {
  return {
    __typename: "CartError",
    code,
    params: { name: extra.name ?? "" },
    field: extra.field ?? null,
    available: extra.available ?? null,
    limit: extra.limit ?? null,
    seoLink: extra.seoLink ?? null,
  };
}

/** A refusal as the cart's results hold it. Thrown inside a write, it rolls back a guest or cart created on the way. */
export const asCartError = (refusal: Refusal): CartErrorResult => cartError(refusal.code, refusal.details);

const id = z.number().int().positive().max(2_147_483_647);
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);

const addSchema = z.object({
  productId: id,
  subProductId: id.nullish(),
  quantity,
  personalizations: z
    .array(
      z.object({
        personalizationId: id,
        value: z.string().max(MAX_TEXT).nullish(),
        optionIds: z.array(id).max(20).nullish(),
      }),
    )
    .max(50)
    .nullish(),
});
export type AddToCartInput = z.input<typeof addSchema>;

const updateSchema = z.object({ cartProductId: id, quantity });

const firstField = (error: z.ZodError) => String(error.issues[0]?.path[0] ?? "input");

/** Quantity rules (in stock, member min/max, not above stock), on the quantity the line would have. */
function quantityProblem(wanted: number, available: number, min: number | null, max: number | null): Refusal | null {
  if (available <= 0)
    return new Refusal("PRODUCT_NO_STOCK", {
      field: "quantity",
      available: 0,
    });
  if (min !== null && wanted < min)
    return new Refusal("ERROR_MEMBER_MIN_ORDER", {
      field: "quantity",
      limit: min,
    });
  if (max !== null && wanted > max)
    return new Refusal("ERROR_MEMBER_MAX_ORDER", {
      field: "quantity",
      limit: max,
    });
  if (wanted > available) return new Refusal("NO_STOCK", { field: "quantity", available });
  return null;
}

/** New carts are in the default currency (TRY) until currency choice arrives. */
/** Locks (creating when missing) the shopper's cart row: concurrent writes to one cart run one after another. */
export async function lockCart(tx: EntityManager, shopper: Shopper): Promise<number> {
  await rows(tx, db.insertInto("cart").values(newCartRow(shopper)).onConflict((conflict) => conflict.columns(["shopper_kind", "shopper_id"]).doNothing()));
  const cart = await first(tx, db.selectFrom("cart").select("id").where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id).forUpdate());
  return cart!.id;
}

/** Rows a statement built with json_agg (the driver hands json over parsed). */
/** A personalization of the product, as the add's statement answers it (JSON built in the database). */
interface PersonalizationDef {
  id: number;
  type_code: string;
  is_required: boolean;
  name: string;
}

/** The product an add asks for, with what the add checks (a type alias: a raw row must be a record). */
type AddedProduct = {
  id: number;
  stock_amount: number;
  member_min_order: number | null;
  member_max_order: number | null;
  seo_link: string;
  variants: number;
  personalizations: PersonalizationDef[];
  personalization_options: { id: number; personalization_id: number }[];
};

/**
 * Normalises and checks personalization values against the product's personalizations: known ids only, options of
 * that personalization only (one for select/radio), trimmed text; empty values dropped; every required one filled.
 * Answers the values, or the refusal of the first that breaks a rule.
 */
function normalisePersonalizations(
  input: NonNullable<z.output<typeof addSchema>["personalizations"]>,
  defs: PersonalizationDef[],
  options: AddedProduct["personalization_options"],
): StoredPersonalization[] | Refusal {
  const byId = new Map(defs.map((d) => [d.id, d]));
  const optionOwner = new Map(options.map((o) => [o.id, o.personalization_id]));
  const seen = new Set<number>();
  const values: StoredPersonalization[] = [];
  for (const item of input) {
    const def = byId.get(item.personalizationId);
    if (!def || seen.has(item.personalizationId))
      return new Refusal("ERROR_WHILE_ADD_CART", {
        field: "personalizations",
      });
    seen.add(item.personalizationId);
    const optionIds = [...new Set(item.optionIds ?? [])].sort((a, b) => a - b);
    const single = def.type_code === "select" || def.type_code === "radio";
    if (optionIds.some((o) => optionOwner.get(o) !== item.personalizationId) || (single && optionIds.length > 1)) {
      return new Refusal("ERROR_WHILE_ADD_CART", {
        field: String(item.personalizationId),
      });
    }
    const value = item.value?.trim() || null;
    if (value !== null || optionIds.length)
      values.push({
        personalizationId: item.personalizationId,
        value,
        optionIds,
      });
  }
  for (const def of defs) {
    if (def.is_required && !values.some((v) => v.personalizationId === def.id)) {
      return new Refusal("PERSONALIZATION_REQUIRED", {
        field: String(def.id),
        name: def.name,
      });
    }
  }
  return values.sort((a, b) => a.personalizationId - b.personalizationId);
}

const lineKey = (productId: number, subProductId: number | null, values: StoredPersonalization[]) =>
  `${productId}:${subProductId ?? 0}:${createHash("sha256").update(JSON.stringify(values)).digest("hex")}`;

/** What an add needs once the product is read and the input checked against it. */
interface CheckedAdd {
  line: CartLineValues;
  available: number;
  min: number | null;
  max: number | null;
  /** The quantity alone breaks the member minimum (a line that already holds some may still reach it). */
  belowMinimum: boolean;
}

/**
 * Adds a product to the shopper's cart. An anonymous shopper (`null`) gets a guest
 * identity with the first successful add; a failed add creates nothing.
 */
export async function addToCart(scope: RequestScope, shopper: Shopper | null, rawInput: unknown): Promise<CartOutcome> {
  const parsed = addSchema.safeParse(rawInput);
  if (!parsed.success)
    return {
      ok: false,
      error: cartError("ERROR_WHILE_ADD_CART", {
        field: firstField(parsed.error),
      }),
    };
  const input = parsed.data;
  const checked = await checkAdd(scope, input);
  if (checked instanceof Refusal) return { ok: false, error: asCartError(checked) };
  // A known shopper's add that keeps the line within its limits is one statement, without a transaction; a line
  // it would take past them is left as it was, and the transaction below finds the reason.
  if (shopper && !checked.belowMinimum) {
    const ceiling = Math.min(checked.available, checked.max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
    if (await addToCartLine(scope.em, shopper, checked.line, input.quantity, ceiling)) return { ok: true, shopper, newGuest: null };
  }
  return addInTransaction(scope, shopper, checked, input.quantity);
}

/**
 * The product, its variant and personalizations read and the input checked against them. Nothing is written yet, so
 * a rule that says no is answered, not thrown.
 */
async function checkAdd(scope: RequestScope, input: z.output<typeof addSchema>): Promise<CheckedAdd | Refusal> {
  const { em, language } = scope;
  // The product, its personalizations and their options in one statement: most products have none.
  const products = await rawSql<AddedProduct>(
    em,
    `select p.id, p.stock_amount, p.member_min_order, p.member_max_order,
            coalesce(t.seo_link, t0.seo_link, '') as seo_link,
            (select count(*) from sub_product sp where sp.product_id = p.id and sp.is_active) as variants,
            (select coalesce(json_agg(json_build_object('id', z.id, 'type_code', z.type_code, 'is_required', z.is_required,
                                                        'name', coalesce(zt.name, zt0.name, '')) order by z.sort, z.id), '[]')
               from personalization z
               ${translationJoins("personalization_translation", "zt", "personalization_id", "z.id")}
              where z.product_id = p.id) as personalizations,
            (select coalesce(json_agg(json_build_object('id', o.id, 'personalization_id', o.personalization_id)), '[]')
               from personalization_option o join personalization z on z.id = o.personalization_id
              where z.product_id = p.id) as personalization_options
       from product p
       ${translationJoins("product_translation", "t", "product_id", "p.id")}
      where p.id = ? and p.is_active`,
    [language, language, input.productId],
  );
  const product = products[0];
  if (!product) return new Refusal("ERROR_WHILE_ADD_CART", { field: "productId" });
  const subProductId = input.subProductId ?? null;
  let available = product.stock_amount;
  if (product.variants > 0 && subProductId === null) {
    return new Refusal("REQUIRED_SUB_PRODUCT", {
      field: "subProductId",
      seoLink: product.seo_link,
    });
  }
  if (subProductId !== null) {
    const sub = await first(
      em,
      db.selectFrom("sub_product").select("stock_amount").where("id", "=", subProductId).where("product_id", "=", input.productId).where("is_active", "=", true),
    );
    if (!sub)
      return new Refusal("ERROR_WHILE_ADD_CART", {
        field: "subProductId",
      });
    available = sub.stock_amount;
  }
  const values = normalisePersonalizations(input.personalizations ?? [], product.personalizations, product.personalization_options);
  if (values instanceof Refusal) return values;
  const min = product.member_min_order;
  const max = product.member_max_order;
  // Fail fast before creating anything when the quantity alone breaks a rule.
  const early = quantityProblem(input.quantity, available, min, max);
  if (early && early.code !== "ERROR_MEMBER_MIN_ORDER") return early;
  const line = { productId: input.productId, subProductId, personalizations: values, key: lineKey(input.productId, subProductId, values) };
  return { line, available, min, max, belowMinimum: early !== null };
}

/** Adds first and checks after, in one transaction: a refused quantity throws, and the write (and a new guest) is taken back. */
async function addInTransaction(scope: RequestScope, shopper: Shopper | null, checked: CheckedAdd, quantity: number): Promise<CartOutcome> {
  return refusable(scope.em, asCartError, async (tx) => {
    const newGuest = shopper ? null : await createGuest(tx);
    const owner: Shopper = shopper ?? { kind: "guest", id: newGuest!.guestId };
    const added = await addToCartLine(tx, owner, checked.line, quantity);
    const merged = added!.quantity;
    const problem = quantityProblem(merged, checked.available, checked.min, checked.max);
    if (problem) throw problem;
    if (merged > MAX_LINE_QUANTITY) throw new Refusal("ERROR_WHILE_ADD_CART", { field: "quantity" });
    return { ok: true as const, shopper: owner, newGuest };
  });
}

/** Sets a line's quantity, re-checking stock and member min/max. */
export async function updateCartLine(scope: RequestScope, shopper: Shopper, rawInput: unknown): Promise<CartOutcome> {
  const { em } = scope;
  const parsed = updateSchema.safeParse(rawInput);
  if (!parsed.success) {
    return {
      ok: false,
      error: cartError("ERROR_WHILE_UPDATE_PRODUCT_QUANTITY", {
        field: firstField(parsed.error),
      }),
    };
  }
  const input = parsed.data;
  return refusable(em, asCartError, async (tx) => {
    const line = await first(
      tx,
      db
        .selectFrom("cart_product as l")
        .innerJoin("cart as c", "c.id", "l.cart_id")
        .innerJoin("product as p", "p.id", "l.product_id")
        .leftJoin("sub_product as sp", "sp.id", "l.sub_product_id")
        .select(["l.id", "l.sub_product_id", "p.is_active", "p.stock_amount", "p.member_min_order", "p.member_max_order", "sp.stock_amount as sub_stock", "sp.is_active as sub_active"])
        .where("l.id", "=", input.cartProductId)
        .where("c.shopper_kind", "=", shopper.kind)
        .where("c.shopper_id", "=", shopper.id)
        .forUpdate("l"),
    );
    if (!line) throw notFound();
    const hasSub = line.sub_product_id !== null;
    const active = line.is_active && (!hasSub || Boolean(line.sub_active));
    const available = active ? ((hasSub ? line.sub_stock : line.stock_amount) ?? 0) : 0;
    const problem = quantityProblem(input.quantity, available, line.member_min_order, line.member_max_order);
    if (problem) throw problem;
    await rows(tx, db.updateTable("cart_product").set({ quantity: input.quantity }).where("id", "=", input.cartProductId));
    return { ok: true as const, shopper, newGuest: null };
  });
}

/** Removes a line of the shopper's cart; another shopper's line (or an unknown id) is NOT_FOUND. */
export async function removeCartLine(scope: RequestScope, shopper: Shopper, cartProductId: number): Promise<CartOutcome> {
  const { em } = scope;
  if (!Number.isSafeInteger(cartProductId) || cartProductId <= 0) throw notFound();
  const removed = await rows(
    em,
    db
      .deleteFrom("cart_product")
      .where("id", "=", cartProductId)
      .where("cart_id", "in", (eb) => eb.selectFrom("cart").select("id").where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id))
      .returning("id"),
  );
  if (!removed.length) throw notFound();
  return { ok: true, shopper, newGuest: null };
}
