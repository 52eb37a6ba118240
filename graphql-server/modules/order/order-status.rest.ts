// /api/v1 route of the order status list.
import type { OrderStatus, Query } from "../../generated/resolvers-types.js";
import { defineRoute, type RestRoute } from "../../core/rest.js";

const legacyStatus = (s: OrderStatus) => ({
  code: s.code.toLowerCase(),
  name: s.name,
  sort: s.sort,
  is_final: s.isFinal,
  next: s.next.map((n) => n.toLowerCase()),
});

export const orderStatusRoutes: RestRoute[] = [
  /**
   * GET /api/v1/order/getOrderStatusList?language — the order state machine's statuses, in order.
   * 200 {success, response:[{code,name,sort,is_final,next:[code]}]} (codes lower case: awaiting_payment, …)
   */
  defineRoute<Pick<Query, "orderStatuses">>({
    method: "GET",
    path: "/api/v1/order/getOrderStatusList",
    access: "public",
    document: `query RestOrderStatuses($language: String) { orderStatuses(language: $language) { code name sort isFinal next } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => ({ body: { success: true, response: data.orderStatuses.map(legacyStatus) } }),
  }),
];
