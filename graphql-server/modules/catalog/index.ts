// The catalog module: the catalogue: products with variants and personalizations, categories, brands, listings with facets, the home page's showcases, seo links and the sitemap.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export {
  campaignPrice,
  campaignsFor,
  cardsByIds,
  feedItems,
  productImage,
  priceBlock,
  toCampaignDto,
  type FeedItem,
  type PriceCampaign,
  type PriceCampaigns,
} from "./product/index.js";
export { CARD_FIELDS, FACET_FIELDS, legacyCard, legacyFacets, sortParam } from "./catalog.legacy.js";
export { scopeFor } from "./catalog.resolvers.js";
export { type CatalogScope } from "./catalog.scope.js";
export { compactFacetTally, foldFacetTally, listProducts, refreshSearchIndex, type SearchCondition, type SearchIndex } from "./listing/index.js";
export {
  applySupplierUpdates,
  lockStock,
  returnStock,
  supplierUnits,
  takeStock,
  type ReturnedItem,
  type StockItem,
  type StockLock,
  type StockProblem,
  type SupplierUnit,
  type SupplierUpdate,
} from "./stock/index.js";
export { announceReturnedStock, type StockUnit } from "./engagement/index.js";

// The module is composed of its feature folders' faces (product, listing, taxonomy, engagement, stock, admin) and
// the files they share at this root: the tables, the typed builder, the request's scope, the derived columns, the
// price rules, and the storefront's read fields and REST routes, which span the product, listing and taxonomy.
import { defineModule } from "../../core/module.js";
import { catalogDatabase } from "./catalog.database.js";
import { catalogQueries, productResolvers, seoLinkTargetResolvers } from "./catalog.resolvers.js";
import { catalogRoutes } from "./catalog.rest.js";
import { productAdminMutations, productAdminQueries, productAdminRoutes, productAdminUnionResolvers } from "./admin/index.js";
import {
  addCommentResultResolvers,
  commentAdminMutations,
  commentAdminQueries,
  engagementMutations,
  engagementQueries,
  engagementRoutes,
  favoriteResultResolvers,
  memberCommentsService,
  memberProductResolvers,
  productCardResolvers,
  productFaqAdminMutations,
  productFaqAdminQueries,
  productFaqAdminUnions,
  stockAlertJob,
  stockAlertResultResolvers,
} from "./engagement/index.js";
import { foldAndCompactFacetTally, ProductFacetTallySchema, ProductFacetVersionSchema } from "./listing/index.js";
import { propertyAdminRoutes, taxonomyAdminMutations, taxonomyAdminQueries, taxonomyAdminRoutes, taxonomyAdminUnions } from "./taxonomy/index.js";
import { CustomerFavoriteSchema, ProductCommentSchema, ProductFaqSchema, StockAlertSchema, ProductLinkSchema, ShowcaseProductSchema, ShowcaseSchema, ShowcaseTranslationSchema } from "./engagement.entities.js";
import { ProductImageSchema, ProductSchema, ProductTranslationSchema } from "./product.entities.js";
import { BrandSchema, CategorySchema, CategoryTranslationSchema, ModelSchema, SupplierSchema } from "./taxonomy.entities.js";
import { PersonalizationOptionSchema, PersonalizationOptionTranslationSchema, PersonalizationSchema, PersonalizationTranslationSchema, PropertyCategorySchema, PropertyCategoryTranslationSchema, PropertySchema, PropertyTranslationSchema, SubProductSchema } from "./variant.entities.js";

export const catalogModule = defineModule({
  name: "catalog",
  publicReads: {
    categoryTree: {}, category: {}, brands: {}, brand: {}, models: {}, suppliers: {}, categoryBestSellers: {},
    products: {}, product: {}, productById: {}, productsByIds: {}, sameProducts: {}, productComments: {}, productFaq: {},
    homeBlocks: {}, showcase: {}, resolveSeoLink: {}, sitemapEntries: {},
  },
  // The facet tally changes meaning only with the product rows its trigger follows (which invalidate), and a fold
  // changes no sum: its own writes leave cached answers alone.
  privateTables: ["customer_favorite", "product_stock_alert", "product_facet_tally"],
  database: catalogDatabase,
  entities: [ProductFacetTallySchema, ProductFacetVersionSchema, ProductLinkSchema, ProductCommentSchema, CustomerFavoriteSchema, StockAlertSchema, ProductFaqSchema, ShowcaseSchema, ShowcaseTranslationSchema, ShowcaseProductSchema, ProductSchema, ProductTranslationSchema, ProductImageSchema, CategorySchema, CategoryTranslationSchema, BrandSchema, ModelSchema, SupplierSchema, PropertyCategorySchema, PropertyCategoryTranslationSchema, PropertySchema, PropertyTranslationSchema, SubProductSchema, PersonalizationSchema, PersonalizationTranslationSchema, PersonalizationOptionSchema, PersonalizationOptionTranslationSchema],
  resolvers: {
    Query: { ...catalogQueries, ...engagementQueries, ...productAdminQueries, ...commentAdminQueries, ...taxonomyAdminQueries, ...productFaqAdminQueries },
    Mutation: { ...engagementMutations, ...productAdminMutations, ...commentAdminMutations, ...taxonomyAdminMutations, ...productFaqAdminMutations },
    ...taxonomyAdminUnions,
    ...productFaqAdminUnions,
    Product: { ...productResolvers, ...memberProductResolvers },
    ProductCard: productCardResolvers,
    FavoriteResult: favoriteResultResolvers,
    AddCommentResult: addCommentResultResolvers,
    StockAlertResult: stockAlertResultResolvers,
    SeoLinkTarget: seoLinkTargetResolvers,
    ...productAdminUnionResolvers,
  },
  routes: [...catalogRoutes, ...engagementRoutes, ...productAdminRoutes, ...taxonomyAdminRoutes, ...propertyAdminRoutes],
  jobs: [stockAlertJob],
  services: { memberComments: memberCommentsService },
  // The facet tally's deltas, folded to one row per group.
  cleanup: foldAndCompactFacetTally,
});

export { ProductSchema };
export { CategorySchema };
export { SubProductSchema };
