// Comment moderation: the review queue (filters, paging) and the decisions. A comment is waiting until an admin
// approves or rejects it; the product's comment count and rating are derived columns, so every decision refreshes
// them for the products it touched, in the same transaction, and is written to the audit log.
import type { EntityManager } from "@mikro-orm/core";
import type { InferResult } from "kysely";
import { containsPattern } from "../../../core/db.js";
import { first, rows, sql as typedSql } from "../../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../../core/i18n.js";
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
const STATE = typedSql.raw<CommentState>(STATE_SQL);

/** The comments (`c`) a filter matches, with their product's texts in the language (else the default language's). */
function matching(language: string, filter: AdminCommentFilter) {
  const search = filter.search?.trim();
  const like = search ? containsPattern(search) : "";
  return db
    .selectFrom("product_comment as c")
    .leftJoin("product_translation as t", (join) => join.onRef("t.product_id", "=", "c.product_id").on("t.language", "=", language))
    .leftJoin("product_translation as t0", (join) => join.onRef("t0.product_id", "=", "c.product_id").on("t0.language", "=", typedSql.lit(DEFAULT_LANGUAGE)))
    .$if(Boolean(filter.state), (query) => query.where(STATE, "=", filter.state!))
    .$if(Boolean(filter.productId), (query) => query.where("c.product_id", "=", filter.productId!))
    .$if(Boolean(filter.rate), (query) => query.where("c.rate", "=", filter.rate!))
    .$if(Boolean(search), (query) =>
      query.where((eb) =>
        eb.or([
          eb("c.title", "ilike", like),
          eb("c.text", "ilike", like),
          eb("c.customer_name", "ilike", like),
          eb(eb.fn.coalesce("t.title", "t0.title", typedSql.lit("")), "ilike", like),
        ]),
      ),
    );
}

const listed = (language: string, filter: AdminCommentFilter) =>
  matching(language, filter).select((eb) => [
    "c.id",
    "c.product_id",
    "c.customer_id",
    "c.customer_name",
    "c.title",
    "c.text",
    "c.rate",
    "c.created_at",
    STATE.as("state"),
    eb.fn.coalesce("t.title", "t0.title", typedSql.lit("")).as("product_name"),
    eb.fn.coalesce("t.seo_link", "t0.seo_link", typedSql.lit("")).as("product_seo_link"),
  ]);

const recordOf = (r: InferResult<ReturnType<typeof listed>>[number]): AdminCommentRecord => ({
  id: r.id,
  productId: r.product_id,
  productName: r.product_name,
  productSeoLink: r.product_seo_link,
  customerId: r.customer_id,
  customerName: r.customer_name,
  title: r.title,
  text: r.text,
  rate: r.rate,
  state: r.state,
  createdAt: r.created_at.toISOString(),
});

/** One page of the queue (waiting first, then newest) with the count of all matching comments. */
export async function listComments(scope: RequestScope, filter: AdminCommentFilter, page: number, pageSize: number) {
  const [items, count] = await Promise.all([
    rows(
      scope.em,
      listed(scope.language, filter)
        .orderBy(typedSql`${STATE} = 'waiting'`, "desc")
        .orderBy("c.created_at", "desc")
        .orderBy("c.id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ),
    first(scope.em, matching(scope.language, filter).select((eb) => eb.fn.countAll<number>().as("total"))),
  ]);
  return { items: items.map(recordOf), total: count?.total ?? 0, page, pageSize };
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
        .select(["c.id", "c.product_id", STATE.as("state")])
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
