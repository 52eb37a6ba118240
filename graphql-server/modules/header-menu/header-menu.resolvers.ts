import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { createMenuTitleLoader, getHeaderMenuTree } from "./header-menu.service.js";

export const headerMenuQueries: QueryResolvers = {
  headerMenu: async (_p, args, ctx) => {
    const language = await ctx.languageFor(args.language);
    const titles = ctx.loader(`headerMenuTitles:${language}`, () => createMenuTitleLoader(ctx.em, language));
    return getHeaderMenuTree(ctx.em, titles);
  },
};
