// A member's address book for the customer module (the memberAddresses service): listed in the copy of the member's
// data, and deleted with the account — personal data the shop no longer needs (each order keeps its own copy of the
// addresses it was sent to and invoiced at).
import type { EntityManager } from "@mikro-orm/core";
import { rows } from "../../core/database.js";
import type { RequestScope, Shopper } from "../../core/context.js";
import { forgetCartAddress } from "../cart/index.js";
import { addressDatabase as db } from "./address.database.js";
import { listAddresses } from "./address.service.js";

/** Deletes every address of the shopper and clears them from the cart; returns how many there were. */
export async function deleteAddressesOf(tx: EntityManager, shopper: Shopper): Promise<number> {
  const deleted = await rows(tx, db.deleteFrom("address").where("shopper_kind", "=", shopper.kind).where("shopper_id", "=", shopper.id).returning("id"));
  for (const row of deleted) await forgetCartAddress(tx, shopper, row.id);
  return deleted.length;
}

/** What the customer module asks of a member's addresses (its MemberAddresses interface). */
export const memberAddressesService = {
  list: (scope: RequestScope, customerId: number) => listAddresses(scope, { kind: "customer", id: customerId }),
  deleteAll: (tx: EntityManager, customerId: number) => deleteAddressesOf(tx, { kind: "customer", id: customerId }),
};
