// The settings page's "send a test mail": one mail through the mailer a real mail would take now, and what happened
// as an outcome the page translates, with the SMTP server's own reply line (never a stack trace or our internals).
import type { EntityManager } from "@mikro-orm/core";
import { translate } from "../../core/i18n.js";
import { activeMailer, FileOutboxMailer, MemoryMailer, SmtpMailer, type Mail } from "./mailer.js";

export type MailTestOutcome = "SENT" | "OUTBOX" | "AUTH_FAILED" | "CONNECTION_FAILED" | "TLS_FAILED" | "TIMEOUT" | "REFUSED" | "FAILED";

export interface MailTestResult {
  outcome: MailTestOutcome;
  serverReply: string | null;
}

/** nodemailer's error codes, grouped into what the owner can act on. */
const OUTCOME_OF_CODE: Record<string, MailTestOutcome> = {
  EAUTH: "AUTH_FAILED",
  ENOAUTH: "AUTH_FAILED",
  ECONNECTION: "CONNECTION_FAILED",
  EDNS: "CONNECTION_FAILED",
  ESOCKET: "CONNECTION_FAILED",
  ETLS: "TLS_FAILED",
  ETIMEDOUT: "TIMEOUT",
  EENVELOPE: "REFUSED",
  EMESSAGE: "REFUSED",
};

/** The server's reply as one short printable line: it is shown to the owner as it came. */
const replyLine = (reply: unknown) =>
  typeof reply === "string" && reply.trim() ? reply.replace(/[^\x20-\x7e\u00a0-\uffff]+/g, " ").trim().slice(0, 300) : null;

function outcomeOf(error: unknown): MailTestResult {
  const { code, response, message } = (error ?? {}) as { code?: unknown; response?: unknown; message?: unknown };
  const known = typeof code === "string" ? OUTCOME_OF_CODE[code] : undefined;
  // A refused certificate has no SMTP reply; its reason (e.g. "self-signed certificate") says what to fix.
  const tlsReason = typeof message === "string" && /certificate|SSL|TLS/i.test(message) ? message : null;
  const outcome = known ?? (tlsReason ? "TLS_FAILED" : "FAILED");
  return { outcome, serverReply: replyLine(response) ?? (outcome === "TLS_FAILED" ? replyLine(tlsReason) : null) };
}

function testMail(to: string, language: string): Mail {
  const t = (key: string) => translate(language, "admin", `mailSettings.testMail.${key}`);
  return { to, subject: t("subject"), text: t("body"), html: `<p>${t("body")}</p>` };
}

export async function sendTestMail(em: EntityManager, to: string, language: string): Promise<MailTestResult> {
  const mail = testMail(to, language);
  try {
    const mailer = await activeMailer(em);
    if (mailer instanceof SmtpMailer) return { outcome: "SENT", serverReply: replyLine(await mailer.deliver(mail)) };
    await mailer.send(mail);
    return { outcome: mailer instanceof FileOutboxMailer || mailer instanceof MemoryMailer ? "OUTBOX" : "SENT", serverReply: null };
  } catch (error) {
    return outcomeOf(error);
  }
}
