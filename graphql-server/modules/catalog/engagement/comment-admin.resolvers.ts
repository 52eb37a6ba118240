// The comment moderation fields (admin, content role): a few lines each over comment-admin.service.ts.
import { clampPage } from "../../../core/admin-input.js";
import { requireAdmin } from "../../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../../generated/resolvers-types.js";
import { listComments, MAX_COMMENT_PAGE_SIZE, reviewComments, type CommentState } from "./comment-admin.service.js";


export const commentAdminQueries: QueryResolvers = {
  adminComments: async (_p, args, ctx) => {
    requireAdmin(ctx, "content");
    const filter = args.filter ?? {};
    const page = await listComments(
      ctx.scope,
      {
        state: filter.state ? (filter.state.toLowerCase() as CommentState) : null,
        productId: typeof filter.productId === "number" && filter.productId > 0 ? filter.productId : null,
        rate: typeof filter.rate === "number" && filter.rate >= 1 && filter.rate <= 5 ? filter.rate : null,
        search: filter.search?.slice(0, 100) ?? null,
      },
      clampPage(args.page, 1),
      clampPage(args.pageSize, 20, MAX_COMMENT_PAGE_SIZE),
    );
    return { ...page, items: page.items.map((item) => ({ ...item, state: item.state.toUpperCase() as Uppercase<CommentState> })) };
  },
};

export const commentAdminMutations: MutationResolvers = {
  reviewComments: async (_p, args, ctx) => {
    requireAdmin(ctx, "content");
    const decision = args.decision === "APPROVE" ? "approve" : "reject";
    return { changedIds: await reviewComments(ctx.em, ctx, args.ids, decision) };
  },
};
