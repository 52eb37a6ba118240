// The localization module: languages and currencies, and the registry the request context checks languages against.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.
export { CURRENCY_FIELDS, legacyCurrency } from "./localization.rest.js";
export { findCurrency } from "./localization.service.js";

import { defineModule } from "../../core/module.js";
import { CurrencySchema, LanguageSchema } from "./localization.entities.js";
import { localizationDatabase } from "./localization.database.js";
import { localizationQueries } from "./localization.resolvers.js";
import { localizationRoutes } from "./localization.rest.js";
import { localizationAdminMutations, localizationAdminUnions } from "./localization-admin.resolvers.js";

export const localizationModule = defineModule({
  name: "localization",
  publicReads: { languages: {}, currencies: {} },
  entities: [LanguageSchema, CurrencySchema],
  database: localizationDatabase,
  resolvers: {
    Query: localizationQueries,
    Mutation: localizationAdminMutations,
    ...localizationAdminUnions,
  },
  routes: [...localizationRoutes],
});

export { CurrencySchema };
