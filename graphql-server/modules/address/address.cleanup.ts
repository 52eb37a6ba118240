// Housekeeping of the address book: addresses of guests that are gone (the guest module deletes unreachable guests).
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";

export async function cleanupAddresses(em: EntityManager): Promise<{ addresses: number }> {
  const [row] = await sql(
    em,
    `with gone as (
       delete from address a where a.shopper_kind = 'guest' and not exists (select 1 from guest g where g.id = a.shopper_id) returning 1)
     select count(*) as n from gone`,
  );
  return { addresses: num(row.n) };
}
