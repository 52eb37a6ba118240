// The customer module: members — registration, password login, sessions (tokens of the auth module), the profile and
// the consents given with it.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { markEmailVerified, onContactVerified, type VerifiedContact } from "./contact-verified.js";
export { customerContact, getCustomerProfile, markPhoneVerified, type CustomerProfile, type CustomerSessionResult } from "./customer.service.js";
export { sendPasswordChangedMail } from "./access/member-mail.js";
export { socialLoginOrigins } from "./social/index.js";

import { defineModule } from "../../core/module.js";
import { CustomerSessionSchema, PasswordResetSchema } from "./access/customer-access.entities.js";
import { CustomerConsentSchema, CustomerSchema, CustomerSocialIdentitySchema } from "./customer.entities.js";
import { EmailVerificationSchema } from "./access/email-verification.entities.js";
import {
  customerMutations,
  customerQueries,
  customerResolvers,
  customerSessionResolvers,
  loginResultResolvers,
  registerResultResolvers,
} from "./customer.resolvers.js";
import { customerRoutes } from "./customer.rest.js";
import {
  customerAccessMutations,
  customerAccessQueries,
  passwordResetRequestResultResolvers,
  resetPasswordResultResolvers,
} from "./access/customer-access.resolvers.js";
import { customerAccessRoutes } from "./access/customer-access.rest.js";
import { deleteOldSessions } from "./access/browsing-session.service.js";
import { passwordChangedMailJob, passwordResetMailJob, welcomeMailJob } from "./access/member-mail.js";
import { deleteExpiredResets } from "./access/password-reset.service.js";
import {
  customerProfileMutations,
  customerProfileQueries,
  deleteAccountResultResolvers,
  passwordChangeResultResolvers,
  profileResultResolvers,
} from "./profile/customer-profile.resolvers.js";
import { customerProfileRoutes } from "./profile/customer-profile.rest.js";
import { socialLoginMutations, socialLoginQueries, socialLoginStartResultResolvers } from "./social/social-login.resolvers.js";
import { socialLoginRoutes } from "./social/social-login.rest.js";
import { emailVerificationMutations, requestEmailVerificationResultResolvers, verifyEmailResultResolvers } from "./access/email-verification.resolvers.js";
import { emailVerificationMailJob } from "./access/email-verification.mail.js";
import { deleteOldEmailVerifications } from "./access/email-verification.service.js";
import { memberPhoneMutations } from "./phone/member-phone.resolvers.js";
import { codeLoginResultResolvers, customerPhoneMutations } from "./phone/customer-phone.resolvers.js";
import { customerPhoneRoutes } from "./phone/customer-phone.rest.js";
import { customerAdminQueries } from "./admin/customer-admin.resolvers.js";
import { customerAdminRoutes } from "./admin/customer-admin.rest.js";
import { customerDatabase } from "./customer.database.js";

export const customerModule = defineModule({
  name: "customer",
  privateTables: ["password_reset", "customer_session", "customer_consent", "customer_social_identity"],
  // Other modules' tables its reads join (customer.database.ts; the SQL check holds it to this list): the consents
  // record the version of the content page a member agreed to; the account area reads the places a profile names,
  // counts the sessions a password change ends, and gathers a member's orders and reviews for the copy of their data.
  database: customerDatabase,
  entities: [CustomerSchema, CustomerConsentSchema, PasswordResetSchema, CustomerSessionSchema, CustomerSocialIdentitySchema, EmailVerificationSchema],
  resolvers: {
    Query: { ...customerQueries, ...customerAccessQueries, ...customerProfileQueries, ...socialLoginQueries, ...customerAdminQueries },
    Mutation: { ...customerMutations, ...customerAccessMutations, ...customerProfileMutations, ...socialLoginMutations, ...customerPhoneMutations, ...emailVerificationMutations, ...memberPhoneMutations },
    Customer: customerResolvers,
    CustomerSession: customerSessionResolvers,
    RegisterResult: registerResultResolvers,
    LoginResult: loginResultResolvers,
    PasswordResetRequestResult: passwordResetRequestResultResolvers,
    ResetPasswordResult: resetPasswordResultResolvers,
    ProfileResult: profileResultResolvers,
    PasswordChangeResult: passwordChangeResultResolvers,
    DeleteAccountResult: deleteAccountResultResolvers,
    SocialLoginStartResult: socialLoginStartResultResolvers,
    CodeLoginResult: codeLoginResultResolvers,
    RequestEmailVerificationResult: requestEmailVerificationResultResolvers,
    VerifyEmailResult: verifyEmailResultResolvers,
  },
  routes: [...customerRoutes, ...customerAccessRoutes, ...customerProfileRoutes, ...socialLoginRoutes, ...customerPhoneRoutes, ...customerAdminRoutes],
  jobs: [welcomeMailJob, passwordResetMailJob, passwordChangedMailJob, emailVerificationMailJob],
  cleanup: async (em, now) => ({
    passwordResets: await deleteExpiredResets(em, now),
    browsingSessions: await deleteOldSessions(em, now),
    emailVerifications: await deleteOldEmailVerifications(em, now),
  }),
});
