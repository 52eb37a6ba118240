// The auth module's typed builder: its tokens (it reads no other module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const authDatabase = moduleDatabase<Tables>()({ owns: ["auth_token"] });
