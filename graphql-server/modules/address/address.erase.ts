// A member's address book for the customer module (the memberAddresses service): listed in the copy of the member's
// data, and deleted with the account — personal data the shop no longer needs (each order keeps its own copy of the
// addresses it was sent to and invoiced at).
import type { EntityManager } from "@mikro-orm/core";
import { num, sql } from "../../core/db.js";
import type { RequestScope, Shopper } from "../../core/context.js";
import { forgetCartAddress } from "../cart/index.js";
import { listAddresses } from "./address.service.js";

/** Deletes every address of the shopper and clears them from the cart; returns how many there were. */
export async function deleteAddressesOf(tx: EntityManager, shopper: Shopper): Promise<number> {
  const rows = await sql(tx, `delete from address where shopper_kind = ? and shopper_id = ? returning id`, [shopper.kind, shopper.id]);
  for (const row of rows) await forgetCartAddress(tx, shopper, num(row.id));
  return rows.length;
}

/** What the customer module asks of a member's addresses (its MemberAddresses interface). */
export const memberAddressesService = {
  list: (scope: RequestScope, customerId: number) => listAddresses(scope, { kind: "customer", id: customerId }),
  deleteAll: (tx: EntityManager, customerId: number) => deleteAddressesOf(tx, { kind: "customer", id: customerId }),
};
