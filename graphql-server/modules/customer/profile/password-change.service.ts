// Changing the password from the account area: the current password proves it is the member (a member who signed
// up through a social login and never had one sets a first password without it), the new one is typed twice. Every
// other session of the member ends — a password is changed because it may be known to someone else — and the
// session that changed it stays signed in.
import type { EntityManager } from "@mikro-orm/core";
import type { Identity } from "../../../core/context.js";
import { first, rows, sql } from "../../../core/database.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { revokeTokensOf } from "../../auth/index.js";
import { newPasswordProblems } from "../customer.service.js";
import { hashPassword, verifyPassword } from "../../../core/password.js";
import { customerDatabase as db } from "../customer.database.js";

export type PasswordChangeOutcome = { __typename: "PasswordChanged"; endedSessions: number } | FormErrorResult;

export interface PasswordChangeInput {
  currentPassword?: string | null;
  newPassword?: string | null;
  newPasswordRepeat?: string | null;
}

export async function changePassword(em: EntityManager, member: Identity, input: PasswordChangeInput): Promise<PasswordChangeOutcome> {
  const row = await first(em, db.selectFrom("customer").select("password_hash").where("id", "=", member.id).where("deleted_at", "is", null));
  const hash = row?.password_hash ?? null;
  const problems: FieldProblem[] = [];
  if (hash !== null && !input.currentPassword) problems.push({ field: "currentPassword", key: "field_required_password" });
  problems.push(...newPasswordProblems("newPassword", input.newPassword, "newPasswordRepeat", input.newPasswordRepeat));
  if (problems.length) return formError(problems);
  if (hash !== null && !(await verifyPassword(hash, input.currentPassword!))) {
    return formError([{ field: "currentPassword", key: "password_incorrect" }], "PASSWORD_INCORRECT");
  }
  const newHash = await hashPassword(input.newPassword!);
  return em.transactional(async (tx) => {
    await rows(tx, db.updateTable("customer").set({ password_hash: newHash, updated_at: sql<Date>`now()` }).where("id", "=", member.id));
    const count = await first(
      tx,
      db
        .selectFrom("auth_token")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("role", "=", "customer")
        .where("subject_id", "=", member.id)
        .where("id", "<>", member.tokenId ?? 0),
    );
    await revokeTokensOf(tx, "customer", member.id, member.tokenId ?? null);
    return { __typename: "PasswordChanged" as const, endedSessions: count!.n };
  });
}
