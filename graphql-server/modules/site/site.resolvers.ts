import type { QueryResolvers, SettingResultResolvers } from "../../generated/resolvers-types.js";
import { badUserInput, operationError } from "../../core/errors.js";
import { findSetting, getSiteSettings, listPublicSettings } from "./site.service.js";

const PAGE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export const siteQueries: QueryResolvers = {
  siteSettings: async (_p, args, ctx) => {
    const scope = ctx.scope;
    if (args.page && !PAGE_KEY.test(args.page)) throw badUserInput("page");
    return getSiteSettings(scope, args.page ?? null);
  },
  settings: (_p, _a, ctx) => listPublicSettings(ctx.em),
  setting: async (_p, args, ctx) => {
    const found = await findSetting(ctx.em, args.code);
    return found ? { __typename: "Setting", ...found } : operationError("NOT_FOUND", "code");
  },
};

export const settingResultResolvers: SettingResultResolvers = {
  __resolveType: (result) => result.__typename,
};
