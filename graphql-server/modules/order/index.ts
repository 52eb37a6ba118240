// The order module: placing an order from the cart with a payment provider (placeOrder, in one transaction),
// reading and looking orders up, their statuses and the confirmation mail.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { type OrderStatusCode } from "./order-state.js";
export { type OrderErrorResult } from "./order.place.js";
export { type OrderRecord } from "./order.read.js";
export { type OrderStatusRecord } from "./order-status.service.js";

import { codedMessage } from "../../core/messages.js";
import { defineModule } from "../../core/module.js";
import { orderStatusQueries } from "./order-status.resolvers.js";
import { orderStatusRoutes } from "./order-status.rest.js";
import { CardPaymentSchema } from "./card-payment.entities.js";
import { OrderLineSchema, OrderSchema, OrderStatusHistorySchema } from "./order.entities.js";
import { orderPayMutations, paymentResultResolvers } from "./order-pay.resolvers.js";
import { orderPayRoutes } from "./order-pay.rest.js";
import { orderQueries } from "./order.resolvers.js";
import { orderConfirmationJob } from "./order.mail.js";
import { orderStatusTextResolvers, orderTextResolvers } from "./order.texts.js";
import { orderRoutes } from "./order.rest.js";

export const orderModule = defineModule({
  name: "order",
  // Other modules' tables its aggregate reads join (the SQL check holds it to this list).
  reads: ["bank_account", "payment_method", "payment_method_translation", "content_page"],
  entities: [OrderSchema, OrderLineSchema, OrderStatusHistorySchema, CardPaymentSchema],
  resolvers: {
    Query: { ...orderStatusQueries, ...orderQueries },
    Mutation: orderPayMutations,
    PaymentResult: paymentResultResolvers,
    OrderError: { message: codedMessage },
    Order: orderTextResolvers,
    OrderStatus: orderStatusTextResolvers,
  },
  routes: [...orderStatusRoutes, ...orderRoutes, ...orderPayRoutes],
  jobs: [orderConfirmationJob],
});
