// The rate-limit module's typed builder: its counters (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const rateLimitDatabase = moduleDatabase<Tables>()({ owns: ["rate_limit"] });
