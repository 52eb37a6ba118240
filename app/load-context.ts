// The contract between server.ts and the Remix app. The app never imports graphql-server/: server.ts hands it a
// GraphQL executor that runs operations in-process through the same Apollo Server instance (or over HTTP when
// GRAPHQL_URL points at a separate API tier).
import type { FormattedExecutionResult } from "graphql";

export interface GraphQLRequest {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Executes one GraphQL operation on behalf of the incoming HTTP request (its headers carry auth cookies/tokens). */
export type GraphQLExecutor = (
  request: GraphQLRequest,
  incoming: {
    headers: Headers;
    /** The shopper's address as server.ts saw it (Express req.ip with TRUST_PROXY); used by rate limits. */
    clientIp?: string;
  },
) => Promise<FormattedExecutionResult>;

export interface ShopLoadContext {
  graphql: GraphQLExecutor;
  /** This reply's Content-Security-Policy nonce: every script the server renders carries it. */
  cspNonce: string;
  /** The shop's public origin (PUBLIC_URL, e.g. `https://shop.example`): absolute links never use the Host header. */
  publicOrigin: string;
  /** The shop's logger, its lines carrying this request's id (JSON lines; see graphql-server/core/logger.ts). */
  log: AppLogger;
  /**
   * Set by the approve step's "Show installments" post without JavaScript: the card as typed, rendered back only
   * into its own fields (app/utils/typed-card.ts). Lives as long as this one request.
   */
  typedCard?: { holder: string; number: string; expiry: string };
}

/** The part of the server's logger the app uses: pino's call shapes (an object of fields first, then the text). */
export interface AppLogger {
  error(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  info(fields: object, message: string): void;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
