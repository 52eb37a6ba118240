// The cargo module's typed builder: the cargo companies, and the currencies their prices are converted with.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const cargoDatabase = moduleDatabase<Tables>()({ owns: ["cargo_company"], reads: ["currency"] });
