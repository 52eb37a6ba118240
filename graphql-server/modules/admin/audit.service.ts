// The audit log as the admin pages show it. The log is the kernel's (core/audit.ts writes it); this module reads it,
// with the names of the admins who wrote it.
import type { EntityManager } from "@mikro-orm/core";
import { rows } from "../../core/database.js";
import { inParallel, iso, num, numOrNull, sql, str, strOrNull } from "../../core/db.js";
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
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.entity) {
    where.push(`a.entity = ?`);
    params.push(query.entity);
  }
  if (query.adminId) {
    where.push(`a.admin_id = ?`);
    params.push(query.adminId);
  }
  const search = query.search?.trim();
  if (search) {
    where.push(`(a.action ilike ? or a.entity ilike ? or a.entity_id ilike ? or u.email ilike ? or u.name ilike ?)`);
    params.push(...Array(5).fill(likePattern(search.slice(0, 100))));
  }
  const filter = where.length ? `where ${where.join(" and ")}` : "";
  const order = query.sort === "oldest" ? "a.created_at asc, a.id asc" : "a.created_at desc, a.id desc";
  const from = `from admin_audit a left join admin_user u on u.id = a.admin_id ${filter}`;
  const [rows, counted] = await inParallel(em, [
    () => sql(em, `select a.*, u.name as admin_name, u.email as admin_email ${from} order by ${order} limit ? offset ?`, [...params, pageSize, (page - 1) * pageSize]),
    () => sql(em, `select count(*) as n ${from}`, params),
  ]);
  return {
    items: rows.map((row) => ({
      id: num(row.id),
      adminId: numOrNull(row.admin_id),
      adminName: strOrNull(row.admin_name),
      adminEmail: strOrNull(row.admin_email),
      action: str(row.action),
      entity: str(row.entity),
      entityId: strOrNull(row.entity_id),
      before: json(row.before),
      after: json(row.after),
      createdAt: iso(row.created_at),
    })),
    total: num(counted[0]?.n),
    page,
    pageSize,
  };
}

/** The kinds of record the log has entries for (the list page's filter). */
export async function auditEntities(em: EntityManager): Promise<string[]> {
  const entries = await rows(em, db.selectFrom("admin_audit").select("entity").distinct().orderBy("entity"));
  return entries.map((entry) => entry.entity);
}
