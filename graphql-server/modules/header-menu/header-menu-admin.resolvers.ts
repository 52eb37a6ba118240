// The admin's header menu fields: the catalogue role first, then the service.
import { adminLanguage, byTypename } from "../../core/admin-records.js";
import type { ShopContext } from "../../core/context.js";
import { notFound } from "../../core/errors.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { adminMenuItems, deleteMenuItem, saveMenuItem } from "./header-menu-admin.service.js";

const catalogue = (ctx: ShopContext, language?: string | null) => adminLanguage(ctx, "catalogue", language);

export const headerMenuAdminQueries: QueryResolvers = {
  adminHeaderMenu: (_p, args, ctx) => adminMenuItems(ctx.em, catalogue(ctx, args.language)),
  adminHeaderMenuItem: async (_p, args, ctx) => {
    const [item] = await adminMenuItems(ctx.em, catalogue(ctx, args.language), args.id);
    if (!item) throw notFound();
    return item;
  },
};

export const headerMenuAdminMutations: MutationResolvers = {
  saveAdminHeaderMenuItem: (_p, args, ctx) => saveMenuItem(ctx, args.input, catalogue(ctx, args.language)),
  deleteAdminHeaderMenuItem: (_p, args, ctx) => deleteMenuItem(ctx, args.id, catalogue(ctx, args.language)),
};

export const headerMenuAdminUnions = { AdminHeaderMenuResult: byTypename, AdminHeaderMenuDeleteResult: byTypename };
