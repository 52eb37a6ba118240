// The owner's SMTP settings: their shape, how they are stored (the password sealed for this table and field, never
// sent back), and what the page and the audit log may see of them. Stored settings with a host win over SMTP_URL.
import type { EntityManager } from "@mikro-orm/core";
import { z } from "zod";
import { first, rows, sql } from "../../core/database.js";
import { badUserInput } from "../../core/errors.js";
import { open, seal } from "../../core/secret-box.js";
import { isStorableText } from "../../core/unstorable-text.js";
import { mailDatabase as db } from "./mail.database.js";

export const MAIL_SECURITIES = ["none", "starttls", "tls"] as const;
export type MailSecurity = (typeof MAIL_SECURITIES)[number];

const PASSWORD_CONTEXT = "mail_setting:smtp:password";

const text = (max: number) => z.string().trim().max(max).refine(isStorableText);
const address = z.union([z.literal(""), z.string().trim().max(255).email()]);

/** The settings as stored (the password sealed) and as the owner sends them (the password plain, empty to keep). */
export const mailSettingsShape = z.object({
  // A host name or an IPv4 address; empty means "no SMTP server of our own" (SMTP_URL or the dev outbox then).
  host: z.string().trim().max(253).regex(/^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^$/),
  port: z.number().int().min(1).max(65535),
  security: z.enum(MAIL_SECURITIES),
  username: text(255),
  password: z.string().max(512),
  fromName: text(120),
  fromAddress: address,
  replyTo: address,
});
export type MailSettings = z.infer<typeof mailSettingsShape>;

const EMPTY: MailSettings = { host: "", port: 587, security: "starttls", username: "", password: "", fromName: "", fromAddress: "", replyTo: "" };

/** The stored settings (the password still sealed), or the empty ones. A row that no longer parses counts as none. */
export async function storedMailSettings(em: EntityManager): Promise<MailSettings> {
  const row = await first(em, db.selectFrom("mail_setting").select("config").where("id", "=", 1));
  const raw = row?.config;
  const parsed = mailSettingsShape.safeParse({ ...EMPTY, ...(raw ?? {}) });
  return parsed.success ? parsed.data : EMPTY;
}

/** The SMTP server the stored settings name, with the password opened; null when they name none. */
export async function smtpFromSettings(em: EntityManager): Promise<(MailSettings & { password: string }) | null> {
  const stored = await storedMailSettings(em);
  if (!stored.host) return null;
  // A password that does not open (the key changed) is left out: the server then refuses us with a clear answer.
  return { ...stored, password: stored.password ? open(stored.password, PASSWORD_CONTEXT) ?? "" : "" };
}

/** What the settings page and the audit log see: the password only as set or not. */
export function visibleMailSettings(settings: MailSettings) {
  const { password, ...rest } = settings;
  return { ...rest, passwordSet: password !== "" };
}

/**
 * Stores the owner's settings: each value checked first (BAD_USER_INPUT naming the field), the password sealed, an
 * empty one keeping the stored password (the page never has it to send back) unless the user name is cleared too.
 */
export async function saveMailSettings(
  em: EntityManager,
  input: MailSettings,
  record: (tx: EntityManager, before: unknown, after: unknown) => Promise<void>,
) {
  const parsed = mailSettingsShape.safeParse(input);
  if (!parsed.success) throw badUserInput(String(parsed.error.issues[0]?.path[0] ?? "input"));
  const wanted = parsed.data;
  if (wanted.host && !wanted.fromAddress) throw badUserInput("fromAddress");
  if (!isStorableText(wanted.password)) throw badUserInput("password");
  return em.transactional(async (tx) => {
    await rows(tx, db.selectFrom("mail_setting").select("id").where("id", "=", 1).forUpdate());
    const before = await storedMailSettings(tx);
    const password = !wanted.username ? "" : wanted.password ? seal(wanted.password, PASSWORD_CONTEXT) : before.password;
    const after: MailSettings = { ...wanted, password };
    await rows(
      tx,
      db
        .insertInto("mail_setting")
        .values({ id: 1, config: JSON.stringify(after), updated_at: sql<Date>`now()` })
        .onConflict((conflict) => conflict.column("id").doUpdateSet((eb) => ({ config: eb.ref("excluded.config"), updated_at: eb.ref("excluded.updated_at") }))),
    );
    await record(tx, visibleMailSettings(before), visibleMailSettings(after));
    return visibleMailSettings(after);
  });
}
