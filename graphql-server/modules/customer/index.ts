// The customer module: members — registration, password login, sessions (tokens of the auth module), the profile and
// the consents given with it.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { markEmailVerified, onContactVerified, type VerifiedContact } from "./contact-verified.js";
export { customerContact, getCustomerProfile, markPhoneVerified, type CustomerProfile, type CustomerSessionResult } from "./customer.service.js";
export { sendPasswordChangedMail } from "./member-mail.js";

import { defineModule } from "../../core/module.js";
import { CustomerSessionSchema, PasswordResetSchema } from "./customer-access.entities.js";
import { CustomerConsentSchema, CustomerSchema } from "./customer.entities.js";
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
} from "./customer-access.resolvers.js";
import { customerAccessRoutes } from "./customer-access.rest.js";
import { deleteOldSessions } from "./browsing-session.service.js";
import { passwordChangedMailJob, passwordResetMailJob, welcomeMailJob } from "./member-mail.js";
import { deleteExpiredResets } from "./password-reset.service.js";

export const customerModule = defineModule({
  name: "customer",
  // Other modules' tables its aggregate reads join (the SQL check holds it to this list): the consents record the
  // version of the content page a member agreed to.
  reads: ["content_page"],
  entities: [CustomerSchema, CustomerConsentSchema, PasswordResetSchema, CustomerSessionSchema],
  resolvers: {
    Query: { ...customerQueries, ...customerAccessQueries },
    Mutation: { ...customerMutations, ...customerAccessMutations },
    Customer: customerResolvers,
    CustomerSession: customerSessionResolvers,
    RegisterResult: registerResultResolvers,
    LoginResult: loginResultResolvers,
    PasswordResetRequestResult: passwordResetRequestResultResolvers,
    ResetPasswordResult: resetPasswordResultResolvers,
  },
  routes: [...customerRoutes, ...customerAccessRoutes],
  jobs: [welcomeMailJob, passwordResetMailJob, passwordChangedMailJob],
  cleanup: async (em, now) => ({ passwordResets: await deleteExpiredResets(em, now), browsingSessions: await deleteOldSessions(em, now) }),
});
