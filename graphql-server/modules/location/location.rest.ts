// /api/v1 routes of the location module: countries, states of a country, cities of a state.
import type { City, Country, Query, State } from "../../generated/resolvers-types.js";
import { z } from "zod";
import { defineRoute, notFoundReply, type RestRoute } from "../../core/rest.js";
import { pathId } from "../../core/rest-input.js";

const legacyCountry = (c: Country) => ({ id: c.id, code: c.code, name: c.name, phone_code: c.phoneCode, sort: c.sort });
const legacyState = (s: State) => ({ id: s.id, country_id: s.countryId, code: s.code, name: s.name, sort: s.sort });
const legacyCity = (c: City) => ({ id: c.id, state_id: c.stateId, name: c.name, sort: c.sort });

export const locationRoutes: RestRoute[] = [
  /** GET /api/v1/country?language — active countries. 200 {success, response:[{id,code,name,phone_code,sort}]} */
  defineRoute<Pick<Query, "countries">>({
    method: "GET",
    path: "/api/v1/country",
    access: "public",
    document: `query RestCountries($language: String) { countries(language: $language) { id code name phoneCode sort } }`,
    variables: (_values, { language }) => ({ language }),
    reply: (data) => ({ body: { success: true, response: data.countries.map(legacyCountry) } }),
  }),
  /**
   * GET /api/v1/state/getStatesByCountryId/{id} — a country's states (Turkey, id 1: the 81 provinces, ids = plate
   * numbers). 200 {success, response:[{id,country_id,code,name,sort}]} | 404 unknown country | 400 malformed id
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/state/getStatesByCountryId/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestStates($id: Int!, $language: String) { states(countryId: $id, language: $language) { id countryId code name sort } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "states">, { language }) =>
      data.states ? { body: { success: true, response: data.states.map(legacyState) } } : notFoundReply(language),
  }),
  /**
   * GET /api/v1/city/getCitiesByStateId/{id} — a state's cities (Turkey: districts).
   * 200 {success, response:[{id,state_id,name,sort}]} | 404 unknown state | 400 malformed id
   */
  defineRoute({
    method: "GET",
    path: "/api/v1/city/getCitiesByStateId/{id}",
    access: "public",
    params: z.object({ id: pathId }),
    document: `query RestCities($id: Int!, $language: String) { cities(stateId: $id, language: $language) { id stateId name sort } }`,
    variables: ({ params }, { language }) => ({ id: params.id, language }),
    reply: (data: Pick<Query, "cities">, { language }) =>
      data.cities ? { body: { success: true, response: data.cities.map(legacyCity) } } : notFoundReply(language),
  }),
];
