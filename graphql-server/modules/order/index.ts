// The order module: placing an order from the cart with a payment provider (placeOrder, in one transaction),
// reading and looking orders up, their statuses and the confirmation mail.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { type OrderStatusCode } from "./order-state.js";
export { type OrderErrorResult } from "./place/order.place.js";
export { type OrderRecord } from "./order.read.js";
export { type OrderStatusRecord } from "./order-status.service.js";
export { type OrderRequestRecord, type OrderStatusEntryRecord } from "./requests/order-request.read.js";
export { claimGuestOrders } from "./order-claim.service.js";

import { codedMessage } from "../../core/messages.js";
import { onContactVerified } from "../customer/index.js";
import { claimGuestOrders } from "./order-claim.service.js";
import { orderRequestMailJob } from "./requests/order-request.mail.js";
import { orderStatusMailJob, requestDecisionMailJob } from "./admin/order-admin.mail.js";
import { orderCardChargeFields } from "./card/order-card-charge.resolvers.js";
import { adminOrderResultResolvers, orderAdminFields, orderAdminMutations, orderAdminQueries, orderStatusEntryAdminFields } from "./admin/order-admin.resolvers.js";
import { orderContractFields } from "./place/order-contracts.resolvers.js";
import { orderAdminRoutes } from "./admin/order-admin.rest.js";
import {
  orderRequestFields,
  orderRequestMutations,
  orderRequestQueries,
  orderRequestResultResolvers,
  orderRequestTextResolvers,
  orderStatusEntryResolvers,
} from "./requests/order-request.resolvers.js";
import { orderRequestRoutes } from "./requests/order-request.rest.js";
import { defineModule } from "../../core/module.js";
import { orderStatusQueries } from "./order-status.resolvers.js";
import { orderStatusRoutes } from "./order-status.rest.js";
import { CardPaymentSchema } from "./card/card-payment.entities.js";
import { orderDatabase } from "./order.database.js";
import { OrderLineSchema, OrderSchema, OrderStatusHistorySchema } from "./order.entities.js";
import { OrderRequestSchema } from "./requests/order-request.entities.js";
import { orderPayMutations, paymentResultResolvers } from "./pay/order-pay.resolvers.js";
import { orderPayRoutes } from "./pay/order-pay.rest.js";
import { paytrTokenRoutes } from "./pay/order-paytr.rest.js";
import { cardProviderCallbackRoutes } from "./card/card-provider-callback.rest.js";
import { orderQueries } from "./order.resolvers.js";
import { orderConfirmationJob } from "./place/order.mail.js";
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
