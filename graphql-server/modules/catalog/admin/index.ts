// The admin's product form: the product list, one product with its content per language, images, variants,
// personalizations and links, every write audited in one transaction.
export { productAdminMutations, productAdminQueries, productAdminUnionResolvers } from "./product-admin.resolvers.js";
export { productAdminRoutes } from "./product-admin.rest.js";
