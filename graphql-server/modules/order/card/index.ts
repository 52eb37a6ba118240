// Paying by card: the payment waiting for the provider's 3-D Secure step, its confirmation (the shopper's return and
// the provider's webhook) and what the order shows of the charge.
export { confirmCardPayment, startCardPayment, type CardPayInput } from "./order-card.js";
export { CardPaymentSchema } from "./card-payment.entities.js";
export { cardProviderCallbackRoutes } from "./card-provider-callback.rest.js";
export { orderCardChargeFields } from "./order-card-charge.resolvers.js";
