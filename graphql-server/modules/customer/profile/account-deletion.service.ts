// Deleting an account. The customer row stays, because the orders placed with it keep their owner (commercial and
// tax law keep invoices for years; each order holds its own copy of the names and addresses), but every personal
// field of it is replaced: the name by a placeholder, the email by one that cannot reach anyone, everything else
// emptied. The address book goes, the comments keep their text but no longer their author's name (the storefront
// shows them as anonymous ones), every session ends, the picture file is removed. The consent history stays as the
// proof that what was done while the account lived was agreed to, without the addresses it was given from, and a
// last row withdraws the commercial-message consent.
import type { EntityManager } from "@mikro-orm/core";
import type { Identity } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { formError, type FormErrorResult } from "../../../core/form.js";
import type { MediaStore } from "../../../core/media-store.js";
import { customerDatabase as db } from "../customer.database.js";
import type { MemberAddresses } from "./member-addresses.js";
import type { MemberComments } from "./member-comments.js";
import { revokeTokensOf } from "../../auth/index.js";
import { consentVersions, recordConsents } from "../consent.service.js";
import { verifyPassword } from "../../../core/password.js";
import { profileImageFile } from "./profile-image.service.js";

export type DeleteAccountOutcome = { __typename: "AccountDeleted"; deleted: true } | FormErrorResult;

/** What a deleted account's name reads as wherever it is still shown (an admin's customer list). */
export const DELETED_NAME = { firstName: "Silinmiş", lastName: "Üye" } as const;
/** Unique per account (the email column is), under a top-level domain that never exists. */
export const deletedEmail = (customerId: number) => `deleted-${customerId}@deleted.invalid`;

export async function deleteAccount(
  em: EntityManager,
  media: MediaStore,
  traces: { memberAddresses?: MemberAddresses; memberComments?: MemberComments },
  member: Identity,
  confirmation: { password?: string | null; confirm?: boolean | null },
): Promise<DeleteAccountOutcome> {
  const row = await first(em, db.selectFrom("customer").select(["password_hash", "image_path", "commercial_consent"]).where("id", "=", member.id).where("deleted_at", "is", null));
  if (!row) return formError([{ field: "password", key: "no_customer" }], "NO_CUSTOMER");
  const hash = row.password_hash;
  if (hash !== null) {
    if (!confirmation.password) return formError([{ field: "password", key: "field_required_password" }]);
    if (!(await verifyPassword(hash, confirmation.password))) return formError([{ field: "password", key: "password_incorrect" }], "PASSWORD_INCORRECT");
  } else if (confirmation.confirm !== true) {
    return formError([{ field: "confirm", key: "field_required_delete_confirm" }]);
  }
  await em.transactional(async (tx) => {
    if (row.commercial_consent) {
      const versions = await consentVersions(tx);
      await recordConsents(tx, member.id, null, [{ kind: "commercial", accepted: false, textVersion: versions.commercial }]);
    }
    await rows(tx, db.updateTable("customer_consent").set({ client_ip: null }).where("customer_id", "=", member.id));
    await rows(
      tx,
      db
        .updateTable("customer")
        .set({
          first_name: DELETED_NAME.firstName,
          last_name: DELETED_NAME.lastName,
          email: deletedEmail(member.id),
          phone: null,
          password_hash: null,
          identity_number: null,
          birthday: null,
          gender: null,
          company_name: null,
          tax_office: null,
          tax_number: null,
          home_phone: null,
          office_phone: null,
          fax: null,
          country_id: null,
          state_id: null,
          city_id: null,
          zip_code: null,
          image_path: null,
          commercial_consent: false,
          phone_verified_at: null,
          email_verified_at: null,
          deleted_at: sql<Date>`now()`,
          updated_at: sql<Date>`now()`,
        })
        .where("id", "=", member.id),
    );
    await traces.memberAddresses?.deleteAll(tx, member.id);
    await traces.memberComments?.forgetAuthor(tx, member.id);
    await revokeTokensOf(tx, "customer", member.id);
  });
  // After the commit: a failed removal leaves an unreferenced file, never a row pointing at nothing.
  const image = row.image_path;
  if (image) await media.remove(profileImageFile(image));
  return { __typename: "AccountDeleted", deleted: true };
}
