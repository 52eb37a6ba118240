// The shopper's view of a card order's charge: anyone who may read the order (its shopper, an admin) sees it.
import type { OrderResolvers } from "../../../generated/resolvers-types.js";

export const orderCardChargeFields: OrderResolvers = {
  cardCharge: (order) => (order.chargedMinor === null ? null : { chargedMinor: order.chargedMinor, installmentCount: order.installmentCount ?? 1 }),
};
