// Outgoing mail through one interface: SMTP (nodemailer) when SMTP_URL is set, otherwise a dev outbox — files in
// MAIL_OUTBOX_DIR (default $DATA_DIR/outbox), shown at /dev/outbox outside production — or memory under vitest.
// Mails go out from jobs (core/jobs.ts): a failure is retried there and never fails the business operation.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";

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

export class SmtpMailer implements Mailer {
  // nodemailer loads with the first mail, so a shop without SMTP_URL (and every start-up) never pays for it.
  private transport?: Promise<Transporter>;

  constructor(private readonly url: string) {}

  async send(mail: Mail): Promise<void> {
    this.transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    await (await this.transport).sendMail({ from: from(), ...mail });
  }
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
    writeFileSync(path.join(this.dir, `${id}.json`), JSON.stringify(stored, null, 2));
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

let current: Mailer | null = null;

export function getMailer(): Mailer {
  if (!current) {
    if (process.env.SMTP_URL) current = new SmtpMailer(process.env.SMTP_URL);
    else if (process.env.VITEST && !process.env.MAIL_OUTBOX_DIR) current = new MemoryMailer();
    else current = new FileOutboxMailer(outboxDir());
  }
  return current;
}

/** Replaces the mailer (tests); null goes back to the environment's choice. */
export function setMailer(mailer: Mailer | null): void {
  current = mailer;
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
