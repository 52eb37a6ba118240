// Countries, states and cities for address forms. Country names are translated (falling back to Turkish); state
// and city names are not. An unknown or inactive parent answers null (the REST shim's 404).
import type { RequestScope } from "../../core/context.js";
import type { EntityManager } from "@mikro-orm/core";
import type { City as CityDto, Country as CountryDto, State as StateDto } from "../../generated/resolvers-types.js";
import { rows, sql } from "../../core/database.js";
import { DEFAULT_LANGUAGE } from "../../core/i18n.js";
import { locationDatabase as db } from "./location.database.js";
import { CitySchema, CountrySchema, StateSchema } from "./location.entities.js";

export async function listCountries(scope: RequestScope): Promise<CountryDto[]> {
  const { em, language } = scope;
  return rows(
    em,
    db
      .selectFrom("country as c")
      .leftJoin("country_translation as t", (join) => join.onRef("t.country_id", "=", "c.id").on("t.language", "=", language))
      .leftJoin("country_translation as t0", (join) => join.onRef("t0.country_id", "=", "c.id").on("t0.language", "=", sql.lit(DEFAULT_LANGUAGE)))
      .select((eb) => ["c.id", "c.code", eb.fn.coalesce("t.name", "t0.name", "c.code").as("name"), "c.phone_code as phoneCode", "c.sort"])
      .where("c.is_active", "=", true)
      .orderBy("c.sort")
      .orderBy("c.id"),
  );
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
