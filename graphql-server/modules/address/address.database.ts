// The address module's typed builder: the address book, and the places and guests its reads join.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const addressDatabase = moduleDatabase<Tables>()({
  owns: ["address"],
  reads: ["country", "country_translation", "state", "city", "guest"],
});
