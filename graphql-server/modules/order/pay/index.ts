// Paying: placeOrder and its REST routes, one operation whatever the payment method.
export { orderPayMutations, paymentResultResolvers } from "./order-pay.resolvers.js";
export { orderPayRoutes } from "./order-pay.rest.js";
export { paytrTokenRoutes } from "./order-paytr.rest.js";
