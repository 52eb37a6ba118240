import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { createMenuTitleLoader, getHeaderMenuTree } from "./header-menu.service.js";

export const headerMenuQueries: QueryResolvers = {
  headerMenu: async (_p, args, ctx) => {
    const scope = ctx.scope;
    const titles = ctx.loader(`headerMenuTitles:${scope.language}`, () => createMenuTitleLoader(scope));
    return getHeaderMenuTree(ctx.em, titles);
  },
};
