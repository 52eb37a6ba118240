// The admin's side of a product's FAQ: each question is one row in one language with its answer and place. Every
// write is audited; the storefront reads the rows of its language in order (product.service.ts productFaq).
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { first, rows, sql } from "../../../core/database.js";
import { notFound, operationError, type OperationErrorResult } from "../../../core/errors.js";
import { audit, type AuditScope } from "../../../core/audit.js";
import { catalogDatabase as db } from "../catalog.database.js";

export interface AdminFaqRecord {
  id: number;
  language: string;
  question: string;
  answer: string;
  sort: number;
}

const id = z.number().int().min(1).max(2_147_483_647);
const faqSchema = z.object({
  id: id.nullish(),
  language: z.string().trim().toLowerCase().regex(/^[a-z]{2,8}$/),
  question: z.string().trim().min(1).max(2000),
  answer: z.string().trim().min(1).max(20_000),
  sort: z.number().int().min(-1_000_000).max(1_000_000).nullish(),
});

const RECORD_COLUMNS = ["id", "language", "question", "answer", "sort"] as const;

/** The question `faqId` of the product, if it is one of its. */
const findFaq = (em: EntityManager, faqId: number, productId: number) =>
  first(em, db.selectFrom("product_faq").select(RECORD_COLUMNS).where("id", "=", faqId).where("product_id", "=", productId));

async function productExists(em: EntityManager, productId: number) {
  return id.safeParse(productId).success && (await first(em, db.selectFrom("product").select("id").where("id", "=", productId))) !== undefined;
}

export async function adminProductFaq(em: EntityManager, productId: number): Promise<AdminFaqRecord[]> {
  if (!(await productExists(em, productId))) throw notFound();
  return rows(em, db.selectFrom("product_faq").select(RECORD_COLUMNS).where("product_id", "=", productId).orderBy("language").orderBy("sort").orderBy("id"));
}

export async function saveProductFaq(scope: AuditScope, productId: number, raw: unknown): Promise<AdminFaqRecord | OperationErrorResult> {
  const parsed = faqSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const empty = issue?.code === "too_small" || (issue?.code === "invalid_type" && issue.input === undefined);
    return operationError(empty ? "MISSING_INFORMATION" : "INVALID_VALUE", issue ? issue.path.map(String).join(".") : null);
  }
  const input = parsed.data;
  if (!(await first(scope.em, db.selectFrom("language").select("code").where("code", "=", input.language)))) return operationError("INVALID_VALUE", "language");
  return scope.em.transactional(async (tx) => {
    if (!(await productExists(tx, productId))) throw notFound();
    const before = input.id ? await findFaq(tx, input.id, productId) : undefined;
    if (input.id && !before) throw notFound();
    // A new question goes after the language's last one unless a place is given.
    const next = () =>
      first(tx, db.selectFrom("product_faq").select(sql<number>`coalesce(max(sort), -1) + 1`.as("next")).where("product_id", "=", productId).where("language", "=", input.language));
    const sort = input.sort ?? before?.sort ?? (await next())!.next;
    const values = { language: input.language, question: input.question, answer: input.answer, sort };
    const row = before
      ? await first(tx, db.updateTable("product_faq").set(values).where("id", "=", before.id).returning(RECORD_COLUMNS))
      : await first(tx, db.insertInto("product_faq").values({ product_id: productId, ...values }).returning(RECORD_COLUMNS));
    const after: AdminFaqRecord = row!;
    await audit({ em: tx, auth: scope.auth }, { action: before ? "faq_update" : "faq_create", entity: "product", id: productId, before: before ?? null, after });
    return after;
  });
}

export async function deleteProductFaq(scope: AuditScope, productId: number, faqId: number): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const before = id.safeParse(faqId).success && id.safeParse(productId).success ? await findFaq(tx, faqId, productId) : undefined;
    if (!before) throw notFound();
    await rows(tx, db.deleteFrom("product_faq").where("id", "=", faqId));
    await audit({ em: tx, auth: scope.auth }, { action: "faq_delete", entity: "product", id: productId, before, after: null });
    return true;
  });
}
