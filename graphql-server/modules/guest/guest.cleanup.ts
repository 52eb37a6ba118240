// Housekeeping of anonymous shopping (docs/decisions/015): guests nobody can reach any more. A guest with orders is
// never deleted (its orders, the order lookup and the mails refer to it). The guest's carts and addresses go with
// the cleanups of their own modules, which remove rows whose guest is gone.
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";
import { daysBefore, type Retention } from "../../core/housekeeping.js";

/** Guests deleted per statement: a first run on a large backlog works in bounded steps. */
const BATCH = 2000;

/**
 * Deletes, as of `now`, guests created and with every token expired more than `expiredGuestDays` ago that have no
 * order. The statement re-checks its conditions, so it is safe while shoppers keep shopping and when runs overlap.
 */
export async function cleanupExpiredGuests(em: EntityManager, now: Date, retention: Retention): Promise<{ guests: number }> {
  const cutoff = daysBefore(now, retention.expiredGuestDays);
  let guests = 0;
  for (;;) {
    const [row] = await sql(
      em,
      `with doomed as (
         delete from guest g where g.id in (
           select g2.id from guest g2
           where g2.created_at < ?::timestamptz
             and not exists (select 1 from auth_token t where t.role = 'guest' and t.subject_id = g2.id and t.expires_at >= ?::timestamptz)
             and not exists (select 1 from shop_order o where o.shopper_kind = 'guest' and o.shopper_id = g2.id)
           order by g2.id limit ${BATCH})
         returning g.id
       )
       select count(*) as guests from doomed`,
      [cutoff, cutoff],
    );
    guests += num(row.guests);
    if (num(row.guests) < BATCH) return { guests };
  }
}
