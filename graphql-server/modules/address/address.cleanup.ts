// Housekeeping of the address book: addresses of guests that are gone (the guest module deletes unreachable guests).
import type { EntityManager } from "@mikro-orm/core";
import { first, sql } from "../../core/database.js";
import { addressDatabase as db } from "./address.database.js";

export async function cleanupAddresses(em: EntityManager): Promise<{ addresses: number }> {
  const row = await first(
    em,
    db
      .with("gone", (cte) =>
        cte
          .deleteFrom("address")
          .where("shopper_kind", "=", sql.lit("guest"))
          .where((eb) => eb.not(eb.exists(eb.selectFrom("guest as g").select("g.id").whereRef("g.id", "=", "address.shopper_id"))))
          .returning("id"),
      )
      .selectFrom("gone")
      .select((eb) => eb.fn.countAll<number>().as("n")),
  );
  return { addresses: row!.n };
}
