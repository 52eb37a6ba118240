// GraphQL answers are never stored by browsers or proxies: they hold carts, accounts and orders, and the public reads
// among them are kept by the shop's own read cache (read-cache.ts), which knows when they change. Apollo's cache
// control plugin said the same ("no-store": the schema carries no cache hints) at the price of a hook on every field
// it resolved; it is switched off and this sets the header once per answer.
import type { ApolloServerPlugin } from "@apollo/server";

const UNSTORABLE = "no-store";

export const noStore: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set("cache-control", UNSTORABLE);
      },
    };
  },
};
