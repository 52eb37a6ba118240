// Blog fields: the storefront's reads and view count, and the admin's writes (content role first).
import { requireAdmin } from "../../core/context.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { named } from "./admin-input.js";
import { adminBlogCategories, adminBlogPost, adminBlogPostList } from "./blog-admin.read.js";
import { adminBlogPosts, deleteBlogCategory, deleteBlogPost, saveBlogCategory, saveBlogPost, setBlogPostPublished } from "./blog-admin.service.js";
import { storeBlogImage } from "./blog-image.js";
import { blogCategories, blogPost, blogPosts, viewBlogPost } from "./blog.service.js";

const ROLE = "content";

export const blogQueries: QueryResolvers = {
  blogPosts: async (_p, args, ctx) => blogPosts(ctx.em, ctx.language, { limit: args.limit, categoryId: args.categoryId }),
  otherBlogPosts: async (_p, args, ctx) => blogPosts(ctx.em, ctx.language, { limit: args.limit ?? 4, exceptId: args.id }),
  mostReadBlogPosts: async (_p, args, ctx) => blogPosts(ctx.em, ctx.language, { limit: args.limit ?? 5, order: "mostRead" }),
  blogPost: async (_p, args, ctx) => blogPost(ctx.em, ctx.language, args.id),
  blogCategories: async (_p, args, ctx) => blogCategories(ctx.em, ctx.language),
  adminBlogPosts: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminBlogPosts(ctx.em, ctx.language)),
  adminBlogPostList: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminBlogPostList(ctx.em, ctx.language, args)),
  adminBlogPost: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminBlogPost(ctx.em, ctx.language, args.id)),
  adminBlogCategories: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminBlogCategories(ctx.em, ctx.language)),
};

export const blogMutations: MutationResolvers = {
  viewBlogPost: async (_p, args, ctx) => viewBlogPost(ctx.em, ctx.language, args.id),
  saveBlogPost: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), saveBlogPost(ctx, args.input, ctx.language).then(named("BlogPost"))),
  deleteBlogPost: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), deleteBlogPost(ctx, args.id, ctx.language)),
  saveBlogCategory: (_p, args, ctx) => (requireAdmin(ctx, ROLE), saveBlogCategory(ctx, args.input).then(named("BlogCategorySaved"))),
  setBlogPostPublished: (_p, args, ctx) => (requireAdmin(ctx, ROLE), setBlogPostPublished(ctx, args.id, args.isPublished)),
  deleteBlogCategory: (_p, args, ctx) => (requireAdmin(ctx, ROLE), deleteBlogCategory(ctx, args.id).then(named("BlogCategorySaved"))),
  uploadBlogImage: (_p, args, ctx) => (requireAdmin(ctx, ROLE), storeBlogImage(ctx.media, args.image).then(named("BlogImageUploaded"))),
};
