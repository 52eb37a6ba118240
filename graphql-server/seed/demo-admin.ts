// The demo's first admin: an owner with a random password, made once when the embedded demo database has no admin
// yet. The login is told once, in the start-up log; a real shop makes its owner with `npm run admin:create`.
import { randomBytes } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import { createAdminUser, hasNoAdmin } from "../modules/admin/index.js";

export const DEMO_ADMIN_EMAIL = "admin@example.com";

/** The login of the owner it made, or null when the shop already has an admin. */
export async function seedDemoAdmin(rootEm: EntityManager, chosenPassword?: string): Promise<{ email: string; password: string } | null> {
  const em = rootEm.fork();
  if (!(await hasNoAdmin(em))) return null;
  const password = chosenPassword || randomBytes(12).toString("base64url");
  const made = await createAdminUser(em, { email: DEMO_ADMIN_EMAIL, name: "Demo owner", password, roles: ["owner"] });
  return made.ok ? { email: DEMO_ADMIN_EMAIL, password } : null;
}
