// Mails to members, each in the member's language (tr, en, ar): the welcome after registration, the password-reset
// link and the notice that the password was changed. Each is a job (durable, retried on an SMTP failure) whose data
// is only the member's id: the address and name are read when the mail is written, so the queue keeps no contact
// details, and a mail to an account deleted meanwhile is simply not sent.
import type { EntityManager } from "@mikro-orm/core";
import { translate } from "../../../core/i18n.js";
import { defineJob, type JobSender, type SendOptions } from "../../../core/jobs.js";
import { first } from "../../../core/database.js";
import { loggerFor } from "../../../core/logger.js";
import { getMailer, shopLink, type Mail } from "../../mail/index.js";
import { issuePasswordResetToken, PASSWORD_RESET_TTL_SECONDS } from "./password-reset.service.js";
import { customerDatabase as db } from "../customer.database.js";
import { escapeHtml as escape } from "../../../../shared/html.js";

/** The storefront page a reset link opens (Turkish slug; the other languages add their prefix). */
export const RESET_PASSWORD_PAGE = "/sifre-yenile";


export interface Recipient {
  email: string;
  firstName: string;
  language: string;
}

/** A live member's address, first name and language (null once the account is gone). */
export async function recipient(em: EntityManager, customerId: number): Promise<Recipient | null> {
  const row = await first(em, db.selectFrom("customer").select(["email", "first_name as firstName", "language"]).where("id", "=", customerId).where("deleted_at", "is", null));
  return row ?? null;
}

type MailKind = "welcome" | "passwordReset" | "passwordChanged" | "emailVerification";

/** A short mail: a greeting, the kind's paragraphs and, for a link, a button with the address also written out. */
export function memberMail(kind: MailKind, to: Recipient, link?: string, values: Record<string, string | number> = {}): Mail {
  const t = (key: string) => translate(to.language, "member-mail", `${kind}.${key}`, values);
  const hello = translate(to.language, "member-mail", "hello", { name: to.firstName });
  const subject = t("subject");
  const dir = to.language === "ar" ? "rtl" : "ltr";
  const text = [hello, "", t("body"), ...(link ? ["", `${t("action")}: ${link}`] : []), "", t("closing")].join("\n");
  const button = link
    ? `<p><a href="${escape(link)}" style="display: inline-block; padding: 10px 16px; background: #d90429; color: #fff; text-decoration: none">${escape(t("action"))}</a></p>
<p style="font-size: 12px; color: #555">${escape(link)}</p>`
    : "";
  const html = `<!doctype html><html lang="${to.language}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family: sans-serif">
<p>${escape(hello)}</p>
<p>${escape(t("body"))}</p>
${button}
<p>${escape(t("closing"))}</p>
</body></html>`;
  return { to: to.email, subject, text, html };
}

/** The storefront address of a page opened with a link token, in a language (tr has no prefix). */
export const tokenLink = (page: string, token: string, language: string) =>
  shopLink(`${language === "tr" ? "" : `/${language}`}${page}?token=${encodeURIComponent(token)}`);

/** The storefront address of a reset link in a language. */
export const resetLink = (token: string, language: string) => tokenLink(RESET_PASSWORD_PAGE, token, language);

export const welcomeMailJob = defineJob<{ customerId: number }>({
  name: "customer.welcome-mail",
  describe: ({ customerId }) => `welcome mail to member ${customerId}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run({ customerId }, { em }) {
    const to = await recipient(em, customerId);
    if (to) await getMailer(em).send(memberMail("welcome", to));
  },
});

/**
 * The reset link. The token is made when the job runs, so the queue never holds a usable secret; a retry after an
 * SMTP failure makes a new one, which replaces the old (only the newest link works). Written in the language the
 * member asked in, where they will read it.
 */
/** Queues the welcome mail of a new member; the registration stands even when the queue cannot take it (logged). */
export async function sendWelcomeMail(jobs: JobSender, customerId: number): Promise<void> {
  await jobs.send(welcomeMailJob, { customerId }).catch((error: unknown) => loggerFor("customer").error({ err: error, customerId }, "could not queue the welcome mail"));
}

export const passwordResetMailJob = defineJob<{ customerId: number; language: string }>({
  name: "customer.password-reset-mail",
  describe: ({ customerId }) => `password reset mail to member ${customerId}`,
  retryLimit: 3,
  retryDelaySeconds: 30,
  async run({ customerId, language }, { em }) {
    const to = await recipient(em, customerId);
    if (!to) return;
    const token = await issuePasswordResetToken(em, customerId);
    const reader = { ...to, language };
    await getMailer(em).send(memberMail("passwordReset", reader, resetLink(token, language), { minutes: PASSWORD_RESET_TTL_SECONDS / 60 }));
  },
});

export const passwordChangedMailJob = defineJob<{ customerId: number }>({
  name: "customer.password-changed-mail",
  describe: ({ customerId }) => `password changed mail to member ${customerId}`,
  retryLimit: 5,
  retryDelaySeconds: 60,
  async run({ customerId }, { em }) {
    const to = await recipient(em, customerId);
    if (to) await getMailer(em).send(memberMail("passwordChanged", to));
  },
});

/**
 * Tells a member their password was changed (after a reset, or on the account's change-password page). Pass the
 * transaction's unit of work as `options.em` to queue it exactly when the change commits.
 */
export const sendPasswordChangedMail = (jobs: JobSender, customerId: number, options: SendOptions = {}) =>
  jobs.send(passwordChangedMailJob, { customerId }, options);
