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
import { codeLoginResultResolvers, customerPhoneMutations } from "./customer-phone.resolvers.js";
import { customerPhoneRoutes } from "./customer-phone.rest.js";

export const customerModule = defineModule({
  name: "customer",
  // Other modules' tables its aggregate reads join (the SQL check holds it to this list): the consents record the
  // version of the content page a member agreed to.
  reads: ["content_page"],
  entities: [CustomerSchema, CustomerConsentSchema],
  resolvers: {
    Query: customerQueries,
    Mutation: { ...customerMutations, ...customerPhoneMutations },
    Customer: customerResolvers,
    CustomerSession: customerSessionResolvers,
    RegisterResult: registerResultResolvers,
    LoginResult: loginResultResolvers,
    CodeLoginResult: codeLoginResultResolvers,
  },
  routes: [...customerRoutes, ...customerPhoneRoutes],
});
