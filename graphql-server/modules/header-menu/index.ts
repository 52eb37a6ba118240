// The header-menu module: the storefront's header menu, three levels, translated.
// Its only public face: the definition createShop composes, and the functions and shapes other modules may use.
import { defineModule } from "../../core/module.js";
import { HeaderMenuItemSchema, HeaderMenuItemTranslationSchema } from "./header-menu.entities.js";
import { headerMenuDatabase } from "./header-menu.database.js";
import { headerMenuQueries } from "./header-menu.resolvers.js";
import { headerMenuRoutes } from "./header-menu.rest.js";
import { headerMenuAdminMutations, headerMenuAdminQueries, headerMenuAdminUnions } from "./header-menu-admin.resolvers.js";
import { headerMenuAdminRoutes } from "./header-menu-admin.rest.js";

export const headerMenuModule = defineModule({
  name: "header-menu",
  publicReads: { headerMenu: {} },
  entities: [HeaderMenuItemSchema, HeaderMenuItemTranslationSchema],
  database: headerMenuDatabase,
  resolvers: {
    Query: { ...headerMenuQueries, ...headerMenuAdminQueries },
    Mutation: headerMenuAdminMutations,
    ...headerMenuAdminUnions,
  },
  routes: [...headerMenuRoutes, ...headerMenuAdminRoutes],
});
