// Error helpers shared by resolvers, services and the REST shim.
// Expected business failures are `OperationError` results; auth/validation failures are thrown GraphQLErrors
// whose `extensions.code` the REST shim maps to HTTP statuses.
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { ErrorCode, UserErrorResolvers } from "../generated/resolvers-types.js";
import { DEFAULT_LANGUAGE, translateOrUndefined } from "./i18n.js";
import { loggerFor } from "./logger.js";
import { isDatabaseOutage, OUTAGE_HEADERS } from "./database-outage.js";

const graphqlLog = loggerFor("graphql");

/** Values a message template names in braces ("{name} hatalı."), set where the error is built. */
export type MessageParams = Record<string, string>;

/**
 * The message for `key` (a lower-case error code or a REST key) in `language`, falling back to Turkish. Only the
 * transports call it (GraphQL field resolvers and thrown-error rewriting in core/messages.ts, REST replies).
 */
export function errorMessage(language: string | undefined, key: string, params: MessageParams = {}): string {
  const text = translateOrUndefined(language, "errors", key.toLowerCase()) ?? translateOrUndefined(DEFAULT_LANGUAGE, "errors", "an_unexpected_error_occurred")!;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? (name in params ? "" : whole));
}

/** Where a thrown error keeps its message key (a symbol: JSON replies never carry it). */
export const MESSAGE_KEY = Symbol("messageKey");

/** A thrown error's extensions as a client sees them: without the HTTP status (transport detail) and the message key. */
export function clientExtensions(extensions: object | undefined): Record<string, unknown> {
  const { http: _http, [MESSAGE_KEY]: _key, ...rest } = (extensions ?? {}) as Record<string | symbol, unknown>;
  return rest;
}

/** A thrown error's message in `language`: written again from its key when it has one. */
export function thrownMessage(error: { message: string; extensions?: object }, language: string): string {
  const key = (error.extensions as Record<symbol, unknown> | undefined)?.[MESSAGE_KEY];
  return typeof key === "string" ? errorMessage(language, key) : error.message;
}

export interface OperationErrorResult {
  __typename: "OperationError";
  code: ErrorCode;
  field: string | null;
}

/** An expected business failure as a GraphQL result; its message is written by the GraphQL layer. */
export function operationError(code: ErrorCode, field: string | null = null): OperationErrorResult {
  return { __typename: "OperationError", code, field };
}

/** Codes of thrown errors, with the HTTP status the REST shim (and Apollo over HTTP, where it can) answers. */
export const THROWN_ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  /** The database cannot be reached (core/database-outage.ts); the answer carries Retry-After. */
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ThrownErrorCode = keyof typeof THROWN_ERROR_STATUS;

/**
 * The legacy REST reply code of a result error's code: the same name in lower case (PRODUCT_NO_STOCK →
 * product_no_stock), as legacy clients expect. The one place where error codes become REST codes, for result errors
 * (here) and thrown ones (THROWN_ERROR_KEY below).
 */
export const legacyCode = (code: string): string => code.toLowerCase();

/** A result error (UserError) as the legacy failure body: {success: false, code, message, field}. */
export const legacyUserError = (error: { code: string; message: string; field?: string | null }) => ({
  success: false as const,
  code: legacyCode(error.code),
  message: error.message,
  field: error.field ?? null,
});

/** Every result error names its own type (`__typename`, set where it is built); the UserError interface resolves to it. */
export const userErrorResolvers: UserErrorResolvers = { __resolveType: (error) => error.__typename };

/** The errors.json key the REST shim replies with for a thrown code. */
export const THROWN_ERROR_KEY: Record<ThrownErrorCode, string> = {
  UNAUTHENTICATED: "unauthorized",
  FORBIDDEN: "forbidden",
  BAD_USER_INPUT: "bad_user_input",
  NOT_FOUND: "not_found",
  RATE_LIMITED: "rate_limited",
  SERVICE_UNAVAILABLE: "service_unavailable",
};

/** A thrown error, written in the default language; the GraphQL layer rewrites it in the reply's language. */
function thrown(code: ThrownErrorCode, key: string, extra: Record<string, unknown> = {}): GraphQLError {
  const extensions = { code, ...extra, http: { status: THROWN_ERROR_STATUS[code] }, [MESSAGE_KEY]: key };
  return new GraphQLError(errorMessage(DEFAULT_LANGUAGE, key), { extensions });
}

export const unauthenticated = () => thrown("UNAUTHENTICATED", "unauthorized");
export const forbidden = () => thrown("FORBIDDEN", "forbidden");
export const notFound = () => thrown("NOT_FOUND", "not_found");
/** Too many attempts (new guests, order lookups) from one client or for one order: see modules/rate-limit. */
export const rateLimited = () => thrown("RATE_LIMITED", "rate_limited");
/** The database cannot be reached: 503 with Retry-After over HTTP (core/database-outage.ts). */
export function serviceUnavailable(): GraphQLError {
  const error = thrown("SERVICE_UNAVAILABLE", "service_unavailable");
  const headers = new Map(Object.entries(OUTAGE_HEADERS).map(([name, value]) => [name.toLowerCase(), value]));
  (error.extensions.http as { headers?: Map<string, string> }).headers = headers;
  return error;
}

/** Runs `work`; an outage it meets becomes the SERVICE_UNAVAILABLE error, any other error stays as it is. */
export async function outageAsUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isDatabaseOutage(error) ? serviceUnavailable() : error;
  }
}

export function badUserInput(field?: string, key = "bad_user_input"): GraphQLError {
  return thrown("BAD_USER_INPUT", key, field ? { field } : {});
}

const KNOWN_CODES = new Set<string>([
  ...Object.keys(THROWN_ERROR_STATUS),
  // Apollo's own request-level codes are safe to show as they are.
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
]);

/**
 * Apollo `formatError`: errors we raised on purpose pass through; anything else (a bug, a database error) is
 * logged and replaced by a generic INTERNAL_SERVER_ERROR so internals never reach clients in production.
 */
export function createFormatError(dev: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === "string" && KNOWN_CODES.has(code)) return formatted;
    // A resolver that met an outage: the same error as one met before the resolvers ran (logged once, briefly).
    if (isDatabaseOutage(error)) {
      graphqlLog.warn({ reason: formatted.message }, "database unavailable");
      const { http: _http, ...extensions } = serviceUnavailable().extensions;
      return { message: errorMessage(DEFAULT_LANGUAGE, "service_unavailable"), locations: formatted.locations, path: formatted.path, extensions };
    }
    if (dev) return formatted;
    graphqlLog.error({ err: error }, "unexpected error");
    return {
      message: errorMessage(DEFAULT_LANGUAGE, "internal_error"),
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    };
  };
}
