// The customer module: members — registration, password login, sessions (tokens of the auth module), the profile and
// the consents given with it. The member record, its details and consents, registration and login sit here at the
// root, since every feature reads them; the features have a folder and a face each: access (sessions, password
// reset, e-mail check, member mail), profile (the account area), phone, social (sign-in with a provider) and admin.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { markEmailVerified, onContactVerified, type VerifiedContact } from "./contact-verified.js";
export { customerContact, getCustomerProfile, markPhoneVerified, type CustomerProfile, type CustomerSessionResult } from "./customer.service.js";
export { sendPasswordChangedMail } from "./access/index.js";
export { socialLoginOrigins } from "./social/index.js";

import { defineModule } from "../../core/module.js";
import { CustomerConsentSchema, CustomerSchema, CustomerSocialIdentitySchema } from "./customer.entities.js";
import {
  customerMutations,
  customerQueries,
  customerResolvers,
  customerSessionResolvers,
  loginResultResolvers,
  registerResultResolvers,
} from "./customer.resolvers.js";
import { customerRoutes } from "./customer.rest.js";
import { customerDatabase } from "./customer.database.js";
import {
  customerAccessMutations,
  customerAccessQueries,
  CustomerSessionSchema,
  deleteExpiredResets,
  deleteOldEmailVerifications,
  deleteOldSessions,
  EmailVerificationSchema,
  emailVerificationMailJob,
  emailVerificationMutations,
  passwordChangedMailJob,
  passwordResetMailJob,
  passwordResetRequestResultResolvers,
  PasswordResetSchema,
  requestEmailVerificationResultResolvers,
  resetPasswordResultResolvers,
  verifyEmailResultResolvers,
  welcomeMailJob,
  customerAccessRoutes,
} from "./access/index.js";
import {
  customerProfileMutations,
  customerProfileQueries,
  customerProfileRoutes,
  deleteAccountResultResolvers,
  passwordChangeResultResolvers,
  profileResultResolvers,
} from "./profile/index.js";
import { codeLoginResultResolvers, customerPhoneMutations, customerPhoneRoutes, memberPhoneMutations } from "./phone/index.js";
import { customerAdminQueries, customerAdminRoutes } from "./admin/index.js";
import { socialLoginMutations, socialLoginQueries, socialLoginRoutes, socialLoginStartResultResolvers } from "./social/index.js";

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
