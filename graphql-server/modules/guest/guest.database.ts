// The guest module's typed builder: the guests, and the tokens and orders that keep a guest from the cleanup.
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const guestDatabase = moduleDatabase<Tables>()({ owns: ["guest"], reads: ["auth_token", "shop_order"] });
