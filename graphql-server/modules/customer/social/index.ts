// Signing in with Google, Apple or Facebook: each provider's settings, the OpenID Connect / OAuth exchange, and the
// member an identity signs in (found by the provider's subject, else by a verified e-mail, else registered).
export { SOCIAL_PROVIDERS, configuredProviders, providerSettings, socialLoginOrigins, type SocialProvider } from "./settings.js";
export { beginLogin, finishLogin } from "./protocol.js";
export { signInWithSocialIdentity } from "./social-member.service.js";
