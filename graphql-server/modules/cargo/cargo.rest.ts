// /api/v1 cargo tracking: where the caller's shipped order is and the cargo company's page to follow it. The order
// module answers it (orderTracking); the route lives with the cargo routes the legacy clients know.
import type { OrderTracking, Query } from "../../generated/resolvers-types.js";
import { defineRoute, RestInputError, type RestRoute } from "../../core/rest.js";
import { firstGiven, legacyBody, legacyText, positiveId } from "../../core/rest-input.js";

const legacyTracking = (t: OrderTracking) => ({
  order_code: t.orderCode,
  status: t.status.toLowerCase(),
  status_name: t.statusName,
  cargo_name: t.cargoName ?? null,
  tracking_number: t.trackingCode ?? null,
  tracking_url: t.trackingUrl ?? null,
});

export const cargoRoutes: RestRoute[] = [
  /**
   * POST /api/v1/cargo/getTrackingCargo?language — body {order_id | order_code}: one of the caller's orders:
   * 200 {success, response:{order_code, status, status_name, cargo_name, tracking_number, tracking_url}} (the cargo
   * fields null until it ships); another shopper's order: 404; neither id nor code: 400.
   */
  defineRoute({
    method: "POST",
    path: "/api/v1/cargo/getTrackingCargo",
    access: "shopper",
    body: legacyBody(() => ({ order_id: positiveId, order_code: legacyText(32) }), (b) => ({
      ...b,
      order_id: firstGiven(b, "order_id", "id"),
      order_code: firstGiven(b, "order_code", "code"),
    })),
    document: `query RestTrackingCargo($id: Int, $code: String, $language: String) {
      orderTracking(id: $id, code: $code, language: $language) { orderCode status statusName cargoName trackingCode trackingUrl } }`,
    variables: ({ body }, { language }) => {
      if (body.order_id === null && !body.order_code) throw new RestInputError("order_id");
      return { id: body.order_id, code: body.order_code ?? null, language };
    },
    reply: (data: Pick<Query, "orderTracking">) => ({ body: { success: true, response: legacyTracking(data.orderTracking) } }),
  }),
];
