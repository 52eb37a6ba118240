// Countries, states and cities for address forms. Country names are translated (falling back to Turkish); state
// and city names are not. An unknown or inactive parent answers null (the REST shim's 404).
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type { City as CityDto, Country as CountryDto, State as StateDto } from "../../generated/resolvers-types.js";
import { num, sql, str, translationJoins } from "../../core/db.js";
import { CitySchema, CountrySchema, StateSchema } from "./location.entities.js";

export async function listCountries(scope: RequestScope): Promise<CountryDto[]> {
  const { em, language } = scope;
  const rows = await sql(
    em,
    `select c.id, c.code, c.phone_code, c.sort, coalesce(t.name, t0.name, c.code) as name
       from country c
       ${translationJoins("country_translation", "t", "country_id", "c.id")}
      where c.is_active
      order by c.sort, c.id`,
    [language],
  );
  return rows.map((r) => ({ id: num(r.id), code: str(r.code), name: str(r.name), phoneCode: str(r.phone_code), sort: num(r.sort) }));
}

export async function listStates(em: EntityManager, countryId: number): Promise<StateDto[] | null> {
  const country = await em.findOne(CountrySchema, { id: countryId, isActive: true }, { fields: ["id"] });
  if (!country) return null;
  const rows = await em.find(StateSchema, { country: countryId, isActive: true }, { orderBy: { sort: "asc", id: "asc" } });
  return rows.map((s) => ({ id: s.id, countryId, code: s.code, name: s.name, sort: s.sort }));
}

export async function listCities(em: EntityManager, stateId: number): Promise<CityDto[] | null> {
  // The state counts only when it and its country are active.
  const state = await em.findOne(StateSchema, { id: stateId, isActive: true, country: { isActive: true } }, { fields: ["id"] });
  if (!state) return null;
  const rows = await em.find(CitySchema, { state: stateId, isActive: true }, { orderBy: { sort: "asc", id: "asc" } });
  return rows.map((c) => ({ id: c.id, stateId, name: c.name, sort: c.sort }));
}
