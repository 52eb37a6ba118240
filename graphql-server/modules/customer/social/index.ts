// Signing in with Google, Apple or Facebook: each provider's settings, the OpenID Connect / OAuth exchange, and the
// member an identity signs in (found by the provider's subject, else by a verified e-mail, else registered). Its
// face: the resolvers and routes, and the providers' origins the storefront's security headers allow.
export { socialLoginOrigins } from "./settings.js";
export { socialLoginMutations, socialLoginQueries, socialLoginStartResultResolvers } from "./social-login.resolvers.js";
export { socialLoginRoutes } from "./social-login.rest.js";
