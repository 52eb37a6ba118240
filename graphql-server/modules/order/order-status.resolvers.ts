import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { listOrderStatuses } from "./order-status.service.js";

export const orderStatusQueries: QueryResolvers = {
  orderStatuses: async () => listOrderStatuses(),
};
