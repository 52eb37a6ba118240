// The shop's side of orders: the admin's order list, dashboard and status changes, the decisions on requests (with
// the stock and card money that go back) and the mails they send.
export { orderStatusMailJob, requestDecisionMailJob } from "./order-admin.mail.js";
export { adminOrderResultResolvers, orderAdminFields, orderAdminMutations, orderAdminQueries, orderStatusEntryAdminFields } from "./order-admin.resolvers.js";
export { orderAdminRoutes } from "./order-admin.rest.js";
