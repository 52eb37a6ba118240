// The location module: countries, Turkey's 81 provinces and their districts for address forms.
// Its only public face: the functions and shapes other modules may use (first, so that they are evaluated before
// anything that might come back to this module through a cycle), and the definition createShop composes.

import { defineModule } from "../../core/module.js";
import { CitySchema, CountrySchema, CountryTranslationSchema, StateSchema } from "./location.entities.js";
import { locationDatabase } from "./location.database.js";
import { locationQueries } from "./location.resolvers.js";
import { locationRoutes } from "./location.rest.js";

export const locationModule = defineModule({
  name: "location",
  publicReads: { countries: {}, states: {}, cities: {} },
  entities: [CountrySchema, CountryTranslationSchema, StateSchema, CitySchema],
  database: locationDatabase,
  resolvers: {
    Query: locationQueries,
  },
  routes: [...locationRoutes],
});

export { CitySchema, CountrySchema, StateSchema };
