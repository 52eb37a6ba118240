// A member's mobile number set on its own (the checkout asks a member who has none, after a social login). Only a
// mobile number: the next step texts a code to it. Unique among live members, like the profile form's.
import type { EntityManager } from "@mikro-orm/core";
import { normalisePhone } from "../../../../shared/phone.js";
import { first, rows, sql } from "../../../core/database.js";
import { formError } from "../../../core/form.js";
import { customerDatabase as db } from "../customer.database.js";
import { getCustomerProfile, isUniqueViolation } from "../customer.service.js";
import type { ProfileOutcome } from "../profile/index.js";

const phoneDuplicate = () => formError([{ field: "phone", key: "phone_duplicate" }], "PHONE_DUPLICATE");

async function takenByAnother(em: EntityManager, phone: string, customerId: number): Promise<boolean> {
  const holder = await first(em, db.selectFrom("customer").select("id").where("phone", "=", phone).where("id", "<>", customerId).where("deleted_at", "is", null));
  return holder !== undefined;
}

export async function setMemberPhone(em: EntityManager, customerId: number, raw: string): Promise<ProfileOutcome> {
  if (raw.trim() === "") return formError([{ field: "phone", key: "field_required_phone" }]);
  const phone = normalisePhone(raw);
  if (phone === null) return formError([{ field: "phone", key: "field_invalid_phone" }]);
  if (await takenByAnother(em, phone, customerId)) return phoneDuplicate();
  try {
    // The same number keeps its confirmation; another one needs a new code.
    await rows(
      em,
      db
        .updateTable("customer")
        .set({ phone, phone_verified_at: sql<Date | null>`case when phone = ${phone} then phone_verified_at end`, updated_at: sql<Date>`now()` })
        .where("id", "=", customerId)
        .where("deleted_at", "is", null),
    );
  } catch (error) {
    // Another member took the number between the check and the update.
    if (!isUniqueViolation(error)) throw error;
    return phoneDuplicate();
  }
  const profile = await getCustomerProfile(em, customerId);
  if (!profile) return formError([{ field: "phone", key: "no_customer" }], "NO_CUSTOMER");
  return { __typename: "Customer", ...profile };
}
