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
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
