import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { scopeFor } from "../catalog/index.js";
import { contentPage, contentPagesByType } from "./content.service.js";

export const contentQueries: QueryResolvers = {
  contentPage: async (_p, args, ctx) => contentPage(await scopeFor(ctx), { seoLink: args.seoLink }),
  contentPageByCode: async (_p, args, ctx) => contentPage(await scopeFor(ctx), { code: args.code }),
  contentPageById: async (_p, args, ctx) => contentPage(await scopeFor(ctx), { id: args.id }),
  contentPages: async (_p, args, ctx) => contentPagesByType(await scopeFor(ctx), args.type ?? null),
};
