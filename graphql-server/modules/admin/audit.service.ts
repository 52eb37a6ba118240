// The audit log as the admin pages show it. The log is the kernel's (core/audit.ts writes it); this module reads it,
// with the names of the admins who wrote it.
import type { EntityManager } from "@mikro-orm/core";
import { first, rows } from "../../core/database.js";
import { inParallel } from "../../core/db.js";
import { adminDatabase as db } from "./admin.database.js";

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export const AUDIT_SORTS = ["newest", "oldest"] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

export interface AuditQuery {
  entity?: string | null;
  adminId?: number | null;
  /** Part of the action, the entity, the record id or the admin's email or name. */
  search?: string | null;
  sort?: AuditSort | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface AuditRecord {
  id: number;
  adminId: number | null;
  adminName: string | null;
  adminEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: string | null;
  after: string | null;
  createdAt: string;
}

export const MAX_AUDIT_PAGE_SIZE = 100;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the log, newest first unless asked otherwise, with the count of all matching entries. */
export async function listAudit(em: EntityManager, query: AuditQuery): Promise<{ items: AuditRecord[]; total: number; page: number; pageSize: number }> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), MAX_AUDIT_PAGE_SIZE);
  const page = Math.max(query.page ?? 1, 1);
  const search = query.search?.trim();
  const pattern = search ? likePattern(search.slice(0, 100)) : null;
  const matching = db
    .selectFrom("admin_audit as a")
    .leftJoin("admin_user as u", "u.id", "a.admin_id")
    .$if(Boolean(query.entity), (q) => q.where("a.entity", "=", query.entity!))
    .$if(Boolean(query.adminId), (q) => q.where("a.admin_id", "=", query.adminId!))
    .$if(pattern !== null, (q) =>
      q.where((eb) =>
        eb.or([eb("a.action", "ilike", pattern!), eb("a.entity", "ilike", pattern!), eb("a.entity_id", "ilike", pattern!), eb("u.email", "ilike", pattern!), eb("u.name", "ilike", pattern!)]),
      ),
    );
  const direction = query.sort === "oldest" ? "asc" : "desc";
  const [entries, counted] = await inParallel(em, [
    () =>
      rows(
        em,
        matching
          .selectAll("a")
          .select(["u.name as admin_name", "u.email as admin_email"])
          .orderBy("a.created_at", direction)
          .orderBy("a.id", direction)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ),
    () => first(em, matching.select((eb) => eb.fn.countAll<number>().as("n"))),
  ]);
  return {
    items: entries.map((row) => ({
      id: row.id,
      adminId: row.admin_id,
      adminName: row.admin_name,
      adminEmail: row.admin_email,
      action: row.action,
      entity: row.entity,
      entityId: row.entity_id,
      before: json(row.before),
      after: json(row.after),
      createdAt: row.created_at.toISOString(),
    })),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}

/** The kinds of record the log has entries for (the list page's filter). */
export async function auditEntities(em: EntityManager): Promise<string[]> {
  const entries = await rows(em, db.selectFrom("admin_audit").select("entity").distinct().orderBy("entity"));
  return entries.map((entry) => entry.entity);
}
