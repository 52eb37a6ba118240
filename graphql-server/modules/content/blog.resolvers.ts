// Blog fields: the storefront's reads and view count, and the admin's writes (content role first).
import { requireAdmin } from "../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { named } from "./admin-input.js";
import { adminBlogPosts, deleteBlogPost, saveBlogCategory, saveBlogPost } from "./blog-admin.service.js";
import { blogCategories, blogPost, blogPosts, viewBlogPost } from "./blog.service.js";

const ROLE = "content";

export const blogQueries: QueryResolvers = {
  blogPosts: async (_p, args, ctx) => blogPosts(ctx.em, await ctx.languageFor(args.language), { limit: args.limit, categoryId: args.categoryId }),
  otherBlogPosts: async (_p, args, ctx) => blogPosts(ctx.em, await ctx.languageFor(args.language), { limit: args.limit ?? 4, exceptId: args.id }),
  mostReadBlogPosts: async (_p, args, ctx) => blogPosts(ctx.em, await ctx.languageFor(args.language), { limit: args.limit ?? 5, order: "mostRead" }),
  blogPost: async (_p, args, ctx) => blogPost(ctx.em, await ctx.languageFor(args.language), args.id),
  blogCategories: async (_p, args, ctx) => blogCategories(ctx.em, await ctx.languageFor(args.language)),
  adminBlogPosts: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminBlogPosts(ctx.em, await ctx.languageFor(args.language))),
};

export const blogMutations: MutationResolvers = {
  viewBlogPost: async (_p, args, ctx) => viewBlogPost(ctx.em, await ctx.languageFor(args.language), args.id),
  saveBlogPost: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), saveBlogPost(ctx, args.input, await ctx.languageFor(args.language)).then(named("BlogPost"))),
  deleteBlogPost: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), deleteBlogPost(ctx, args.id, ctx.language)),
  saveBlogCategory: (_p, args, ctx) => (requireAdmin(ctx, ROLE), saveBlogCategory(ctx, args.input).then(named("BlogCategorySaved"))),
};
