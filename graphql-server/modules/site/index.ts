// The site module: site settings, page links and the layout's content blocks.
// Its only public face: the definition createShop composes, and the functions and shapes other modules may use.
export { siteFlag, siteText } from "./site-flags.js";

import { defineModule } from "../../core/module.js";
import { PageLinkSchema, PageLinkTranslationSchema, SiteBlockSchema, SiteBlockTranslationSchema, SiteSettingSchema } from "./site.entities.js";
import { siteAdminMutations, siteAdminQueries, siteAdminResultResolvers } from "./site-admin.resolvers.js";
import { settingResultResolvers, siteQueries } from "./site.resolvers.js";
import { siteRoutes } from "./site.rest.js";
import { siteAdminRoutes } from "./site-admin.rest.js";
import { siteDatabase } from "./site.database.js";

export const siteModule = defineModule({
  name: "site",
  database: siteDatabase,
  publicReads: { siteSettings: {}, settings: {}, setting: {} },
  entities: [SiteSettingSchema, PageLinkSchema, PageLinkTranslationSchema, SiteBlockSchema, SiteBlockTranslationSchema],
  resolvers: {
    Query: { ...siteQueries, ...siteAdminQueries },
    Mutation: { ...siteAdminMutations },
    SettingResult: settingResultResolvers,
    ...siteAdminResultResolvers,
  },
  routes: [...siteRoutes, ...siteAdminRoutes],
});
