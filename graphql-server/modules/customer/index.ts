// The customer module: members — registration, password login, sessions (tokens of the auth module), the profile and
// the consents given with it.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { customerContact, getCustomerProfile, markPhoneVerified, type CustomerProfile, type CustomerSessionResult } from "./customer.service.js";

import { defineModule } from "../../core/module.js";
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
  customerProfileMutations,
  customerProfileQueries,
  deleteAccountResultResolvers,
  passwordChangeResultResolvers,
  profileResultResolvers,
} from "./customer-profile.resolvers.js";
import { customerProfileRoutes } from "./customer-profile.rest.js";

export const customerModule = defineModule({
  name: "customer",
  // Other modules' tables its aggregate reads join (the SQL check holds it to this list): the consents record the
  // version of the content page a member agreed to.
  // The account area reads the places a profile names, counts the sessions a password change ends, and gathers a
  // member's orders and reviews for the copy of their data.
  reads: ["content_page", "country", "state", "city", "auth_token", "shop_order", "order_line", "product_comment"],
  entities: [CustomerSchema, CustomerConsentSchema],
  resolvers: {
    Query: { ...customerQueries, ...customerProfileQueries },
    Mutation: { ...customerMutations, ...customerProfileMutations },
    Customer: customerResolvers,
    CustomerSession: customerSessionResolvers,
    RegisterResult: registerResultResolvers,
    LoginResult: loginResultResolvers,
    ProfileResult: profileResultResolvers,
    PasswordChangeResult: passwordChangeResultResolvers,
    DeleteAccountResult: deleteAccountResultResolvers,
  },
  routes: [...customerRoutes, ...customerProfileRoutes],
});
