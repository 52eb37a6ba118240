// The social module's typed builder: the Instagram settings, its last fetch and the kept posts (it reads no other
// module's table).
import { moduleDatabase } from "../../core/database.js";
import type { Tables } from "../../generated/database.js";

export const socialDatabase = moduleDatabase<Tables>()({ owns: ["instagram_setting", "instagram_fetch", "instagram_post"] });
