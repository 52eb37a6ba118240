// Placing an order: the one transaction from the cart to the order (its number, the approved total, the contracts
// accepted) and the confirmation mail.
export { asOrderError, orderError, placeOrder, placeOrderIn, type OrderErrorResult, type OrderPayment, type PlaceOrderInput } from "./order.place.js";
export { orderConfirmationJob } from "./order.mail.js";
export { orderContractFields } from "./order-contracts.resolvers.js";
