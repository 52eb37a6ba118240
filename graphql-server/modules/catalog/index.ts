// The catalog module: the catalogue: products with variants and personalizations, categories, brands, listings with facets, the home page's showcases, seo links and the sitemap.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { cardsByIds, imageDto, priceBlock } from "./product/cards.js";
export { CARD_FIELDS, FACET_FIELDS, legacyCard, legacyFacets, sortParam } from "./catalog.legacy.js";
export { scopeFor } from "./catalog.resolvers.js";
export { type CatalogScope } from "./catalog.scope.js";
export { listProducts, type SearchCondition } from "./listing/listing.service.js";
export { campaignPrice, campaignsFor, toCampaignDto, type PriceCampaign, type PriceCampaigns } from "./product/price-campaigns.js";
export { lockStock, takeStock, type StockItem, type StockLock, type StockProblem } from "./stock/stock.js";
export { returnStock, type ReturnedItem } from "./stock/stock-return.js";
export { announceReturnedStock, type StockUnit } from "./engagement/stock-alert.service.js";
export { refreshSearchIndex, type SearchIndex } from "./listing/search-index.js";
export { feedItems, type FeedItem } from "./product/product-feed.js";
export { compactFacetTally, foldFacetTally } from "./listing/facet-tally.js";
export { applySupplierUpdates, supplierUnits, type SupplierUnit, type SupplierUpdate } from "./stock/supplier-updates.js";

import { productFaqAdminMutations, productFaqAdminQueries, productFaqAdminUnions } from "./engagement/product-faq-admin.resolvers.js";
import { defineModule } from "../../core/module.js";
import { catalogDatabase } from "./catalog.database.js";
import { catalogQueries, productResolvers, seoLinkTargetResolvers } from "./catalog.resolvers.js";
import { catalogRoutes } from "./catalog.rest.js";
import {
  addCommentResultResolvers,
  engagementMutations,
  engagementQueries,
  memberProductResolvers,
  favoriteResultResolvers,
  productCardResolvers,
  stockAlertResultResolvers,
} from "./engagement/engagement.resolvers.js";
import { engagementRoutes } from "./engagement/engagement.rest.js";
import { productAdminMutations, productAdminQueries, productAdminUnionResolvers } from "./admin/product-admin.resolvers.js";
import { productAdminRoutes } from "./admin/product-admin.rest.js";
import { commentAdminMutations, commentAdminQueries } from "./engagement/comment-admin.resolvers.js";
import { taxonomyAdminMutations, taxonomyAdminQueries, taxonomyAdminUnions } from "./taxonomy/taxonomy-admin.resolvers.js";
import { taxonomyAdminRoutes } from "./taxonomy/taxonomy-admin.rest.js";
import { propertyAdminRoutes } from "./taxonomy/property-admin.rest.js";
import { stockAlertJob } from "./engagement/stock-alert.service.js";
import { memberCommentsService } from "./engagement/comment.service.js";
import { CustomerFavoriteSchema, ProductCommentSchema, ProductFaqSchema, StockAlertSchema, ProductLinkSchema, ShowcaseProductSchema, ShowcaseSchema, ShowcaseTranslationSchema } from "./engagement.entities.js";
import { ProductImageSchema, ProductSchema, ProductTranslationSchema } from "./product.entities.js";
import { foldAndCompactFacetTally, ProductFacetTallySchema } from "./listing/facet-tally.js";
import { ProductFacetVersionSchema } from "./listing/facet-columns.js";
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
