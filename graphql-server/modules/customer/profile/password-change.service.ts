// Changing the password from the account area: the current password proves it is the member (a member who signed
// up through a social login and never had one sets a first password without it), the new one is typed twice. Every
// other session of the member ends — a password is changed because it may be known to someone else — and the
// session that changed it stays signed in.
import type { EntityManager } from "@mikro-orm/core";
import type { Identity } from "../../../core/context.js";
import { num, sql, strOrNull } from "../../../core/db.js";
import { formError, type FieldProblem, type FormErrorResult } from "../../../core/form.js";
import { revokeTokensOf } from "../../auth/index.js";
import { newPasswordProblems } from "../customer.service.js";
import { hashPassword, verifyPassword } from "../../../core/password.js";

export type PasswordChangeOutcome = { __typename: "PasswordChanged"; endedSessions: number } | FormErrorResult;

export interface PasswordChangeInput {
  currentPassword?: string | null;
  newPassword?: string | null;
  newPasswordRepeat?: string | null;
}

export async function changePassword(em: EntityManager, member: Identity, input: PasswordChangeInput): Promise<PasswordChangeOutcome> {
  const [row] = await sql(em, `select password_hash from customer where id = ? and deleted_at is null`, [member.id]);
  const hash = row ? strOrNull(row.password_hash) : null;
  const problems: FieldProblem[] = [];
  if (hash !== null && !input.currentPassword) problems.push({ field: "currentPassword", key: "field_required_password" });
  problems.push(...newPasswordProblems("newPassword", input.newPassword, "newPasswordRepeat", input.newPasswordRepeat));
  if (problems.length) return formError(problems);
  if (hash !== null && !(await verifyPassword(hash, input.currentPassword!))) {
    return formError([{ field: "currentPassword", key: "password_incorrect" }], "PASSWORD_INCORRECT");
  }
  const newHash = await hashPassword(input.newPassword!);
  return em.transactional(async (tx) => {
    await sql(tx, `update customer set password_hash = ?, updated_at = now() where id = ?`, [newHash, member.id]);
    const [count] = await sql(tx, `select count(*) as n from auth_token where role = 'customer' and subject_id = ? and id <> ?`, [member.id, member.tokenId ?? 0]);
    await revokeTokensOf(tx, "customer", member.id, member.tokenId ?? null);
    return { __typename: "PasswordChanged" as const, endedSessions: num(count.n) };
  });
}
