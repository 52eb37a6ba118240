// Per-request GraphQL context: a forked EntityManager, the validated language, the caller's identity and the
// request's DataLoaders. Built the same way for HTTP, the in-process executor and the REST shim.
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import type DataLoader from "dataloader";
import { badUserInput, forbidden, unauthenticated } from "./errors.js";
import { anonymous, authenticate, type Auth } from "./modules/auth/auth.service.js";
import type { LanguageRegistry } from "./modules/localization/localization.service.js";
import type { RateLimiter, RateLimitRuleName } from "./modules/rate-limit/rate-limit.service.js";
import type { SearchTermRecorder } from "./modules/search/search-terms.js";

export type { Auth };

/** Who owns a cart (and later addresses and orders): a guest now, a member later. */
export interface Shopper {
  kind: "guest" | "customer";
  id: number;
}

/** The shopper of an identity: a signed-in customer wins over a guest; admins and anonymous callers are none. */
export const shopperOf = (auth: Auth): Shopper | null =>
  auth.customer ? { kind: "customer", id: auth.customer.id } : auth.guest ? { kind: "guest", id: auth.guest.id } : null;

export interface ShopContext {
  em: EntityManager;
  /** Validated language code (tr, en, ar); tr when the request names none. */
  language: string;
  auth: Auth;
  /** The customer or guest shopping, from the token (null for anonymous callers and admins). */
  shopper: Shopper | null;
  /** The language a field argument asks for (validated, BAD_USER_INPUT when unknown), else the request's. */
  languageFor(argument: string | null | undefined): Promise<string>;
  /** Per-request DataLoaders, created on first use and keyed by name. */
  loader<K, V>(name: string, create: () => DataLoader<K, V>): DataLoader<K, V>;
  /** The node's searched-term counter (batched writes). */
  searchTerms: SearchTermRecorder;
  /** The caller's address as the transport saw it (Express `req.ip`, honouring TRUST_PROXY); null when unknown. */
  clientIp: string | null;
  /**
   * Counts one attempt of a rate-limited action for `subject` (default: the client IP) in the database, shared by
   * all nodes; throws RATE_LIMITED once the rule's window is used up. No subject: not limited.
   */
  limit(rule: RateLimitRuleName, subject?: string | null): Promise<void>;
}

export interface ContextInput {
  /** Header lookup, case-insensitive (Express and Fetch headers both fit). */
  header(name: string): string | undefined;
  /** Language chosen by the transport (the REST shim's `?language`); wins over the X-Language header. */
  language?: string;
  /** The client address from the transport (never from a header the client sets itself). */
  clientIp?: string;
}

export function createContextFactory(orm: MikroORM, languages: LanguageRegistry, searchTerms: SearchTermRecorder, limiter: RateLimiter) {
  return async (input: ContextInput): Promise<ShopContext> => {
    const em = orm.em.fork();
    const requested = input.language ?? input.header("x-language");
    const language = requested ? requested.toLowerCase() : await languages.defaultCode(em);
    if (requested !== undefined && !(await languages.isActive(em, language))) {
      throw badUserInput(undefined, "language", "unknown_language");
    }
    const authorization = input.header("authorization");
    const auth = authorization ? await authenticate(em, authorization) : anonymous();
    const languageFor = async (argument: string | null | undefined) => {
      if (argument === null || argument === undefined || argument === "") return language;
      const code = argument.toLowerCase();
      if (!(await languages.isActive(em, code))) throw badUserInput(language, "language", "unknown_language");
      return code;
    };
    const loaders = new Map<string, DataLoader<unknown, unknown>>();
    const clientIp = input.clientIp || null;
    return {
      em,
      language,
      auth,
      shopper: shopperOf(auth),
      languageFor,
      searchTerms,
      clientIp,
      limit: (rule, subject = clientIp) => limiter.consume(rule, subject, language),
      loader<K, V>(name: string, create: () => DataLoader<K, V>) {
        let found = loaders.get(name) as DataLoader<K, V> | undefined;
        if (!found) {
          found = create();
          loaders.set(name, found as DataLoader<unknown, unknown>);
        }
        return found;
      },
    };
  };
}

const hasAnyIdentity = (auth: Auth) => Boolean(auth.admin || auth.customer || auth.guest);

/** Throws UNAUTHENTICATED without a (known) token, FORBIDDEN when the caller is not an admin. */
export function requireAdmin(ctx: ShopContext): NonNullable<Auth["admin"]> {
  if (ctx.auth.admin) return ctx.auth.admin;
  throw hasAnyIdentity(ctx.auth) ? forbidden(ctx.language) : unauthenticated(ctx.language);
}

/** Throws UNAUTHENTICATED unless a customer is signed in (admins and guests are FORBIDDEN). */
export function requireCustomer(ctx: ShopContext): NonNullable<Auth["customer"]> {
  if (ctx.auth.customer) return ctx.auth.customer;
  throw hasAnyIdentity(ctx.auth) ? forbidden(ctx.language) : unauthenticated(ctx.language);
}

/** Throws UNAUTHENTICATED unless a customer or a guest is shopping. */
export function requireShopper(ctx: ShopContext): { customer: Auth["customer"]; guest: Auth["guest"] } {
  if (ctx.auth.customer || ctx.auth.guest) return { customer: ctx.auth.customer, guest: ctx.auth.guest };
  throw hasAnyIdentity(ctx.auth) ? forbidden(ctx.language) : unauthenticated(ctx.language);
}
