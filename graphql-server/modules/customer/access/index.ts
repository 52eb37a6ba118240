// Signing in and proving who one is: the sessions the storefront reports, the forgotten-password link, the e-mail
// check and the mails they send. Its face: what the module's index composes and the mails other features queue.
export { CustomerSessionSchema, PasswordResetSchema } from "./customer-access.entities.js";
export { EmailVerificationSchema } from "./email-verification.entities.js";
export {
  customerAccessMutations,
  customerAccessQueries,
  passwordResetRequestResultResolvers,
  resetPasswordResultResolvers,
} from "./customer-access.resolvers.js";
export { customerAccessRoutes } from "./customer-access.rest.js";
export { emailVerificationMutations, requestEmailVerificationResultResolvers, verifyEmailResultResolvers } from "./email-verification.resolvers.js";
export { emailVerificationMailJob, sendEmailVerificationMail } from "./email-verification.mail.js";
export { passwordChangedMailJob, passwordResetMailJob, sendPasswordChangedMail, sendWelcomeMail, welcomeMailJob } from "./member-mail.js";
export { deleteOldSessions } from "./browsing-session.service.js";
export { deleteExpiredResets } from "./password-reset.service.js";
export { deleteOldEmailVerifications } from "./email-verification.service.js";
