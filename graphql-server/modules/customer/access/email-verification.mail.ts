// The mail with the email-verification link. Like the reset link, the token is made when the job runs, so the queue
// never holds a usable secret; a retry after an SMTP failure makes a new link, which replaces the old one. Written
// in the language the member was using when the link was asked for (at registration, on the profile page).
import { defineJob, type JobSender } from "../../../core/jobs.js";
import { loggerFor } from "../../../core/logger.js";
import { getMailer } from "../../mail/index.js";
import { EMAIL_VERIFICATION_TTL_SECONDS, issueEmailVerificationToken } from "./email-verification.service.js";
import { memberMail, recipient, tokenLink } from "./member-mail.js";

/** The storefront page a verification link opens (Turkish slug; the other languages add their prefix). */
export const VERIFY_EMAIL_PAGE = "/eposta-dogrula";

export const verifyEmailLink = (token: string, language: string) => tokenLink(VERIFY_EMAIL_PAGE, token, language);

export const emailVerificationMailJob = defineJob<{ customerId: number; language: string }>({
  name: "customer.email-verification-mail",
  describe: ({ customerId }) => `email verification mail to member ${customerId}`,
  retryLimit: 3,
  retryDelaySeconds: 30,
  async run({ customerId, language }, { em }) {
    const to = await recipient(em, customerId);
    // Verified meanwhile (a provider vouched for it, an earlier link was opened): nothing to send.
    const issued = to && (await issueEmailVerificationToken(em, customerId));
    if (!to || !issued) return;
    const reader = { ...to, email: issued.email, language };
    await getMailer(em).send(memberMail("emailVerification", reader, verifyEmailLink(issued.token, language), { hours: EMAIL_VERIFICATION_TTL_SECONDS / 3600 }));
  },
});

/**
 * Queues a verification mail (one waiting job per member: asking twice before it runs sends one mail). A queue
 * failure is logged: the registration or profile change that asked for it stands, and the member can ask again.
 */
export async function sendEmailVerificationMail(jobs: JobSender, customerId: number, language: string): Promise<void> {
  await jobs
    .send(emailVerificationMailJob, { customerId, language }, { singletonKey: String(customerId) })
    .catch((error: unknown) => loggerFor("customer").error({ err: error, customerId }, "could not queue the email verification mail"));
}
