// The frame of every admin write to a product: one transaction; the record before and after for the audit log;
// the derived columns (list price, stock total), the search document and back-in-stock alerts brought up to date before it commits, so
// the first search or listing after the write already shows it. A refusal found part way (refuseIf) rolls the whole
// write back: the admin's form either stored everything or nothing.
import type { EntityManager } from "@mikro-orm/core";
import type { ShopContext } from "../../../core/context.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { refusable, Refusal } from "../../../core/refusal.js";
import type { ErrorCode } from "../../../generated/resolvers-types.js";
import { audit } from "../../../core/audit.js";
import { refreshProductDerived } from "../catalog.derived.js";
import { adminFindProduct } from "./product-admin.read.js";
import { refreshSearchIndex } from "../listing/index.js";
import { announceReturnedStock } from "../engagement/index.js";
import { cameBack, stockLevels } from "../stock/index.js";

/** Throws when there are problems; the write stops and nothing it did stays. */
export function refuseIf(problems: FieldProblem[], code: ErrorCode = "FORM_REQUIRED_GENERAL_MESSAGE"): void {
  if (problems.length) throw new Refusal(code, { problems });
}

const asFormError = (refusal: Refusal): FormErrorResult => formError(refusal.details.problems ?? [], refusal.code);

export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; error: FormErrorResult };

export const refusal = (problems: FieldProblem[], code?: ErrorCode): WriteOutcome<never> => ({ ok: false, error: formError(problems, code) });

/** What the audit keeps of a product: every field, without the long texts nobody compares by eye. */
async function snapshot(em: EntityManager, id: number) {
  const product = await adminFindProduct(em, id);
  if (!product) return null;
  return { ...product, translations: product.translations.map(({ description: _d, shortDescription: _s, ...rest }) => rest) };
}

interface WriteSpec {
  action: string;
  /** The product written; null for a product the write creates (its id comes back from the work). */
  productId: number | null;
}

/**
 * Runs `work` in a transaction as one audited product write. `work` returns the product's id (and the result the
 * caller wants); afterwards the product's derived columns and search document are refreshed.
 */
export async function productWrite<T>(ctx: ShopContext, spec: WriteSpec, work: (em: EntityManager) => Promise<{ productId: number; value: T }>): Promise<WriteOutcome<T>> {
  return refusable(ctx.em, asFormError, async (em) => {
    const before = spec.productId === null ? null : await snapshot(em, spec.productId);
    const stockBefore = spec.productId === null ? null : await stockLevels(em, [spec.productId]);
    const done = await work(em);
    await refreshProductDerived(em, [done.productId]);
    // Stock an admin raised from zero closes the shoppers' back-in-stock alerts and mails them.
    if (stockBefore) await announceReturnedStock(em, ctx.jobs, cameBack(stockBefore, await stockLevels(em, [done.productId])));
    await refreshSearchIndex(ctx, em, [done.productId]);
    const after = spec.action === "delete" ? null : await snapshot(em, done.productId);
    await audit({ em, auth: ctx.auth }, { action: spec.action, entity: "product", id: done.productId, before, after });
    return { ok: true as const, value: done.value };
  });
}
