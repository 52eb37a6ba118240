// The admin's side of a product's FAQ: each question is one row in one language with its answer and place. Every
// write is audited; the storefront reads the rows of its language in order (product.service.ts productFaq).
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { num, sql, str } from "../../core/db.js";
import { notFound, operationError, type OperationErrorResult } from "../../core/errors.js";
import { audit, type AuditScope } from "../../core/audit.js";

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

const toRecord = (r: Record<string, unknown>): AdminFaqRecord => ({ id: num(r.id), language: str(r.language), question: str(r.question), answer: str(r.answer), sort: num(r.sort) });

async function productExists(em: EntityManager, productId: number) {
  return id.safeParse(productId).success && (await sql(em, `select 1 from product where id = ?`, [productId])).length > 0;
}

export async function adminProductFaq(em: EntityManager, productId: number): Promise<AdminFaqRecord[]> {
  if (!(await productExists(em, productId))) throw notFound();
  return (await sql(em, `select * from product_faq where product_id = ? order by language, sort, id`, [productId])).map(toRecord);
}

export async function saveProductFaq(scope: AuditScope, productId: number, raw: unknown): Promise<AdminFaqRecord | OperationErrorResult> {
  const parsed = faqSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const empty = issue?.code === "too_small" || (issue?.code === "invalid_type" && issue.input === undefined);
    return operationError(empty ? "MISSING_INFORMATION" : "INVALID_VALUE", issue ? issue.path.map(String).join(".") : null);
  }
  const input = parsed.data;
  if (!(await sql(scope.em, `select 1 from language where code = ?`, [input.language])).length) return operationError("INVALID_VALUE", "language");
  return scope.em.transactional(async (tx) => {
    if (!(await productExists(tx, productId))) throw notFound();
    const [before] = input.id ? await sql(tx, `select * from product_faq where id = ? and product_id = ?`, [input.id, productId]) : [];
    if (input.id && !before) throw notFound();
    // A new question goes after the language's last one unless a place is given.
    const sort = input.sort ?? (before ? num(before.sort) : num((await sql(tx, `select coalesce(max(sort), -1) + 1 as next from product_faq where product_id = ? and language = ?`, [productId, input.language]))[0].next));
    const [row] = before
      ? await sql(tx, `update product_faq set language = ?, question = ?, answer = ?, sort = ? where id = ? returning *`, [input.language, input.question, input.answer, sort, before.id])
      : await sql(tx, `insert into product_faq (product_id, language, question, answer, sort) values (?, ?, ?, ?, ?) returning *`, [productId, input.language, input.question, input.answer, sort]);
    const after = toRecord(row);
    await audit({ em: tx, auth: scope.auth }, { action: before ? "faq_update" : "faq_create", entity: "product", id: productId, before: before ? toRecord(before) : null, after });
    return after;
  });
}

export async function deleteProductFaq(scope: AuditScope, productId: number, faqId: number): Promise<boolean> {
  return scope.em.transactional(async (tx) => {
    const [before] = id.safeParse(faqId).success && id.safeParse(productId).success ? await sql(tx, `select * from product_faq where id = ? and product_id = ?`, [faqId, productId]) : [];
    if (!before) throw notFound();
    await sql(tx, `delete from product_faq where id = ?`, [faqId]);
    await audit({ em: tx, auth: scope.auth }, { action: "faq_delete", entity: "product", id: productId, before: toRecord(before), after: null });
    return true;
  });
}
