// A member's cancel and return requests: when they may ask, the request and its mail, the member's order pages and
// each order's status history.
export {
  canMoveRequest,
  canRequestCancel,
  isOrderRequestStatus,
  ORDER_REQUEST_STATUSES,
  ORDER_REQUEST_TRANSITIONS,
  type OrderRequestKind,
  type OrderRequestStatus,
} from "./order-request-state.js";
export { requestKindText, requestStatusText } from "./order-request.texts.js";
export { findRequest, type OrderRequestRecord, type OrderStatusEntryRecord } from "./order-request.read.js";
export { OrderRequestSchema } from "./order-request.entities.js";
export { orderRequestMailJob } from "./order-request.mail.js";
export {
  historyOf,
  orderRequestFields,
  orderRequestMutations,
  orderRequestQueries,
  orderRequestResultResolvers,
  orderRequestTextResolvers,
  orderStatusEntryResolvers,
} from "./order-request.resolvers.js";
export { legacyOrderRequest, orderRequestRoutes } from "./order-request.rest.js";
