// Countries, states (provinces) and cities (districts) for address forms. Country names are translated; state and
// city names are proper names, the same in every language (Turkey's provinces and districts).
import { defineEntity, type InferEntity } from "@mikro-orm/core";

export const CountrySchema = defineEntity({
  name: "Country",
  tableName: "country",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    /** ISO 3166-1 alpha-2 where one exists. */
    code: p.string().length(8).unique(),
    phoneCode: p.string().length(8).default(""),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type Country = InferEntity<typeof CountrySchema>;

export const CountryTranslationSchema = defineEntity({
  name: "CountryTranslation",
  tableName: "country_translation",
  uniques: [{ properties: ["country", "language"] }],
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    country: () => p.manyToOne(CountrySchema).deleteRule("cascade"),
    language: p.string().length(8),
    name: p.string().length(128),
  }),
});

export const StateSchema = defineEntity({
  name: "State",
  tableName: "state",
  properties: (p) => ({
    // Turkey's provinces are seeded with their plate numbers (1–81) as ids.
    id: p.integer().primary().autoincrement(),
    country: () => p.manyToOne(CountrySchema).deleteRule("cascade").index(),
    /** Official code within the country (Turkey: plate code "01"–"81"). */
    code: p.string().length(8).default(""),
    name: p.string().length(128),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type State = InferEntity<typeof StateSchema>;

export const CitySchema = defineEntity({
  name: "City",
  tableName: "city",
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    state: () => p.manyToOne(StateSchema).deleteRule("cascade").index(),
    name: p.string().length(128),
    sort: p.integer().default(0),
    isActive: p.boolean().default(true),
  }),
});
export type City = InferEntity<typeof CitySchema>;
