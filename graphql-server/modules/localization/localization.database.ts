// The localization module's typed builder: the shop's languages and currencies (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const localizationDatabase = moduleDatabase<Tables>()({ owns: ["language", "currency"] });
