// Social login over GraphQL: a few lines per field; the protocol work is in protocol.ts and the member rules
// in social-member.service.ts. Finishing counts against the client address's login limit like a password.
import { badUserInput, operationError } from "../../../core/errors.js";
import { loggerFor } from "../../../core/logger.js";
import type { MutationResolvers, QueryResolvers, SocialLoginStartResultResolvers, SocialProvider as SchemaProvider } from "../../../generated/resolvers-types.js";
import { beginLogin, finishLogin } from "./protocol.js";
import { configuredProviders, providerSettings, type SocialProvider } from "./settings.js";
import { signInWithSocialIdentity } from "./social-member.service.js";

const log = loggerFor("social-login");

const toSchema = (p: SocialProvider) => p.toUpperCase() as SchemaProvider;
const fromSchema = (p: SchemaProvider) => p.toLowerCase() as SocialProvider;

/** An absolute http(s) address, or null: the provider also checks it against the addresses registered with it. */
function redirectUriOf(raw: string): string | null {
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.search && !url.hash && raw.length <= 2048 ? url.href : null;
  } catch {
    return null;
  }
}

export const socialLoginQueries: QueryResolvers = {
  socialLoginProviders: () => configuredProviders().map(toSchema),
};

export const socialLoginMutations: MutationResolvers = {
  startSocialLogin: async (_p, args) => {
    const settings = providerSettings(fromSchema(args.provider));
    const redirectUri = redirectUriOf(args.redirectUri);
    if (!redirectUri) throw badUserInput("redirectUri");
    if (!settings) return operationError("SOCIAL_LOGIN_UNAVAILABLE");
    try {
      return { __typename: "SocialLoginStart" as const, ...(await beginLogin(settings, redirectUri)) };
    } catch (error) {
      log.warn({ provider: settings.provider, reason: error instanceof Error ? error.message : String(error) }, "provider unreachable");
      return operationError("SOCIAL_LOGIN_UNAVAILABLE");
    }
  },
  finishSocialLogin: async (_p, { input }, ctx) => {
    const scope = ctx.scope;
    await ctx.limit("login");
    const provider = fromSchema(input.provider);
    const settings = providerSettings(provider);
    const redirectUri = redirectUriOf(input.redirectUri);
    if (!settings || !redirectUri) return operationError("SOCIAL_LOGIN_UNAVAILABLE");
    const identity = await finishLogin(settings, { ...input, redirectUri });
    if ("failure" in identity) {
      log.info({ provider, failure: identity.failure, reason: identity.reason }, "social login refused");
      return operationError(identity.failure === "cancelled" ? "SOCIAL_LOGIN_CANCELLED" : "SOCIAL_LOGIN_FAILED");
    }
    return signInWithSocialIdentity(scope.em, identity, scope.language, ctx.clientIp);
  },
};

export const socialLoginStartResultResolvers: SocialLoginStartResultResolvers = {
  __resolveType: (r) => (r.__typename === "OperationError" ? "OperationError" : "SocialLoginStart"),
};
