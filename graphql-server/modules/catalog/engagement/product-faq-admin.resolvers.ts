// A product's FAQ for the admin (catalogue role first).
import { requireAdmin } from "../../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../../generated/resolvers-types.js";
import { adminProductFaq, deleteProductFaq, saveProductFaq } from "./product-faq-admin.service.js";

const ROLE = "catalogue";

export const productFaqAdminQueries: QueryResolvers = {
  adminProductFaq: (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminProductFaq(ctx.em, args.productId)),
};

export const productFaqAdminMutations: MutationResolvers = {
  saveProductFaq: async (_p, args, ctx) => {
    requireAdmin(ctx, ROLE);
    const result = await saveProductFaq(ctx, args.productId, args.input);
    return "code" in result ? result : { ...result, __typename: "AdminProductFaqItem" as const };
  },
  deleteProductFaq: (_p, args, ctx) => (requireAdmin(ctx, ROLE), deleteProductFaq(ctx, args.productId, args.id)),
};

export const productFaqAdminUnions = {
  ProductFaqResult: { __resolveType: <N extends string>(r: { __typename: N }) => r.__typename },
};
