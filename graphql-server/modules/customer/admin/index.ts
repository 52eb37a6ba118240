// The admin's view of the members: the filtered list and one member. Its face: the resolvers and routes.
export { customerAdminQueries } from "./customer-admin.resolvers.js";
export { customerAdminRoutes } from "./customer-admin.rest.js";
