// The work of `npm run admin:create`, apart from the database and the terminal so that a test can run it.
import type { EntityManager } from "@mikro-orm/core";
import { ADMIN_ROLES, createAdminUser, type AdminRole } from "../graphql-server/modules/admin/index.js";

export interface AdminCreateFlags {
  email?: string;
  name?: string;
  password?: string;
  role?: string[];
}

type Ask = (question: string, hidden?: boolean) => Promise<string>;

const isRole = (value: string): value is AdminRole => (ADMIN_ROLES as readonly string[]).includes(value);

export async function runAdminCreate(em: EntityManager, flags: AdminCreateFlags, ask: Ask): Promise<{ ok: boolean; message: string }> {
  const roles = flags.role?.length ? flags.role : ["owner"];
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length) return { ok: false, message: `Unknown role ${unknown.join(", ")}; roles are ${ADMIN_ROLES.join(", ")}.` };
  const email = flags.email ?? (await ask("Email: "));
  const name = flags.name ?? (await ask("Name: "));
  const password = flags.password ?? (await ask("Password (at least 8 characters): ", true));
  const made = await createAdminUser(em, { email, name, password, roles: roles.filter(isRole) });
  if (!made.ok) {
    const fields = made.problems.map((problem) => (problem.message === "taken" ? `${problem.field}: already an admin` : `${problem.field}: ${problem.message}`));
    return { ok: false, message: `Not created. ${fields.join("; ")}` };
  }
  return { ok: true, message: `Admin ${made.admin.email} (${made.admin.roles.join(", ")}) created; sign in at /login.` };
}
