// When the database cannot be reached (a PostgreSQL server stopped, restarting or refusing connections, a network
// between them cut, the embedded database closed), no request can be answered, but none is at fault either: the
// shop says so with 503 and Retry-After — GraphQL and REST as a SERVICE_UNAVAILABLE error with its code, the
// storefront as its own error page — instead of an internal error that pages someone and tells a crawler the page
// is broken. Only failures of reaching the database count; an error in a statement stays an internal error.
// The thrown error itself is built in errors.ts (serviceUnavailable), beside the other thrown errors.
import type { ApolloServerPlugin } from "@apollo/server";
import { OUTAGE_RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from "../../shared/outage.js";

/** Network failures of the socket to the server (Node's codes). */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/**
 * PostgreSQL's own: the connection-exception class (08…), the server shutting down or starting (57P01–57P03) and
 * no connection slots left (53300).
 */
const SERVER_STATE = /^(08...|57P0[123]|53300)$/;
/** The pool's and the drivers' words for a connection that is gone or never came (they carry no code). */
const LOST_CONNECTION = [
  /Connection terminated/i,
  /Timeout acquiring a connection/i,
  /is not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /PGlite is closed/,
  /Client was closed and is not queryable/i,
];

/** Whether `error` (or an error it wraps) says the database cannot be reached. */
export function isDatabaseOutage(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, originalError, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_STATE.test(code))) return true;
  if (typeof message === "string" && LOST_CONNECTION.some((pattern) => pattern.test(message))) return true;
  // Wrapped: graphql-js keeps the resolver's error, drivers their cause, a failed connect to several addresses a list.
  const inner = [cause, originalError, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((wrapped) => isDatabaseOutage(wrapped, depth + 1));
}

/** The headers of every outage answer. */
export const OUTAGE_HEADERS: Readonly<Record<string, string>> = { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) };

/**
 * Over HTTP, an answer with an outage among its errors is a 503 with Retry-After: a resolver's error reaches Apollo
 * as an error of the field, which would otherwise be a 200 like any partial answer.
 */
export const answerOutageWith503: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== "single") return;
        if (!response.body.singleResult.errors?.some((error) => error.extensions?.code === SERVICE_UNAVAILABLE)) return;
        response.http.status = 503;
        for (const [name, value] of Object.entries(OUTAGE_HEADERS)) response.http.headers.set(name.toLowerCase(), value);
      },
    };
  },
};
