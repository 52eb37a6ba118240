// Members for browser tests: registered through the public API (faster than the form, and the same account), signed
// into a browser by its cookies, and the mails the shop sent them read from the server's dev outbox folder.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext, BrowserContext } from "@playwright/test";

export interface E2EMember {
  id: number;
  token: string;
  email: string;
  /** The phone the member registered with (where the shop texts its codes). */
  phone: string;
  password: string;
  firstName: string;
}

/**
 * How long a step that hashes a password (argon2id: registration, signing in) and then opens the next page may take
 * to show its result: longer than one page on a shared 2-core machine.
 */
export const PASSWORD_STEP_TIMEOUT = 20_000;

let counter = 0;

export async function registerMemberByApi(request: APIRequestContext, baseURL: string, language = "tr"): Promise<E2EMember> {
  counter += 1;
  const n = `${Date.now() % 100_000}${process.pid % 100}${counter}`.slice(-7).padStart(7, "0");
  const member = { name: "Deniz", surname: "Kaya", email: `e2e${n}-${Math.random().toString(36).slice(2, 6)}@example.shop`, phone: `0533${n}`, password: "first password 1" };
  const res = await request.post(`${baseURL}/api/v1/customer/add?language=${language}`, { data: { ...member, kvkk: true, membership_agreement: true } });
  const body = (await res.json()) as { success: boolean; token: string; user: { id: number } };
  if (!body.success) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  return { id: body.user.id, token: body.token, email: member.email, phone: member.phone, password: member.password, firstName: member.name };
}

/** Signs the browser in as the storefront does: the token and the member's g_u_i cookie. */
export async function signInBrowser(context: BrowserContext, baseURL: string, member: E2EMember): Promise<void> {
  const user = encodeURIComponent(JSON.stringify({ id: member.id, name: member.firstName, surname: "Kaya" }));
  await context.addCookies([
    { name: "g_u_t", value: member.token, url: baseURL },
    { name: "g_u_i", value: user, url: baseURL },
  ]);
}

/** The dev outbox the test server writes (playwright.config.ts: DATA_DIR/outbox). */
const outbox = () => path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e", "outbox");

/** The newest mail to `to` whose subject is `subject` (null while none has been sent). */
export function newestMail(to: string, subject: string): { text: string; html: string } | null {
  let files: string[];
  try {
    files = readdirSync(outbox()).filter((f) => f.endsWith(".json"));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const mail = JSON.parse(readFileSync(path.join(outbox(), file), "utf8")) as { to: string; subject: string; text: string; html: string };
    if (mail.to === to && mail.subject === subject) return mail;
  }
  return null;
}
