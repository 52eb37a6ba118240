// Coupon writes (admin): the form is read whole (every problem at once, FormError); a code is unique in any letter
// case (stored upper-case); a batch makes many codes with the same conditions in one transaction. Every write is
// audited. Coupons are switched off rather than deleted: their uses stay on record with the orders.
import { randomInt } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { discount, optionalInt, optionalMoney, period } from "../../core/admin-input.js";
import { first, rows, sql } from "../../core/database.js";
import { FieldReader, formError, type FieldProblem, type FormErrorResult } from "../../core/form.js";
import { audit, type AuditScope } from "../../core/audit.js";
import { getCustomerProfile } from "../customer/index.js";
import { findAdminCoupon, type AdminCouponRecord } from "./coupon-admin.read.js";
import { normaliseCode } from "./coupon.service.js";
import { couponDatabase as db } from "./coupon.database.js";

export interface CouponInput {
  code?: string | null;
  discountPercent?: number | null;
  discountAmountMinor?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  isActive?: boolean | null;
  minCartAmountMinor?: number | null;
  maxCartAmountMinor?: number | null;
  customerId?: number | null;
  maxUses?: number | null;
  maxUsesPerShopper?: number | null;
}

interface CouponDraft {
  startsAt: Date;
  endsAt: Date;
  isActive: boolean;
  discountPercent: number | null;
  discountAmountMinor: number | null;
  minCartAmountMinor: number | null;
  maxCartAmountMinor: number | null;
  customerId: number | null;
  maxUses: number | null;
  maxUsesPerShopper: number | null;
}

const CODE = /^[A-Z0-9_-]{3,64}$/;
const PREFIX = /^[A-Z0-9_-]{0,20}$/;
/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const RANDOM_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const RANDOM_LENGTH = 8;
export const MAX_BATCH = 500;
const MAX_LIMIT = 1_000_000_000;

/** The conditions every coupon form has (all but the code). */
function readConditions(reader: FieldReader, input: CouponInput): CouponDraft {
  const { startsAt, endsAt } = period(reader, input.startsAt, input.endsAt);
  const amounts = discount(reader, input.discountPercent, input.discountAmountMinor);
  const minCartAmountMinor = optionalMoney(reader, input.minCartAmountMinor, "minCartAmountMinor");
  const maxCartAmountMinor = optionalMoney(reader, input.maxCartAmountMinor, "maxCartAmountMinor");
  if (minCartAmountMinor !== null && maxCartAmountMinor !== null && maxCartAmountMinor < minCartAmountMinor) {
    reader.problem("maxCartAmountMinor", "field_invalid_price_range");
  }
  return {
    startsAt,
    endsAt,
    isActive: input.isActive ?? true,
    ...amounts,
    minCartAmountMinor,
    maxCartAmountMinor,
    customerId: optionalInt(reader, input.customerId, "customerId", 1, 2_147_483_647, "field_unknown_customer"),
    maxUses: optionalInt(reader, input.maxUses, "maxUses", 1, MAX_LIMIT, "field_invalid_limit"),
    maxUsesPerShopper: optionalInt(reader, input.maxUsesPerShopper, "maxUsesPerShopper", 1, MAX_LIMIT, "field_invalid_limit"),
  };
}

function readCode(reader: FieldReader, raw: unknown): string {
  const code = typeof raw === "string" ? normaliseCode(raw) : null;
  if (code === null) reader.problem("code", "field_required_coupon_code");
  else if (!CODE.test(code)) reader.problem("code", "field_invalid_coupon_code");
  return code ?? "";
}

/** The problems the database has to answer: a gift certificate's member must exist. */
async function customerProblem(em: EntityManager, draft: CouponDraft): Promise<FieldProblem | null> {
  if (draft.customerId === null) return null;
  return (await getCustomerProfile(em, draft.customerId)) ? null : { field: "customerId", key: "field_unknown_customer" };
}

/** The columns a coupon's conditions fill. */
const valuesOf = (d: CouponDraft) => ({
  starts_at: d.startsAt,
  ends_at: d.endsAt,
  is_active: d.isActive,
  discount_percent: d.discountPercent,
  discount_amount_minor: d.discountAmountMinor,
  min_cart_amount_minor: d.minCartAmountMinor,
  max_cart_amount_minor: d.maxCartAmountMinor,
  customer_id: d.customerId,
  max_uses: d.maxUses,
  max_uses_per_shopper: d.maxUsesPerShopper,
});

/** Inserts a coupon unless the code is taken (in any case): its id, or null. */
async function insertCoupon(tx: EntityManager, code: string, d: CouponDraft): Promise<number | null> {
  const row = await first(
    tx,
    db
      .insertInto("coupon")
      .values({ code, ...valuesOf(d), used_count: 0, created_at: sql<Date>`now()` })
      .onConflict((conflict) => conflict.column("code").doNothing())
      .returning("id"),
  );
  return row ? row.id : null;
}

export type CouponSaveOutcome = { ok: true; coupon: AdminCouponRecord } | { ok: false; error: FormErrorResult } | null;

const taken = (): { ok: false; error: FormErrorResult } => ({ ok: false, error: formError([{ field: "code", key: "field_coupon_code_taken" }]) });

/** Creates (`id` null) or changes a coupon; null when `id` names none. A used coupon keeps its count and uses. */
export async function saveCoupon(scope: AuditScope, id: number | null, input: CouponInput): Promise<CouponSaveOutcome> {
  const reader = new FieldReader({});
  const code = readCode(reader, input.code);
  const draft = readConditions(reader, input);
  if (reader.problems.length) return { ok: false, error: formError(reader.problems) };
  return scope.em.transactional(async (tx) => {
    const before = id === null ? null : await findAdminCoupon(tx, id);
    if (id !== null && !before) return null;
    const customer = await customerProblem(tx, draft);
    if (customer) return { ok: false as const, error: formError([customer]) };
    let couponId: number | null = id;
    if (id === null) {
      couponId = await insertCoupon(tx, code, draft);
      if (couponId === null) return taken();
    } else {
      const clash = await first(tx, db.selectFrom("coupon").select("id").where("code", "=", code).where("id", "<>", id));
      if (clash) return taken();
      await rows(tx, db.updateTable("coupon").set({ code, ...valuesOf(draft) }).where("id", "=", id));
    }
    const after = (await findAdminCoupon(tx, couponId!))!;
    await audit({ em: tx, auth: scope.auth }, { action: id === null ? "create" : "update", entity: "coupon", id: couponId, before, after });
    return { ok: true as const, coupon: after };
  });
}

/** Switches a coupon on or off; null when there is none with that id. */
export async function setCouponActive(scope: AuditScope, id: number, isActive: boolean): Promise<AdminCouponRecord | null> {
  return scope.em.transactional(async (tx) => {
    const before = await findAdminCoupon(tx, id);
    if (!before) return null;
    await rows(tx, db.updateTable("coupon").set({ is_active: isActive }).where("id", "=", id));
    await audit({ em: tx, auth: scope.auth }, { action: isActive ? "activate" : "deactivate", entity: "coupon", id, before: { isActive: before.isActive }, after: { isActive } });
    return findAdminCoupon(tx, id);
  });
}

const randomPart = () => Array.from({ length: RANDOM_LENGTH }, () => RANDOM_ALPHABET[randomInt(RANDOM_ALPHABET.length)]).join("");

/** Makes `count` new codes `<prefix><random>` with the same conditions; a code that happens to exist is drawn again. */
export async function generateCoupons(scope: AuditScope, input: { prefix?: string | null; count?: number | null; coupon: CouponInput }): Promise<{ ok: true; codes: string[] } | { ok: false; error: FormErrorResult }> {
  const reader = new FieldReader({});
  const prefix = (input.prefix ?? "").trim().toLocaleUpperCase("en-US");
  if (!PREFIX.test(prefix)) reader.problem("prefix", "field_invalid_coupon_prefix");
  const count = optionalInt(reader, input.count ?? null, "count", 1, MAX_BATCH, "field_invalid_batch_count");
  if (count === null) reader.problem("count", "field_invalid_batch_count");
  const draft = readConditions(reader, input.coupon);
  if (reader.problems.length) return { ok: false, error: formError(reader.problems) };
  return scope.em.transactional(async (tx) => {
    const customer = await customerProblem(tx, draft);
    if (customer) return { ok: false as const, error: formError([customer]) };
    const codes: string[] = [];
    // 31^8 random parts: a clash is rare, and a handful of redraws per code is plenty.
    for (let attempts = 0; codes.length < count! && attempts < count! * 5; attempts++) {
      const code = `${prefix}${randomPart()}`;
      if ((await insertCoupon(tx, code, draft)) !== null) codes.push(code);
    }
    await audit({ em: tx, auth: scope.auth }, { action: "generate", entity: "coupon", after: { prefix, count: codes.length, codes, ...draft } });
    return { ok: true as const, codes };
  });
}
