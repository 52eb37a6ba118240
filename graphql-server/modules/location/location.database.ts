// The location module's typed builder: countries, their names, states and cities (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const locationDatabase = moduleDatabase<Tables>()({ owns: ["country", "country_translation", "state", "city"] });
