// Favourites, members' comments and back-in-stock alerts: a few lines per field — the member from the context, then
// a service. The favourite flags of products and cards are one batched read per request (favorite.service.ts).
import type {
  AddCommentResultResolvers,
  FavoriteResultResolvers,
  MutationResolvers,
  ProductCardResolvers,
  ProductResolvers,
  QueryResolvers,
  StockAlertResultResolvers,
} from "../../../generated/resolvers-types.js";
import { requireCustomer } from "../../../core/context.js";
import { scopeFor } from "../catalog.resolvers.js";
import { addComment, ownComment } from "./comment.service.js";
import { addFavorite, favoritePage, isFavorite, removeFavorite } from "./favorite.service.js";
import { cancelStockAlert, hasOpenAlert, openAlertsOnProduct, requestStockAlert } from "./stock-alert.service.js";

const unit = (productId: number, subProductId: number | null | undefined) => ({ productId, subProductId: subProductId ?? 0 });

export const engagementQueries: QueryResolvers = {
  myFavorites: async (_p, args, ctx) => favoritePage(await scopeFor(ctx), requireCustomer(ctx).id, args),
  myProductComment: async (_p, args, ctx) => (ctx.auth.customer ? ownComment(ctx.em, ctx.auth.customer.id, args.productId) : null),
  hasStockAlert: async (_p, args, ctx) =>
    ctx.auth.customer ? hasOpenAlert(ctx.em, ctx.auth.customer.id, unit(args.productId, args.subProductId)) : false,
};

export const engagementMutations: MutationResolvers = {
  addFavorite: (_p, args, ctx) => addFavorite(ctx.em, requireCustomer(ctx).id, args.productId),
  removeFavorite: (_p, args, ctx) => removeFavorite(ctx.em, requireCustomer(ctx).id, args.productId),
  addProductComment: (_p, args, ctx) => addComment(ctx.em, requireCustomer(ctx).id, args.input),
  requestStockAlert: (_p, args, ctx) => requestStockAlert(ctx.em, requireCustomer(ctx).id, unit(args.productId, args.subProductId), ctx.language),
  cancelStockAlert: (_p, args, ctx) => cancelStockAlert(ctx.em, requireCustomer(ctx).id, unit(args.productId, args.subProductId)),
};

export const memberProductResolvers: ProductResolvers = {
  isFavorite: (parent, _args, ctx) => isFavorite(ctx, parent.id),
  myStockAlerts: async (parent, _args, ctx) => (ctx.auth.customer ? openAlertsOnProduct(ctx.em, ctx.auth.customer.id, parent.id) : []),
};

export const productCardResolvers: ProductCardResolvers = {
  isFavorite: (parent, _args, ctx) => isFavorite(ctx, parent.id),
};

const byTypename = <T extends string>(success: T) => ({
  __resolveType: (r: { __typename: string }) => (r.__typename === "OperationError" ? "OperationError" : success) as never,
});

export const favoriteResultResolvers: FavoriteResultResolvers = byTypename("FavoriteChange");
export const addCommentResultResolvers: AddCommentResultResolvers = byTypename("MemberComment");
export const stockAlertResultResolvers: StockAlertResultResolvers = byTypename("StockAlertRequest");
