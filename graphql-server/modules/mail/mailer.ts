// Outgoing mail through one interface: SMTP (nodemailer) to the server of the owner's mail settings, else to SMTP_URL
// when it is set, otherwise a dev outbox — files in MAIL_OUTBOX_DIR (default $DATA_DIR/outbox), shown at /dev/outbox
// outside production — or memory under vitest. Mails go out from jobs (core/jobs.ts): a failure is retried there and
// never fails the business operation.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { EntityManager } from "@mikro-orm/core";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { writeFileAtomically } from "../../core/atomic-file.js";
import { smtpFromSettings, type MailSettings } from "./mail-settings.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const from = () => process.env.MAIL_FROM ?? "Shop <shop@localhost>";

/** The sender and reply address the settings give every mail. */
interface Envelope {
  from?: string | { name: string; address: string };
  replyTo?: string;
}

export class SmtpMailer implements Mailer {
  // nodemailer loads with the first mail, so a shop without SMTP (and every start-up) never pays for it.
  private transport?: Promise<Transporter<SMTPTransport.SentMessageInfo>>;

  constructor(
    private readonly server: string | SMTPTransport.Options,
    private readonly envelope: Envelope = {},
  ) {}

  /** Sends one mail; the answer is the SMTP server's last reply ("250 OK queued as …"). */
  async deliver(mail: Mail): Promise<string> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(this.server));
    const info = await (await this.transport).sendMail({ from: this.envelope.from ?? from(), ...(this.envelope.replyTo ? { replyTo: this.envelope.replyTo } : {}), ...mail });
    return info.response;
  }

  async send(mail: Mail): Promise<void> {
    await this.deliver(mail);
  }
}

// A server that does not answer must not hold a mail job for nodemailer's default of minutes.
const SMTP_TIMEOUT_MS = 15_000;

/** A mailer for the owner's SMTP settings (the password opened). */
export function settingsMailer(settings: MailSettings): SmtpMailer {
  return new SmtpMailer(
    {
      host: settings.host,
      port: settings.port,
      secure: settings.security === "tls",
      requireTLS: settings.security === "starttls",
      ignoreTLS: settings.security === "none",
      auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from: { name: settings.fromName, address: settings.fromAddress }, replyTo: settings.replyTo || undefined },
  );
}

/** A stored mail of the dev outbox. */
export interface OutboxMail extends Mail {
  id: string;
  from: string;
  sentAt: string;
}

export class FileOutboxMailer implements Mailer {
  constructor(readonly dir: string) {}

  async send(mail: Mail): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const sentAt = new Date().toISOString();
    const id = `${sentAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
    const stored: OutboxMail = { id, from: from(), sentAt, ...mail };
    await writeFileAtomically(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
  }
}

export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];

  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}

/** The dev outbox folder: MAIL_OUTBOX_DIR, else $DATA_DIR/outbox, else .data/outbox. */
export const outboxDir = () => path.resolve(process.env.MAIL_OUTBOX_DIR ?? path.join(process.env.DATA_DIR ?? ".data", "outbox"));

let replaced: Mailer | null = null;
let fromEnvironment: Mailer | null = null;

/** The mailer without stored settings: SMTP_URL, else the dev outbox (memory under vitest). */
function environmentMailer(): Mailer {
  if (!fromEnvironment) {
    if (process.env.SMTP_URL) fromEnvironment = new SmtpMailer(process.env.SMTP_URL);
    else if (process.env.VITEST && !process.env.MAIL_OUTBOX_DIR) fromEnvironment = new MemoryMailer();
    else fromEnvironment = new FileOutboxMailer(outboxDir());
  }
  return fromEnvironment;
}

// The last settings' mailer, kept while the settings stay the same so its transport is reused.
let cached: { key: string; mailer: SmtpMailer } | null = null;

/** The mailer the stored settings name (read for every mail, so a change applies on every node at once), or null. */
export async function storedSettingsMailer(em: EntityManager): Promise<SmtpMailer | null> {
  const settings = await smtpFromSettings(em);
  if (!settings) return null;
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, mailer: settingsMailer(settings) };
  return cached.mailer;
}

/** The mailer a mail sent now takes: a test's replacement, else the stored settings', else the environment's. */
export async function activeMailer(em: EntityManager): Promise<Mailer> {
  return replaced ?? (await storedSettingsMailer(em)) ?? environmentMailer();
}

/** A mailer that picks the active one at each mail. */
export function getMailer(em: EntityManager): Mailer {
  return { send: async (mail) => (await activeMailer(em)).send(mail) };
}

/** Replaces the mailer (tests); null goes back to the settings' and the environment's choice. */
export function setMailer(mailer: Mailer | null): void {
  replaced = mailer;
  if (!mailer) fromEnvironment = null;
}

/**
 * An absolute address of a storefront page for a mail: PUBLIC_URL's origin (server.ts refuses a malformed one at
 * start), else this node on localhost — never the request's Host header, which a caller could forge to put its own
 * site into a mail that carries a secret link.
 */
export function shopLink(pathAndQuery: string): string {
  const configured = process.env.PUBLIC_URL?.trim();
  const origin = configured ? new URL(configured).origin : `http://localhost:${process.env.PORT ?? 3000}`;
  return `${origin}${pathAndQuery}`;
}
