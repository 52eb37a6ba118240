// The order module: placing an order from the cart with a payment provider (placeOrder, in one transaction),
// reading and looking orders up, their statuses and the confirmation mail. Its features live in folders, each
// reached through its own index.ts: place, pay, card, admin (the shop's side) and requests (the member's cancel and
// return); the order's reads, states, texts and legacy shapes that several of them use stay here.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { type OrderStatusCode } from "./order-state.js";
export { type OrderErrorResult } from "./place/index.js";
export { type OrderRecord } from "./order.read.js";
export { type OrderStatusRecord } from "./order-status.service.js";
export { type OrderRequestRecord, type OrderStatusEntryRecord } from "./requests/index.js";
export { claimGuestOrders } from "./order-claim.service.js";

import { codedMessage } from "../../core/messages.js";
import { defineModule } from "../../core/module.js";
import { onContactVerified } from "../customer/index.js";
import {
  adminOrderResultResolvers,
  orderAdminFields,
  orderAdminMutations,
  orderAdminQueries,
  orderAdminRoutes,
  orderStatusEntryAdminFields,
  orderStatusMailJob,
  requestDecisionMailJob,
} from "./admin/index.js";
import { CardPaymentSchema, cardProviderCallbackRoutes, orderCardChargeFields } from "./card/index.js";
import { orderPayMutations, orderPayRoutes, paymentResultResolvers, paytrTokenRoutes } from "./pay/index.js";
import { orderConfirmationJob, orderContractFields } from "./place/index.js";
import {
  OrderRequestSchema,
  orderRequestFields,
  orderRequestMailJob,
  orderRequestMutations,
  orderRequestQueries,
  orderRequestResultResolvers,
  orderRequestRoutes,
  orderRequestTextResolvers,
  orderStatusEntryResolvers,
} from "./requests/index.js";
import { claimGuestOrders } from "./order-claim.service.js";
import { orderStatusQueries } from "./order-status.resolvers.js";
import { orderStatusRoutes } from "./order-status.rest.js";
import { orderDatabase } from "./order.database.js";
import { OrderLineSchema, OrderSchema, OrderStatusHistorySchema } from "./order.entities.js";
import { orderQueries } from "./order.resolvers.js";
import { orderStatusTextResolvers, orderTextResolvers } from "./order.texts.js";
import { orderRoutes } from "./order.rest.js";

// A member who proves an email or phone takes over the guest orders placed with it (docs/decisions/041).
onContactVerified(claimGuestOrders);

export const orderModule = defineModule({
  name: "order",
  privateTables: ["card_payment", "order_request", "shop_order", "order_line", "order_status_history"],
  database: orderDatabase,
  entities: [OrderSchema, OrderLineSchema, OrderStatusHistorySchema, OrderRequestSchema, CardPaymentSchema],
  resolvers: {
    Query: { ...orderStatusQueries, ...orderQueries, ...orderRequestQueries, ...orderAdminQueries },
    Mutation: { ...orderPayMutations, ...orderRequestMutations, ...orderAdminMutations },
    PaymentResult: paymentResultResolvers,
    OrderError: { message: codedMessage },
    Order: { ...orderTextResolvers, ...orderRequestFields, ...orderAdminFields, ...orderContractFields, ...orderCardChargeFields },
    OrderRequest: orderRequestTextResolvers,
    OrderStatusEntry: { ...orderStatusEntryResolvers, ...orderStatusEntryAdminFields },
    AdminOrderResult: adminOrderResultResolvers,
    OrderRequestResult: orderRequestResultResolvers,
    OrderStatus: orderStatusTextResolvers,
  },
  routes: [
    ...orderStatusRoutes,
    ...orderRoutes,
    ...orderPayRoutes,
    ...paytrTokenRoutes,
    ...orderRequestRoutes,
    ...orderAdminRoutes,
    ...cardProviderCallbackRoutes,
  ],
  jobs: [orderConfirmationJob, orderRequestMailJob, orderStatusMailJob, requestDecisionMailJob],
});
