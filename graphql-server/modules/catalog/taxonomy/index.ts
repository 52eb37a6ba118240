// What products are filed under: categories, brands, models, suppliers and variant properties, the storefront's
// reads of them, the seo links that name them, and the admin's pages that keep them.
export { brandBySeoLink, categoryBestSellers, categoryBySeoLink, categoryTree, listBrands, listModels, listSuppliers, showcases } from "./taxonomy.service.js";
export { resolveSeoLink, sitemapEntries, targetListing } from "./seo-link.service.js";
export { seoLinkTaken } from "./category-admin.read.js";
export { taxonomyAdminMutations, taxonomyAdminQueries, taxonomyAdminUnions } from "./taxonomy-admin.resolvers.js";
export { taxonomyAdminRoutes } from "./taxonomy-admin.rest.js";
export { propertyAdminRoutes } from "./property-admin.rest.js";
