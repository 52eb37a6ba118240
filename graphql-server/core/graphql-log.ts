// One debug line per GraphQL operation: its name, type, duration and the codes of the errors it answered. Never the
// document's variables: they hold passwords, one-time codes and contact details. (An unexpected error is logged with
// its stack where it is formatted, core/errors.ts.)
import type { ApolloServerPlugin } from "@apollo/server";
import { loggerFor } from "./logger.js";

const graphqlLog = loggerFor("graphql");

export const logOperations: ApolloServerPlugin = {
  async requestDidStart() {
    const started = performance.now();
    return {
      async willSendResponse({ operationName, operation, response }) {
        const errors = response.body.kind === "single" ? response.body.singleResult.errors ?? [] : [];
        graphqlLog.debug(
          {
            operation: operationName ?? "anonymous",
            type: operation?.operation,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...(errors.length ? { errors: errors.map((error) => error.extensions?.code ?? "UNKNOWN") } : {}),
          },
          "graphql operation",
        );
      },
    };
  },
};
