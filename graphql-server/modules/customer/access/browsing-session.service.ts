// Browsing sessions: the storefront reports when a signed-in member starts looking at the shop (page load, tab shown
// again) and stops (tab hidden a few seconds, page closed). A start with the id of the member's own open session
// continues it; any other id (unknown, ended, another member's) starts a new one, so nobody can extend or end a
// session that is not theirs.
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { first, rows, sql } from "../../../core/database.js";
import { customerDatabase as db } from "../customer.database.js";

/** Sessions are kept this long after they were last seen, then the cleanup removes them. */
export const SESSION_RETENTION_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Continues the member's open session `sessionId`, else starts a new one; returns the session's id. */
export async function startBrowsingSession(em: EntityManager, customerId: number, sessionId: string | null | undefined, now = new Date()): Promise<string> {
  const at = now.toISOString();
  if (sessionId && UUID.test(sessionId)) {
    const continued = await first(
      em,
      db
        .updateTable("customer_session")
        .set({ last_seen_at: at })
        .where("id", "=", sessionId.toLowerCase())
        .where("customer_id", "=", customerId)
        .where("ended_at", "is", null)
        .returning("id"),
    );
    if (continued) return continued.id;
  }
  const id = randomUUID();
  await rows(em, db.insertInto("customer_session").values({ id, customer_id: customerId, started_at: at, last_seen_at: at }));
  return id;
}

/** Ends the member's session; false when the member has no such session (unknown, or someone else's). */
export async function endBrowsingSession(em: EntityManager, customerId: number, sessionId: string, now = new Date()): Promise<boolean> {
  if (!UUID.test(sessionId)) return false;
  const at = now.toISOString();
  // An already ended session stays ended at its first end (a beacon may arrive twice).
  const ended = await rows(
    em,
    db
      .updateTable("customer_session")
      .set({ ended_at: sql<Date>`coalesce(ended_at, ${at})`, last_seen_at: sql<Date>`greatest(last_seen_at, ${at})` })
      .where("id", "=", sessionId.toLowerCase())
      .where("customer_id", "=", customerId)
      .returning("id"),
  );
  return ended.length > 0;
}

/** Housekeeping: sessions not seen for SESSION_RETENTION_DAYS. */
export async function deleteOldSessions(em: EntityManager, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SESSION_RETENTION_DAYS * 86_400_000).toISOString();
  const row = await first(
    em,
    db
      .with("gone", (cte) => cte.deleteFrom("customer_session").where("last_seen_at", "<", sql<Date>`${before}`).returning("id"))
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return row!.n;
}
