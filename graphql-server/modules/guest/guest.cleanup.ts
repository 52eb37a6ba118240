// Housekeeping of anonymous shopping (docs/decisions/015): guests nobody can reach any more. A guest with orders is
// never deleted (its orders, the order lookup and the mails refer to it). The guest's carts and addresses go with
// the cleanups of their own modules, which remove rows whose guest is gone.
import type { EntityManager } from "@mikro-orm/core";
import { first, sql } from "../../core/database.js";
import { daysBefore, type Retention } from "../../core/housekeeping.js";
import { guestDatabase as db } from "./guest.database.js";

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
    const at = sql<Date>`${cutoff}::timestamptz`;
    const row = await first(
      em,
      db
        .with("doomed", (cte) =>
          cte
            .deleteFrom("guest")
            .where("guest.id", "in", (eb) =>
              eb
                .selectFrom("guest as g2")
                .select("g2.id")
                .where("g2.created_at", "<", at)
                .where(({ not, exists, selectFrom }) =>
                  not(
                    exists(
                      selectFrom("auth_token as t")
                        .select("t.id")
                        .where("t.role", "=", sql.lit("guest"))
                        .whereRef("t.subject_id", "=", "g2.id")
                        .where("t.expires_at", ">=", at),
                    ),
                  ),
                )
                .where(({ not, exists, selectFrom }) =>
                  not(exists(selectFrom("shop_order as o").select("o.id").where("o.shopper_kind", "=", sql.lit("guest")).whereRef("o.shopper_id", "=", "g2.id"))),
                )
                .orderBy("g2.id")
                .limit(sql.lit(BATCH)),
            )
            .returning("guest.id"),
        )
        .selectFrom("doomed")
        .select((eb) => eb.fn.countAll<number>().as("guests")),
    );
    const deleted = row!.guests;
    guests += deleted;
    if (deleted < BATCH) return { guests };
  }
}
