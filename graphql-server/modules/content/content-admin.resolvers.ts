// The admin's content fields: each checks the content role first, then calls the service.
import { requireAdmin } from "../../core/context.js";
import { byTypename, named } from "./admin-input.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { contentCategories, saveContentCategory } from "./content-category.service.js";
import { adminContentPage, adminContentPages, contentPageVersion, deleteContentPage, saveContentPage, setContentPageActive } from "./content-admin.service.js";

const ROLE = "content";

export const contentAdminQueries: QueryResolvers = {
  adminContentPages: (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminContentPages(ctx.em, args)),
  adminContentPage: (_p, args, ctx) => (requireAdmin(ctx, ROLE), adminContentPage(ctx.em, args.id)),
  adminContentCategories: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), contentCategories(ctx.em, ctx.language)),
  contentPageVersion: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), contentPageVersion(ctx.em, args.code, args.version, ctx.language)),
};

export const contentAdminMutations: MutationResolvers = {
  saveContentPage: (_p, args, ctx) => (requireAdmin(ctx, ROLE), saveContentPage(ctx, args.input).then(named("AdminContentPage"))),
  setContentPageActive: (_p, args, ctx) => (requireAdmin(ctx, ROLE), setContentPageActive(ctx, args.id, args.isActive)),
  deleteContentPage: (_p, args, ctx) => (requireAdmin(ctx, ROLE), deleteContentPage(ctx, args.id)),
  saveContentCategory: async (_p, args, ctx) => (requireAdmin(ctx, ROLE), saveContentCategory(ctx, args.input, ctx.language).then(named("ContentCategory"))),
};

export const contentAdminResultResolvers = {
  AdminContentPageResult: byTypename,
  ContentCategoryResult: byTypename,
};
