// Every module's resolvers and REST routes, in one place for the server and the tests.
import type { Resolvers } from "../generated/resolvers-types.js";
import type { RestRoute } from "../rest.js";
import { headerMenuQueries } from "./header-menu/header-menu.resolvers.js";
import { headerMenuRoutes } from "./header-menu/header-menu.rest.js";
import { localizationQueries } from "./localization/localization.resolvers.js";
import { localizationRoutes } from "./localization/localization.rest.js";
import { settingResultResolvers, siteQueries } from "./site/site.resolvers.js";
import { siteRoutes } from "./site/site.rest.js";

export const resolvers: Resolvers = {
  Query: { ...siteQueries, ...localizationQueries, ...headerMenuQueries },
  SettingResult: settingResultResolvers,
};

export const restRoutes: RestRoute[] = [...siteRoutes, ...localizationRoutes, ...headerMenuRoutes];
