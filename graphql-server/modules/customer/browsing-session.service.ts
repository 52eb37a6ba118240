// Browsing sessions: the storefront reports when a signed-in member starts looking at the shop (page load, tab shown
// again) and stops (tab hidden a few seconds, page closed). A start with the id of the member's own open session
// continues it; any other id (unknown, ended, another member's) starts a new one, so nobody can extend or end a
// session that is not theirs.
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";

/** Sessions are kept this long after they were last seen, then the cleanup removes them. */
export const SESSION_RETENTION_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Continues the member's open session `sessionId`, else starts a new one; returns the session's id. */
export async function startBrowsingSession(em: EntityManager, customerId: number, sessionId: string | null | undefined, now = new Date()): Promise<string> {
  const at = now.toISOString();
  if (sessionId && UUID.test(sessionId)) {
    const [continued] = await sql(em, `update customer_session set last_seen_at = ? where id = ? and customer_id = ? and ended_at is null returning id`, [
      at,
      sessionId.toLowerCase(),
      customerId,
    ]);
    if (continued) return String(continued.id);
  }
  const id = randomUUID();
  await sql(em, `insert into customer_session (id, customer_id, started_at, last_seen_at) values (?, ?, ?, ?)`, [id, customerId, at, at]);
  return id;
}

/** Ends the member's session; false when the member has no such session (unknown, or someone else's). */
export async function endBrowsingSession(em: EntityManager, customerId: number, sessionId: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const at = now.toISOString();
  // An already ended session stays ended at its first end (a beacon may arrive twice).
  const rows = await sql(em, `update customer_session set ended_at = coalesce(ended_at, ?), last_seen_at = greatest(last_seen_at, ?) where id = ? and customer_id = ? returning id`, [
    at,
    at,
    sessionId.toLowerCase(),
    customerId,
  ]);
  return rows.length > 0;
}

/** Housekeeping: sessions not seen for SESSION_RETENTION_DAYS. */
export async function deleteOldSessions(em: EntityManager, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000).toISOString();
  const [row] = await sql(em, `with gone as (delete from customer_session where last_seen_at < ? returning 1) select count(*) as n from gone`, [before]);
  return num(row.n);
}
