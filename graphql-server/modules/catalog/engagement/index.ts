// What members do around a product: favourites, comments (and their moderation), back-in-stock alerts, and the
// product's questions and answers the admin writes. The stock feature tells the alerts when stock comes back.
export {
  addCommentResultResolvers,
  engagementMutations,
  engagementQueries,
  favoriteResultResolvers,
  memberProductResolvers,
  productCardResolvers,
  stockAlertResultResolvers,
} from "./engagement.resolvers.js";
export { engagementRoutes } from "./engagement.rest.js";
export { memberCommentsService } from "./comment.service.js";
export { commentAdminMutations, commentAdminQueries } from "./comment-admin.resolvers.js";
export { productFaqAdminMutations, productFaqAdminQueries, productFaqAdminUnions } from "./product-faq-admin.resolvers.js";
export { announceReturnedStock, stockAlertJob, type StockUnit } from "./stock-alert.service.js";
