// Per-request GraphQL context: a forked EntityManager, the validated language, the caller's identity and the
// request's DataLoaders. Built the same way for HTTP, the in-process executor and the REST shim.
import type { EntityManager, MikroORM } from "@mikro-orm/core";
import DataLoader from "dataloader";
import { badUserInput, forbidden, outageAsUnavailable, unauthenticated } from "./errors.js";
import type { JobSender } from "./jobs.js";
import type { MediaStore } from "./media-store.js";
import type { PublicDataMemo } from "./public-data-memo.js";

/** Who a bearer token belongs to: at most one of each kind. */
export interface Identity {
  id: number;
  /** The row of the token that proved it (logout revokes just this one). */
  tokenId?: number;
  /** An admin's roles (owner, catalogue, orders, content); filled by the admin module, absent for other callers. */
  roles?: readonly string[];
}
export interface Auth {
  admin: Identity | null;
  customer: Identity | null;
  guest: Identity | null;
}
export const anonymous = (): Auth => ({ admin: null, customer: null, guest: null });

/**
 * Objects a module makes once per shop and offers the others at run time (the payment providers, …). A module adds
 * its entry by augmenting this interface (`declare module` on this file) and lists the object in its definition's
 * `services`; createShop collects them, and every request's context carries the same ones.
 */
// Empty on purpose: the modules fill it by declaration merging, so the kernel names none of them.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ShopServices {}

/**
 * What the context needs from the modules, handed in by createShop so that the kernel imports none of them: the
 * token check (auth), the active languages (localization), the abuse limits (rate-limit), the searched-term
 * counter (search), the job queue and the modules' services.
 */
export interface ContextServices {
  services: ShopServices;
  jobs: JobSender;
  media: MediaStore;
  authenticate(em: EntityManager, authorization: string): Promise<Auth>;
  languages: {
    defaultCode(em: EntityManager): Promise<string>;
    isActive(em: EntityManager, code: string): Promise<boolean>;
  };
  limiter: { consume(rule: string, subject: string | null | undefined): Promise<LimitRefund> };
  searchTerms: TermRecorder;
  /** Small public data kept per read version (public-data-memo.ts); absent: services read the database each time. */
  publicData?: PublicDataMemo;
}

/**
 * Gives one counted attempt back (a no-op when nothing was counted). `attempt` is the attempt's number in its window,
 * this one included (0 when nothing was counted): 1 means the subject had no attempt left standing before it.
 */
export type LimitRefund = (() => Promise<void>) & { readonly attempt: number };

/** Counts searched terms in memory and writes them in batches. */
export interface TermRecorder {
  /** A search of `text` that found products; with `language`, one whose products are looked for when written. */
  record(text: string, language?: string): void;
  flush(): Promise<void>;
}

/** Who owns a cart (and later addresses and orders): a guest now, a member later. */
export interface Shopper {
  kind: "guest" | "customer";
  id: number;
}

/** The shopper of an identity: a signed-in customer wins over a guest; admins and anonymous callers are none. */
export const shopperOf = (auth: Auth): Shopper | null =>
  auth.customer ? { kind: "customer", id: auth.customer.id } : auth.guest ? { kind: "guest", id: auth.guest.id } : null;

/**
 * What a service needs of the request: the unit of work, and the language translated data is read in (the request's,
 * or a field's `language` argument). Services take this instead of a language; they never build texts.
 */
export interface RequestScope {
  em: EntityManager;
  language: string;
  /** The currency the caller reads amounts in (see ShopContext.currency); absent = each record's own. */
  currency?: string | null;
  /** Small public data kept per read version; absent (hand-built scopes): read from the database each time. */
  publicData?: PublicDataMemo | null;
}

export interface ShopContext extends RequestScope {
  /** The modules' shop-wide services (see ShopServices). */
  services: ShopServices;
  /** Queues background jobs (mails, retries): they run after the request, once, also after a restart. */
  jobs: JobSender;
  /** The media folder (uploaded pictures), served at /media. */
  media: MediaStore;
  /** Validated language code (tr, en, ar); tr when the request names none. */
  language: string;
  auth: Auth;
  /** The customer or guest shopping, from the token (null for anonymous callers and admins). */
  shopper: Shopper | null;
  /**
   * The currency the caller reads catalogue prices in (ISO code, legacy code or id, unchecked; the catalogue looks it
   * up and ignores an unknown one); null = each product's own currency, the legacy replies' behaviour.
   */
  currency: string | null;
  /** What services need of the request: its unit of work, language and currency. */
  scope: RequestScope;
  /**
   * This context as a field with a `language` argument sees it: the argument's language (validated, BAD_USER_INPUT
   * `unknown_language` when the shop has no such active language), else the request's. Called once per such field,
   * before its resolver (field-language.ts), so resolvers read ctx.language and ctx.scope, never the argument.
   */
  inLanguage(argument: string | null | undefined): Promise<ShopContext>;
  /** Per-request DataLoaders, created on first use and keyed by name. */
  loader<K, V>(name: string, create: () => DataLoader<K, V>): DataLoader<K, V>;
  /** The node's searched-term counter (batched writes). */
  searchTerms: TermRecorder;
  /** The caller's address as the transport saw it (Express `req.ip`, honouring TRUST_PROXY); null when unknown. */
  clientIp: string | null;
  /**
   * Counts one attempt of a rate-limited action for `subject` (default: the client IP) in the database, shared by
   * all nodes; throws RATE_LIMITED once the rule's window is used up. No subject: not limited. The answer gives the
   * attempt back, for rules that count only failures (a correct order lookup).
   */
  limit(rule: string, subject?: string | null): Promise<LimitRefund>;
}

export interface ContextInput {
  /** Header lookup, case-insensitive (Express and Fetch headers both fit). */
  header(name: string): string | undefined;
  /** Language chosen by the transport (the REST shim's `?language`); wins over the X-Language header. */
  language?: string;
  /** The client address from the transport (never from a header the client sets itself). */
  clientIp?: string;
  /** Display currency chosen by the transport (the REST shim's `?currency`); wins over the X-Currency header. */
  currency?: string;
  /**
   * An operation a storefront page runs: it counts no search, since the page's visit was counted where its request
   * arrived (server/page-visits.ts), also when the page is answered without its loader.
   */
  forPage?: boolean;
}

export function createContextFactory(orm: MikroORM, { authenticate, jobs, languages, limiter, media, searchTerms, services, publicData }: ContextServices) {
  const pageTerms: TermRecorder = { record: () => undefined, flush: () => searchTerms.flush() };
  // The context reads the database (the default language, the caller's token): an outage met here is answered as
  // one met by a resolver.
  return (input: ContextInput): Promise<ShopContext> => outageAsUnavailable(() => buildContext(input));
  async function buildContext(input: ContextInput): Promise<ShopContext> {
    const em = orm.em.fork();
    const requested = input.language ?? input.header("x-language");
    const language = requested ? requested.toLowerCase() : await languages.defaultCode(em);
    if (requested !== undefined && !(await languages.isActive(em, language))) {
      throw badUserInput("language", "unknown_language");
    }
    const authorization = input.header("authorization");
    const auth = authorization ? await authenticate(em, authorization) : anonymous();
    const languageFor = async (argument: string | null | undefined) => {
      if (argument === null || argument === undefined || argument === "") return language;
      const code = argument.toLowerCase();
      if (!(await languages.isActive(em, code))) throw badUserInput("language", "unknown_language");
      return code;
    };
    const loaders = new Map<string, DataLoader<unknown, unknown>>();
    const clientIp = input.clientIp || null;
    const currency = (input.currency ?? input.header("x-currency"))?.trim() || null;
    const context: ShopContext = {
      em,
      services,
      jobs,
      media,
      language,
      auth,
      shopper: shopperOf(auth),
      currency,
      publicData,
      scope: { em, language, currency, publicData },
      inLanguage: async (argument) => {
        const asked = await languageFor(argument);
        return asked === language ? context : { ...context, language: asked, scope: { ...context.scope, language: asked } };
      },
      searchTerms: input.forPage ? pageTerms : searchTerms,
      clientIp,
      limit: (rule, subject = clientIp) => limiter.consume(rule, subject),
      loader<K, V>(name: string, create: () => DataLoader<K, V>) {
        let found = loaders.get(name) as DataLoader<K, V> | undefined;
        if (!found) {
          found = create();
          loaders.set(name, found as DataLoader<unknown, unknown>);
        }
        return found;
      },
    };
    return context;
  }
}

const hasAnyIdentity = (auth: Auth) => Boolean(auth.admin || auth.customer || auth.guest);

/** The role that passes every admin check. */
export const OWNER_ROLE = "owner";

/**
 * Throws UNAUTHENTICATED without a (known) token, FORBIDDEN when the caller is not an admin or, given a `role`,
 * an admin who has neither that role nor the owner's.
 */
export function requireAdmin(ctx: ShopContext, role?: string): NonNullable<Auth["admin"]> {
  const admin = ctx.auth.admin;
  if (!admin) throw hasAnyIdentity(ctx.auth) ? forbidden() : unauthenticated();
  if (role === undefined || hasAdminRole(admin, role)) return admin;
  throw forbidden();
}

/** True when the admin may act in `role`'s area (an owner may act everywhere). */
export const hasAdminRole = (admin: Identity, role: string) => Boolean(admin.roles?.includes(OWNER_ROLE) || admin.roles?.includes(role));

/** Throws UNAUTHENTICATED unless a customer is signed in (admins and guests are FORBIDDEN). */
export function requireCustomer(ctx: ShopContext): NonNullable<Auth["customer"]> {
  if (ctx.auth.customer) return ctx.auth.customer;
  throw hasAnyIdentity(ctx.auth) ? forbidden() : unauthenticated();
}

/** Throws UNAUTHENTICATED unless a customer or a guest is shopping. */
export function requireShopper(ctx: ShopContext): { customer: Auth["customer"]; guest: Auth["guest"] } {
  if (ctx.auth.customer || ctx.auth.guest) return { customer: ctx.auth.customer, guest: ctx.auth.guest };
  throw hasAnyIdentity(ctx.auth) ? forbidden() : unauthenticated();
}

/** The customer or guest shopping; throws UNAUTHENTICATED (or FORBIDDEN for an admin) otherwise. */
export function shopperOrThrow(ctx: ShopContext): Shopper {
  requireShopper(ctx);
  return ctx.shopper!;
}

/** One value per key for the rest of the request (kept in the request's loader registry under `name`). */
export function memoForRequest<V>(ctx: ShopContext, name: string, load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const loader = ctx.loader(name, () => new DataLoader<string, V>(async (keys) => Promise.all(keys.map(load))));
  return (key) => loader.load(key);
}
