// The member's phone: signing in with a code sent to it, confirming it, and changing it. Its face: the resolvers
// and routes.
export { codeLoginResultResolvers, customerPhoneMutations } from "./customer-phone.resolvers.js";
export { customerPhoneRoutes } from "./customer-phone.rest.js";
export { memberPhoneMutations } from "./member-phone.resolvers.js";
