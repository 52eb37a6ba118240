// A guest's earlier orders join the member's account once the member has proven the contact they were placed with
// (docs/decisions/041): a verified email claims the guest orders with that email, a verified phone those with that
// phone. Unverified contacts claim nothing: anybody can type someone else's address into a registration form.
// The order module moves the orders itself (it owns them); the customer module only announces the verification.
import type { EntityManager } from "@mikro-orm/core";
import { rows, sql } from "../../core/database.js";
import type { VerifiedContact } from "../customer/index.js";
import { orderDatabase as db } from "./order.database.js";
import { phoneKey } from "./order.read.js";

/** A phone key shorter than a full national number could match strangers' orders. */
const MIN_PHONE_DIGITS = 10;

/** Links the guest orders placed with the verified contact to the member; the ids of the orders claimed. */
export async function claimGuestOrders(em: EntityManager, customerId: number, contact: VerifiedContact): Promise<number[]> {
  const email = contact.email?.trim().toLowerCase() ?? "";
  const phone = contact.phone ? phoneKey(contact.phone) : "";
  const byEmail = email.includes("@");
  const byPhone = phone.length >= MIN_PHONE_DIGITS;
  if (!byEmail && !byPhone) return [];
  const claimed = await rows(
    em,
    db
      .updateTable("shop_order")
      .set({ shopper_kind: "customer", shopper_id: customerId, updated_at: sql<Date>`now()` })
      .where("shopper_kind", "=", "guest")
      .where((eb) =>
        eb.or([
          eb.and([eb.val(byEmail), eb(eb.fn("lower", ["email"]), "=", email)]),
          eb.and([eb.val(byPhone), eb(sql<string>`right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)`, "=", phone)]),
        ]),
      )
      .returning("id"),
  );
  return claimed.map((order) => order.id);
}
