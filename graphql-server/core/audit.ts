// The audit log: one row per admin write (who, when, what, the record before and after). Every module that lets an
// admin change something writes here, so the log is the kernel's and not the admin module's: a module reaching for
// audit() through the admin module made admin depend on the modules and the modules on admin. The log is only
// appended to; the admin module shows it (it declares the table in its reads).
import { defineEntity, type EntityManager } from "@mikro-orm/core";
import type { Auth } from "./context.js";
import { sql } from "./db.js";

export const AdminAuditSchema = defineEntity({
  name: "AdminAudit",
  tableName: "admin_audit",
  indexes: [{ properties: ["entity", "entityId"] }, { properties: ["adminId"] }, { properties: ["createdAt"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** Null for writes no signed-in admin made (the command line, the demo seed). */
    adminId: p.integer().nullable(),
    action: p.string().length(64),
    entity: p.string().length(64),
    entityId: p.string().length(64).nullable(),
    before: p.json<unknown>().nullable(),
    after: p.json<unknown>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  }),
});

export interface AuditEntry {
  /** What was done, a verb in code form: create, update, delete, status, login, … */
  action: string;
  /** The kind of record: product, order, admin_user, … */
  entity: string;
  id?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** Anything carrying the unit of work and the caller (a request's context, or one with a transaction's em). */
export interface AuditScope {
  em: EntityManager;
  auth: Pick<Auth, "admin">;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Appends one entry, in the caller's unit of work (inside its transaction when it has one). */
export async function audit(scope: AuditScope, entry: AuditEntry): Promise<void> {
  await sql(
    scope.em,
    `insert into admin_audit (admin_id, action, entity, entity_id, before, after, created_at) values (?, ?, ?, ?, ?::jsonb, ?::jsonb, now())`,
    [scope.auth.admin?.id ?? null, entry.action.slice(0, 64), entry.entity.slice(0, 64), entry.id == null ? null : String(entry.id).slice(0, 64), json(entry.before), json(entry.after)],
  );
}
