// Comment moderation: the review queue (filters, paging) and the decisions. A comment is waiting until an admin
// approves or rejects it; the product's comment count and rating are derived columns, so every decision refreshes
// them for the products it touched, in the same transaction, and is written to the audit log.
import type { EntityManager } from "@mikro-orm/core";
import { containsPattern, iso, num, numOrNull, sql, str, translationJoins, type Row } from "../../../core/db.js";
import { rows, sql as typedSql } from "../../../core/database.js";
import { catalogDatabase as db } from "../catalog.database.js";
import type { RequestScope } from "../../../core/context.js";
import { audit, type AuditScope } from "../../../core/audit.js";
import { refreshProductDerived } from "../catalog.derived.js";

export const COMMENT_STATES = ["waiting", "approved", "rejected"] as const;
export type CommentState = (typeof COMMENT_STATES)[number];
export type CommentDecision = "approve" | "reject";

export interface AdminCommentFilter {
  state?: CommentState | null;
  productId?: number | null;
  rate?: number | null;
  search?: string | null;
}

export interface AdminCommentRecord {
  id: number;
  productId: number;
  productName: string;
  productSeoLink: string;
  customerId: number | null;
  customerName: string;
  title: string;
  text: string;
  rate: number;
  state: CommentState;
  createdAt: string;
}

export const MAX_COMMENT_PAGE_SIZE = 100;
/** At most this many comments in one decision (a page of the queue). */
export const MAX_REVIEW_IDS = 100;

/** The state as SQL sees it: approved wins, then rejected, else waiting. */
const STATE_SQL = `case when c.is_approved then 'approved' when c.rejected_at is not null then 'rejected' else 'waiting' end`;

const recordOf = (r: Row): AdminCommentRecord => ({
  id: num(r.id),
  productId: num(r.product_id),
  productName: str(r.product_name),
  productSeoLink: str(r.product_seo_link),
  customerId: numOrNull(r.customer_id),
  customerName: str(r.customer_name),
  title: str(r.title),
  text: str(r.text),
  rate: num(r.rate),
  state: str(r.state) as CommentState,
  createdAt: iso(r.created_at),
});

/** One page of the queue (waiting first, then newest) with the count of all matching comments. */
export async function listComments(scope: RequestScope, filter: AdminCommentFilter, page: number, pageSize: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.state) {
    where.push(`${STATE_SQL} = ?`);
    params.push(filter.state);
  }
  if (filter.productId) {
    where.push(`c.product_id = ?`);
    params.push(filter.productId);
  }
  if (filter.rate) {
    where.push(`c.rate = ?`);
    params.push(filter.rate);
  }
  const search = filter.search?.trim();
  if (search) {
    where.push(`(c.title ilike ? or c.text ilike ? or c.customer_name ilike ? or coalesce(t.title, t0.title, '') ilike ?)`);
    params.push(...Array(4).fill(containsPattern(search)));
  }
  const clause = where.length ? `where ${where.join(" and ")}` : "";
  const from = `from product_comment c ${translationJoins("product_translation", "t", "product_id", "c.product_id")} ${clause}`;
  const [rows, count] = await Promise.all([
    sql(
      scope.em,
      `select c.id, c.product_id, c.customer_id, c.customer_name, c.title, c.text, c.rate, c.created_at, ${STATE_SQL} as state,
              coalesce(t.title, t0.title, '') as product_name, coalesce(t.seo_link, t0.seo_link, '') as product_seo_link
         ${from}
        order by (${STATE_SQL} = 'waiting') desc, c.created_at desc, c.id desc limit ? offset ?`,
      [scope.language, ...params, pageSize, (page - 1) * pageSize],
    ),
    sql(scope.em, `select count(*) as total ${from}`, [scope.language, ...params]),
  ]);
  return { items: rows.map(recordOf), total: num(count[0]?.total), page, pageSize };
}

/**
 * Approves or rejects the comments with `ids` (those already in that state stay as they are). Returns the ids it
 * changed. One transaction: the rows, the products' counts and ratings and the audit entries change together.
 */
export async function reviewComments(em: EntityManager, caller: Pick<AuditScope, "auth">, ids: readonly number[], decision: CommentDecision): Promise<number[]> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647).slice(0, MAX_REVIEW_IDS);
  if (!wanted.length) return [];
  return em.transactional(async (tx) => {
    const target = decision === "approve" ? `is_approved and rejected_at is null` : `not is_approved and rejected_at is not null`;
    const before = await rows(
      tx,
      db
        .selectFrom("product_comment as c")
        .select(["c.id", "c.product_id", typedSql.raw<CommentState>(STATE_SQL).as("state")])
        .where("c.id", "=", typedSql<number>`any(${wanted}::int[])`)
        .where(typedSql.raw<boolean>(`not (${target})`))
        .orderBy("c.id")
        .forUpdate(),
    );
    if (!before.length) return [];
    const changed = before.map((r) => r.id);
    const decided =
      decision === "approve" ? { is_approved: true, rejected_at: null } : { is_approved: false, rejected_at: typedSql<Date>`now()` };
    await rows(tx, db.updateTable("product_comment").set(decided).where("id", "=", typedSql<number>`any(${changed}::int[])`));
    await refreshProductDerived(tx, [...new Set(before.map((r) => r.product_id))]);
    const after: CommentState = decision === "approve" ? "approved" : "rejected";
    for (const r of before) {
      await audit({ em: tx, auth: caller.auth }, { action: decision, entity: "product_comment", id: r.id, before: { state: r.state }, after: { state: after } });
    }
    return changed;
  });
}
