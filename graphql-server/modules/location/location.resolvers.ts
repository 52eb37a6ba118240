import type { QueryResolvers } from "../../generated/resolvers-types.js";
import { listCities, listCountries, listStates } from "./location.service.js";

export const locationQueries: QueryResolvers = {
  countries: async (_p, args, ctx) => listCountries(ctx.scope),
  // State and city names are the same in every language; the argument is still validated.
  states: async (_p, args, ctx) => {
    return listStates(ctx.em, args.countryId);
  },
  cities: async (_p, args, ctx) => {
    return listCities(ctx.em, args.stateId);
  },
};
