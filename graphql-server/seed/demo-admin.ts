// The demo's first admin: an owner with a random password, made once when the embedded demo database has no admin
// yet; a real shop makes its owner with `npm run admin:create`. Its login is kept in a file beside the data and
// told again at every start, as long as that password still signs in: someone trying the demo a week later has no
// other way back in, and once the owner chose a password of their own the file (a password in clear) goes.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EntityManager } from "@mikro-orm/core";
import { adminPasswordIs, createAdminUser, hasNoAdmin } from "../modules/admin/index.js";

export const DEMO_ADMIN_EMAIL = "admin@example.com";

export interface DemoAdminLogin {
  email: string;
  password: string;
}

/** Where the demo keeps its owner's login: beside the embedded database's folder, in DATA_DIR. */
export const demoAdminFileOf = (pgliteDataDir: string) => path.join(path.dirname(path.resolve(pgliteDataDir)), "demo-admin.txt");

/** The login of the owner it made (also written to `file` when given), or null when the shop already has an admin. */
export async function seedDemoAdmin(rootEm: EntityManager, chosenPassword?: string, file?: string): Promise<DemoAdminLogin | null> {
  const em = rootEm.fork();
  if (!(await hasNoAdmin(em))) return null;
  const password = chosenPassword || randomBytes(12).toString("base64url");
  const made = await createAdminUser(em, { email: DEMO_ADMIN_EMAIL, name: "Demo owner", password, roles: ["owner"] });
  if (!made.ok) return null;
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true });
    const text = [
      "The demo shop's owner, made at its first start. Sign in at /login.",
      "This file goes away at the first start after the password is changed.",
      `email: ${DEMO_ADMIN_EMAIL}`,
      `password: ${password}`,
      "",
    ].join("\n");
    writeFileSync(file, text, { mode: 0o600 });
  }
  return { email: DEMO_ADMIN_EMAIL, password };
}

/** The login kept in `file` while it still signs in; a file whose password no longer does is removed. */
export async function rememberedDemoAdmin(rootEm: EntityManager, file: string): Promise<DemoAdminLogin | null> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return null;
  }
  const field = (name: string) => new RegExp(`^${name}: (.+)$`, "m").exec(text)?.[1]?.trim() ?? "";
  const login = { email: field("email"), password: field("password") };
  if (login.email && login.password && (await adminPasswordIs(rootEm.fork(), login.email, login.password))) return login;
  rmSync(file, { force: true });
  return null;
}
