// Every module's resolvers and REST routes, in one place for the server and the tests.
import type { Resolvers } from "../generated/resolvers-types.js";
import type { RestRoute } from "../rest.js";
import { campaignQueries } from "./campaign/campaign.resolvers.js";
import { campaignRoutes } from "./campaign/campaign.rest.js";
import { catalogQueries, productResolvers } from "./catalog/catalog.resolvers.js";
import { catalogRoutes } from "./catalog/catalog.rest.js";
import { MoneyScalar } from "./catalog/money-scalar.js";
import { contentQueries } from "./content/content.resolvers.js";
import { contentRoutes } from "./content/content.rest.js";
import { headerMenuQueries } from "./header-menu/header-menu.resolvers.js";
import { headerMenuRoutes } from "./header-menu/header-menu.rest.js";
import { localizationQueries } from "./localization/localization.resolvers.js";
import { localizationRoutes } from "./localization/localization.rest.js";
import { settingResultResolvers, siteQueries } from "./site/site.resolvers.js";
import { searchQueries } from "./search/search.resolvers.js";
import { searchRoutes } from "./search/search.rest.js";
import { siteRoutes } from "./site/site.rest.js";

export const resolvers: Resolvers = {
  Query: {
    ...siteQueries,
    ...localizationQueries,
    ...headerMenuQueries,
    ...catalogQueries,
    ...searchQueries,
    ...campaignQueries,
    ...contentQueries,
  },
  SettingResult: settingResultResolvers,
  Product: productResolvers,
  Money: MoneyScalar,
};

export const restRoutes: RestRoute[] = [
  ...siteRoutes,
  ...localizationRoutes,
  ...headerMenuRoutes,
  ...catalogRoutes,
  ...searchRoutes,
  ...campaignRoutes,
  ...contentRoutes,
];
