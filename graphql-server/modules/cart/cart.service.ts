// Cart writes: add (variant and quantity rules; one statement, or a transaction when the rules need one), update quantity, remove line. Each returns the
// shopper whose cart to read back, or a CartError result. Ownership: a line of another shopper's cart is a thrown
// NOT_FOUND. Prices are never taken from the client; the read model (cart.read.ts) recomputes them.
import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import type { Shopper, RequestScope } from "../../core/context.js";
import { notFound, type MessageParams } from "../../core/errors.js";
import type { CartError, ErrorCode } from "../../generated/resolvers-types.js";
import { num, numOrNull, sql, str, type Row, translationJoins } from "../../core/db.js";
import { createGuest, type GuestIdentity } from "../guest/index.js";
import { addToCartLine, type CartLineValues, type CartRowStatement } from "./cart-line-write.js";
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

/** Thrown inside the transaction to roll it back (a guest or cart created on the way disappears). */
export class CartFailure extends Error {
  constructor(readonly result: CartErrorResult) {
    super(result.code);
  }
}

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
function quantityProblem(wanted: number, available: number, min: number | null, max: number | null): CartErrorResult | null {
  if (available <= 0)
    return cartError("PRODUCT_NO_STOCK", {
      field: "quantity",
      available: 0,
    });
  if (min !== null && wanted < min)
    return cartError("ERROR_MEMBER_MIN_ORDER", {
      field: "quantity",
      limit: min,
    });
  if (max !== null && wanted > max)
    return cartError("ERROR_MEMBER_MAX_ORDER", {
      field: "quantity",
      limit: max,
    });
  if (wanted > available) return cartError("NO_STOCK", { field: "quantity", available });
  return null;
}

/** New carts are in the default currency (TRY) until currency choice arrives. */
const DEFAULT_CURRENCY_ID = `(select id from currency order by is_default desc, id limit 1)`;

/** Locks (creating when missing) the shopper's cart row: concurrent writes to one cart run one after another. */
export async function lockCart(tx: EntityManager, shopper: Shopper): Promise<number> {
  await sql(
    tx,
    `insert into cart (shopper_kind, shopper_id, currency_id, created_at, updated_at) values (?, ?, ${DEFAULT_CURRENCY_ID}, now(), now())
     on conflict (shopper_kind, shopper_id) do nothing`,
    [shopper.kind, shopper.id],
  );
  const rows = await sql(tx, `select id from cart where shopper_kind = ? and shopper_id = ? for update`, [shopper.kind, shopper.id]);
  return num(rows[0].id);
}

/**
 * lockCart for a change that also marks the cart as changed now, as part of the change's own statement (the update
 * takes the row lock).
 */
const touchedCart = (shopper: Shopper): CartRowStatement => ({
  sql: `insert into cart (shopper_kind, shopper_id, currency_id, created_at, updated_at) values (?, ?, ${DEFAULT_CURRENCY_ID}, now(), now())
     on conflict (shopper_kind, shopper_id) do update set updated_at = now()
     returning id`,
  params: [shopper.kind, shopper.id],
});

/** Rows a statement built with json_agg (the driver hands json over parsed). */
const jsonRows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : typeof value === "string" ? (JSON.parse(value) as Row[]) : []);

/**
 * Normalises and checks personalization values against the product's personalizations: known ids only, options of
 * that personalization only (one for select/radio), trimmed text; empty values dropped; every required one filled.
 */
function normalisePersonalizations(
  input: NonNullable<z.output<typeof addSchema>["personalizations"]>,
  defs: Row[],
  options: Row[],
): StoredPersonalization[] {
  const byId = new Map(defs.map((d) => [num(d.id), d]));
  const optionOwner = new Map(options.map((o) => [num(o.id), num(o.personalization_id)]));
  const seen = new Set<number>();
  const values: StoredPersonalization[] = [];
  for (const item of input) {
    const def = byId.get(item.personalizationId);
    if (!def || seen.has(item.personalizationId))
      throw new CartFailure(
        cartError("ERROR_WHILE_ADD_CART", {
          field: "personalizations",
        }),
      );
    seen.add(item.personalizationId);
    const optionIds = [...new Set(item.optionIds ?? [])].sort((a, b) => a - b);
    const single = def.type_code === "select" || def.type_code === "radio";
    if (optionIds.some((o) => optionOwner.get(o) !== item.personalizationId) || (single && optionIds.length > 1)) {
      throw new CartFailure(
        cartError("ERROR_WHILE_ADD_CART", {
          field: String(item.personalizationId),
        }),
      );
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
    if (def.is_required && !values.some((v) => v.personalizationId === num(def.id))) {
      throw new CartFailure(
        cartError("PERSONALIZATION_REQUIRED", {
          field: String(num(def.id)),
          name: str(def.name),
        }),
      );
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
  try {
    const checked = await checkAdd(scope, input);
    // A known shopper's add that keeps the line within its limits is one statement, without a transaction; a line
    // it would take past them is left as it was, and the transaction below finds the reason.
    if (shopper && !checked.belowMinimum) {
      const ceiling = Math.min(checked.available, checked.max ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
      if (await addToCartLine(scope.em, touchedCart(shopper), checked.line, input.quantity, ceiling)) return { ok: true, shopper, newGuest: null };
    }
    return await addInTransaction(scope, shopper, checked, input.quantity);
  } catch (error) {
    if (error instanceof CartFailure) return { ok: false, error: error.result };
    throw error;
  }
}

/** The product, its variant and personalizations read and the input checked against them; a refusal is thrown. */
async function checkAdd(scope: RequestScope, input: z.output<typeof addSchema>): Promise<CheckedAdd> {
  const { em, language } = scope;
  // The product, its personalizations and their options in one statement: most products have none.
  const products = await sql(
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
  if (!product) throw new CartFailure(cartError("ERROR_WHILE_ADD_CART", { field: "productId" }));
  const subProductId = input.subProductId ?? null;
  let available = num(product.stock_amount);
  if (num(product.variants) > 0 && subProductId === null) {
    throw new CartFailure(
      cartError("REQUIRED_SUB_PRODUCT", {
        field: "subProductId",
        seoLink: str(product.seo_link),
      }),
    );
  }
  if (subProductId !== null) {
    const subs = await sql(em, `select stock_amount from sub_product where id = ? and product_id = ? and is_active`, [subProductId, input.productId]);
    if (!subs.length)
      throw new CartFailure(
        cartError("ERROR_WHILE_ADD_CART", {
          field: "subProductId",
        }),
      );
    available = num(subs[0].stock_amount);
  }
  const defs = jsonRows(product.personalizations);
  const options = jsonRows(product.personalization_options);
  const values = normalisePersonalizations(input.personalizations ?? [], defs, options);
  const min = numOrNull(product.member_min_order);
  const max = numOrNull(product.member_max_order);
  // Fail fast before creating anything when the quantity alone breaks a rule.
  const early = quantityProblem(input.quantity, available, min, max);
  if (early && early.code !== "ERROR_MEMBER_MIN_ORDER") throw new CartFailure(early);
  const line = { productId: input.productId, subProductId, personalizations: values, key: lineKey(input.productId, subProductId, values) };
  return { line, available, min, max, belowMinimum: early !== null };
}

/** Adds first and checks after, in one transaction: a refused quantity throws, and the write (and a new guest) is taken back. */
async function addInTransaction(scope: RequestScope, shopper: Shopper | null, checked: CheckedAdd, quantity: number): Promise<CartOutcome> {
  return scope.em.transactional(async (tx) => {
    const newGuest = shopper ? null : await createGuest(tx);
    const owner: Shopper = shopper ?? { kind: "guest", id: newGuest!.guestId };
    const added = await addToCartLine(tx, touchedCart(owner), checked.line, quantity);
    const merged = added!.quantity;
    const problem = quantityProblem(merged, checked.available, checked.min, checked.max);
    if (problem) throw new CartFailure(problem);
    if (merged > MAX_LINE_QUANTITY) throw new CartFailure(cartError("ERROR_WHILE_ADD_CART", { field: "quantity" }));
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
  try {
    return await em.transactional(async (tx) => {
      const lines = await sql(
        tx,
        `select l.id, l.sub_product_id, p.is_active, p.stock_amount, p.member_min_order, p.member_max_order,
                sp.stock_amount as sub_stock, sp.is_active as sub_active
           from cart_product l
           join cart c on c.id = l.cart_id
           join product p on p.id = l.product_id
           left join sub_product sp on sp.id = l.sub_product_id
          where l.id = ? and c.shopper_kind = ? and c.shopper_id = ?
          for update of l`,
        [input.cartProductId, shopper.kind, shopper.id],
      );
      const line = lines[0];
      if (!line) throw notFound();
      const hasSub = line.sub_product_id !== null;
      const active = Boolean(line.is_active) && (!hasSub || Boolean(line.sub_active));
      const available = active ? num(hasSub ? line.sub_stock : line.stock_amount) : 0;
      const problem = quantityProblem(input.quantity, available, numOrNull(line.member_min_order), numOrNull(line.member_max_order));
      if (problem) throw new CartFailure(problem);
      await sql(tx, `update cart_product set quantity = ? where id = ?`, [input.quantity, input.cartProductId]);
      return { ok: true as const, shopper, newGuest: null };
    });
  } catch (error) {
    if (error instanceof CartFailure) return { ok: false, error: error.result };
    throw error;
  }
}

/** Removes a line of the shopper's cart; another shopper's line (or an unknown id) is NOT_FOUND. */
export async function removeCartLine(scope: RequestScope, shopper: Shopper, cartProductId: number): Promise<CartOutcome> {
  const { em } = scope;
  if (!Number.isSafeInteger(cartProductId) || cartProductId <= 0) throw notFound();
  const rows = await sql(
    em,
    `delete from cart_product l using cart c
      where l.id = ? and c.id = l.cart_id and c.shopper_kind = ? and c.shopper_id = ?
      returning l.id`,
    [cartProductId, shopper.kind, shopper.id],
  );
  if (!rows.length) throw notFound();
  return { ok: true, shopper, newGuest: null };
}
