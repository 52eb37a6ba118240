// The admin's header menu fields: the catalogue role first, then the service.
import { adminLanguage, byTypename } from "../../core/admin-records.js";
import type { ShopContext } from "../../core/context.js";
import { notFound } from "../../core/errors.js";
import type { MutationResolvers, QueryResolvers } from "../../generated/resolvers-types.js";
import { adminMenuItems, deleteMenuItem, saveMenuItem } from "./header-menu-admin.service.js";

const catalogue = (ctx: ShopContext) => adminLanguage(ctx, "catalogue");

export const headerMenuAdminQueries: QueryResolvers = {
  adminHeaderMenu: (_p, args, ctx) => adminMenuItems(ctx.em, catalogue(ctx)),
  adminHeaderMenuItem: async (_p, args, ctx) => {
    const [item] = await adminMenuItems(ctx.em, catalogue(ctx), args.id);
    if (!item) throw notFound();
    return item;
  },
};

export const headerMenuAdminMutations: MutationResolvers = {
  saveAdminHeaderMenuItem: (_p, args, ctx) => saveMenuItem(ctx, args.input, catalogue(ctx)),
  deleteAdminHeaderMenuItem: (_p, args, ctx) => deleteMenuItem(ctx, args.id, catalogue(ctx)),
};

export const headerMenuAdminUnions = { AdminHeaderMenuResult: byTypename, AdminHeaderMenuDeleteResult: byTypename };
