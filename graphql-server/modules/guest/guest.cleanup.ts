// Housekeeping of anonymous shopping (docs/decisions/015): expired tokens, guests nobody can reach any more and
// carts left empty. A guest with orders is never deleted (its orders, the order lookup and the mails refer to it).
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";

export interface ShopperRetention {
  /** Tokens and guests go this many days after the (last) token expired. */
  expiredGuestDays: number;
  /** Carts without lines go this many days after their last change. */
  emptyCartDays: number;
}

export const DEFAULT_SHOPPER_RETENTION: ShopperRetention = { expiredGuestDays: 7, emptyCartDays: 30 };

export interface CleanupReport {
  tokens: number;
  guests: number;
  carts: number;
  addresses: number;
  emptyCarts: number;
}

/** Guests deleted per statement: a first run on a large backlog works in bounded steps. */
const BATCH = 2000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Deletes, as of `now`: guests created and with every token expired more than `expiredGuestDays` ago that have
 * no order (with their carts — lines go by cascade — and addresses), then tokens expired that long ago, then carts
 * without lines unchanged for `emptyCartDays`. Each statement re-checks its conditions, so it is safe while shoppers
 * keep shopping and when two runs overlap.
 */
export async function cleanupExpiredShoppers(
  em: EntityManager,
  now: Date,
  retention: ShopperRetention = DEFAULT_SHOPPER_RETENTION,
): Promise<CleanupReport> {
  const report: CleanupReport = { tokens: 0, guests: 0, carts: 0, addresses: 0, emptyCarts: 0 };
  const guestCutoff = daysBefore(now, retention.expiredGuestDays);
  // Guests first: their tokens are the evidence of expiry (a guest without any token row counts as expired).
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
       ), carts as (
         delete from cart c using doomed d where c.shopper_kind = 'guest' and c.shopper_id = d.id returning c.id
       ), addresses as (
         delete from address a using doomed d where a.shopper_kind = 'guest' and a.shopper_id = d.id returning a.id
       )
       select (select count(*) from doomed) as guests, (select count(*) from carts) as carts,
              (select count(*) from addresses) as addresses`,
      [guestCutoff, guestCutoff],
    );
    report.guests += num(row.guests);
    report.carts += num(row.carts);
    report.addresses += num(row.addresses);
    if (num(row.guests) < BATCH) break;
  }
  const [tokens] = await sql(
    em,
    `with gone as (delete from auth_token where expires_at < ?::timestamptz returning 1) select count(*) as n from gone`,
    [guestCutoff],
  );
  report.tokens = num(tokens.n);
  const [carts] = await sql(
    em,
    `with gone as (
       delete from cart c where c.updated_at < ?::timestamptz
         and not exists (select 1 from cart_product p where p.cart_id = c.id)
       returning 1)
     select count(*) as n from gone`,
    [daysBefore(now, retention.emptyCartDays)],
  );
  report.emptyCarts = num(carts.n);
  return report;
}
